ALTER TYPE "public"."checkout_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "plan_renews_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD COLUMN "digital_checks" jsonb;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD COLUMN "digital_checks_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD COLUMN "ground_check_notes" text;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD COLUMN "cross_validation_notes" text;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD COLUMN "resubmitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "item" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "refunded_at" timestamp with time zone;