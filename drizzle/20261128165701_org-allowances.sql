ALTER TABLE "expert_profile_views" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "expert_profile_views" ADD CONSTRAINT "expert_profile_views_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_profile_views_org_day_idx" ON "expert_profile_views" USING btree ("organization_id","day","expert_id");--> statement-breakpoint
CREATE INDEX "project_requests_org_idx" ON "project_requests" USING btree ("organization_id","created_at");