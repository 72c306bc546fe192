CREATE TYPE "public"."expert_image_purpose" AS ENUM('proposal_cover', 'report_illustration', 'funded_project_card');--> statement-breakpoint
CREATE TYPE "public"."expert_image_size" AS ENUM('1024x1024', '1536x1024', '1024x1536');--> statement-breakpoint
ALTER TYPE "public"."assistant_purpose" ADD VALUE 'image';--> statement-breakpoint
CREATE TABLE "expert_ai_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"purpose" "expert_image_purpose" NOT NULL,
	"size" "expert_image_size" NOT NULL,
	"description" text NOT NULL,
	"prompt" text NOT NULL,
	"model" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"usage_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_ai_images" ADD CONSTRAINT "expert_ai_images_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_ai_images" ADD CONSTRAINT "expert_ai_images_usage_id_assistant_usage_id_fk" FOREIGN KEY ("usage_id") REFERENCES "public"."assistant_usage"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_ai_images_expert_idx" ON "expert_ai_images" USING btree ("expert_id","created_at");