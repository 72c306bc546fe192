DROP INDEX "grants_updated_at_idx";--> statement-breakpoint
CREATE INDEX "grants_updated_at_idx" ON "grants" USING btree ("updated_at" DESC NULLS LAST,"id") WHERE status = 'active';