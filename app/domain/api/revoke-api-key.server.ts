import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { apiKeys } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { recordActivity } from '../team/record-activity.server.ts'

/**
 * Revokes one of the organization's keys: from the next call on it answers 401. Kept (with who
 * revoked it and when) so the call log still names it. False when the organization has no such
 * unrevoked key (another organization's key included).
 */
export async function revokeApiKey(db: Db, actor: { userId: string; organizationId: string }, keyId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date(), revokedBy: actor.userId })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.organizationId, actor.organizationId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix })
    if (!row) return false
    await recordActivity(tx, { organizationId: actor.organizationId, actorId: actor.userId, verb: 'apiKey.revoked', subjectType: 'apiKey', subjectId: row.id, data: { name: row.name } })
    await recordAudit(tx, { actorId: actor.userId, action: 'api_key.revoked', entityType: 'api_key', entityId: row.id, after: { name: row.name, prefix: row.prefix } })
    return true
  })
}
