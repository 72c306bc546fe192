import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { MAX_ACTIVE_API_KEYS } from '../../catalog/api.ts'
import { API_KEY_NAME_MAX } from '../../catalog/text-limits.ts'
import type { Db } from '../../db/client.server.ts'
import { funderAccessApplications, funderAccessKeys } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { newApiKey } from '../api/api-key-token.server.ts'
import { textProblem } from '../shared/form-fields.ts'

export type CreateFunderKeyOutcome = { ok: true; key: string; name: string } | { ok: false; error: string }

/**
 * An approved funder makes a key (scope orgs:read, no plan needed), at most MAX_ACTIVE_API_KEYS
 * unrevoked at once, counted under a lock. The key itself is returned once, to be shown; the
 * database keeps its hash (ADR 031). Audited.
 */
export async function createFunderAccessKey(db: Db, userId: string, nameInput: unknown): Promise<CreateFunderKeyOutcome> {
  // A field left out reads as empty, as a browser sends an empty field.
  const value = nameInput ?? ''
  const problem = textProblem(value, t('funderAccess.keyName'))
  if (problem) return { ok: false, error: problem }
  const name = String(value).trim()
  if (!name) return { ok: false, error: t('funderAccess.keyNameRequired') }
  if (name.length > API_KEY_NAME_MAX) return { ok: false, error: t('funderAccess.tooLong', { max: API_KEY_NAME_MAX }) }
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: funderAccessApplications.id })
      .from(funderAccessApplications)
      .where(and(eq(funderAccessApplications.userId, userId), eq(funderAccessApplications.status, 'approved')))
    if (!application) return { ok: false as const, error: t('funderAccess.notApproved') }
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`funder-keys:${application.id}`}))`)
    const [{ active }] = await tx
      .select({ active: count() })
      .from(funderAccessKeys)
      .where(and(eq(funderAccessKeys.applicationId, application.id), isNull(funderAccessKeys.revokedAt)))
    if (Number(active) >= MAX_ACTIVE_API_KEYS) return { ok: false as const, error: t('funderAccess.tooManyKeys', { max: MAX_ACTIVE_API_KEYS }) }
    const made = newApiKey()
    const [row] = await tx.insert(funderAccessKeys).values({ applicationId: application.id, name, prefix: made.prefix, keyHash: made.hash }).returning({ id: funderAccessKeys.id })
    await recordAudit(tx, { actorId: userId, action: 'funder_access_key.created', entityType: 'funder_access_key', entityId: row.id, after: { name, prefix: made.prefix, scopes: ['orgs:read'] } })
    return { ok: true as const, key: made.key, name }
  })
}
