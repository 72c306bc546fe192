import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.server.ts'
import { applicationEvents, applications, grants } from '../../db/schema/index.ts'

/** The member's own application with its grant and history; null for anyone else's or an unknown id. */
export async function getApplication(db: Db, userId: string, id: string) {
  if (!z.uuid().safeParse(id).success) return null
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      submissionDate: applications.submissionDate,
      outcome: applications.outcome,
      amountAwarded: applications.amountAwarded,
      notes: applications.notes,
      createdAt: applications.createdAt,
      grant: { id: grants.id, title: grants.title, source: grants.source, deadline: grants.deadline },
    })
    .from(applications)
    .innerJoin(grants, eq(grants.id, applications.grantId))
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
  if (!row) return null
  const history = await db
    .select({ status: applicationEvents.status, createdAt: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(asc(applicationEvents.createdAt))
  return { ...row, history }
}
