-- Keys were revoked with their member only from issue 23 on: a key whose creator left, was removed,
-- deleted their account or was demoted below admin before then still worked. Revoke those keys now
-- (kept, so the call log still names them), each audited with the reason, as a revocation at removal is.
WITH "revoked" AS (
  UPDATE "api_keys" SET "revoked_at" = now()
  WHERE "revoked_at" IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM "organization_members" "m"
      WHERE "m"."organization_id" = "api_keys"."organization_id"
        AND "m"."user_id" = "api_keys"."created_by"
        -- As text: migrations run in one transaction, where the enum's newer values cannot be named.
        AND "m"."role"::text IN ('owner', 'admin')
    )
  RETURNING "id", "name", "prefix", "created_by"
)
INSERT INTO "audit_log" ("actor_id", "action", "entity_type", "entity_id", "after")
SELECT NULL, 'api_key.revoked', 'api_key', "id"::text,
  jsonb_build_object('name', "name", 'prefix', "prefix", 'reason', 'member.gone', 'createdBy', "created_by")
FROM "revoked";
