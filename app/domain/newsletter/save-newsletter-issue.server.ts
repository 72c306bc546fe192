import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { newsletterIssues } from '../../db/schema/index.ts'

/** Creates a draft issue; returns its id. */
export async function createNewsletterIssue(db: Db, adminId: string, input: { subject: string; intro: string }): Promise<string> {
  const [row] = await db.insert(newsletterIssues).values({ subject: input.subject, intro: input.intro, createdBy: adminId }).returning({ id: newsletterIssues.id })
  return row.id
}

/** Changes a draft's words; false when the issue is not a draft (sending has started, or it does not exist). */
export async function updateNewsletterIssue(db: Db, issueId: string, input: { subject: string; intro: string }): Promise<boolean> {
  const rows = await db
    .update(newsletterIssues)
    .set({ subject: input.subject, intro: input.intro, updatedAt: new Date() })
    .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'draft')))
    .returning({ id: newsletterIssues.id })
  return rows.length > 0
}
