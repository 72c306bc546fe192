ALTER TABLE "grants" ADD COLUMN "applicant_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "foreign_applicants" boolean;--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "eligible_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "discovered_grants_queue" ADD COLUMN "applicant_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "discovered_grants_queue" ADD COLUMN "foreign_applicants" boolean;--> statement-breakpoint
ALTER TABLE "discovered_grants_queue" ADD COLUMN "eligible_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "grants_applicant_types_idx" ON "grants" USING gin ("applicant_types");