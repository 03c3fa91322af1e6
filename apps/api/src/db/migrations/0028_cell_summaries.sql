CREATE TABLE "cell_week_totals" (
	"community_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"reported" integer DEFAULT 0 NOT NULL,
	"met" integer DEFAULT 0 NOT NULL,
	"attendance" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cell_week_totals_community_id_week_start_sector_id_pk" PRIMARY KEY("community_id","week_start","sector_id")
);
--> statement-breakpoint
CREATE TABLE "group_last_reports" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"community_id" uuid NOT NULL,
	"last_report_on" date,
	"quiet_from" date NOT NULL
);
--> statement-breakpoint
DROP INDEX "group_visitors_community_date_idx";--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "last_attended_on" date;--> statement-breakpoint
ALTER TABLE "cell_week_totals" ADD CONSTRAINT "cell_week_totals_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cell_week_totals" ADD CONSTRAINT "cell_week_totals_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_last_reports" ADD CONSTRAINT "group_last_reports_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_last_reports" ADD CONSTRAINT "group_last_reports_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_last_reports_community_quiet_idx" ON "group_last_reports" USING btree ("community_id","quiet_from");--> statement-breakpoint
CREATE INDEX "group_visitors_community_date_idx" ON "group_visitors" USING btree ("community_id","date","group_id","contacted_at","id");--> statement-breakpoint
CREATE FUNCTION "group_last_reports_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every group has its row from its creation: before any report, its silence counts from the day
  -- before it was created (Bogotá).
  INSERT INTO group_last_reports (group_id, community_id, last_report_on, quiet_from)
  SELECT id, community_id, NULL, (created_at AT TIME ZONE 'America/Bogota')::date - 1 FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "groups_last_reports_insert" AFTER INSERT ON "groups"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "group_last_reports_add"();--> statement-breakpoint
UPDATE "group_members" AS gm SET "last_attended_on" = a.last
FROM (SELECT group_id, user_id, max(date) AS last FROM "group_attendance" GROUP BY group_id, user_id) AS a
WHERE a.group_id = gm.group_id AND a.user_id = gm.user_id;--> statement-breakpoint
INSERT INTO "cell_week_totals" (community_id, sector_id, week_start, reported, met, attendance, visitors)
SELECT g.community_id, g.sector_id, w.week_start, count(*), count(*) FILTER (WHERE w.held), sum(w.attendance), sum(w.visitors)
FROM (
  SELECT m.group_id, date_trunc('week', m.date)::date AS week_start, bool_or(m.held) AS held,
    coalesce(sum(m.attendance_count) FILTER (WHERE m.held), 0) AS attendance, sum(m.visitor_count) AS visitors
  FROM "group_meetings" AS m
  GROUP BY m.group_id, date_trunc('week', m.date)
) AS w
JOIN "groups" AS g ON g.id = w.group_id AND g.is_active
GROUP BY g.community_id, g.sector_id, w.week_start;--> statement-breakpoint
INSERT INTO "group_last_reports" (group_id, community_id, last_report_on, quiet_from)
SELECT g.id, g.community_id, m.day, coalesce(m.day, (g.created_at AT TIME ZONE 'America/Bogota')::date - 1)
FROM "groups" AS g
LEFT JOIN (SELECT group_id, max(date) AS day FROM "group_meetings" GROUP BY group_id) AS m ON m.group_id = g.id;
