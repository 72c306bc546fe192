import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { ApiScope } from '../../catalog/api.ts'
import { MAX_ACTIVE_API_KEYS } from '../../catalog/api.ts'
import { type PlanId, planById } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { apiKeys } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { fieldErrors } from '../shared/form-fields.ts'
import { recordActivity } from '../team/record-activity.server.ts'
import { newApiKey } from './api-key-token.server.ts'
import { type ApiKeyField, createApiKeySchema } from './api-key.schema.server.ts'

export type CreateApiKeyOutcome = { ok: true; id: string; name: string; key: string; prefix: string } | { ok: false; errors: Partial<Record<ApiKeyField, string>>; upgrade?: boolean }

/**
 * Creates an API key for the member's organization (ADR 031): only on a plan with API access, at
 * most MAX_ACTIVE_API_KEYS unrevoked at once (counted under a lock on the organization's keys, so
 * two admins creating at once cannot pass it). The key itself is returned once, here, to be shown
 * on the page; the database keeps its hash. The team's activity feed and the audit log say who made it.
 */
export async function createApiKey(db: Db, actor: { userId: string; organizationId: string; plan: PlanId }, input: { name: unknown; scopes: unknown }): Promise<CreateApiKeyOutcome> {
  if (!planById(actor.plan).entitlements.apiAccess) return { ok: false, errors: { form: t('apiKeys.needsPremium') }, upgrade: true }
  const parsed = createApiKeySchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) as Partial<Record<ApiKeyField, string>> }
  const { name, scopes } = parsed.data
  const made = newApiKey()
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${actor.organizationId}`}))`)
    const [{ active }] = await tx
      .select({ active: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.organizationId, actor.organizationId), isNull(apiKeys.revokedAt)))
    if (Number(active) >= MAX_ACTIVE_API_KEYS) return { ok: false as const, errors: { form: t('apiKeys.tooMany', { max: MAX_ACTIVE_API_KEYS }) } }
    const [row] = await tx
      .insert(apiKeys)
      .values({ organizationId: actor.organizationId, name, prefix: made.prefix, keyHash: made.hash, scopes: scopes as ApiScope[], createdBy: actor.userId })
      .returning({ id: apiKeys.id })
    await recordActivity(tx, { organizationId: actor.organizationId, actorId: actor.userId, verb: 'apiKey.created', subjectType: 'apiKey', subjectId: row.id, data: { name } })
    await recordAudit(tx, { actorId: actor.userId, action: 'api_key.created', entityType: 'api_key', entityId: row.id, after: { name, prefix: made.prefix, scopes } })
    return { ok: true as const, id: row.id, name, key: made.key, prefix: made.prefix }
  })
}
