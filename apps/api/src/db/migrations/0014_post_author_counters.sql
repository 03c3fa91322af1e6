CREATE TABLE "post_author_counters" (
	"community_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"active_posts" integer DEFAULT 0 NOT NULL,
	"active_likes" bigint DEFAULT 0 NOT NULL,
	"active_comments" bigint DEFAULT 0 NOT NULL,
	"active_last" timestamp with time zone,
	"all_posts" integer DEFAULT 0 NOT NULL,
	"all_likes" bigint DEFAULT 0 NOT NULL,
	"all_comments" bigint DEFAULT 0 NOT NULL,
	"all_last" timestamp with time zone,
	CONSTRAINT "post_author_counters_community_id_author_id_pk" PRIMARY KEY("community_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "post_list_versions" (
	"community_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_author_counters" ADD CONSTRAINT "post_author_counters_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_list_versions" ADD CONSTRAINT "post_list_versions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_author_counters_active_idx" ON "post_author_counters" USING btree ("community_id","active_posts" DESC NULLS FIRST,"active_last" DESC NULLS FIRST,"author_id");--> statement-breakpoint
CREATE INDEX "post_author_counters_all_idx" ON "post_author_counters" USING btree ("community_id","all_posts" DESC NULLS FIRST,"all_last" DESC NULLS FIRST,"author_id");
--> statement-breakpoint
CREATE FUNCTION "post_author_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'community_id, author_id, is_active, published_at, likes_count, comments_count';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', cols)
    ELSE format('SELECT %s, 1 AS sign FROM new_rows UNION ALL SELECT %s, -1 FROM old_rows', cols, cols)
  END;
  -- The communities whose lists the statement changed: every row of an insert or a delete; for an
  -- update, the rows whose state, text, type, author or date changed (a like or a comment changes none).
  listed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT community_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT community_id FROM old_rows'
    ELSE 'SELECT n.community_id FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE (n.community_id, n.author_id, n.is_active, n.type, n.title, n.message, n.published_at)
            IS DISTINCT FROM (o.community_id, o.author_id, o.is_active, o.type, o.title, o.message, o.published_at)
          UNION ALL
          SELECT o.community_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.community_id <> o.community_id'
  END;
BEGIN
  -- The statement's differences per author: rows added (+1) and taken away (-1), active ones apart. A
  -- community being deleted (its posts go by cascade) gets no new row.
  EXECUTE format($sql$
    INSERT INTO post_author_counters AS c (community_id, author_id, active_posts, active_likes, active_comments,
      active_last, all_posts, all_likes, all_comments, all_last)
    SELECT community_id, author_id,
      sum(sign * is_active::int), sum(sign * likes_count * is_active::int), sum(sign * comments_count * is_active::int),
      max(published_at) FILTER (WHERE sign = 1 AND is_active),
      sum(sign), sum(sign * likes_count), sum(sign * comments_count),
      max(published_at) FILTER (WHERE sign = 1)
    FROM (%s) AS d
    WHERE EXISTS (SELECT 1 FROM communities WHERE communities.id = d.community_id)
    GROUP BY community_id, author_id
    ON CONFLICT (community_id, author_id) DO UPDATE SET
      active_posts = c.active_posts + excluded.active_posts,
      active_likes = c.active_likes + excluded.active_likes,
      active_comments = c.active_comments + excluded.active_comments,
      active_last = greatest(c.active_last, excluded.active_last),
      all_posts = c.all_posts + excluded.all_posts,
      all_likes = c.all_likes + excluded.all_likes,
      all_comments = c.all_comments + excluded.all_comments,
      all_last = greatest(c.all_last, excluded.all_last)
  $sql$, changes);
  -- A post taken away (deleted, or soft deleted) may have been its author's newest: read both dates
  -- again from the (community, author, date) index for the authors it removed one of.
  IF TG_OP <> 'INSERT' THEN
    UPDATE post_author_counters AS c SET
      active_last = (SELECT max(p.published_at) FROM community_posts p
        WHERE p.community_id = c.community_id AND p.author_id = c.author_id AND p.is_active),
      all_last = (SELECT max(p.published_at) FROM community_posts p
        WHERE p.community_id = c.community_id AND p.author_id = c.author_id)
    FROM (SELECT DISTINCT community_id, author_id FROM old_rows) AS r
    WHERE c.community_id = r.community_id AND c.author_id = r.author_id;
  END IF;
  EXECUTE format($sql$
    INSERT INTO post_list_versions AS v (community_id, version)
    SELECT DISTINCT community_id, 1 FROM (%s) AS d
    WHERE EXISTS (SELECT 1 FROM communities WHERE communities.id = d.community_id)
    ON CONFLICT (community_id) DO UPDATE SET version = v.version + 1
  $sql$, listed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "community_posts_author_counters_insert" AFTER INSERT ON "community_posts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_author_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "community_posts_author_counters_update" AFTER UPDATE ON "community_posts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_author_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "community_posts_author_counters_delete" AFTER DELETE ON "community_posts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_author_counters_apply"();
--> statement-breakpoint
INSERT INTO "post_author_counters" (community_id, author_id, active_posts, active_likes, active_comments, active_last,
  all_posts, all_likes, all_comments, all_last)
SELECT community_id, author_id,
  count(*) FILTER (WHERE is_active), coalesce(sum(likes_count) FILTER (WHERE is_active), 0),
  coalesce(sum(comments_count) FILTER (WHERE is_active), 0), max(published_at) FILTER (WHERE is_active),
  count(*), sum(likes_count), sum(comments_count), max(published_at)
FROM "community_posts" GROUP BY community_id, author_id;
