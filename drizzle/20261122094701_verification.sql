CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."verification_status" AS ENUM('draft', 'in_progress', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."verification_tier" AS ENUM('basic', 'standard', 'premium', 'elite');--> statement-breakpoint
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
ALTER TABLE "organization_verifications" ADD CONSTRAINT "organization_verifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD CONSTRAINT "organization_verifications_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD CONSTRAINT "organization_verifications_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_verifications_org_idx" ON "organization_verifications" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "organization_verifications_status_idx" ON "organization_verifications" USING btree ("verification_status","submitted_at");