import { and, eq, inArray, isNull, like } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { engagements, expertPayouts, milestones, projectRequests, reviews, scheduledEmails, user } from '../../db/schema/index.ts'
import { formatUsd, type MessageId, t } from '../../i18n/index.ts'
import { sendScheduledEmail } from '../../jobs/send-scheduled-email.server.ts'
import { inLanguageOf } from '../accounts/member-language.server.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { notify } from '../notifications/notify.server.ts'

/**
 * What the two sides of an engagement are told, in the app and by email: a milestone added, funded,
 * delivered, released (by the member or by itself), a dispute opened or resolved, a payout sent, a
 * review received. The notification and the claim on its email are written in the transaction of
 * the change itself; the email goes out after it commits (at once from the page, or from the
 * engagements.send-emails scan), once, in the recipient's language.
 */
export const NOTICE_KINDS = ['added', 'funded', 'delivered', 'released', 'autoReleased', 'disputed', 'resolvedRefund', 'resolvedRelease', 'resolvedSplit', 'payoutSent', 'review'] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

const KEY_PREFIX = 'escrow:'
/** One email per notice, recipient and thing (a milestone, a payout, a review). */
export const escrowEmailKey = (kind: NoticeKind, entityId: string, userId: string) => `${KEY_PREFIX}${kind}:${entityId}:${userId}`

/** Tells one side: the in-app notification (ids and figures, shown in the reader's language) and the claim on its email. */
export async function tellParty(tx: Tx | Db, notice: { kind: NoticeKind; userId: string; entityId: string; engagementId: string; params: Record<string, string | number> }) {
  await notify(tx, notice.userId, `engagements.notification.${notice.kind}` as MessageId, notice.params, `/engagements/${notice.engagementId}`)
  await tx
    .insert(scheduledEmails)
    .values({ key: escrowEmailKey(notice.kind, notice.entityId, notice.userId), userId: notice.userId, kind: 'escrow' })
    .onConflictDoNothing()
}

/** The milestone (and its engagement's project) an email is about. */
async function milestoneFacts(db: Db, milestoneId: string) {
  const [row] = await db
    .select({ title: milestones.title, amountUsd: milestones.amountUsd, expertShareUsd: milestones.expertShareUsd, engagementId: engagements.id, project: projectRequests.projectTitle })
    .from(milestones)
    .innerJoin(engagements, eq(engagements.id, milestones.engagementId))
    .innerJoin(projectRequests, eq(projectRequests.id, engagements.requestId))
    .where(eq(milestones.id, milestoneId))
  return row ?? null
}

/** The words of one escrow email, from its key; null when what it was about is gone. */
async function composeEscrowEmail(db: Db, kind: NoticeKind, entityId: string): Promise<{ engagementId: string; params: Record<string, string | number> } | null> {
  let milestoneId = entityId
  let extra: Record<string, string | number> = {}
  if (kind === 'payoutSent') {
    const [payout] = await db.select({ milestoneId: expertPayouts.milestoneId, amountUsd: expertPayouts.amountUsd }).from(expertPayouts).where(eq(expertPayouts.id, entityId))
    if (!payout) return null
    milestoneId = payout.milestoneId
    extra = { amountUsd: payout.amountUsd }
  }
  if (kind === 'review') {
    const [review] = await db
      .select({ rating: reviews.rating, engagementId: reviews.engagementId, project: projectRequests.projectTitle })
      .from(reviews)
      .innerJoin(engagements, eq(engagements.id, reviews.engagementId))
      .innerJoin(projectRequests, eq(projectRequests.id, engagements.requestId))
      .where(eq(reviews.id, entityId))
    if (!review) return null
    return { engagementId: review.engagementId, params: { project: review.project, rating: review.rating } }
  }
  const facts = await milestoneFacts(db, milestoneId)
  if (!facts) return null
  return { engagementId: facts.engagementId, params: { project: facts.project, title: facts.title, amountUsd: facts.amountUsd, ...extra } }
}

/** Keys this process is sending right now: a second scan in the same process leaves them to the first. */
const sending = new Set<string>()

/** Sends one claimed escrow email, if it has not gone out yet. */
export async function sendEscrowEmail(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, key: string) {
  if (sending.has(key)) return
  sending.add(key)
  try {
    await sendClaimedEmail(services, key)
  } finally {
    sending.delete(key)
  }
}

async function sendClaimedEmail(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, key: string) {
  const [kind, entityId, ...rest] = key.slice(KEY_PREFIX.length).split(':')
  const userId = rest.join(':')
  if (!(NOTICE_KINDS as readonly string[]).includes(kind) || !entityId || !userId) return
  const [member] = await services.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId))
  const composed = await composeEscrowEmail(services.db, kind as NoticeKind, entityId)
  await inLanguageOf(services.db, userId, async () => {
    if (!member || !composed) {
      // Nobody to write to, or nothing left to write about: marked, never retried.
      await sendScheduledEmail(services, key, userId, null)
      return
    }
    const { params } = composed
    const shown = { ...params, amount: typeof params.amountUsd === 'number' ? formatUsd(params.amountUsd) : '' }
    const what = t(`engagements.notification.${kind}` as MessageId, shown)
    const body = { name: member.name, what, project: String(params.project), url: `${services.config.appUrl}/engagements/${composed.engagementId}`, appName: services.config.appName }
    await sendScheduledEmail(services, key, userId, {
      to: member.email,
      subject: t(`engagements.email.subject.${kind}` as MessageId, { project: String(params.project) }),
      text: t('engagements.email.body', body),
    })
  })
}

/**
 * Escrow emails claimed and not yet sent: a page sends those of the people it concerns at once
 * (`userIds`), the scan sends everyone's.
 */
export async function sendWaitingEscrowEmails(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, options: { userIds?: string[] } = {}) {
  const waiting = await services.db
    .select({ key: scheduledEmails.key })
    .from(scheduledEmails)
    .where(and(like(scheduledEmails.key, `${KEY_PREFIX}%`), isNull(scheduledEmails.sentAt), options.userIds ? inArray(scheduledEmails.userId, options.userIds) : undefined))
    .orderBy(scheduledEmails.createdAt)
    .limit(100)
  for (const { key } of waiting) await sendEscrowEmail(services, key).catch((error) => console.error('Sending an escrow email failed; the scan will retry', error))
}
