-- The demo directory seeded before is_demo existed (scripts/seed/seed-experts.ts: users demo-expert-N,
-- demo-applicant-N and their reviewers demo-client-N) is marked as the sample data it is.
UPDATE "grant_writers" SET "is_demo" = true WHERE "user_id" LIKE 'demo-expert-%' OR "user_id" LIKE 'demo-applicant-%';--> statement-breakpoint
UPDATE "reviews" SET "is_demo" = true WHERE "author_id" LIKE 'demo-client-%';
