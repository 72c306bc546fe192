CREATE TYPE "public"."expert_edit_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "expert_profile_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grant_writer_id" uuid NOT NULL,
	"status" "expert_edit_status" DEFAULT 'pending' NOT NULL,
	"name" text,
	"professional_title" text,
	"bio" text,
	"portfolio" jsonb,
	"rejection_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_profile_edits" ADD CONSTRAINT "expert_profile_edits_grant_writer_id_grant_writers_id_fk" FOREIGN KEY ("grant_writer_id") REFERENCES "public"."grant_writers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profile_edits" ADD CONSTRAINT "expert_profile_edits_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_profile_edits_one_pending_idx" ON "expert_profile_edits" USING btree ("grant_writer_id") WHERE "expert_profile_edits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "expert_profile_edits_expert_idx" ON "expert_profile_edits" USING btree ("grant_writer_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_profile_edits_status_idx" ON "expert_profile_edits" USING btree ("status","created_at");