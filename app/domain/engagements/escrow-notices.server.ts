import { and, eq, inArray, isNull, like } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import {
  applications,
  engagements,
  expertPayouts,
  grants,
  milestoneProposals,
  milestones,
  payoutAccountChanges,
  projectRequests,
  reviews,
  scheduledEmails,
  user,
  whiteGloveRequests,
} from '../../db/schema/index.ts'
import { formatDateTime, formatUsd, type MessageId, t } from '../../i18n/index.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import { inLanguageOf } from '../accounts/member-language.server.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { maskPayoutAccount } from './mask-payout-account.ts'
import { composeEmail } from '../../email/compose-email.ts'
import type { Enqueue } from '../messaging/claim-phone-message.server.ts'
import { messageEngagementUpdate } from '../messaging/message-engagement-update.server.ts'

/**
 * What the two sides of an engagement are told, in the app and by email: a milestone added, funded,
 * delivered, released (by the member or by itself) or removed, a milestone or its removal proposed
 * and the proposal decided, a dispute opened or resolved, a payout sent (naming the account, masked),
 * a review received, and the expert's payout account changed. The notification and the claim on its email are written in the transaction of
 * the change itself; the email goes out after it commits (at once from the page, or from the
 * engagements.send-emails scan), once, in the recipient's language.
 */
export const NOTICE_KINDS = [
  'added',
  'funded',
  'delivered',
  'released',
  'autoReleased',
  'disputed',
  'resolvedRefund',
  'resolvedRelease',
  'resolvedSplit',
  'payoutSent',
  'review',
  'removed',
  'proposedAdd',
  'proposedRemove',
  'proposalAccepted',
  'proposalDeclined',
  'payoutAccountChanged',
] as const
/** Notices about a proposal (their entity is the proposal). */
const PROPOSAL_KINDS: readonly NoticeKind[] = ['proposedAdd', 'proposedRemove', 'proposalAccepted', 'proposalDeclined']
export type NoticeKind = (typeof NOTICE_KINDS)[number]

const KEY_PREFIX = 'escrow:'
/** One email per notice, recipient and thing (a milestone, a payout, a review, a proposal, a payout account change). */
export const escrowEmailKey = (kind: NoticeKind, entityId: string, userId: string) => `${KEY_PREFIX}${kind}:${entityId}:${userId}`
/**
 * The claim on one escrow email, written in the transaction of the change it tells of; it goes out
 * once after the commit. A milestone's notices claim it through tellParty; the expert's payout
 * account change and a white-glove fee's payout (ADR 079: the same "Payout sent" email, naming the
 * grant) claim it alone, their in-app notice being their own.
 */
export async function claimEscrowEmail(tx: Tx | Db, kind: NoticeKind, entityId: string, userId: string) {
  await tx
    .insert(scheduledEmails)
    .values({ key: escrowEmailKey(kind, entityId, userId), userId, kind: 'escrow' })
    .onConflictDoNothing()
}

