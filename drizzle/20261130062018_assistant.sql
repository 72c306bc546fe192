CREATE TYPE "public"."assistant_purpose" AS ENUM('translation', 'eligibility', 'drafting', 'expert_chat', 'project_analysis', 'funder_matching', 'content_generation');--> statement-breakpoint
CREATE TYPE "public"."assistant_usage_status" AS ENUM('reserved', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."grant_translation_status" AS ENUM('pending', 'ready', 'failed');--> statement-breakpoint
CREATE TYPE "public"."expert_ai_role" AS ENUM('user', 'assistant');--> statement-breakpoint
CREATE TYPE "public"."expert_ai_section" AS ENUM('need_statement', 'objectives', 'activities', 'budget_narrative', 'monitoring_evaluation');--> statement-breakpoint
CREATE TABLE "assistant_consents" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"consented_by" text,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_by" text,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assistant_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"expert_id" uuid,
	"user_id" text,
	"purpose" "assistant_purpose" NOT NULL,
	"status" "assistant_usage_status" DEFAULT 'reserved' NOT NULL,
	"model" text NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"cost_usd" numeric(14, 8) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "grant_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grant_id" uuid NOT NULL,
	"language" "language" NOT NULL,
	"status" "grant_translation_status" DEFAULT 'pending' NOT NULL,
	"source_hash" text NOT NULL,
	"title" text,
	"description" text,
	"eligibility" text,
	"usage_id" uuid,
	"requested_by" text,
	"corrected_by" text,
	"corrected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_ai_consents" (
	"expert_id" uuid PRIMARY KEY NOT NULL,
	"consented_by" text,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "expert_ai_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"section" "expert_ai_section" NOT NULL,
	"project" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_ai_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"role" "expert_ai_role" NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_consents" ADD CONSTRAINT "assistant_consents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_consents" ADD CONSTRAINT "assistant_consents_consented_by_user_id_fk" FOREIGN KEY ("consented_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_consents" ADD CONSTRAINT "assistant_consents_withdrawn_by_user_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_usage" ADD CONSTRAINT "assistant_usage_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_usage" ADD CONSTRAINT "assistant_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_translations" ADD CONSTRAINT "grant_translations_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_translations" ADD CONSTRAINT "grant_translations_usage_id_assistant_usage_id_fk" FOREIGN KEY ("usage_id") REFERENCES "public"."assistant_usage"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_translations" ADD CONSTRAINT "grant_translations_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_translations" ADD CONSTRAINT "grant_translations_corrected_by_user_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_ai_consents" ADD CONSTRAINT "expert_ai_consents_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_ai_consents" ADD CONSTRAINT "expert_ai_consents_consented_by_user_id_fk" FOREIGN KEY ("consented_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_ai_drafts" ADD CONSTRAINT "expert_ai_drafts_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_ai_messages" ADD CONSTRAINT "expert_ai_messages_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_usage_org_month_idx" ON "assistant_usage" USING btree ("organization_id","created_at") WHERE "assistant_usage"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "assistant_usage_expert_month_idx" ON "assistant_usage" USING btree ("expert_id","created_at") WHERE "assistant_usage"."expert_id" is not null;--> statement-breakpoint
CREATE INDEX "assistant_usage_created_idx" ON "assistant_usage" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grant_translations_grant_language_idx" ON "grant_translations" USING btree ("grant_id","language");--> statement-breakpoint
CREATE INDEX "expert_ai_drafts_expert_idx" ON "expert_ai_drafts" USING btree ("expert_id","updated_at");--> statement-breakpoint
CREATE INDEX "expert_ai_messages_expert_idx" ON "expert_ai_messages" USING btree ("expert_id","created_at");