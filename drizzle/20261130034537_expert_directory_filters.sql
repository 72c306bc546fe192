DROP INDEX "expert_expertise_sector_idx";--> statement-breakpoint
DROP INDEX "experts_directory_idx";--> statement-breakpoint
CREATE INDEX "expert_expertise_grant_type_idx" ON "expert_expertise" USING btree ("grant_type","expert_id");--> statement-breakpoint
CREATE INDEX "experts_listed_country_idx" ON "experts" USING btree ("country") WHERE "experts"."application_status" = 'approved' and "experts"."membership_status" = 'active';--> statement-breakpoint
CREATE INDEX "expert_expertise_sector_idx" ON "expert_expertise" USING btree ("sector","grant_type","expert_id");--> statement-breakpoint
CREATE INDEX "experts_directory_idx" ON "experts" USING btree ("membership_tier","created_at","id","membership_expires_at","country","languages","hourly_rate_min","hourly_rate_max") WHERE "experts"."application_status" = 'approved' and "experts"."membership_status" = 'active';