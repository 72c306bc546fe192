import { count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { newsletterDeliveries, newsletterIssues, newsletterSubscriptions } from '../../db/schema/index.ts'
import { featuredExpertsById, type FeaturedExpert, pickFeaturedExperts } from './pick-featured-experts.server.ts'

export interface NewsletterProgress {
  /** Emails sent so far. */
  sent: number
  /** Recipients done (sent, or withdrawn before their turn). */
  done: number
  total: number
}

/** Each issue's progress: n of N recipients done, and how many of them were sent the email. */
async function progressOf(db: Db, issueIds: string[]): Promise<Map<string, NewsletterProgress>> {
  if (issueIds.length === 0) return new Map()
  const rows = await db
    .select({
      issueId: newsletterDeliveries.issueId,
      total: count(),
      done: sql<number>`count(${newsletterDeliveries.doneAt})::int`,
      sent: sql<number>`count(*) filter (where ${newsletterDeliveries.sent})::int`,
    })
    .from(newsletterDeliveries)
    .where(sql`${newsletterDeliveries.issueId} in ${issueIds}`)
    .groupBy(newsletterDeliveries.issueId)
  return new Map(rows.map((r) => [r.issueId, { total: Number(r.total), done: Number(r.done), sent: Number(r.sent) }]))
}

/** The issues, newest first, with their progress. */
export async function listNewsletterIssues(db: Db, limit = 50) {
  const issues = await db
    .select({ id: newsletterIssues.id, subject: newsletterIssues.subject, status: newsletterIssues.status, createdAt: newsletterIssues.createdAt, sentAt: newsletterIssues.sentAt })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.createdAt))
    .limit(limit)
  const progress = await progressOf(
    db,
    issues.filter((i) => i.status !== 'draft').map((i) => i.id),
  )
  return issues.map((i) => ({ ...i, progress: progress.get(i.id) ?? null }))
}

/**
 * One issue, with the experts it features: the rotation's pick while it is a draft (less those
 * staff left out), the frozen list once sending started.
 */
export async function getNewsletterIssue(db: Db, issueId: string): Promise<(typeof newsletterIssues.$inferSelect & { featured: FeaturedExpert[]; progress: NewsletterProgress | null }) | null> {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId))
  if (!issue) return null
  const featured = issue.featuredExpertIds ? await featuredExpertsById(db, issue.featuredExpertIds) : await pickFeaturedExperts(db, { exclude: issue.excludedExpertIds })
  const progress = issue.status === 'draft' ? null : ((await progressOf(db, [issue.id])).get(issue.id) ?? { sent: 0, done: 0, total: 0 })
  return { ...issue, featured, progress }
}

/** How many members receive the newsletter now. */
export async function countNewsletterSubscribers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscriptions).where(isNull(newsletterSubscriptions.withdrawnAt))
  return Number(row?.n ?? 0)
}
