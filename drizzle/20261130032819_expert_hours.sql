CREATE TYPE "public"."hour_booking_status" AS ENUM('booked', 'completed', 'no_show', 'canceled');--> statement-breakpoint
CREATE TABLE "hour_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"minutes" integer NOT NULL,
	"year_ends_at" timestamp with time zone NOT NULL,
	"status" "hour_booking_status" DEFAULT 'booked' NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text
);
--> statement-breakpoint
CREATE TABLE "hour_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"topic" text NOT NULL,
	"consultant" text NOT NULL,
	"place" text NOT NULL,
	"published_by" text,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hour_bookings" ADD CONSTRAINT "hour_bookings_slot_id_hour_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."hour_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_bookings" ADD CONSTRAINT "hour_bookings_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_bookings" ADD CONSTRAINT "hour_bookings_closed_by_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_slots" ADD CONSTRAINT "hour_slots_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hour_bookings_one_per_slot" ON "hour_bookings" USING btree ("slot_id") WHERE "hour_bookings"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "hour_bookings_expert_idx" ON "hour_bookings" USING btree ("expert_id","year_ends_at");--> statement-breakpoint
CREATE INDEX "hour_slots_starts_idx" ON "hour_slots" USING btree ("starts_at");