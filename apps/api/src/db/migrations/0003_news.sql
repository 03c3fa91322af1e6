CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"priority" integer NOT NULL,
	"image_url" text,
	"image_alt" text,
	"contact_person" text,
	"whatsapp_number" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"event_time" text,
	"location" text,
	"category" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"view_type" text DEFAULT 'BOTH' NOT NULL,
	"is_slice_card" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (koinonia_fold("news"."title" || ' ' || "news"."summary")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_priority_check" CHECK ("news"."priority" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_community_order_idx" ON "news" USING btree ("community_id","priority","created_at");--> statement-breakpoint
CREATE INDEX "news_community_active_idx" ON "news" USING btree ("community_id","is_active","priority","created_at");--> statement-breakpoint
CREATE INDEX "news_community_category_idx" ON "news" USING btree ("community_id","category");--> statement-breakpoint
CREATE INDEX "news_tags_idx" ON "news" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "news_search_trgm_idx" ON "news" USING gin ("search_text" gin_trgm_ops);