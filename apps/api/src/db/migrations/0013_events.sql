CREATE TABLE "event_interests" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"category" text DEFAULT 'default' NOT NULL,
	"event_date" date NOT NULL,
	"event_time" text NOT NULL,
	"location" text NOT NULL,
	"address" text,
	"capacity" integer DEFAULT 50 NOT NULL,
	"price" integer,
	"contact_phone" text,
	"contact_email" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"organizer" text,
	"requires_registration" boolean DEFAULT false NOT NULL,
	"registration_deadline" date,
	"priority" integer DEFAULT 3 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"image_alt" text,
	"interested_count" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (koinonia_fold("events"."title" || ' ' || "events"."summary" || ' ' || "events"."location" || ' ' || coalesce("events"."organizer", ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_category_check" CHECK ("events"."category" in ('conferencia', 'retiro', 'curso', 'concierto', 'seminario', 'evento-especial', 'juventud', 'niños', 'default')),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('upcoming', 'ongoing', 'completed', 'cancelled')),
	CONSTRAINT "events_event_time_check" CHECK ("events"."event_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" between 1 and 100000),
	CONSTRAINT "events_price_check" CHECK ("events"."price" is null or ("events"."price" > 0 and "events"."price" <= 100000000)),
	CONSTRAINT "events_priority_check" CHECK ("events"."priority" between 1 and 4),
	CONSTRAINT "events_interested_count_check" CHECK ("events"."interested_count" >= 0),
	CONSTRAINT "events_deadline_check" CHECK ("events"."registration_deadline" is null or ("events"."requires_registration" and "events"."registration_deadline" <= "events"."event_date")),
	CONSTRAINT "events_tags_check" CHECK (cardinality("events"."tags") <= 10),
	CONSTRAINT "events_title_length" CHECK (char_length("events"."title") <= 150),
	CONSTRAINT "events_summary_length" CHECK (char_length("events"."summary") <= 300),
	CONSTRAINT "events_content_length" CHECK (char_length("events"."content") <= 5000),
	CONSTRAINT "events_location_length" CHECK (char_length("events"."location") <= 200),
	CONSTRAINT "events_address_length" CHECK (char_length("events"."address") <= 300),
	CONSTRAINT "events_organizer_length" CHECK (char_length("events"."organizer") <= 150),
	CONSTRAINT "events_contact_phone_length" CHECK (char_length("events"."contact_phone") <= 30),
	CONSTRAINT "events_contact_email_length" CHECK (char_length("events"."contact_email") <= 254),
	CONSTRAINT "events_image_url_length" CHECK (char_length("events"."image_url") <= 500),
	CONSTRAINT "events_image_alt_length" CHECK (char_length("events"."image_alt") <= 200)
);
--> statement-breakpoint
ALTER TABLE "event_interests" ADD CONSTRAINT "event_interests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_interests" ADD CONSTRAINT "event_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_interests" ADD CONSTRAINT "event_interests_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_interests_event_user_key" ON "event_interests" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_interests_event_created_idx" ON "event_interests" USING btree ("event_id","created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "event_interests_user_idx" ON "event_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_community_date_idx" ON "events" USING btree ("community_id","event_date","event_time","id");--> statement-breakpoint
CREATE INDEX "events_community_app_idx" ON "events" USING btree ("community_id","is_active","status","event_date");--> statement-breakpoint
CREATE INDEX "events_tags_idx" ON "events" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "events_search_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);