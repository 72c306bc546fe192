import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { NEWSLETTER_CLAIM_SECONDS, NEWSLETTER_SEND_BATCH } from '../../catalog/newsletter.ts'
import { newsletterDeliveries, newsletterIssues, newsletterSubscriptions, profiles, user } from '../../db/schema/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import { unsubscribeUrl } from '../notifications/unsubscribe-link.ts'
import type { JobServices } from '../shared/job-services.ts'
import { composeNewsletterEmail } from './newsletter-email.server.ts'
import { featuredExpertsById } from './pick-featured-experts.server.ts'

type Services = Pick<JobServices, 'db' | 'mailer' | 'config' | 'secrets'>

/** The key an issue's email to one member is delivered under: a repeat replaces it (outbox) or is dropped by its Message-ID (SMTP). */
export const newsletterEmailKey = (issueId: string, userId: string) => `newsletter:${issueId}:${userId}`

/**
 * Leases up to a batch of the issue's recipients not done yet and not leased by another worker
 * (a lease a killed worker left lapses after NEWSLETTER_CLAIM_SECONDS). SKIP LOCKED: two workers
 * on one issue take different members.
 */
async function leaseRecipients(db: Services['db'], issueId: string): Promise<string[]> {
  const leased = await db.execute(sql`
    update newsletter_deliveries set claimed_until = now() + make_interval(secs => ${NEWSLETTER_CLAIM_SECONDS})
    where (issue_id, user_id) in (
      select issue_id, user_id from newsletter_deliveries
      where issue_id = ${issueId} and done_at is null and (claimed_until is null or claimed_until < now())
      order by user_id limit ${NEWSLETTER_SEND_BATCH}
      for update skip locked)
    returning user_id`)
  return (leased as unknown as { rows: Array<{ user_id: string }> }).rows.map((r) => r.user_id)
}

/**
 * Sends an issue to each of its recipients once, batch after batch, each in the member's language
 * with their own one-click unsubscribe link; a member who withdrew since sending started is marked
 * done without an email. The issue is `sent` once every recipient is done. Safe to run again, or
 * on two workers at once: only recipients not done are leased, and each is marked done after its
 * email (a crash between the two repeats that one email under the same key, ADR 007).
 */
export async function sendNewsletter(services: Services, issueId: string): Promise<{ sent: number; skipped: number }> {
  const { db } = services
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId))
  if (issue?.status !== 'sending') return { sent: 0, skipped: 0 }
  const featured = await featuredExpertsById(db, issue.featuredExpertIds ?? [])
  let sent = 0
  let skipped = 0
  for (let batch = await leaseRecipients(db, issueId); batch.length > 0; batch = await leaseRecipients(db, issueId)) {
    const members = await db
      .select({ id: user.id, name: user.name, email: user.email, language: profiles.language, withdrawnAt: newsletterSubscriptions.withdrawnAt })
      .from(user)
      .innerJoin(profiles, eq(profiles.userId, user.id))
      .leftJoin(newsletterSubscriptions, eq(newsletterSubscriptions.userId, user.id))
      .where(inArray(user.id, batch))
    for (const userId of batch) {
      const member = members.find((m) => m.id === userId)
      const wants = !!member && member.withdrawnAt === null
      if (member && wants) {
        const unsubscribe = unsubscribeUrl(services.config.appUrl, services.secrets.unsubscribe, userId, 'newsletter')
        const content = withLanguage(member.language, () => composeNewsletterEmail(services.config.appUrl, issue, featured, { name: member.name, unsubscribe }))
        await services.mailer.send({ to: member.email, ...content, unsubscribeUrl: unsubscribe, idempotencyKey: newsletterEmailKey(issueId, userId) })
      }
      await db
        .update(newsletterDeliveries)
        .set({ doneAt: new Date(), sent: wants })
        .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.userId, userId), isNull(newsletterDeliveries.doneAt)))
      if (wants) sent++
      else skipped++
    }
  }
  await db
    .update(newsletterIssues)
    .set({ status: 'sent', sentAt: new Date(), updatedAt: new Date() })
    .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'sending'), sql`not exists (select 1 from newsletter_deliveries d where d.issue_id = ${issueId} and d.done_at is null)`))
  return { sent, skipped }
}

/** Issues still going out (a queue that was down, a worker killed mid-way): their sends are queued again. */
export async function issuesSending(db: Services['db']): Promise<string[]> {
  const rows = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(eq(newsletterIssues.status, 'sending'))
  return rows.map((r) => r.id)
}
