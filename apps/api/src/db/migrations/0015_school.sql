CREATE TABLE "school_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"short_description" text,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"duration" text NOT NULL,
	"schedule_day_of_week" smallint NOT NULL,
	"schedule_start_time" text NOT NULL,
	"schedule_end_time" text NOT NULL,
	"schedule_frequency" text NOT NULL,
	"capacity" integer DEFAULT 20 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"location" text NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"materials" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"enrolled_count" integer DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (koinonia_fold("school_courses"."title")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_courses_id_community_key" UNIQUE("id","community_id"),
	CONSTRAINT "school_courses_category_check" CHECK ("school_courses"."category" in ('BIBLIA', 'TEOLOGIA', 'LIDERAZGO', 'MATRIMONIO', 'JOVENES', 'NINOS', 'MINISTERIO', 'EVANGELISMO', 'DISCIPULADO', 'ADORACION')),
	CONSTRAINT "school_courses_level_check" CHECK ("school_courses"."level" in ('BASICO', 'INTERMEDIO', 'AVANZADO')),
	CONSTRAINT "school_courses_dates_check" CHECK ("school_courses"."end_date" >= "school_courses"."start_date"),
	CONSTRAINT "school_courses_day_check" CHECK ("school_courses"."schedule_day_of_week" between 0 and 6),
	CONSTRAINT "school_courses_times_check" CHECK ("school_courses"."schedule_start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "school_courses"."schedule_end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "school_courses"."schedule_end_time" > "school_courses"."schedule_start_time"),
	CONSTRAINT "school_courses_capacity_check" CHECK ("school_courses"."capacity" between 1 and 100),
	CONSTRAINT "school_courses_cost_check" CHECK ("school_courses"."cost" between 0 and 100000000),
	CONSTRAINT "school_courses_seats_check" CHECK ("school_courses"."enrolled_count" between 0 and "school_courses"."capacity"),
	CONSTRAINT "school_courses_pending_check" CHECK ("school_courses"."pending_count" >= 0),
	CONSTRAINT "school_courses_lists_check" CHECK (cardinality("school_courses"."requirements") <= 20 and cardinality("school_courses"."target_audience") <= 20 and cardinality("school_courses"."topics") <= 20 and cardinality("school_courses"."materials") <= 20),
	CONSTRAINT "school_courses_title_length" CHECK (char_length("school_courses"."title") <= 150),
	CONSTRAINT "school_courses_description_length" CHECK (char_length("school_courses"."description") <= 3000),
	CONSTRAINT "school_courses_short_description_length" CHECK (char_length("school_courses"."short_description") <= 150),
	CONSTRAINT "school_courses_duration_length" CHECK (char_length("school_courses"."duration") <= 60),
	CONSTRAINT "school_courses_schedule_frequency_length" CHECK (char_length("school_courses"."schedule_frequency") <= 40),
	CONSTRAINT "school_courses_location_length" CHECK (char_length("school_courses"."location") <= 200),
	CONSTRAINT "school_courses_image_url_length" CHECK (char_length("school_courses"."image_url") <= 500)
);
--> statement-breakpoint
CREATE TABLE "school_enrollment_counts" (
	"community_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "school_enrollment_counts_pkey" PRIMARY KEY("course_id","status")
);
--> statement-breakpoint
CREATE TABLE "school_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"enrollment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot_name" text NOT NULL,
	"snapshot_email" text NOT NULL,
	"snapshot_phone" text,
	"snapshot_document_number" text,
	"snapshot_address" text,
	"motivation" text,
	"rejection_reason" text,
	"whatsapp_sent" boolean DEFAULT false NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (koinonia_fold("school_enrollments"."snapshot_name" || ' ' || "school_enrollments"."snapshot_email" || ' ' || coalesce("school_enrollments"."snapshot_document_number", ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_enrollments_status_check" CHECK ("school_enrollments"."status" in ('PENDING', 'CONFIRMED', 'REJECTED', 'WAITLIST', 'COMPLETED', 'DROPPED')),
	CONSTRAINT "school_enrollments_rejection_check" CHECK ("school_enrollments"."status" <> 'REJECTED' or "school_enrollments"."rejection_reason" is not null),
	CONSTRAINT "school_enrollments_snapshot_name_length" CHECK (char_length("school_enrollments"."snapshot_name") <= 120),
	CONSTRAINT "school_enrollments_snapshot_email_length" CHECK (char_length("school_enrollments"."snapshot_email") <= 254),
	CONSTRAINT "school_enrollments_snapshot_phone_length" CHECK (char_length("school_enrollments"."snapshot_phone") <= 20),
	CONSTRAINT "school_enrollments_snapshot_document_number_length" CHECK (char_length("school_enrollments"."snapshot_document_number") <= 20),
	CONSTRAINT "school_enrollments_snapshot_address_length" CHECK (char_length("school_enrollments"."snapshot_address") <= 300),
	CONSTRAINT "school_enrollments_motivation_length" CHECK (char_length("school_enrollments"."motivation") <= 1000),
	CONSTRAINT "school_enrollments_rejection_reason_length" CHECK (char_length("school_enrollments"."rejection_reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "school_instructors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"bio" text,
	"experience" text,
	"email" text,
	"phone" text,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"sort_name" text GENERATED ALWAYS AS (koinonia_fold("school_instructors"."name")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_instructors_id_community_key" UNIQUE("id","community_id"),
	CONSTRAINT "school_instructors_lists_check" CHECK (cardinality("school_instructors"."qualifications") <= 20 and cardinality("school_instructors"."specialties") <= 20),
	CONSTRAINT "school_instructors_name_length" CHECK (char_length("school_instructors"."name") <= 120),
	CONSTRAINT "school_instructors_title_length" CHECK (char_length("school_instructors"."title") <= 120),
	CONSTRAINT "school_instructors_bio_length" CHECK (char_length("school_instructors"."bio") <= 2000),
	CONSTRAINT "school_instructors_experience_length" CHECK (char_length("school_instructors"."experience") <= 200),
	CONSTRAINT "school_instructors_email_length" CHECK (char_length("school_instructors"."email") <= 254),
	CONSTRAINT "school_instructors_phone_length" CHECK (char_length("school_instructors"."phone") <= 20),
	CONSTRAINT "school_instructors_image_url_length" CHECK (char_length("school_instructors"."image_url") <= 500)
);
--> statement-breakpoint
CREATE TABLE "school_list_versions" (
	"community_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_courses" ADD CONSTRAINT "school_courses_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_courses" ADD CONSTRAINT "school_courses_instructor_fk" FOREIGN KEY ("instructor_id","community_id") REFERENCES "public"."school_instructors"("id","community_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_enrollment_counts" ADD CONSTRAINT "school_enrollment_counts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_enrollment_counts" ADD CONSTRAINT "school_enrollment_counts_course_id_school_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."school_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_enrollments" ADD CONSTRAINT "school_enrollments_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_enrollments" ADD CONSTRAINT "school_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_enrollments" ADD CONSTRAINT "school_enrollments_course_fk" FOREIGN KEY ("course_id","community_id") REFERENCES "public"."school_courses"("id","community_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_instructors" ADD CONSTRAINT "school_instructors_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_list_versions" ADD CONSTRAINT "school_list_versions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_courses_community_start_idx" ON "school_courses" USING btree ("community_id","start_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "school_courses_community_app_idx" ON "school_courses" USING btree ("community_id","is_active","start_date","id");--> statement-breakpoint
CREATE INDEX "school_courses_instructor_idx" ON "school_courses" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "school_courses_search_trgm_idx" ON "school_courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "school_enrollment_counts_community_idx" ON "school_enrollment_counts" USING btree ("community_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "school_enrollments_open_key" ON "school_enrollments" USING btree ("course_id","user_id") WHERE "school_enrollments"."status" in ('PENDING', 'WAITLIST', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "school_enrollments_community_date_idx" ON "school_enrollments" USING btree ("community_id","enrollment_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "school_enrollments_community_status_date_idx" ON "school_enrollments" USING btree ("community_id","status","enrollment_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "school_enrollments_course_status_idx" ON "school_enrollments" USING btree ("course_id","status","enrollment_date");--> statement-breakpoint
CREATE INDEX "school_enrollments_user_date_idx" ON "school_enrollments" USING btree ("user_id","enrollment_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "school_enrollments_students_idx" ON "school_enrollments" USING btree ("community_id","status","course_id","user_id");--> statement-breakpoint
CREATE INDEX "school_enrollments_search_trgm_idx" ON "school_enrollments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "school_instructors_community_name_idx" ON "school_instructors" USING btree ("community_id","sort_name","id");--> statement-breakpoint
CREATE FUNCTION "school_enrollments_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Keeps school_courses.enrolled_count (CONFIRMED + COMPLETED) and pending_count (PENDING + WAITLIST),
  -- and school_enrollment_counts (per course and status), exact in the statement's own transaction:
  -- each enrollment added counts +1, each taken away -1 (an update takes the old row away, adds the new).
  -- It also raises the community's school_list_versions when a list could see the change.
  IF TG_OP = 'INSERT' THEN
    UPDATE school_courses AS c
    SET enrolled_count = c.enrolled_count + d.seated, pending_count = c.pending_count + d.pending
    FROM (
      SELECT course_id, sum(seated) AS seated, sum(pending) AS pending
      FROM (SELECT course_id, CASE WHEN status IN ('CONFIRMED', 'COMPLETED') THEN 1 ELSE 0 END AS seated, CASE WHEN status IN ('PENDING', 'WAITLIST') THEN 1 ELSE 0 END AS pending FROM new_rows) AS changed
      GROUP BY course_id
    ) AS d
    WHERE c.id = d.course_id AND (d.seated <> 0 OR d.pending <> 0);
    INSERT INTO school_enrollment_counts AS s (community_id, course_id, status, n)
    SELECT community_id, course_id, status, count(*)::int FROM new_rows GROUP BY community_id, course_id, status
    ON CONFLICT (course_id, status) DO UPDATE SET n = s.n + excluded.n;
    INSERT INTO school_list_versions AS v (community_id, version)
    SELECT DISTINCT community_id, 1 FROM new_rows
    ON CONFLICT (community_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE school_courses AS c
    SET enrolled_count = c.enrolled_count + d.seated, pending_count = c.pending_count + d.pending
    FROM (
      SELECT course_id, sum(seated) AS seated, sum(pending) AS pending
      FROM (SELECT course_id, CASE WHEN status IN ('CONFIRMED', 'COMPLETED') THEN -1 ELSE 0 END AS seated, CASE WHEN status IN ('PENDING', 'WAITLIST') THEN -1 ELSE 0 END AS pending FROM old_rows) AS changed
      GROUP BY course_id
    ) AS d
    WHERE c.id = d.course_id AND (d.seated <> 0 OR d.pending <> 0);
    -- Only existing rows are lowered: when a course is deleted its rows go with it (cascade), whichever runs first.
    UPDATE school_enrollment_counts AS s SET n = s.n - d.k
    FROM (SELECT course_id, status, count(*)::int AS k FROM old_rows GROUP BY course_id, status) AS d
    WHERE s.course_id = d.course_id AND s.status = d.status;
    -- Only an existing version is raised (the first enrollment of a community created it): when the
    -- community itself is being deleted, no row may be added for it.
    UPDATE school_list_versions AS v SET version = v.version + 1
    WHERE v.community_id IN (SELECT DISTINCT community_id FROM old_rows);
  ELSE
    UPDATE school_courses AS c
    SET enrolled_count = c.enrolled_count + d.seated, pending_count = c.pending_count + d.pending
    FROM (
      SELECT course_id, sum(seated) AS seated, sum(pending) AS pending
      FROM (SELECT course_id, CASE WHEN status IN ('CONFIRMED', 'COMPLETED') THEN 1 ELSE 0 END AS seated, CASE WHEN status IN ('PENDING', 'WAITLIST') THEN 1 ELSE 0 END AS pending FROM new_rows UNION ALL SELECT course_id, CASE WHEN status IN ('CONFIRMED', 'COMPLETED') THEN -1 ELSE 0 END AS seated, CASE WHEN status IN ('PENDING', 'WAITLIST') THEN -1 ELSE 0 END AS pending FROM old_rows) AS changed
      GROUP BY course_id
    ) AS d
    WHERE c.id = d.course_id AND (d.seated <> 0 OR d.pending <> 0);
    INSERT INTO school_enrollment_counts AS s (community_id, course_id, status, n)
    SELECT community_id, course_id, status, sum(k)::int
    FROM (
      SELECT community_id, course_id, status, 1 AS k FROM new_rows
      UNION ALL SELECT community_id, course_id, status, -1 AS k FROM old_rows
    ) AS changed
    GROUP BY community_id, course_id, status
    HAVING sum(k) <> 0
    ON CONFLICT (course_id, status) DO UPDATE SET n = s.n + excluded.n;
    -- A list sees a status or a course change (the snapshot and the date never change).
    UPDATE school_list_versions AS v SET version = v.version + 1
    WHERE v.community_id IN (
      SELECT DISTINCT n.community_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE n.status <> o.status OR n.course_id <> o.course_id
    );
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "school_enrollments_counts_insert" AFTER INSERT ON "school_enrollments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "school_enrollments_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "school_enrollments_counts_update" AFTER UPDATE ON "school_enrollments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "school_enrollments_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "school_enrollments_counts_delete" AFTER DELETE ON "school_enrollments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "school_enrollments_counts_apply"();
