-- Issue 23: profile views count against the organization's allowance. Views recorded before carry
-- the organization their member belongs to (one organization per person, ADR 030).
UPDATE "expert_profile_views" AS v
SET "organization_id" = m."organization_id"
FROM "organization_members" AS m
WHERE m."user_id" = v."user_id" AND v."organization_id" IS NULL;