/** Tells one side: the in-app notification (ids and figures, shown in the reader's language) and the claim on its email. */
export async function tellParty(tx: Tx | Db, notice: { kind: NoticeKind; userId: string; entityId: string; engagementId: string; params: Record<string, string | number> }) {
  await notify(tx, notice.userId, `engagements.notification.${notice.kind}` as MessageId, notice.params, `/engagements/${notice.engagementId}`)
  await claimEscrowEmail(tx, notice.kind, notice.entityId, notice.userId)
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
type ComposedNotice = { engagementId: string; params: Record<string, string | number> } | { whiteGlove: true; params: Record<string, string | number> }

async function composeEscrowEmail(db: Db, kind: NoticeKind, entityId: string): Promise<ComposedNotice | null> {
  let milestoneId = entityId
  let extra: Record<string, string | number> = {}
  if (kind === 'payoutSent') {
    const [payout] = await db
      .select({ milestoneId: expertPayouts.milestoneId, amountUsd: expertPayouts.amountUsd, destination: expertPayouts.destination, grant: grants.title })
      .from(expertPayouts)
      .leftJoin(whiteGloveRequests, eq(whiteGloveRequests.id, expertPayouts.whiteGloveRequestId))
      .leftJoin(applications, eq(applications.id, whiteGloveRequests.applicationId))
      .leftJoin(grants, eq(grants.id, applications.grantId))
      .where(eq(expertPayouts.id, entityId))
    if (!payout) return null
    extra = { amountUsd: payout.amountUsd, ...(payout.destination ? { account: maskPayoutAccount(payout.destination) } : {}) }
    // A white-glove payout: the expert's fixed fee for the help with a grant's application (ADR 079).
    if (!payout.milestoneId) return { whiteGlove: true, params: { project: payout.grant ?? '', grant: payout.grant ?? '', ...extra } }
    milestoneId = payout.milestoneId
  }
  if (PROPOSAL_KINDS.includes(kind)) {
    const [proposal] = await db
      .select({
        title: milestoneProposals.title,
        amountUsd: milestoneProposals.amountUsd,
        milestoneId: milestoneProposals.milestoneId,
        engagementId: milestoneProposals.engagementId,
        project: projectRequests.projectTitle,
      })
      .from(milestoneProposals)
      .innerJoin(engagements, eq(engagements.id, milestoneProposals.engagementId))
      .innerJoin(projectRequests, eq(projectRequests.id, engagements.requestId))
      .where(eq(milestoneProposals.id, entityId))
    if (!proposal) return null
    const facts = proposal.milestoneId ? await milestoneFacts(db, proposal.milestoneId) : null
    const title = proposal.title ?? facts?.title
    const amountUsd = proposal.amountUsd ?? facts?.amountUsd
    if (title === undefined || amountUsd === undefined) return null
    return { engagementId: proposal.engagementId, params: { project: proposal.project, title, amountUsd } }
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

/** What sending the escrow notices needs: the mailer, and the phone messaging with a queue (a request's is requestPhoneServices). */
type EscrowServices = Pick<AppServices, 'db' | 'mailer' | 'config' | 'messaging'> & { enqueue: Enqueue }

/** The notice to the party's phone too, when they chose it there; a failure is logged and the email still goes. */
async function alsoToPhone(services: EscrowServices, update: Parameters<typeof messageEngagementUpdate>[1]) {
  try {
    await messageEngagementUpdate(services, update)
  } catch (error) {
    console.error('An engagement update could not be sent to the phone:', error)
  }
}

/** Keys this process is sending right now: a second scan in the same process leaves them to the first. */
const sending = new Set<string>()

/** Sends one claimed escrow email, if it has not gone out yet. */
export async function sendEscrowEmail(services: EscrowServices, key: string) {
  if (sending.has(key)) return
  sending.add(key)
  try {
    await sendClaimedEmail(services, key)
  } finally {
    sending.delete(key)
  }
}

async function sendClaimedEmail(services: EscrowServices, key: string) {
  const [kind, entityId, ...rest] = key.slice(KEY_PREFIX.length).split(':')
  const userId = rest.join(':')
  if (!(NOTICE_KINDS as readonly string[]).includes(kind) || !entityId || !userId) return
  const [member] = await services.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId))
  if (kind === 'payoutAccountChanged') return sendPayoutAccountEmail(services, key, userId, member ?? null, entityId)
  const composed = await composeEscrowEmail(services.db, kind as NoticeKind, entityId)
  await inLanguageOf(services.db, userId, async () => {
    if (!member || !composed) {
      // Nobody to write to, or nothing left to write about: marked, never retried.
      await sendScheduledEmail(services, key, userId, null)
      return
    }
    const { params } = composed
    // A white-glove fee is not an engagement's: its email leads to the expert's notifications, and no engagement update goes to the phone.
    const path = 'whiteGlove' in composed ? '/notifications' : `/engagements/${composed.engagementId}`
    if (!('whiteGlove' in composed)) await alsoToPhone(services, { key, userId, notice: kind, params, path })
    const shown = { ...params, amount: typeof params.amountUsd === 'number' ? formatUsd(params.amountUsd) : '' }
    // A payout names the account it went to, masked: an expert who did not choose it notices.
    const sentTo = kind === 'payoutSent' && params.account ? ` ${t('engagements.email.payoutSentTo', { account: String(params.account) })}` : ''
    const what = t('whiteGlove' in composed ? 'whiteGlove.notification.expertPaid' : (`engagements.notification.${kind}` as MessageId), shown) + sentTo
    const body = { name: member.name, what, project: String(params.project), grant: String(params.project), url: `${services.config.appUrl}${path}`, appName: services.config.appName }
    await sendScheduledEmail(services, key, userId, {
      to: member.email,
      ...composeEmail('whiteGlove' in composed ? 'whiteGlove.expertPaid' : `engagements.${kind as Exclude<NoticeKind, 'payoutAccountChanged'>}`, body),
    })
  })
}

/** The email telling an expert their payout account changed: the new account masked, when, and until when payouts wait. */
async function sendPayoutAccountEmail(services: EscrowServices, key: string, userId: string, member: { name: string; email: string } | null, changeId: string) {
  const [change] = await services.db.select().from(payoutAccountChanges).where(eq(payoutAccountChanges.id, changeId))
  await inLanguageOf(services.db, userId, async () => {
    if (!member || !change) {
      await sendScheduledEmail(services, key, userId, null)
      return
    }
    const params = { account: maskPayoutAccount(change.account), when: formatDateTime(change.createdAt) }
    await alsoToPhone(services, { key, userId, notice: 'payoutAccountChanged', params: { account: params.account }, path: '/engagements#payout-account' })
    const hold = change.heldUntil ? `\n\n${t('engagements.email.payoutHold', { until: formatDateTime(change.heldUntil) })}` : ''
    await sendScheduledEmail(services, key, userId, {
      to: member.email,
      ...composeEmail('engagements.payoutAccountChanged', { ...params, name: member.name, hold, url: `${services.config.appUrl}/engagements#payout-account`, appName: services.config.appName }),
    })
  })
}

/**
 * Escrow emails claimed and not yet sent: a page sends those of the people it concerns at once
 * (`userIds`), the scan sends everyone's.
 */
export async function sendWaitingEscrowEmails(services: EscrowServices, options: { userIds?: string[] } = {}) {
  const waiting = await services.db
    .select({ key: scheduledEmails.key })
    .from(scheduledEmails)
    .where(and(like(scheduledEmails.key, `${KEY_PREFIX}%`), isNull(scheduledEmails.sentAt), options.userIds ? inArray(scheduledEmails.userId, options.userIds) : undefined))
    .orderBy(scheduledEmails.createdAt)
    .limit(100)
  for (const { key } of waiting) await sendEscrowEmail(services, key).catch((error) => console.error('Sending an escrow email failed; the scan will retry', error))
}
