CREATE TABLE "push_deliveries" (
	"broadcast_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"status" text DEFAULT 'SENDING' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"ticket_id" text,
	"error" text,
	"receipt" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_deliveries_pkey" PRIMARY KEY("broadcast_id","device_id"),
	CONSTRAINT "push_deliveries_status_check" CHECK ("push_deliveries"."status" in ('SENDING', 'SENT', 'FAILED')),
	CONSTRAINT "push_deliveries_ticket_id_length" CHECK (char_length("push_deliveries"."ticket_id") <= 200)
);
--> statement-breakpoint
CREATE TABLE "push_pace" (
	"id" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_broadcasts" DROP CONSTRAINT "push_broadcasts_counts_check";--> statement-breakpoint
ALTER TABLE "push_broadcasts" ADD COLUMN "delivered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_broadcasts" ADD COLUMN "undelivered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_broadcast_id_push_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."push_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_deliveries_sending_idx" ON "push_deliveries" USING btree ("broadcast_id") WHERE "push_deliveries"."status" = 'SENDING';--> statement-breakpoint
ALTER TABLE "push_broadcasts" ADD CONSTRAINT "push_broadcasts_counts_check" CHECK ("push_broadcasts"."total" >= 0 and "push_broadcasts"."sent" >= 0 and "push_broadcasts"."failed" >= 0 and "push_broadcasts"."delivered" >= 0 and "push_broadcasts"."undelivered" >= 0);--> statement-breakpoint
ALTER TABLE "push_broadcasts" DROP COLUMN "in_flight_last";--> statement-breakpoint
ALTER TABLE "push_broadcasts" DROP COLUMN "in_flight_count";