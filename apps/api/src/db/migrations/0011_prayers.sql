CREATE TABLE "prayer_counts" (
	"community_id" uuid PRIMARY KEY NOT NULL,
	"prayers" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prayer_counts_check" CHECK ("prayer_counts"."prayers" >= 0 and "prayer_counts"."answered" >= 0 and "prayer_counts"."answered" <= "prayer_counts"."prayers")
);
--> statement-breakpoint
CREATE TABLE "prayer_day_counts" (
	"community_id" uuid NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"is_anonymous" boolean NOT NULL,
	"prayers" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prayer_day_counts_community_id_day_category_is_anonymous_pk" PRIMARY KEY("community_id","day","category","is_anonymous"),
	CONSTRAINT "prayer_day_counts_check" CHECK ("prayer_day_counts"."prayers" >= 0 and "prayer_day_counts"."answered" >= 0 and "prayer_day_counts"."answered" <= "prayer_day_counts"."prayers")
);
--> statement-breakpoint
CREATE TABLE "prayer_praying" (
	"community_id" uuid NOT NULL,
	"prayer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"is_answered" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"testimony_content" text,
	"testimony_created_at" timestamp with time zone,
	"praying_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayers_category_check" CHECK ("prayers"."category" in ('HEALTH', 'FAMILY', 'MINISTRY', 'TRAVEL', 'WORK', 'FINANCIAL', 'SPIRITUAL', 'RELATIONSHIPS', 'OTHER')),
	CONSTRAINT "prayers_praying_count_check" CHECK ("prayers"."praying_count" >= 0),
	CONSTRAINT "prayers_title_length" CHECK (char_length("prayers"."title") <= 150),
	CONSTRAINT "prayers_description_length" CHECK (char_length("prayers"."description") <= 2000),
	CONSTRAINT "prayers_testimony_content_length" CHECK (char_length("prayers"."testimony_content") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "prayer_counts" ADD CONSTRAINT "prayer_counts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_day_counts" ADD CONSTRAINT "prayer_day_counts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_praying" ADD CONSTRAINT "prayer_praying_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_praying" ADD CONSTRAINT "prayer_praying_prayer_id_prayers_id_fk" FOREIGN KEY ("prayer_id") REFERENCES "public"."prayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_praying" ADD CONSTRAINT "prayer_praying_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayers" ADD CONSTRAINT "prayers_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayers" ADD CONSTRAINT "prayers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prayer_praying_prayer_user_key" ON "prayer_praying" USING btree ("prayer_id","user_id");--> statement-breakpoint
CREATE INDEX "prayer_praying_prayer_created_idx" ON "prayer_praying" USING btree ("prayer_id","created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prayer_praying_user_idx" ON "prayer_praying" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prayers_community_created_idx" ON "prayers" USING btree ("community_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prayers_community_category_idx" ON "prayers" USING btree ("community_id","category","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prayers_community_answered_idx" ON "prayers" USING btree ("community_id","is_answered","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prayers_user_idx" ON "prayers" USING btree ("user_id");--> statement-breakpoint
-- The community's totals (prayer_counts) and its counts per Bogotá day of creation, category and
-- anonymity (prayer_day_counts), moved by every insert, delete and relevant update of prayers in the
-- same transaction. Locks are taken in one order: the day rows (by their key), then the totals row;
-- so the API's concurrent writes (one prayer each) queue and never deadlock on them.
CREATE OR REPLACE FUNCTION prayers_count_move(
  p_community uuid, p_created timestamptz, p_category text, p_anonymous boolean, p_prayers integer,
  p_answered integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p_day date := ((p_created AT TIME ZONE 'UTC') - interval '5 hours')::date;
BEGIN
  -- A removal only ever updates, as a deletion does.
  IF p_prayers < 0 THEN
    UPDATE prayer_day_counts
      SET prayers = prayers + p_prayers, answered = answered + p_answered
      WHERE community_id = p_community AND day = p_day AND category = p_category
        AND is_anonymous = p_anonymous;
  ELSE
    INSERT INTO prayer_day_counts (community_id, day, category, is_anonymous, prayers, answered)
    VALUES (p_community, p_day, p_category, p_anonymous, p_prayers, p_answered)
    ON CONFLICT (community_id, day, category, is_anonymous) DO UPDATE
      SET prayers = prayer_day_counts.prayers + p_prayers,
          answered = prayer_day_counts.answered + p_answered;
  END IF;
END $$;
--> statement-breakpoint
-- Inserts and deletes are counted per statement (transition tables): a bulk load of 100,000 prayers
-- moves each day row once, and a single row's insert costs the same two upserts.
CREATE OR REPLACE FUNCTION prayers_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO prayer_day_counts (community_id, day, category, is_anonymous, prayers, answered)
  SELECT community_id, ((created_at AT TIME ZONE 'UTC') - interval '5 hours')::date, category, is_anonymous,
         count(*), count(*) FILTER (WHERE is_answered)
    FROM new_prayers GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (community_id, day, category, is_anonymous) DO UPDATE
    SET prayers = prayer_day_counts.prayers + excluded.prayers,
        answered = prayer_day_counts.answered + excluded.answered;
  INSERT INTO prayer_counts (community_id, prayers, answered)
  SELECT community_id, count(*), count(*) FILTER (WHERE is_answered)
    FROM new_prayers GROUP BY 1 ORDER BY 1
  ON CONFLICT (community_id) DO UPDATE
    SET prayers = prayer_counts.prayers + excluded.prayers, answered = prayer_counts.answered + excluded.answered;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deletion only ever updates (a cascade from a deleted community must not insert rows for it).
CREATE OR REPLACE FUNCTION prayers_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prayer_day_counts d
    SET prayers = d.prayers - o.prayers, answered = d.answered - o.answered
    FROM (SELECT community_id, ((created_at AT TIME ZONE 'UTC') - interval '5 hours')::date AS day, category,
                 is_anonymous, count(*)::int AS prayers, (count(*) FILTER (WHERE is_answered))::int AS answered
            FROM old_prayers GROUP BY 1, 2, 3, 4) o
    WHERE d.community_id = o.community_id AND d.day = o.day AND d.category = o.category
      AND d.is_anonymous = o.is_anonymous;
  UPDATE prayer_counts c
    SET prayers = c.prayers - o.prayers, answered = c.answered - o.answered
    FROM (SELECT community_id, count(*)::int AS prayers, (count(*) FILTER (WHERE is_answered))::int AS answered
            FROM old_prayers GROUP BY 1) o
    WHERE c.community_id = o.community_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prayers_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text := OLD.community_id::text || ((OLD.created_at AT TIME ZONE 'UTC') - interval '5 hours')::date
    || OLD.category || OLD.is_anonymous::text;
  new_key text := NEW.community_id::text || ((NEW.created_at AT TIME ZONE 'UTC') - interval '5 hours')::date
    || NEW.category || NEW.is_anonymous::text;
BEGIN
  IF old_key <= new_key THEN
    PERFORM prayers_count_move(OLD.community_id, OLD.created_at, OLD.category, OLD.is_anonymous, -1,
      -(OLD.is_answered::int));
    PERFORM prayers_count_move(NEW.community_id, NEW.created_at, NEW.category, NEW.is_anonymous, 1,
      NEW.is_answered::int);
  ELSE
    PERFORM prayers_count_move(NEW.community_id, NEW.created_at, NEW.category, NEW.is_anonymous, 1,
      NEW.is_answered::int);
    PERFORM prayers_count_move(OLD.community_id, OLD.created_at, OLD.category, OLD.is_anonymous, -1,
      -(OLD.is_answered::int));
  END IF;
  IF OLD.community_id <> NEW.community_id THEN
    UPDATE prayer_counts SET prayers = prayers - 1, answered = answered - OLD.is_answered::int
      WHERE community_id = OLD.community_id;
    INSERT INTO prayer_counts (community_id, prayers, answered)
    VALUES (NEW.community_id, 1, NEW.is_answered::int)
    ON CONFLICT (community_id) DO UPDATE
      SET prayers = prayer_counts.prayers + 1, answered = prayer_counts.answered + excluded.answered;
  ELSIF OLD.is_answered <> NEW.is_answered THEN
    UPDATE prayer_counts SET answered = answered + NEW.is_answered::int - OLD.is_answered::int
      WHERE community_id = NEW.community_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prayers_counts_insert AFTER INSERT ON prayers
  REFERENCING NEW TABLE AS new_prayers FOR EACH STATEMENT EXECUTE FUNCTION prayers_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER prayers_counts_delete AFTER DELETE ON prayers
  REFERENCING OLD TABLE AS old_prayers FOR EACH STATEMENT EXECUTE FUNCTION prayers_counts_deleted();
--> statement-breakpoint
-- Only an update that moves a prayer between counts (a praying toggle changes praying_count alone).
CREATE TRIGGER prayers_counts_update
  AFTER UPDATE OF community_id, created_at, category, is_anonymous, is_answered ON prayers
  FOR EACH ROW
  WHEN ((OLD.community_id, OLD.created_at, OLD.category, OLD.is_anonymous, OLD.is_answered)
        IS DISTINCT FROM (NEW.community_id, NEW.created_at, NEW.category, NEW.is_anonymous, NEW.is_answered))
  EXECUTE FUNCTION prayers_counts_update();
