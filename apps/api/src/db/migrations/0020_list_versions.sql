CREATE TABLE "list_versions" (
	"community_id" uuid NOT NULL,
	"list" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_versions_community_id_list_pk" PRIMARY KEY("community_id","list")
);
--> statement-breakpoint
ALTER TABLE "list_versions" ADD CONSTRAINT "list_versions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "list_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Raises the version of the list named by the trigger's argument ('news', 'groups', 'events', 'courses') in every community
  -- whose rows the statement inserted, changed or deleted, in the statement's own transaction: a total or
  -- statistic the server kept at the old version is no longer read. Inserted and updated rows create the
  -- version row when missing; a delete only raises existing ones (when a community is deleted its
  -- versions go with it, whichever cascade runs first). Version rows are locked in key order.
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM list_versions AS v
    WHERE v.list = TG_ARGV[0] AND v.community_id IN (SELECT community_id FROM old_rows)
    ORDER BY v.community_id
    FOR UPDATE;
    UPDATE list_versions AS v SET version = v.version + 1
    WHERE v.list = TG_ARGV[0] AND v.community_id IN (SELECT community_id FROM old_rows);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO list_versions AS v (community_id, list, version)
    SELECT DISTINCT community_id, TG_ARGV[0], 1 FROM new_rows ORDER BY community_id
    ON CONFLICT (community_id, list) DO UPDATE SET version = v.version + 1;
  ELSE
    -- An update raises the communities of the old rows and of the new ones (a row moved between them).
    INSERT INTO list_versions AS v (community_id, list, version)
    SELECT community_id, TG_ARGV[0], 1
    FROM (SELECT community_id FROM new_rows UNION SELECT community_id FROM old_rows) AS changed
    ORDER BY community_id
    ON CONFLICT (community_id, list) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "news_list_version_insert" AFTER INSERT ON "news"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('news');--> statement-breakpoint
CREATE TRIGGER "news_list_version_update" AFTER UPDATE ON "news"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('news');--> statement-breakpoint
CREATE TRIGGER "news_list_version_delete" AFTER DELETE ON "news"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('news');--> statement-breakpoint
CREATE TRIGGER "groups_list_version_insert" AFTER INSERT ON "groups"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('groups');--> statement-breakpoint
CREATE TRIGGER "groups_list_version_update" AFTER UPDATE ON "groups"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('groups');--> statement-breakpoint
CREATE TRIGGER "groups_list_version_delete" AFTER DELETE ON "groups"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('groups');--> statement-breakpoint
CREATE TRIGGER "events_list_version_insert" AFTER INSERT ON "events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('events');--> statement-breakpoint
CREATE TRIGGER "events_list_version_update" AFTER UPDATE ON "events"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('events');--> statement-breakpoint
CREATE TRIGGER "events_list_version_delete" AFTER DELETE ON "events"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('events');--> statement-breakpoint
CREATE TRIGGER "school_courses_list_version_insert" AFTER INSERT ON "school_courses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('courses');--> statement-breakpoint
CREATE TRIGGER "school_courses_list_version_update" AFTER UPDATE ON "school_courses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('courses');--> statement-breakpoint
CREATE TRIGGER "school_courses_list_version_delete" AFTER DELETE ON "school_courses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('courses');--> statement-breakpoint
INSERT INTO "list_versions" (community_id, list, version)
SELECT c.id, l.list, 1 FROM "communities" AS c
CROSS JOIN (VALUES ('news'), ('groups'), ('events'), ('courses')) AS l (list);
