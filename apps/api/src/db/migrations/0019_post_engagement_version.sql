ALTER TABLE "post_list_versions" ADD COLUMN "engagement_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "post_author_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'community_id, author_id, is_active, published_at, likes_count, comments_count';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', cols)
    ELSE format('SELECT %s, 1 AS sign FROM new_rows UNION ALL SELECT %s, -1 FROM old_rows', cols, cols)
  END;
  -- The communities the statement changed, each with 1 when a list can see the change (every row of an
  -- insert or a delete; for an update, a row whose state, text, type, author or date changed) and 0 when
  -- only a post's likes or comments changed: the first raise both versions, the second only the
  -- engagement version.
  listed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT community_id, 1 AS listed FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT community_id, 1 AS listed FROM old_rows'
    ELSE 'SELECT n.community_id,
            CASE WHEN (n.community_id, n.author_id, n.is_active, n.type, n.title, n.message, n.published_at)
              IS DISTINCT FROM (o.community_id, o.author_id, o.is_active, o.type, o.title, o.message, o.published_at)
            THEN 1 ELSE 0 END AS listed
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE (n.community_id, n.author_id, n.is_active, n.type, n.title, n.message, n.published_at,
              n.likes_count, n.comments_count)
            IS DISTINCT FROM (o.community_id, o.author_id, o.is_active, o.type, o.title, o.message, o.published_at,
              o.likes_count, o.comments_count)
          UNION ALL
          SELECT o.community_id, 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.community_id <> o.community_id'
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
    INSERT INTO post_list_versions AS v (community_id, version, engagement_version)
    SELECT community_id, max(listed), 1 FROM (%s) AS d
    WHERE EXISTS (SELECT 1 FROM communities WHERE communities.id = d.community_id)
    GROUP BY community_id
    ON CONFLICT (community_id) DO UPDATE SET
      version = v.version + excluded.version,
      engagement_version = v.engagement_version + 1
  $sql$, listed);
  RETURN NULL;
END
$$;
