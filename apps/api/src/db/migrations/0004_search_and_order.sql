DROP INDEX "news_community_order_idx";--> statement-breakpoint
DROP INDEX "news_community_active_idx";--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (koinonia_fold("groups"."name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "search_text" text GENERATED ALWAYS AS (koinonia_fold("groups"."name" || ' ' || "groups"."meeting_address" || ' ' || coalesce("groups"."description", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sectors" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (koinonia_fold("sectors"."name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "groups_search_trgm_idx" ON "groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_community_order_idx" ON "news" USING btree ("community_id","priority","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_community_active_idx" ON "news" USING btree ("community_id","is_active","priority","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);