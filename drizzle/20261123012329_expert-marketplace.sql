CREATE TYPE "public"."dispute_resolution" AS ENUM('refund', 'release', 'split');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('open', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."engagement_status" AS ENUM('active', 'completed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."expert_availability" AS ENUM('available', 'limited', 'unavailable');--> statement-breakpoint
CREATE TYPE "public"."expert_tier" AS ENUM('basic', 'pro', 'elite');--> statement-breakpoint
CREATE TYPE "public"."milestone_status" AS ENUM('unfunded', 'funded', 'delivered', 'released', 'disputed', 'refunded', 'split');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."project_request_status" AS ENUM('open', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."review_author_role" AS ENUM('member', 'expert');--> statement-breakpoint
CREATE TYPE "public"."white_glove_status" AS ENUM('requested', 'assigned', 'invoiced', 'paid', 'canceled');--> statement-breakpoint
ALTER TYPE "public"."expert_membership_status" ADD VALUE 'expired';--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"expert_id" uuid NOT NULL,
	"status" "engagement_status" DEFAULT 'active' NOT NULL,
	"grant_won" boolean,
	"funding_secured" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "engagements_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "grant_writer_expertise" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grant_writer_id" uuid NOT NULL,
	"sector" text NOT NULL,
	"grant_type" text,
	"geographic_focus" text
);
--> statement-breakpoint
CREATE TABLE "expert_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"milestone_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"amount_usd" integer NOT NULL,
	"provider" text NOT NULL,
	"status" "payout_status" DEFAULT 'pending' NOT NULL,
	"provider_transfer_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "expert_payouts_milestone_id_unique" UNIQUE("milestone_id")
);
--> statement-breakpoint
CREATE TABLE "grant_writer_portfolio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grant_writer_id" uuid NOT NULL,
	"project_title" text NOT NULL,
	"project_description" text,
	"sector" text,
	"completion_date" date,
	"grant_amount" integer,
	"was_successful" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_profile_views" (
	"user_id" text NOT NULL,
	"expert_id" uuid NOT NULL,
	"day" date NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_profile_views_user_id_day_expert_id_pk" PRIMARY KEY("user_id","day","expert_id")
);
--> statement-breakpoint
CREATE TABLE "grant_writer_stats" (
	"grant_writer_id" uuid PRIMARY KEY NOT NULL,
	"average_rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"completed_projects" integer DEFAULT 0 NOT NULL,
	"total_projects" integer DEFAULT 0 NOT NULL,
	"success_rate" integer DEFAULT 0 NOT NULL,
	"total_funding_secured" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestone_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"milestone_id" uuid NOT NULL,
	"opened_by" text,
	"reason" text NOT NULL,
	"status" "dispute_status" DEFAULT 'open' NOT NULL,
	"resolution" "dispute_resolution",
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"title" text NOT NULL,
	"amount_usd" integer NOT NULL,
	"due_date" date,
	"status" "milestone_status" DEFAULT 'unfunded' NOT NULL,
	"payment_session_id" text,
	"funded_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"auto_release_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"expert_share_usd" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grant_seeker_id" text NOT NULL,
	"organization_id" uuid,
	"expert_id" uuid,
	"sector" text,
	"project_title" text NOT NULL,
	"project_description" text NOT NULL,
	"budget_min" integer,
	"budget_max" integer,
	"deadline" date,
	"preferred_language" "language",
	"status" "project_request_status" DEFAULT 'open' NOT NULL,
	"accepted_expert_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"sender_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"author_id" text,
	"author_role" "review_author_role" NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "white_glove_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"application_id" uuid NOT NULL,
	"expert_id" uuid,
	"status" "white_glove_status" DEFAULT 'requested' NOT NULL,
	"fee_percent" integer NOT NULL,
	"terms_accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"award_amount_usd" integer,
	"fee_usd" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	"invoiced_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "white_glove_requests_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "grant_writers" ALTER COLUMN "availability_status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "grant_writers" ALTER COLUMN "availability_status" SET DATA TYPE "public"."expert_availability" USING "availability_status"::"public"."expert_availability";--> statement-breakpoint
ALTER TABLE "grant_writers" ALTER COLUMN "availability_status" SET DEFAULT 'available'::"public"."expert_availability";--> statement-breakpoint
ALTER TABLE "grant_writers" ADD COLUMN "membership_tier" "expert_tier" DEFAULT 'basic' NOT NULL;--> statement-breakpoint
ALTER TABLE "grant_writers" ADD COLUMN "membership_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grant_writers" ADD COLUMN "renewal_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grant_writers" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "grant_writers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "grant_writers" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grant_writers" ADD COLUMN "payout_account" text;--> statement-breakpoint
ALTER TABLE "grant_writers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_request_id_project_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."project_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_expert_id_grant_writers_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."grant_writers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_writer_expertise" ADD CONSTRAINT "grant_writer_expertise_grant_writer_id_grant_writers_id_fk" FOREIGN KEY ("grant_writer_id") REFERENCES "public"."grant_writers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_payouts" ADD CONSTRAINT "expert_payouts_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_payouts" ADD CONSTRAINT "expert_payouts_expert_id_grant_writers_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."grant_writers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_writer_portfolio" ADD CONSTRAINT "grant_writer_portfolio_grant_writer_id_grant_writers_id_fk" FOREIGN KEY ("grant_writer_id") REFERENCES "public"."grant_writers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profile_views" ADD CONSTRAINT "expert_profile_views_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profile_views" ADD CONSTRAINT "expert_profile_views_expert_id_grant_writers_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."grant_writers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_writer_stats" ADD CONSTRAINT "grant_writer_stats_grant_writer_id_grant_writers_id_fk" FOREIGN KEY ("grant_writer_id") REFERENCES "public"."grant_writers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_disputes" ADD CONSTRAINT "milestone_disputes_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_disputes" ADD CONSTRAINT "milestone_disputes_opened_by_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_disputes" ADD CONSTRAINT "milestone_disputes_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_requests" ADD CONSTRAINT "project_requests_grant_seeker_id_user_id_fk" FOREIGN KEY ("grant_seeker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_requests" ADD CONSTRAINT "project_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_requests" ADD CONSTRAINT "project_requests_expert_id_grant_writers_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."grant_writers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_requests" ADD CONSTRAINT "project_requests_accepted_expert_id_grant_writers_id_fk" FOREIGN KEY ("accepted_expert_id") REFERENCES "public"."grant_writers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_request_id_project_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."project_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_glove_requests" ADD CONSTRAINT "white_glove_requests_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_glove_requests" ADD CONSTRAINT "white_glove_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_glove_requests" ADD CONSTRAINT "white_glove_requests_expert_id_grant_writers_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."grant_writers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagements_member_idx" ON "engagements" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "engagements_expert_idx" ON "engagements" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "grant_writer_expertise_expert_idx" ON "grant_writer_expertise" USING btree ("grant_writer_id");--> statement-breakpoint
CREATE INDEX "grant_writer_expertise_sector_idx" ON "grant_writer_expertise" USING btree ("sector");--> statement-breakpoint
CREATE INDEX "expert_payouts_expert_idx" ON "expert_payouts" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "grant_writer_portfolio_expert_idx" ON "grant_writer_portfolio" USING btree ("grant_writer_id");--> statement-breakpoint
CREATE INDEX "milestone_disputes_status_idx" ON "milestone_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_disputes_one_open_idx" ON "milestone_disputes" USING btree ("milestone_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "milestones_engagement_idx" ON "milestones" USING btree ("engagement_id");--> statement-breakpoint
CREATE INDEX "milestones_auto_release_idx" ON "milestones" USING btree ("status","auto_release_at");--> statement-breakpoint
CREATE INDEX "project_requests_seeker_idx" ON "project_requests" USING btree ("grant_seeker_id","created_at");--> statement-breakpoint
CREATE INDEX "project_requests_expert_idx" ON "project_requests" USING btree ("expert_id","status","created_at");--> statement-breakpoint
CREATE INDEX "project_requests_sector_idx" ON "project_requests" USING btree ("sector","status","created_at");--> statement-breakpoint
CREATE INDEX "request_messages_request_idx" ON "request_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_side_idx" ON "reviews" USING btree ("engagement_id","author_role");--> statement-breakpoint
CREATE INDEX "white_glove_requests_status_idx" ON "white_glove_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "grant_writers_listed_idx" ON "grant_writers" USING btree ("membership_status","application_status","created_at");