CREATE TABLE "grant_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grant_id" uuid NOT NULL,
	"source_id" uuid,
	"queue_id" uuid,
	"page_url" text NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "unlisted_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD COLUMN "linked_from" text;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD COLUMN "unlisted_crawls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD COLUMN "unlisted_pass_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discovered_grants_queue" ADD COLUMN "source_fields" jsonb;--> statement-breakpoint
ALTER TABLE "grant_changes" ADD CONSTRAINT "grant_changes_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_changes" ADD CONSTRAINT "grant_changes_source_id_grant_discovery_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."grant_discovery_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_changes" ADD CONSTRAINT "grant_changes_queue_id_discovered_grants_queue_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."discovered_grants_queue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_changes" ADD CONSTRAINT "grant_changes_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grant_changes_grant_idx" ON "grant_changes" USING btree ("grant_id","detected_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grant_changes_status_idx" ON "grant_changes" USING btree ("status","detected_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "grant_changes_one_pending_idx" ON "grant_changes" USING btree ("grant_id") WHERE status = 'pending';