CREATE TYPE "public"."screening_match_status" AS ENUM('open', 'cleared', 'confirmed');--> statement-breakpoint
CREATE TABLE "screening_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"verification_id" integer NOT NULL,
	"organization_id" uuid NOT NULL,
	"subject_role" text NOT NULL,
	"subject_name" text NOT NULL,
	"list" text NOT NULL,
	"entry_ref" text NOT NULL,
	"listed_name" text NOT NULL,
	"matched_name" text NOT NULL,
	"score" real NOT NULL,
	"reasons" jsonb NOT NULL,
	"list_version_id" integer,
	"status" "screening_match_status" DEFAULT 'open' NOT NULL,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD COLUMN "officers" jsonb;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD COLUMN "screened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_verification_id_organization_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."organization_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screening_matches_subject_entry_idx" ON "screening_matches" USING btree ("verification_id","subject_name","list","entry_ref");--> statement-breakpoint
CREATE INDEX "screening_matches_open_idx" ON "screening_matches" USING btree ("status","created_at");