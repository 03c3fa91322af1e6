CREATE TABLE "member_counts" (
	"community_id" uuid NOT NULL,
	"role" text NOT NULL,
	"is_active" boolean NOT NULL,
	"join_month" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_counts_community_id_role_is_active_join_month_pk" PRIMARY KEY("community_id","role","is_active","join_month")
);
--> statement-breakpoint
CREATE TABLE "member_list_versions" (
	"community_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_tag_counts" (
	"community_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"is_active" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_tag_counts_community_id_tag_is_active_pk" PRIMARY KEY("community_id","tag","is_active")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_counts" ADD CONSTRAINT "member_counts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_list_versions" ADD CONSTRAINT "member_list_versions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_tag_counts" ADD CONSTRAINT "news_tag_counts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_community_sort_name_idx" ON "memberships" USING btree ("community_id","sort_name","user_id","search_text") WHERE "memberships"."is_active";--> statement-breakpoint
CREATE INDEX "memberships_search_trgm_idx" ON "memberships" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "member_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Keeps member_counts (per community, role, state and month of joining, the month taken in UTC so
  -- that it never depends on a session's time zone) exact in the statement's own transaction: each
  -- membership added counts +1, each taken away -1 (an update takes the old row away and adds the new
  -- one, so a role, a state, a join date or a community changed moves its count). Count rows are
  -- always locked in key order, so two transactions touching the same rows wait instead of deadlocking.
  -- It also raises member_list_versions of every community whose lists could count differently: a
  -- membership added or removed, or its community, user, role, state or search text changed (not its
  -- join date, which only moves it within the lists).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_counts AS c (community_id, role, is_active, join_month, count)
    SELECT community_id, role, is_active, date_trunc('month', joined_at AT TIME ZONE 'UTC')::date, count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (community_id, role, is_active, join_month) DO UPDATE SET count = c.count + excluded.count;
    INSERT INTO member_list_versions AS v (community_id, version)
    SELECT DISTINCT community_id, 1 FROM new_rows ORDER BY community_id
    ON CONFLICT (community_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    -- Only existing rows are lowered or raised: when a community is deleted its counts and version go
    -- with it (cascade), whichever runs first. UPDATE has no ORDER BY: the rows are locked in order first.
    PERFORM 1 FROM member_counts AS c
    WHERE (c.community_id, c.role, c.is_active, c.join_month) IN (
      SELECT community_id, role, is_active, date_trunc('month', joined_at AT TIME ZONE 'UTC')::date FROM old_rows
    )
    ORDER BY c.community_id, c.role, c.is_active, c.join_month
    FOR UPDATE;
    UPDATE member_counts AS c SET count = c.count - d.k
    FROM (
      SELECT community_id, role, is_active, date_trunc('month', joined_at AT TIME ZONE 'UTC')::date AS join_month,
        count(*)::int AS k
      FROM old_rows GROUP BY 1, 2, 3, 4
    ) AS d
    WHERE c.community_id = d.community_id AND c.role = d.role AND c.is_active = d.is_active
      AND c.join_month = d.join_month;
    PERFORM 1 FROM member_list_versions AS v
    WHERE v.community_id IN (SELECT community_id FROM old_rows)
    ORDER BY v.community_id
    FOR UPDATE;
    UPDATE member_list_versions AS v SET version = v.version + 1
    WHERE v.community_id IN (SELECT community_id FROM old_rows);
  ELSE
    INSERT INTO member_counts AS c (community_id, role, is_active, join_month, count)
    SELECT community_id, role, is_active, join_month, sum(k)::int
    FROM (
      SELECT community_id, role, is_active, date_trunc('month', joined_at AT TIME ZONE 'UTC')::date AS join_month,
        1 AS k
      FROM new_rows
      UNION ALL
      SELECT community_id, role, is_active, date_trunc('month', joined_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows
    ) AS changed
    GROUP BY 1, 2, 3, 4
    HAVING sum(k) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (community_id, role, is_active, join_month) DO UPDATE SET count = c.count + excluded.count;
    -- What a count can see of a membership is its (community, user, role, state, search text): the
    -- statement changed what some community counts when those differ, as multisets, between the old and
    -- the new rows (a user's new name, email or document reaches the search text of their memberships).
    INSERT INTO member_list_versions AS v (community_id, version)
    SELECT DISTINCT community_id, 1
    FROM (
      (SELECT community_id, user_id, role, is_active, search_text FROM new_rows
       EXCEPT ALL SELECT community_id, user_id, role, is_active, search_text FROM old_rows)
      UNION ALL
      (SELECT community_id, user_id, role, is_active, search_text FROM old_rows
       EXCEPT ALL SELECT community_id, user_id, role, is_active, search_text FROM new_rows)
    ) AS changed
    ORDER BY community_id
    ON CONFLICT (community_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "memberships_user_copy_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The user's folded name and search text, copied for the member lists and the leader options. FOR
  -- SHARE waits for a change of the user in progress, and holds the next one off until this transaction
  -- ends, so that its update of the user's memberships (users_memberships_copy) sees this row. No user:
  -- the foreign key refuses the row after this trigger, with its own error.
  SELECT koinonia_fold(u.name), u.search_text INTO NEW.sort_name, NEW.search_text
  FROM users AS u WHERE u.id = NEW.user_id FOR SHARE;
  NEW.sort_name := coalesce(NEW.sort_name, '');
  NEW.search_text := coalesce(NEW.search_text, '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "users_memberships_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A user's name, email or document changed: the copies on their memberships follow (and the
  -- memberships' own trigger raises the list version of every community whose search text changed).
  UPDATE memberships AS m SET sort_name = koinonia_fold(NEW.name), search_text = NEW.search_text
  WHERE m.user_id = NEW.id
    AND (m.sort_name, m.search_text) IS DISTINCT FROM (koinonia_fold(NEW.name), NEW.search_text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "news_tag_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Keeps news_tag_counts (per community, tag and state) exact in the statement's own transaction: each
  -- tag of an item added counts +1, each of an item taken away -1 (an update takes the old item away
  -- and adds the new one; an edit that keeps the tags and the state changes nothing). Count rows are
  -- always locked in key order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO news_tag_counts AS c (community_id, tag, is_active, count)
    SELECT n.community_id, t.tag, n.is_active, count(*)::int
    FROM new_rows AS n CROSS JOIN LATERAL unnest(n.tags) AS t(tag)
    WHERE t.tag IS NOT NULL
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (community_id, tag, is_active) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    -- Only existing rows are lowered: when a community is deleted its counts go with it (cascade).
    PERFORM 1 FROM news_tag_counts AS c
    WHERE (c.community_id, c.tag, c.is_active) IN (
      SELECT o.community_id, t.tag, o.is_active FROM old_rows AS o CROSS JOIN LATERAL unnest(o.tags) AS t(tag)
    )
    ORDER BY c.community_id, c.tag, c.is_active
    FOR UPDATE;
    UPDATE news_tag_counts AS c SET count = c.count - d.k
    FROM (
      SELECT o.community_id, t.tag, o.is_active, count(*)::int AS k
      FROM old_rows AS o CROSS JOIN LATERAL unnest(o.tags) AS t(tag)
      WHERE t.tag IS NOT NULL
      GROUP BY 1, 2, 3
    ) AS d
    WHERE c.community_id = d.community_id AND c.tag = d.tag AND c.is_active = d.is_active;
  ELSE
    INSERT INTO news_tag_counts AS c (community_id, tag, is_active, count)
    SELECT community_id, tag, is_active, sum(k)::int
    FROM (
      SELECT n.community_id, t.tag, n.is_active, 1 AS k FROM new_rows AS n CROSS JOIN LATERAL unnest(n.tags) AS t(tag)
      UNION ALL
      SELECT o.community_id, t.tag, o.is_active, -1 FROM old_rows AS o CROSS JOIN LATERAL unnest(o.tags) AS t(tag)
    ) AS changed
    WHERE tag IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(k) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (community_id, tag, is_active) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE "memberships" AS m SET sort_name = koinonia_fold(u.name), search_text = u.search_text
FROM "users" AS u WHERE u.id = m.user_id;
--> statement-breakpoint
INSERT INTO "member_counts" (community_id, role, is_active, join_month, count)
SELECT community_id, role, is_active, date_trunc('month', joined_at AT TIME ZONE 'UTC')::date, count(*)::int
FROM "memberships" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "member_list_versions" (community_id, version) SELECT id, 1 FROM "communities";
--> statement-breakpoint
INSERT INTO "news_tag_counts" (community_id, tag, is_active, count)
SELECT n.community_id, t.tag, n.is_active, count(*)::int
FROM "news" AS n CROSS JOIN LATERAL unnest(n.tags) AS t(tag)
WHERE t.tag IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER "memberships_counts_insert" AFTER INSERT ON "memberships"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "memberships_counts_update" AFTER UPDATE ON "memberships"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "memberships_counts_delete" AFTER DELETE ON "memberships"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "memberships_user_copy" BEFORE INSERT OR UPDATE OF user_id ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "memberships_user_copy_set"();
--> statement-breakpoint
CREATE TRIGGER "users_memberships_copy" AFTER UPDATE OF name, email, document_number ON "users"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION "users_memberships_copy"();
--> statement-breakpoint
CREATE TRIGGER "news_tag_counts_insert" AFTER INSERT ON "news"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "news_tag_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "news_tag_counts_update" AFTER UPDATE ON "news"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "news_tag_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "news_tag_counts_delete" AFTER DELETE ON "news"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "news_tag_counts_apply"();
