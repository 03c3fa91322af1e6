-- NOT VALID: new writes are checked at once; rows written before these limits existed are left as they are,
-- so the migration never fails on an existing database.
ALTER TABLE "communities" ADD CONSTRAINT "communities_name_length" CHECK (char_length("communities"."name") <= 120) NOT VALID;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_description_length" CHECK (char_length("communities"."description") <= 1000) NOT VALID;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_name_length" CHECK (char_length("groups"."name") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_description_length" CHECK (char_length("groups"."description") <= 500) NOT VALID;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_meeting_address_length" CHECK (char_length("groups"."meeting_address") <= 200) NOT VALID;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_meeting_day_length" CHECK (char_length("groups"."meeting_day") <= 10) NOT VALID;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_meeting_time_length" CHECK (char_length("groups"."meeting_time") <= 5) NOT VALID;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_whatsapp_number_length" CHECK (char_length("groups"."whatsapp_number") <= 20) NOT VALID;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role_length" CHECK (char_length("memberships"."role") <= 20) NOT VALID;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_title_length" CHECK (char_length("news"."title") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_summary_length" CHECK (char_length("news"."summary") <= 200) NOT VALID;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_content_length" CHECK (char_length("news"."content") <= 2000) NOT VALID;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_image_url_length" CHECK (char_length("news"."image_url") <= 500) NOT VALID;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_image_alt_length" CHECK (char_length("news"."image_alt") <= 200) NOT VALID;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_contact_person_length" CHECK (char_length("news"."contact_person") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_whatsapp_number_length" CHECK (char_length("news"."whatsapp_number") <= 20) NOT VALID;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_event_time_length" CHECK (char_length("news"."event_time") <= 5) NOT VALID;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_location_length" CHECK (char_length("news"."location") <= 200) NOT VALID;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_length" CHECK (char_length("news"."category") <= 40) NOT VALID;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_view_type_length" CHECK (char_length("news"."view_type") <= 20) NOT VALID;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_tags_length" CHECK (cardinality("news"."tags") <= 10 and char_length(array_to_string("news"."tags", '')) <= 300) NOT VALID;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_name_length" CHECK (char_length("sectors"."name") <= 80) NOT VALID;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_description_length" CHECK (char_length("sectors"."description") <= 300) NOT VALID;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_icon_name_length" CHECK (char_length("sectors"."icon_name") <= 20) NOT VALID;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_color_length" CHECK (char_length("sectors"."color") <= 7) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_name_length" CHECK (char_length("users"."name") <= 120) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_length" CHECK (char_length("users"."email") <= 254) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_document_number_length" CHECK (char_length("users"."document_number") <= 20) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_length" CHECK (char_length("users"."phone") <= 20) NOT VALID;