DROP INDEX "community_posts_active_published_idx";--> statement-breakpoint
DROP INDEX "community_posts_published_idx";--> statement-breakpoint
DROP INDEX "community_posts_author_idx";--> statement-breakpoint
DROP INDEX "community_posts_type_idx";--> statement-breakpoint
DROP INDEX "post_comments_post_idx";--> statement-breakpoint
CREATE INDEX "community_posts_active_published_idx" ON "community_posts" USING btree ("community_id","is_active","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_posts_published_idx" ON "community_posts" USING btree ("community_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_posts_author_idx" ON "community_posts" USING btree ("community_id","author_id","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_posts_type_idx" ON "community_posts" USING btree ("community_id","type","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","parent_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);