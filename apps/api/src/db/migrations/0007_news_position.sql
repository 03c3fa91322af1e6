DROP INDEX "news_community_order_idx";--> statement-breakpoint
DROP INDEX "news_community_active_idx";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "position" double precision DEFAULT (-extract(epoch from now()))::double precision NOT NULL;--> statement-breakpoint
-- Keep today's order (newest first within a priority): the place of an existing item is minus its creation time.
UPDATE "news" SET "position" = (-extract(epoch from "created_at"))::double precision;--> statement-breakpoint
CREATE INDEX "news_community_order_idx" ON "news" USING btree ("community_id","priority","position","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_community_active_idx" ON "news" USING btree ("community_id","is_active","priority","position","id" DESC NULLS FIRST);