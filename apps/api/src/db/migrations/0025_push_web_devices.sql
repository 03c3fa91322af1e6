ALTER TABLE "push_devices" DROP CONSTRAINT "push_devices_platform_check";--> statement-breakpoint
ALTER TABLE "push_devices" DROP CONSTRAINT "push_devices_token_length";--> statement-breakpoint
ALTER TABLE "push_devices" ADD COLUMN "p256dh" text;--> statement-breakpoint
ALTER TABLE "push_devices" ADD COLUMN "auth" text;--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_web_keys_check" CHECK (("push_devices"."platform" = 'web') = ("push_devices"."p256dh" is not null and "push_devices"."auth" is not null));--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_p256dh_length" CHECK (char_length("push_devices"."p256dh") <= 100);--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_auth_length" CHECK (char_length("push_devices"."auth") <= 30);--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_platform_check" CHECK ("push_devices"."platform" in ('ios', 'android', 'web'));--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_token_length" CHECK (char_length("push_devices"."token") <= 1000);