-- Application statuses are stored as ids, shown in the reader's language through the catalogue
-- (issue 10). The enum's values are renamed in place, so every existing row keeps its status.
ALTER TYPE "public"."application_status" RENAME VALUE 'Not Started' TO 'not_started';--> statement-breakpoint
ALTER TYPE "public"."application_status" RENAME VALUE 'Draft' TO 'draft';--> statement-breakpoint
ALTER TYPE "public"."application_status" RENAME VALUE 'Submitted' TO 'submitted';--> statement-breakpoint
ALTER TYPE "public"."application_status" RENAME VALUE 'Awarded' TO 'awarded';--> statement-breakpoint
ALTER TYPE "public"."application_status" RENAME VALUE 'Not Awarded' TO 'not_awarded';--> statement-breakpoint
ALTER TYPE "public"."application_status" RENAME VALUE 'Withdrawn' TO 'withdrawn';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "status" SET DEFAULT 'not_started';--> statement-breakpoint
-- The outcome repeats the deciding status: the same ids.
UPDATE "applications" SET "outcome" = CASE "outcome" WHEN 'Awarded' THEN 'awarded' WHEN 'Not Awarded' THEN 'not_awarded' ELSE "outcome" END WHERE "outcome" IN ('Awarded', 'Not Awarded');
