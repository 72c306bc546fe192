ALTER TABLE "organization_verifications" ADD COLUMN "ground_check_by" text;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD COLUMN "ground_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD COLUMN "check_waivers" jsonb;--> statement-breakpoint
ALTER TABLE "organization_verifications" ADD CONSTRAINT "organization_verifications_ground_check_by_user_id_fk" FOREIGN KEY ("ground_check_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;