CREATE TABLE "push_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cursor" uuid,
	"in_flight_last" uuid,
	"in_flight_count" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "push_broadcasts_status_check" CHECK ("push_broadcasts"."status" in ('QUEUED', 'SENDING', 'COMPLETED')),
	CONSTRAINT "push_broadcasts_counts_check" CHECK ("push_broadcasts"."total" >= 0 and "push_broadcasts"."sent" >= 0 and "push_broadcasts"."failed" >= 0 and "push_broadcasts"."in_flight_count" >= 0),
	CONSTRAINT "push_broadcasts_title_length" CHECK (char_length("push_broadcasts"."title") <= 50),
	CONSTRAINT "push_broadcasts_message_length" CHECK (char_length("push_broadcasts"."message") <= 200),
	CONSTRAINT "push_broadcasts_lease_owner_length" CHECK (char_length("push_broadcasts"."lease_owner") <= 100)
);
--> statement-breakpoint
CREATE TABLE "push_device_counts" (
	"community_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"is_active" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "push_device_counts_pkey" PRIMARY KEY("community_id","platform","is_active")
);
--> statement-breakpoint
CREATE TABLE "push_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"platform" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_devices_token_key" UNIQUE("token"),
	CONSTRAINT "push_devices_platform_check" CHECK ("push_devices"."platform" in ('ios', 'android')),
	CONSTRAINT "push_devices_token_length" CHECK (char_length("push_devices"."token") <= 200)
);
--> statement-breakpoint
CREATE TABLE "push_tickets" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"broadcast_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_tickets_ticket_id_length" CHECK (char_length("push_tickets"."ticket_id") <= 200)
);
--> statement-breakpoint
ALTER TABLE "push_broadcasts" ADD CONSTRAINT "push_broadcasts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_broadcasts" ADD CONSTRAINT "push_broadcasts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_device_counts" ADD CONSTRAINT "push_device_counts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tickets" ADD CONSTRAINT "push_tickets_broadcast_id_push_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."push_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tickets" ADD CONSTRAINT "push_tickets_device_id_push_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."push_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_broadcasts_one_open_key" ON "push_broadcasts" USING btree ("community_id") WHERE "push_broadcasts"."status" in ('QUEUED', 'SENDING');--> statement-breakpoint
CREATE INDEX "push_broadcasts_community_created_idx" ON "push_broadcasts" USING btree ("community_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "push_broadcasts_open_idx" ON "push_broadcasts" USING btree ("created_at","id") WHERE "push_broadcasts"."status" in ('QUEUED', 'SENDING');--> statement-breakpoint
CREATE INDEX "push_devices_community_active_idx" ON "push_devices" USING btree ("community_id","id") WHERE "push_devices"."is_active";--> statement-breakpoint
CREATE INDEX "push_devices_community_seen_idx" ON "push_devices" USING btree ("community_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "push_devices_user_idx" ON "push_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_tickets_created_idx" ON "push_tickets" USING btree ("created_at","ticket_id");--> statement-breakpoint
CREATE INDEX "push_tickets_broadcast_idx" ON "push_tickets" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "push_tickets_device_idx" ON "push_tickets" USING btree ("device_id");--> statement-breakpoint
CREATE FUNCTION "push_devices_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Keeps push_device_counts (per community, platform and state) exact in the statement's own
  -- transaction: each device added counts +1, each taken away -1 (an update takes the old row away and
  -- adds the new one, so a device that moves to another community or is deactivated moves its count).
  -- Count rows are always locked in (community_id, platform, is_active) order, so two transactions
  -- touching the same rows wait for each other instead of deadlocking.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO push_device_counts AS c (community_id, platform, is_active, count)
    SELECT community_id, platform, is_active, count(*)::int FROM new_rows GROUP BY community_id, platform, is_active
    ORDER BY community_id, platform, is_active
    ON CONFLICT (community_id, platform, is_active) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    -- Only existing rows are lowered: when a community is deleted its counts go with it (cascade),
    -- whichever runs first. UPDATE has no ORDER BY: the rows are locked in order first.
    PERFORM 1 FROM push_device_counts AS c
    WHERE (c.community_id, c.platform, c.is_active) IN (SELECT community_id, platform, is_active FROM old_rows)
    ORDER BY c.community_id, c.platform, c.is_active
    FOR UPDATE;
    UPDATE push_device_counts AS c SET count = c.count - d.k
    FROM (SELECT community_id, platform, is_active, count(*)::int AS k FROM old_rows GROUP BY community_id, platform, is_active) AS d
    WHERE c.community_id = d.community_id AND c.platform = d.platform AND c.is_active = d.is_active;
  ELSE
    INSERT INTO push_device_counts AS c (community_id, platform, is_active, count)
    SELECT community_id, platform, is_active, sum(k)::int
    FROM (
      SELECT community_id, platform, is_active, 1 AS k FROM new_rows
      UNION ALL SELECT community_id, platform, is_active, -1 AS k FROM old_rows
    ) AS changed
    GROUP BY community_id, platform, is_active
    HAVING sum(k) <> 0
    ORDER BY community_id, platform, is_active
    ON CONFLICT (community_id, platform, is_active) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "push_devices_counts_insert" AFTER INSERT ON "push_devices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "push_devices_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "push_devices_counts_update" AFTER UPDATE ON "push_devices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "push_devices_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "push_devices_counts_delete" AFTER DELETE ON "push_devices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "push_devices_counts_apply"();
