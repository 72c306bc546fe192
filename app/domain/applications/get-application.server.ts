import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.server.ts'
import { applicationEvents, applications, grants } from '../../db/schema/index.ts'

/** The organization's application with its grant and history; null for another organization's or an unknown id. */
export async function getApplication(db: Db, orgId: string, id: string) {
  if (!z.uuid().safeParse(id).success) return null
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      submissionDate: applications.submissionDate,
      outcome: applications.outcome,
      amountAwarded: applications.amountAwarded,
      notes: applications.notes,
      assigneeId: applications.assigneeId,
      createdBy: applications.createdBy,
      createdAt: applications.createdAt,
      grant: { id: grants.id, title: grants.title, source: grants.source, deadline: grants.deadline },
    })
    .from(applications)
    .innerJoin(grants, eq(grants.id, applications.grantId))
    .where(and(eq(applications.id, id), eq(applications.organizationId, orgId)))
  if (!row) return null
  const history = await db
    .select({ status: applicationEvents.status, createdAt: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(asc(applicationEvents.createdAt))
  return { ...row, history }
}
