CREATE TYPE "public"."expert_ai_role" AS ENUM('user', 'assistant');--> statement-breakpoint
CREATE TYPE "public"."expert_ai_section" AS ENUM('need_statement', 'objectives', 'activities', 'budget_narrative', 'monitoring_evaluation');--> statement-breakpoint
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
ALTER TABLE "expert_ai_consents" ADD CONSTRAINT "expert_ai_consents_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_ai_consents" ADD CONSTRAINT "expert_ai_consents_consented_by_user_id_fk" FOREIGN KEY ("consented_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_ai_drafts" ADD CONSTRAINT "expert_ai_drafts_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_ai_messages" ADD CONSTRAINT "expert_ai_messages_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_ai_drafts_expert_idx" ON "expert_ai_drafts" USING btree ("expert_id","updated_at");--> statement-breakpoint
CREATE INDEX "expert_ai_messages_expert_idx" ON "expert_ai_messages" USING btree ("expert_id","created_at");