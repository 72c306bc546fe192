import { and, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grantChanges } from '../../db/schema/index.ts'

/** A grant's changes at its source as members see them: the applied ones, newest first, and whether one is being checked. */
export async function grantHistory(db: Db, grantId: string) {
  const rows = await db
    .select({ status: grantChanges.status, changes: grantChanges.changes, decidedAt: grantChanges.decidedAt, decidedBy: grantChanges.decidedBy, detectedAt: grantChanges.detectedAt })
    .from(grantChanges)
    .where(and(eq(grantChanges.grantId, grantId), ne(grantChanges.status, 'dismissed')))
    .orderBy(desc(grantChanges.detectedAt))
  return { applied: rows.filter((r) => r.status === 'applied'), pendingCheck: rows.some((r) => r.status === 'pending') }
}
