ALTER TYPE "public"."white_glove_status" ADD VALUE 'closed';--> statement-breakpoint
ALTER TABLE "white_glove_requests" ADD COLUMN "fee_paid_usd" integer DEFAULT 0 NOT NULL;