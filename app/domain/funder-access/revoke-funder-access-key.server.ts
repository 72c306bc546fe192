import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { funderAccessApplications, funderAccessKeys } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'

/** Revokes one of the funder's own keys; false when it is not theirs or already revoked. Audited. */
export async function revokeFunderAccessKey(db: Db, userId: string, keyId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const own = tx.select({ id: funderAccessApplications.id }).from(funderAccessApplications).where(eq(funderAccessApplications.userId, userId))
    const [row] = await tx
      .update(funderAccessKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(funderAccessKeys.id, keyId), isNull(funderAccessKeys.revokedAt), inArray(funderAccessKeys.applicationId, own)))
      .returning({ id: funderAccessKeys.id, prefix: funderAccessKeys.prefix })
    if (!row) return false
    await recordAudit(tx, { actorId: userId, action: 'funder_access_key.revoked', entityType: 'funder_access_key', entityId: row.id, after: { prefix: row.prefix } })
    return true
  })
}
