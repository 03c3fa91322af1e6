CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"changes" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_community_created_idx" ON "audit_log" USING btree ("community_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_community_type_idx" ON "audit_log" USING btree ("community_id","object_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_community_actor_idx" ON "audit_log" USING btree ("community_id","actor_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Sector names become unique per community: an existing duplicate gets a number (" (2)") first.
UPDATE "sectors" SET "name" = "sectors"."name" || ' (' || d.rn || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "community_id", "sort_name" ORDER BY "created_at", "id") AS rn
  FROM "sectors"
) d
WHERE d."id" = "sectors"."id" AND d.rn > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "sectors_community_name_key" ON "sectors" USING btree ("community_id","sort_name");