ALTER TABLE "crawl_pages" ALTER COLUMN "fetched_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "crawl_pages" ALTER COLUMN "fetched_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD COLUMN "role" text DEFAULT 'candidate' NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD COLUMN "discovered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD COLUMN "last_linked_at" timestamp with time zone;--> statement-breakpoint
-- Pages visited before the frontier existed had their links read but not kept: forget the
-- validators of every page that was not a grant, so the next crawl reads them in full once.
UPDATE "crawl_pages" SET "etag" = NULL, "last_modified" = NULL, "content_hash" = NULL WHERE "is_grant" IS NOT TRUE;
