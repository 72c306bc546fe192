import type { Db } from '../../db/client.server.ts'
import { applicationEvents, applications } from '../../db/schema/index.ts'

/**
 * Creates the organization's application for a grant with status "Not Started"; one per organization
 * and grant. The member who starts it is its creator and first assignee.
 */
export async function createApplication(db: Db, member: { id: string; organizationId: string }, grantId: string): Promise<'created' | 'exists'> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(applications)
      .values({ organizationId: member.organizationId, createdBy: member.id, assigneeId: member.id, grantId, status: 'not_started' })
      .onConflictDoNothing()
      .returning({ id: applications.id })
    if (inserted.length === 0) return 'exists'
    await tx.insert(applicationEvents).values({ applicationId: inserted[0].id, status: 'not_started' })
    return 'created'
  })
}
