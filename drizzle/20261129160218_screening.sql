CREATE TABLE "screening_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"ref" text NOT NULL,
	"kind" text,
	"name" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"birth_years" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nationalities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"programme" text,
	"listed_on" text
);
--> statement-breakpoint
CREATE TABLE "screening_list_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_address" text NOT NULL,
	"sha256" text,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"rescreen_queued_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "screening_list_entries" ADD CONSTRAINT "screening_list_entries_version_id_screening_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."screening_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_list_entries_version_idx" ON "screening_list_entries" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "screening_list_versions_list_idx" ON "screening_list_versions" USING btree ("list","status","fetched_at" DESC NULLS LAST);