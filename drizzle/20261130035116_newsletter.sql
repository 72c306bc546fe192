CREATE TYPE "public"."newsletter_consent_source" AS ENUM('profile', 'link');--> statement-breakpoint
CREATE TYPE "public"."newsletter_issue_status" AS ENUM('draft', 'sending', 'sent');--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"issue_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"sent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "newsletter_deliveries_issue_id_user_id_pk" PRIMARY KEY("issue_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"intro" text NOT NULL,
	"status" "newsletter_issue_status" DEFAULT 'draft' NOT NULL,
	"excluded_expert_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"featured_expert_ids" uuid[],
	"recipients" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"consented_via" "newsletter_consent_source" DEFAULT 'profile' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" "newsletter_consent_source"
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_waiting_idx" ON "newsletter_deliveries" USING btree ("issue_id","done_at");--> statement-breakpoint
CREATE INDEX "newsletter_issues_status_idx" ON "newsletter_issues" USING btree ("status","created_at");