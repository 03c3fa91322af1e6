DROP INDEX "group_last_reports_community_quiet_idx";--> statement-breakpoint
DROP INDEX "group_members_follow_up_idx";--> statement-breakpoint
DROP INDEX "group_visitors_community_date_idx";--> statement-breakpoint
ALTER TABLE "group_last_reports" ADD COLUMN "sector_id" uuid;--> statement-breakpoint
ALTER TABLE "group_last_reports" ADD COLUMN "is_active" boolean;--> statement-breakpoint
ALTER TABLE "group_last_reports" ADD COLUMN "meeting_day" text;--> statement-breakpoint
ALTER TABLE "group_last_reports" ADD COLUMN "sort_name" text;--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "sector_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "group_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "group_visitors" ADD COLUMN "sector_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "group_visitors" ADD COLUMN "group_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE FUNCTION "group_follow_up_copy_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A roster entry's or visitor's copy of its group's sector and state, for the follow-up's indexes.
  -- Always read from the group, so a direct write cannot set other values. FOR SHARE waits for a change
  -- of the group in progress and holds the next one off until this transaction ends, so that its update
  -- of the group's rows (groups_follow_up_copy) sees this one.
  SELECT g.sector_id, g.is_active INTO NEW.sector_id, NEW.group_active
  FROM groups AS g WHERE g.id = NEW.group_id FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "group_members_follow_up_copy" BEFORE INSERT OR UPDATE OF group_id, sector_id, group_active
  ON "group_members" FOR EACH ROW EXECUTE FUNCTION "group_follow_up_copy_set"();--> statement-breakpoint
CREATE TRIGGER "group_visitors_follow_up_copy" BEFORE INSERT OR UPDATE OF group_id, sector_id, group_active
  ON "group_visitors" FOR EACH ROW EXECUTE FUNCTION "group_follow_up_copy_set"();--> statement-breakpoint
CREATE FUNCTION "groups_follow_up_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A group moved to another sector, stopped, started again, renamed or given another meeting day: the
  -- copies on its roster, its visitors and its last report follow, in the same transaction.
  UPDATE group_members AS gm SET sector_id = NEW.sector_id, group_active = NEW.is_active
  WHERE gm.group_id = NEW.id AND (gm.sector_id, gm.group_active) IS DISTINCT FROM (NEW.sector_id, NEW.is_active);
  UPDATE group_visitors AS v SET sector_id = NEW.sector_id, group_active = NEW.is_active
  WHERE v.meeting_id IN (SELECT m.id FROM group_meetings AS m WHERE m.group_id = NEW.id)
    AND (v.sector_id, v.group_active) IS DISTINCT FROM (NEW.sector_id, NEW.is_active);
  UPDATE group_last_reports AS lr
  SET sector_id = NEW.sector_id, is_active = NEW.is_active, meeting_day = NEW.meeting_day, sort_name = NEW.sort_name
  WHERE lr.group_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "groups_follow_up_copy" AFTER UPDATE OF sector_id, is_active, meeting_day, name ON "groups"
  FOR EACH ROW WHEN (OLD.sector_id IS DISTINCT FROM NEW.sector_id OR OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.meeting_day IS DISTINCT FROM NEW.meeting_day OR OLD.sort_name IS DISTINCT FROM NEW.sort_name)
  EXECUTE FUNCTION "groups_follow_up_copy"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "group_last_reports_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every group has its row from its creation: before any report, its silence counts from the day
  -- before it was created (Bogotá). With copies of the columns the quiet cells' list reads.
  INSERT INTO group_last_reports (group_id, community_id, last_report_on, quiet_from, sector_id, is_active,
    meeting_day, sort_name)
  SELECT id, community_id, NULL, (created_at AT TIME ZONE 'America/Bogota')::date - 1, sector_id, is_active,
    meeting_day, sort_name
  FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "group_members" AS gm SET sector_id = g.sector_id, group_active = g.is_active
FROM "groups" AS g WHERE g.id = gm.group_id;--> statement-breakpoint
UPDATE "group_visitors" AS v SET sector_id = g.sector_id, group_active = g.is_active
FROM "groups" AS g WHERE g.id = v.group_id;--> statement-breakpoint
UPDATE "group_last_reports" AS lr
SET sector_id = g.sector_id, is_active = g.is_active, meeting_day = g.meeting_day, sort_name = g.sort_name
FROM "groups" AS g WHERE g.id = lr.group_id;--> statement-breakpoint
ALTER TABLE "group_last_reports" ALTER COLUMN "sector_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "group_last_reports" ALTER COLUMN "is_active" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "group_last_reports" ALTER COLUMN "meeting_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "group_last_reports" ALTER COLUMN "sort_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "group_members" ALTER COLUMN "sector_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "group_visitors" ALTER COLUMN "sector_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "group_last_reports_quiet_idx" ON "group_last_reports" USING btree ("community_id","meeting_day","quiet_from","sort_name","group_id","sector_id","last_report_on") WHERE "group_last_reports"."is_active";--> statement-breakpoint
CREATE INDEX "group_members_follow_up_open_idx" ON "group_members" USING btree ("community_id","missed_meetings" DESC NULLS FIRST,"last_attended_on" DESC NULLS FIRST,"id","group_id","sector_id") WHERE "group_members"."missed_meetings" >= 3 and "group_members"."group_active" and "group_members"."contacted_at" is null;--> statement-breakpoint
CREATE INDEX "group_members_follow_up_contacted_idx" ON "group_members" USING btree ("community_id","missed_meetings" DESC NULLS FIRST,"last_attended_on" DESC NULLS FIRST,"id","group_id","sector_id") WHERE "group_members"."missed_meetings" >= 3 and "group_members"."group_active" and "group_members"."contacted_at" is not null;--> statement-breakpoint
CREATE INDEX "group_visitors_follow_up_open_idx" ON "group_visitors" USING btree ("community_id","date" DESC NULLS FIRST,"id","group_id","sector_id") WHERE "group_visitors"."group_active" and "group_visitors"."contacted_at" is null;--> statement-breakpoint
CREATE INDEX "group_visitors_follow_up_contacted_idx" ON "group_visitors" USING btree ("community_id","date" DESC NULLS FIRST,"id","group_id","sector_id") WHERE "group_visitors"."group_active" and "group_visitors"."contacted_at" is not null;
