ALTER TABLE "applications" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "user_saved_grants" DROP COLUMN "user_id";