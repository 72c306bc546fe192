import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applicationEvents, applications, grants } from '../../db/schema/index.ts'
import { recordActivity } from '../team/record-activity.server.ts'

/**
 * Creates the organization's application for a grant with status "Not Started"; one per organization
 * and grant. The member who starts it is its creator and first assignee; the team's activity feed
 * records it in the same transaction.
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
    const [grant] = await tx.select({ title: grants.title }).from(grants).where(eq(grants.id, grantId))
    await recordActivity(tx, {
      organizationId: member.organizationId,
      actorId: member.id,
      verb: 'application.created',
      subjectType: 'application',
      subjectId: inserted[0].id,
      data: { grant: grant?.title ?? '' },
    })
    return 'created'
  })
}
