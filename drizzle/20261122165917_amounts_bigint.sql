ALTER TABLE "applications" ALTER COLUMN "amount_awarded" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "user_grant_submissions" ALTER COLUMN "amount_min" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "user_grant_submissions" ALTER COLUMN "amount_max" SET DATA TYPE bigint;