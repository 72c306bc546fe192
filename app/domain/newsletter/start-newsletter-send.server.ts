import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { newsletterIssues } from '../../db/schema/index.ts'
import { pickFeaturedExperts } from './pick-featured-experts.server.ts'

/** The job that sends an issue's emails (app/jobs/newsletter.server.ts). */
export const SEND_NEWSLETTER_JOB = 'newsletter.send'

export type StartOutcome = { kind: 'started'; recipients: number } | { kind: 'not-draft' } | { kind: 'no-experts' } | { kind: 'no-recipients' } | { kind: 'not-found' }

/**
 * Starts sending a draft, in one transaction: the featured experts are frozen (the rotation's pick
 * as staff saw it), every member opted in at this moment is claimed as a recipient (one row each:
 * nobody is claimed twice), and the issue turns `sending`. A second click, or another admin at the
 * same time, finds it no longer a draft and claims nothing.
 */
export async function startNewsletterSend(db: Db, issueId: string, now: Date = new Date()): Promise<StartOutcome> {
  return db.transaction(async (tx) => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).for('update')
    if (!issue) return { kind: 'not-found' }
    if (issue.status !== 'draft') return { kind: 'not-draft' }
    const featured = await pickFeaturedExperts(tx, { exclude: issue.excludedExpertIds, now })
    if (featured.length === 0) return { kind: 'no-experts' }
    // Members with a profile (an account that finished signing up) who are opted in now.
    const claimed = await tx.execute(sql`
      insert into newsletter_deliveries (issue_id, user_id)
      select ${issueId}::uuid, s.user_id from newsletter_subscriptions s join profiles p on p.user_id = s.user_id
      where s.withdrawn_at is null
      on conflict do nothing
      returning user_id`)
    // Both drivers answer a raw query with its rows.
    const recipients = (claimed as unknown as { rows: unknown[] }).rows.length
    if (recipients === 0) return { kind: 'no-recipients' }
    await tx
      .update(newsletterIssues)
      .set({ status: 'sending', featuredExpertIds: featured.map((e) => e.id), recipients, sendStartedAt: now, updatedAt: now })
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'draft')))
    return { kind: 'started', recipients }
  })
}
