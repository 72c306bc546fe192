CREATE TYPE "public"."elite_request_kind" AS ENUM('site_visit', 'introduction');--> statement-breakpoint
CREATE TYPE "public"."elite_request_status" AS ENUM('new', 'scheduled', 'in_progress', 'done', 'declined');--> statement-breakpoint
CREATE TYPE "public"."networking_event_status" AS ENUM('scheduled', 'canceled');--> statement-breakpoint
CREATE TABLE "elite_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"kind" "elite_request_kind" NOT NULL,
	"status" "elite_request_status" DEFAULT 'new' NOT NULL,
	"organization" text,
	"place" text,
	"preferred_dates" text,
	"funder_slug" text,
	"funder_name" text,
	"purpose" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"scheduled_for" date,
	"decline_reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_rsvps" (
	"event_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_event_id_expert_id_pk" PRIMARY KEY("event_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "networking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"online_url" text,
	"place" text,
	"capacity" integer NOT NULL,
	"status" "networking_event_status" DEFAULT 'scheduled' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "elite_requests" ADD CONSTRAINT "elite_requests_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elite_requests" ADD CONSTRAINT "elite_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_networking_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."networking_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_events" ADD CONSTRAINT "networking_events_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "elite_requests_expert_idx" ON "elite_requests" USING btree ("expert_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "elite_requests_status_idx" ON "elite_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "event_rsvps_expert_idx" ON "event_rsvps" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "networking_events_starts_idx" ON "networking_events" USING btree ("status","starts_at");