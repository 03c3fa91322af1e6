CREATE TABLE "post_counters" (
	"community_id" uuid NOT NULL,
	"type" text NOT NULL,
	"is_active" boolean NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "post_counters_community_id_type_is_active_pk" PRIMARY KEY("community_id","type","is_active")
);
--> statement-breakpoint
ALTER TABLE "post_counters" ADD CONSTRAINT "post_counters_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "post_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One row per post added (+1) or taken away (-1) by the statement, summed per community, type and state.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_counters AS c (community_id, type, is_active, posts, likes, comments)
    SELECT community_id, type, is_active, count(*), sum(likes_count), sum(comments_count)
    FROM new_rows GROUP BY community_id, type, is_active
    ON CONFLICT (community_id, type, is_active) DO UPDATE
      SET posts = c.posts + excluded.posts, likes = c.likes + excluded.likes, comments = c.comments + excluded.comments;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE post_counters AS c
    SET posts = c.posts - d.posts, likes = c.likes - d.likes, comments = c.comments - d.comments
    FROM (
      SELECT community_id, type, is_active, count(*) AS posts, sum(likes_count) AS likes, sum(comments_count) AS comments
      FROM old_rows GROUP BY community_id, type, is_active
    ) AS d
    WHERE c.community_id = d.community_id AND c.type = d.type AND c.is_active = d.is_active;
  ELSE
    INSERT INTO post_counters AS c (community_id, type, is_active, posts, likes, comments)
    SELECT community_id, type, is_active, sum(n), sum(l), sum(m)
    FROM (
      SELECT community_id, type, is_active, 1 AS n, likes_count AS l, comments_count AS m FROM new_rows
      UNION ALL
      SELECT community_id, type, is_active, -1, -likes_count, -comments_count FROM old_rows
    ) AS d
    GROUP BY community_id, type, is_active
    HAVING sum(n) <> 0 OR sum(l) <> 0 OR sum(m) <> 0
    ON CONFLICT (community_id, type, is_active) DO UPDATE
      SET posts = c.posts + excluded.posts, likes = c.likes + excluded.likes, comments = c.comments + excluded.comments;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "community_posts_counters_insert" AFTER INSERT ON "community_posts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "community_posts_counters_update" AFTER UPDATE ON "community_posts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "community_posts_counters_delete" AFTER DELETE ON "community_posts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_counters_apply"();
--> statement-breakpoint
INSERT INTO "post_counters" (community_id, type, is_active, posts, likes, comments)
SELECT community_id, type, is_active, count(*), sum(likes_count), sum(comments_count)
FROM "community_posts" GROUP BY community_id, type, is_active;
