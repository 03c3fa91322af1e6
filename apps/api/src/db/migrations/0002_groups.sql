CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"leader_id" uuid NOT NULL,
	"co_leader_id" uuid,
	"meeting_address" text NOT NULL,
	"meeting_day" text NOT NULL,
	"meeting_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"current_members" integer DEFAULT 0 NOT NULL,
	"show_in_preview" boolean DEFAULT false NOT NULL,
	"whatsapp_number" text,
	"latitude" double precision,
	"longitude" double precision,
	"is_open_to_new_members" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_capacity_check" CHECK ("groups"."capacity" between 5 and 100),
	CONSTRAINT "groups_current_members_check" CHECK ("groups"."current_members" between 0 and "groups"."capacity"),
	CONSTRAINT "groups_co_leader_check" CHECK ("groups"."co_leader_id" is null or "groups"."co_leader_id" <> "groups"."leader_id")
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon_name" text NOT NULL,
	"color" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sectors_display_order_check" CHECK ("sectors"."display_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_co_leader_id_users_id_fk" FOREIGN KEY ("co_leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "groups_community_sector_idx" ON "groups" USING btree ("community_id","sector_id");--> statement-breakpoint
CREATE INDEX "groups_community_active_idx" ON "groups" USING btree ("community_id","is_active");--> statement-breakpoint
CREATE INDEX "groups_community_preview_idx" ON "groups" USING btree ("community_id") WHERE "groups"."show_in_preview" and "groups"."is_active";--> statement-breakpoint
CREATE INDEX "groups_leader_idx" ON "groups" USING btree ("leader_id");--> statement-breakpoint
CREATE INDEX "groups_co_leader_idx" ON "groups" USING btree ("co_leader_id");--> statement-breakpoint
CREATE INDEX "sectors_community_order_idx" ON "sectors" USING btree ("community_id","display_order","name");