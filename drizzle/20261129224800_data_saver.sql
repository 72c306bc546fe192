CREATE TYPE "public"."data_saver" AS ENUM('auto', 'on', 'off');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "data_saver" "data_saver" DEFAULT 'auto' NOT NULL;