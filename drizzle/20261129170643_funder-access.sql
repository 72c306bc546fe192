CREATE TYPE "public"."funder_access_status" AS ENUM('pending', 'approved', 'declined');--> statement-breakpoint
CREATE TABLE "funder_access_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"funder_organization" text NOT NULL,
	"website" text NOT NULL,
	"country" text NOT NULL,
	"purpose" text NOT NULL,
	"status" "funder_access_status" DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funder_access_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "funder_access_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "year_founded" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "directory_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "funder_access_applications" ADD CONSTRAINT "funder_access_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_access_applications" ADD CONSTRAINT "funder_access_applications_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_access_keys" ADD CONSTRAINT "funder_access_keys_application_id_funder_access_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."funder_access_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funder_access_applications_status_idx" ON "funder_access_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "funder_access_applications_one_open_idx" ON "funder_access_applications" USING btree ("user_id") WHERE status in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "funder_access_keys_application_idx" ON "funder_access_keys" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "organizations_name_search_idx" ON "organizations" USING gin (to_tsvector('simple'::regconfig, f_search_text("name")));--> statement-breakpoint
CREATE INDEX "organizations_directory_idx" ON "organizations" USING btree ("country","name") WHERE slug is not null and not directory_opt_out;