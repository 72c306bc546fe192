import type { Db } from '../../db/client.server.ts'
import { applications } from '../../db/schema/index.ts'

/** Creates the member's application for a grant with status "Not Started"; one per member and grant. */
export async function createApplication(db: Db, userId: string, grantId: string): Promise<'created' | 'exists'> {
  const inserted = await db
    .insert(applications)
    .values({ userId, grantId, status: 'Not Started' })
    .onConflictDoNothing()
    .returning({ id: applications.id })
  return inserted.length > 0 ? 'created' : 'exists'
}
