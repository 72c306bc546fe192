import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { badgeStatementKeys } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { lockBadgeKeys } from './create-signing-key.server.ts'

/**
 * `npm run cli -- badge-keys withdraw --kid K`: a key that may be compromised signs no more and is
 * no longer published, so no statement it signed verifies any longer (a copy of the key set saved
 * before still would: a funder fetches it again). When it was the signing key, the next statement
 * makes a new one. Withdrawing cannot be undone.
 */
export async function withdrawSigningKey(db: Db, kid: string, now = new Date()): Promise<'withdrawn' | 'already' | 'unknown'> {
  return db.transaction(async (tx) => {
    await lockBadgeKeys(tx)
    const [key] = await tx.select({ withdrawnAt: badgeStatementKeys.withdrawnAt }).from(badgeStatementKeys).where(eq(badgeStatementKeys.kid, kid))
    if (!key) return 'unknown'
    if (key.withdrawnAt) return 'already'
    await tx
      .update(badgeStatementKeys)
      .set({ withdrawnAt: now, retiredAt: sql`coalesce(${badgeStatementKeys.retiredAt}, ${now})` })
      .where(eq(badgeStatementKeys.kid, kid))
    await recordAudit(tx, { actorId: null, action: 'badge_statement_key.withdraw', entityType: 'badge_statement_key', entityId: kid })
    return 'withdrawn'
  })
}
