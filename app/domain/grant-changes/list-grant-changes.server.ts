import { desc, eq, ne } from 'drizzle-orm'
import { DECIDED_CHANGES_SHOWN } from '../../catalog/grant-changes.ts'
import type { Db } from '../../db/client.server.ts'
import { grantChanges, grants } from '../../db/schema/index.ts'

const columns = {
  id: grantChanges.id,
  grantId: grantChanges.grantId,
  title: grants.title,
  pageUrl: grantChanges.pageUrl,
  changes: grantChanges.changes,
  status: grantChanges.status,
  detectedAt: grantChanges.detectedAt,
  decidedAt: grantChanges.decidedAt,
  decidedBy: grantChanges.decidedBy,
}

/** The reviewers' list: every change waiting for confirmation (oldest first, as they came), then the latest decided ones. */
export async function listGrantChanges(db: Db) {
  const [pending, decided] = await Promise.all([
    db.select(columns).from(grantChanges).innerJoin(grants, eq(grants.id, grantChanges.grantId)).where(eq(grantChanges.status, 'pending')).orderBy(grantChanges.detectedAt),
    db
      .select(columns)
      .from(grantChanges)
      .innerJoin(grants, eq(grants.id, grantChanges.grantId))
      .where(ne(grantChanges.status, 'pending'))
      .orderBy(desc(grantChanges.decidedAt))
      .limit(DECIDED_CHANGES_SHOWN),
  ])
  return { pending, decided }
}
