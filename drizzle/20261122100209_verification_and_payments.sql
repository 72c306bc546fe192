CREATE TYPE "public"."document_group" AS ENUM('incorporation', 'address_proof', 'bank_statements', 'financial_statements');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."verification_status" AS ENUM('draft', 'in_progress', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."verification_tier" AS ENUM('basic', 'standard', 'premium', 'elite');--> statement-breakpoint
CREATE TYPE "public"."checkout_status" AS ENUM('open', 'paid', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('sandbox', 'stripe', 'paystack');--> statement-breakpoint
CREATE TABLE "organization_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_by" text,
	"verification_tier" "verification_tier" NOT NULL,
	"verification_fee_paid" integer NOT NULL,
	"payment_status" "payment_status" DEFAULT 'pending' NOT NULL,
	"verification_status" "verification_status" DEFAULT 'draft' NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"organization_name" text,
	"registration_number" text,
	"website_url" text,
	"social_media_links" text,
	"country" text,
	"city" text,
	"region_state" text,
	"street_address" text,
	"address" text,
	"mission_statement" text,
	"program_areas" text,
	"board_members" text,
	"incorporation_description" text,
	"address_proof_description" text,
	"bank_statements_description" text,
	"financial_statements_description" text,
	"declaration" boolean DEFAULT false NOT NULL,
	"signature" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"verification_id" integer NOT NULL,
	"group" "document_group" NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"type" text NOT NULL,
	"session_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"purpose" text NOT NULL,
	"reference_id" text NOT NULL,
	"user_id" text,
	"amount_usd" integer NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" "checkout_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD CONSTRAINT "organization_verifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD CONSTRAINT "organization_verifications_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD CONSTRAINT "organization_verifications_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_verification_id_organization_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."organization_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_session_id_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_verifications_org_idx" ON "organization_verifications" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "organization_verifications_status_idx" ON "organization_verifications" USING btree ("verification_status","submitted_at");--> statement-breakpoint
CREATE INDEX "verification_documents_verification_idx" ON "verification_documents" USING btree ("verification_id");--> statement-breakpoint
CREATE INDEX "verification_documents_sha_idx" ON "verification_documents" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "payment_sessions_reference_idx" ON "payment_sessions" USING btree ("purpose","reference_id");