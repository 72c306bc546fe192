-- Experts carry their code word in SQL too (ADR 042): the spec's grant_writers tables, their
-- grant_writer_id columns, keys, constraints and indexes are renamed in place; every row stays.
ALTER TABLE "grant_writers" RENAME TO "experts";--> statement-breakpoint
ALTER TABLE "grant_writer_stats" RENAME TO "expert_stats";--> statement-breakpoint
ALTER TABLE "grant_writer_expertise" RENAME TO "expert_expertise";--> statement-breakpoint
ALTER TABLE "grant_writer_portfolio" RENAME TO "expert_portfolio";--> statement-breakpoint
ALTER TABLE "expert_stats" RENAME COLUMN "grant_writer_id" TO "expert_id";--> statement-breakpoint
ALTER TABLE "expert_expertise" RENAME COLUMN "grant_writer_id" TO "expert_id";--> statement-breakpoint
ALTER TABLE "expert_portfolio" RENAME COLUMN "grant_writer_id" TO "expert_id";--> statement-breakpoint
ALTER TABLE "expert_profile_edits" RENAME COLUMN "grant_writer_id" TO "expert_id";--> statement-breakpoint
ALTER TABLE "experts" RENAME CONSTRAINT "grant_writers_pkey" TO "experts_pkey";--> statement-breakpoint
ALTER TABLE "expert_stats" RENAME CONSTRAINT "grant_writer_stats_pkey" TO "expert_stats_pkey";--> statement-breakpoint
ALTER TABLE "expert_expertise" RENAME CONSTRAINT "grant_writer_expertise_pkey" TO "expert_expertise_pkey";--> statement-breakpoint
ALTER TABLE "expert_portfolio" RENAME CONSTRAINT "grant_writer_portfolio_pkey" TO "expert_portfolio_pkey";--> statement-breakpoint
ALTER TABLE "experts" RENAME CONSTRAINT "grant_writers_user_id_unique" TO "experts_user_id_unique";--> statement-breakpoint
ALTER TABLE "engagements" RENAME CONSTRAINT "engagements_expert_id_grant_writers_id_fk" TO "engagements_expert_id_experts_id_fk";--> statement-breakpoint
ALTER TABLE "expert_expertise" RENAME CONSTRAINT "grant_writer_expertise_grant_writer_id_grant_writers_id_fk" TO "expert_expertise_expert_id_experts_id_fk";--> statement-breakpoint
ALTER TABLE "expert_payouts" RENAME CONSTRAINT "expert_payouts_expert_id_grant_writers_id_fk" TO "expert_payouts_expert_id_experts_id_fk";--> statement-breakpoint
ALTER TABLE "expert_portfolio" RENAME CONSTRAINT "grant_writer_portfolio_grant_writer_id_grant_writers_id_fk" TO "expert_portfolio_expert_id_experts_id_fk";--> statement-breakpoint
ALTER TABLE "expert_profile_views" RENAME CONSTRAINT "expert_profile_views_expert_id_grant_writers_id_fk" TO "expert_profile_views_expert_id_experts_id_fk";--> statement-breakpoint
ALTER TABLE "expert_stats" RENAME CONSTRAINT "grant_writer_stats_grant_writer_id_grant_writers_id_fk" TO "expert_stats_expert_id_experts_id_fk";--> statement-breakpoint
ALTER TABLE "experts" RENAME CONSTRAINT "grant_writers_user_id_user_id_fk" TO "experts_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "payout_account_changes" RENAME CONSTRAINT "payout_account_changes_expert_id_grant_writers_id_fk" TO "payout_account_changes_expert_id_experts_id_fk";--> statement-breakpoint
ALTER TABLE "project_requests" RENAME CONSTRAINT "project_requests_expert_id_grant_writers_id_fk" TO "project_requests_expert_id_experts_id_fk";--> statement-breakpoint
ALTER TABLE "project_requests" RENAME CONSTRAINT "project_requests_accepted_expert_id_grant_writers_id_fk" TO "project_requests_accepted_expert_id_experts_id_fk";--> statement-breakpoint
ALTER TABLE "white_glove_requests" RENAME CONSTRAINT "white_glove_requests_expert_id_grant_writers_id_fk" TO "white_glove_requests_expert_id_experts_id_fk";--> statement-breakpoint
ALTER TABLE "expert_profile_edits" RENAME CONSTRAINT "expert_profile_edits_grant_writer_id_grant_writers_id_fk" TO "expert_profile_edits_expert_id_experts_id_fk";--> statement-breakpoint
ALTER INDEX "grant_writers_status_idx" RENAME TO "experts_status_idx";--> statement-breakpoint
ALTER INDEX "grant_writers_listed_idx" RENAME TO "experts_listed_idx";--> statement-breakpoint
ALTER INDEX "grant_writers_search_vector_idx" RENAME TO "experts_search_vector_idx";--> statement-breakpoint
ALTER INDEX "grant_writers_directory_idx" RENAME TO "experts_directory_idx";--> statement-breakpoint
ALTER INDEX "grant_writer_expertise_expert_idx" RENAME TO "expert_expertise_expert_idx";--> statement-breakpoint
ALTER INDEX "grant_writer_expertise_sector_idx" RENAME TO "expert_expertise_sector_idx";--> statement-breakpoint
ALTER INDEX "grant_writer_portfolio_expert_idx" RENAME TO "expert_portfolio_expert_idx";--> statement-breakpoint
-- PostgreSQL 18 (and PGlite on it) names each NOT NULL constraint after its table and column too.
DO $$
DECLARE c record;
BEGIN
  FOR c IN
    SELECT con.conname, cls.relname FROM pg_constraint con
    JOIN pg_class cls ON cls.oid = con.conrelid JOIN pg_namespace n ON n.oid = cls.relnamespace
    WHERE n.nspname = 'public' AND (con.conname LIKE 'grant\_writer%' OR con.conname LIKE '%\_grant\_writer\_id\_%')
  LOOP
    EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', c.relname, c.conname,
      regexp_replace(regexp_replace(replace(c.conname, 'grant_writer_id', 'expert_id'), '^grant_writers_', 'experts_'), '^grant_writer_', 'expert_'));
  END LOOP;
END $$;
