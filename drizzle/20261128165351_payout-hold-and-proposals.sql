CREATE TYPE "public"."milestone_proposal_kind" AS ENUM('add', 'remove');--> statement-breakpoint
CREATE TYPE "public"."milestone_proposal_status" AS ENUM('open', 'accepted', 'declined');--> statement-breakpoint
ALTER TYPE "public"."milestone_status" ADD VALUE 'removed';--> statement-breakpoint
CREATE TABLE "milestone_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"kind" "milestone_proposal_kind" NOT NULL,
	"milestone_id" uuid,
	"title" text,
	"amount_usd" integer,
	"due_date" date,
	"proposed_by" text,
	"status" "milestone_proposal_status" DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_account_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"account" text NOT NULL,
	"previous_account" text,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_payouts" ADD COLUMN "destination" text;--> statement-breakpoint
ALTER TABLE "grant_writers" ADD COLUMN "payouts_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milestone_proposals" ADD CONSTRAINT "milestone_proposals_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_proposals" ADD CONSTRAINT "milestone_proposals_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_proposals" ADD CONSTRAINT "milestone_proposals_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_account_changes" ADD CONSTRAINT "payout_account_changes_expert_id_grant_writers_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."grant_writers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_proposals_engagement_idx" ON "milestone_proposals" USING btree ("engagement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_proposals_one_removal_idx" ON "milestone_proposals" USING btree ("milestone_id") WHERE kind = 'remove' and status = 'open';--> statement-breakpoint
CREATE INDEX "payout_account_changes_expert_idx" ON "payout_account_changes" USING btree ("expert_id","created_at");