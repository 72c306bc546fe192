ALTER TABLE "organizations" ADD COLUMN "sectors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- An organization named one sector until now: it becomes the first (the main one) of its sectors (ADR 056).
UPDATE "organizations" SET "sectors" = ARRAY["sector"] WHERE "sector" IS NOT NULL;
