CREATE TYPE "public"."agent_type" AS ENUM('crawler', 'importer', 'extractor');--> statement-breakpoint
CREATE TYPE "public"."crawl_frequency" AS ENUM('daily', 'weekly', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."discovered_grant_status" AS ENUM('pending_verification', 'verified', 'rejected', 'duplicate');--> statement-breakpoint
CREATE TYPE "public"."discovery_source_format" AS ENUM('auto', 'html', 'feed', 'sitemap', 'grants_gov_xml', 'giving360_json', 'iati_xml');--> statement-breakpoint
CREATE TYPE "public"."discovery_priority" AS ENUM('low', 'medium', 'high');--> statement-breakpoint
CREATE TYPE "public"."discovery_source_type" AS ENUM('funder_website', 'government_portal', 'foundation_database', 'rss_feed', 'other');--> statement-breakpoint
CREATE TYPE "public"."agent_task_status" AS ENUM('queued', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."agent_task_trigger" AS ENUM('manual', 'bulk', 'schedule', 'cli');--> statement-breakpoint
CREATE TABLE "agent_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid,
	"agent_type" "agent_type" NOT NULL,
	"model" text,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"cost_amount" numeric(12, 6) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" text NOT NULL,
	"agent_type" "agent_type" NOT NULL,
	"source_id" uuid,
	"trigger" "agent_task_trigger" NOT NULL,
	"status" "agent_task_status" DEFAULT 'queued' NOT NULL,
	"page_limit" integer NOT NULL,
	"pages_fetched" integer DEFAULT 0 NOT NULL,
	"pages_unchanged" integer DEFAULT 0 NOT NULL,
	"grants_found" integer DEFAULT 0 NOT NULL,
	"grants_queued" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_url" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"actual_cost" numeric(12, 6) DEFAULT 0 NOT NULL,
	"created_by" text,
	CONSTRAINT "agent_tasks_task_id_unique" UNIQUE("task_id")
);
--> statement-breakpoint
CREATE TABLE "crawl_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"next_allowed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crawl_pages" (
	"source_id" uuid NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"content_hash" text,
	"http_status" integer,
	"is_grant" boolean,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crawl_pages_source_id_url_pk" PRIMARY KEY("source_id","url")
);
--> statement-breakpoint
CREATE TABLE "discovered_grants_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"task_id" uuid,
	"external_id" text NOT NULL,
	"page_url" text NOT NULL,
	"canonical_url" text,
	"status" "discovered_grant_status" DEFAULT 'pending_verification' NOT NULL,
	"is_awarded_record" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"funder_name" text,
	"description" text,
	"funding_amount" text,
	"amount_min" bigint,
	"amount_max" bigint,
	"currency" text,
	"amount_usd" bigint,
	"fx_rate" numeric(18, 8),
	"fx_date" date,
	"deadline" date,
	"deadline_text" text,
	"is_rolling" boolean DEFAULT false NOT NULL,
	"country_scope" text,
	"country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"geographic_focus" text[] DEFAULT '{}'::text[] NOT NULL,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"application_url" text,
	"language" "language" DEFAULT 'en' NOT NULL,
	"field_origins" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"raw_data" jsonb NOT NULL,
	"content_hash" text,
	"dedupe_key" text,
	"duplicate_of_id" uuid,
	"duplicate_of_grant_id" uuid,
	"published_grant_id" uuid,
	"rejection_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"discovered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grant_discovery_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"source_type" "discovery_source_type" NOT NULL,
	"format" "discovery_source_format" DEFAULT 'auto' NOT NULL,
	"crawl_frequency" "crawl_frequency" NOT NULL,
	"priority" "discovery_priority" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"total_grants_discovered" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"last_crawled_at" timestamp with time zone,
	"next_crawl_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "discovery_source_id" uuid;--> statement-breakpoint
ALTER TABLE "agent_costs" ADD CONSTRAINT "agent_costs_task_id_agent_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."agent_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tasks" ADD CONSTRAINT "agent_tasks_source_id_grant_discovery_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."grant_discovery_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tasks" ADD CONSTRAINT "agent_tasks_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD CONSTRAINT "crawl_pages_source_id_grant_discovery_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."grant_discovery_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovered_grants_queue" ADD CONSTRAINT "discovered_grants_queue_source_id_grant_discovery_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."grant_discovery_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovered_grants_queue" ADD CONSTRAINT "discovered_grants_queue_task_id_agent_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."agent_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovered_grants_queue" ADD CONSTRAINT "discovered_grants_queue_duplicate_of_grant_id_grants_id_fk" FOREIGN KEY ("duplicate_of_grant_id") REFERENCES "public"."grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovered_grants_queue" ADD CONSTRAINT "discovered_grants_queue_published_grant_id_grants_id_fk" FOREIGN KEY ("published_grant_id") REFERENCES "public"."grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovered_grants_queue" ADD CONSTRAINT "discovered_grants_queue_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_costs_agent_type_idx" ON "agent_costs" USING btree ("agent_type");--> statement-breakpoint
CREATE INDEX "agent_tasks_created_at_idx" ON "agent_tasks" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "agent_tasks_one_live_per_source_idx" ON "agent_tasks" USING btree ("source_id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "discovered_grants_queue_source_external_idx" ON "discovered_grants_queue" USING btree ("source_id","external_id");--> statement-breakpoint
CREATE INDEX "discovered_grants_queue_canonical_url_idx" ON "discovered_grants_queue" USING btree ("canonical_url");--> statement-breakpoint
CREATE INDEX "discovered_grants_queue_dedupe_key_idx" ON "discovered_grants_queue" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "discovered_grants_queue_discovered_at_idx" ON "discovered_grants_queue" USING btree ("discovered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discovered_grants_queue_status_idx" ON "discovered_grants_queue" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "grant_discovery_sources_url_idx" ON "grant_discovery_sources" USING btree (lower("source_url"));--> statement-breakpoint
CREATE INDEX "grant_discovery_sources_due_idx" ON "grant_discovery_sources" USING btree ("is_active","next_crawl_at");--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_discovery_source_id_grant_discovery_sources_id_fk" FOREIGN KEY ("discovery_source_id") REFERENCES "public"."grant_discovery_sources"("id") ON DELETE set null ON UPDATE no action;