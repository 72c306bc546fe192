import { data } from 'react-router'
import type { AppServices } from '../../../context.ts'
import type { Member } from '../../../domain/accounts/get-member.server.ts'
import { addMilestone } from '../../../domain/engagements/add-milestone.server.ts'
import { decideProposal } from '../../../domain/engagements/decide-proposal.server.ts'
import { deliverMilestone } from '../../../domain/engagements/deliver-milestone.server.ts'
import { disputeSchema, milestoneSchema, outcomeSchema, reviewSchema } from '../../../domain/engagements/engagement-forms.schema.ts'
import type { EngagementView } from '../../../domain/engagements/engagement-view.server.ts'
import { sendWaitingEscrowEmails } from '../../../domain/engagements/escrow-notices.server.ts'
import { startMilestoneFunding } from '../../../domain/engagements/fund-milestone.server.ts'
import { leaveReview } from '../../../domain/engagements/leave-review.server.ts'
import { openDispute } from '../../../domain/engagements/open-dispute.server.ts'
import { proposeMilestone } from '../../../domain/engagements/propose-milestone.server.ts'
import { proposeRemoval } from '../../../domain/engagements/propose-removal.server.ts'
import { recordGrantOutcome } from '../../../domain/engagements/record-outcome.server.ts'
import { releaseMilestone } from '../../../domain/engagements/release-milestone.server.ts'
import { removeMilestone } from '../../../domain/engagements/remove-milestone.server.ts'
import { sendWaitingPayouts } from '../../../domain/engagements/send-payouts.server.ts'
import { formInput, typedValues } from '../../../domain/shared/form-fields.ts'
import { parseUuid } from '../../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../../flash.server.ts'
import { type MessageId, t } from '../../../i18n/index.ts'
import { parseSubmission } from '../../+shared/submission.server.ts'
import { requestPhoneServices } from '../../../domain/messaging/request-queue.server.ts'

/*
 * What each of the engagement page's forms does (its intent, one function each). The route's
 * action loads the engagement, checks the viewer is a party, and dispatches here.
 */

type Errors = Record<string, string>
/** A party to the engagement acting on it from its page: the posted form, and the milestone it names (of this engagement only). */
export type PartyAction = { member: Member; services: AppServices; engagement: EngagementView; form: FormData; here: string; milestone: EngagementView['milestones'][number] | undefined }

export const refused = (intent: string, errors: Errors, values: Record<string, string> = {}, status = 400) => data({ intent, errors, values }, { status })

/** What a refused move says: the milestone's state (or this side) does not allow it now. */
const NOT_ALLOWED: Record<string, MessageId> = {
  fund: 'engagements.fundNotAllowed',
  deliver: 'engagements.deliverNotAllowed',
  release: 'engagements.releaseNotAllowed',
  dispute: 'engagements.disputeNotAllowed',
  remove: 'engagements.removeNotAllowed',
}

/** Both sides are emailed about what changed. */
const after = ({ services, engagement }: PartyAction) => sendWaitingEscrowEmails(requestPhoneServices(services), { userIds: engagement.partyIds })

const MILESTONE_FIELDS = ['title', 'amountUsd', 'dueDate']

/** The member adds a milestone; the expert proposes one (the same fields), for the member to accept. */
export async function addOrProposeMilestone(party: PartyAction, intent: 'add-milestone' | 'propose-milestone') {
  const { member, services, engagement, form, here } = party
  const submission = parseSubmission(form, milestoneSchema, { fields: MILESTONE_FIELDS })
  const { values } = submission
  const adding = intent === 'add-milestone'
  if (engagement.role !== (adding ? 'member' : 'expert')) return refused(intent, { form: t(adding ? 'engagements.membersOnly' : 'engagements.expertsOnly') }, values, 403)
  if (!submission.ok) return refused(intent, submission.errors, values)
  const outcome = adding ? await addMilestone(services.db, member.id, engagement.id, submission.value) : await proposeMilestone(services.db, member.id, engagement.id, submission.value)
  if (outcome === 'not-found') throw data(null, { status: 404 })
  if (outcome !== (adding ? 'added' : 'proposed')) return refused(intent, { form: t(outcome === 'too-many' ? 'engagements.tooManyMilestones' : 'engagements.notActive') }, values, 409)
  await after(party)
  return redirectWithFlash(here, adding ? 'engagements.milestoneAdded' : 'engagements.milestoneProposed', new Headers(), 303)
}

/** The member removes a milestone; the expert proposes its removal. */
export async function removeOrProposeRemoval(party: PartyAction, intent: 'remove-milestone' | 'propose-removal') {
  const { member, services, engagement, milestone, here } = party
  if (!milestone) return refused(intent, { form: t('engagements.milestoneUnknown') })
  if (intent === 'remove-milestone') {
    if (engagement.role !== 'member') return refused(intent, { form: t('engagements.membersOnly') }, {}, 403)
    const removed = await removeMilestone(services.db, member.id, milestone.id)
    if (!removed.ok) return refused(intent, { form: t(NOT_ALLOWED.remove) }, {}, 409)
    await after(party)
    return redirectWithFlash(here, removed.completed ? 'engagements.milestoneRemovedCompleted' : 'engagements.milestoneRemoved', new Headers(), 303)
  }
  if (engagement.role !== 'expert') return refused(intent, { form: t('engagements.expertsOnly') }, {}, 403)
  const proposed = await proposeRemoval(services.db, member.id, milestone.id)
  if (proposed !== 'proposed') return refused(intent, { form: t(NOT_ALLOWED.remove) }, {}, 409)
  await after(party)
  return redirectWithFlash(here, 'engagements.removalProposed', new Headers(), 303)
}

/** The member accepts or declines what the expert proposed. */
export async function decideProposalAction(party: PartyAction, intent: 'accept-proposal' | 'decline-proposal') {
  const { member, services, engagement, form, here } = party
  const proposalId = parseUuid(form.get('proposalId'))
  const proposal = proposalId ? engagement.proposals.find((p) => p.id === proposalId) : undefined
  if (!proposal) return refused(intent, { form: t('engagements.proposalUnknown') })
  if (engagement.role !== 'member') return refused(intent, { form: t('engagements.membersOnly') }, {}, 403)
  const decided = await decideProposal(services.db, member.id, proposal.id, intent === 'accept-proposal' ? 'accept' : 'decline')
  if (decided === 'not-found') throw data(null, { status: 404 })
  if (decided !== 'accepted' && decided !== 'declined') {
    const message = decided === 'too-many' ? 'engagements.tooManyMilestones' : decided === 'not-open' ? 'engagements.proposalDecided' : 'engagements.proposalNotAllowed'
    return refused(intent, { form: t(message) }, {}, 409)
  }
  await after(party)
  return redirectWithFlash(here, decided === 'accepted' ? 'engagements.proposalAcceptedFlash' : 'engagements.proposalDeclinedFlash', new Headers(), 303)
}

/** The member pays a milestone into escrow, through the payment provider's checkout. */
export async function fundMilestone({ member, services, milestone }: PartyAction) {
  const intent = 'fund'
  if (!milestone) return refused(intent, { form: t('engagements.milestoneUnknown') })
  try {
    const started = await startMilestoneFunding(services.db, services.payments, services.config.appUrl, member, milestone.id)
    if ('url' in started) return new Response(null, { status: 303, headers: { Location: started.url } })
    return refused(intent, { form: t(NOT_ALLOWED.fund) }, {}, 409)
  } catch (error) {
    console.error('Starting an escrow payment failed', error)
    return refused(intent, { form: t('engagements.fundFailed') }, {}, 502)
  }
}

/** The expert marks a milestone delivered; the member releases its escrow to the expert. */
export async function deliverOrRelease(party: PartyAction, intent: 'deliver' | 'release') {
  const { member, services, milestone, here } = party
  if (!milestone) return refused(intent, { form: t('engagements.milestoneUnknown') })
  const moved = intent === 'deliver' ? await deliverMilestone(services.db, member.id, milestone.id) : await releaseMilestone(services.db, member.id, milestone.id, services.payments.id)
  if (!moved.ok) return refused(intent, { form: t(NOT_ALLOWED[intent]) }, {}, 409)
  // The payout this release created goes out now when the expert has an account (the scan retries otherwise).
  if (intent === 'release') await sendWaitingPayouts(services.db, services.payments, { expertId: moved.engagement.expertId })
  await after(party)
  return redirectWithFlash(here, intent === 'deliver' ? 'engagements.delivered' : 'engagements.released', new Headers(), 303)
}

/** Either side disputes a milestone, with a reason; staff decide it. */
export async function disputeMilestone(party: PartyAction) {
  const { member, services, form, milestone, here } = party
  const intent = 'dispute'
  const input = formInput(form, ['reason'])
  const values = { ...typedValues(input), milestoneId: milestone?.id ?? '' }
  if (!milestone) return refused(intent, { form: t('engagements.milestoneUnknown') }, values)
  const submission = parseSubmission(input, disputeSchema)
  if (!submission.ok) return refused(intent, submission.errors, values)
  const opened = await openDispute(services.db, member.id, milestone.id, submission.value.reason)
  if (!opened.ok) return refused(intent, { form: t(NOT_ALLOWED.dispute) }, values, 409)
  await after(party)
  return redirectWithFlash(here, 'engagements.disputeOpened', new Headers(), 303)
}

/** The member records whether the grant was won, once the engagement is completed. */
export async function recordOutcome({ member, services, engagement, form, here }: PartyAction) {
  const intent = 'outcome'
  const submission = parseSubmission(form, outcomeSchema, { fields: ['grantOutcome', 'fundingSecured'] })
  const { values } = submission
  if (engagement.role !== 'member') return refused(intent, { form: t('engagements.membersOnly') }, values, 403)
  if (!submission.ok) return refused(intent, submission.errors, values)
  const saved = await recordGrantOutcome(services.db, member.id, engagement.id, { won: submission.value.grantOutcome === 'won', fundingSecured: submission.value.fundingSecured })
  if (saved !== 'saved') return refused(intent, { form: t('engagements.notCompleted') }, values, 409)
  return redirectWithFlash(here, 'engagements.outcomeSaved', new Headers(), 303)
}

/** Either side reviews the other once the engagement is completed. */
export async function review(party: PartyAction) {
  const { member, services, engagement, form, here } = party
  const intent = 'review'
  const submission = parseSubmission(form, reviewSchema, { fields: ['rating', 'body'] })
  const { values } = submission
  if (!submission.ok) return refused(intent, submission.errors, values)
  const saved = await leaveReview(services.db, member.id, engagement.id, submission.value)
  if (saved === 'not-completed') return refused(intent, { form: t('engagements.reviewNotYet') }, values, 409)
  if (saved === 'already-reviewed') return refused(intent, { form: t('engagements.alreadyReviewed') }, values, 409)
  if (saved === 'not-found') throw data(null, { status: 404 })
  await after(party)
  return redirectWithFlash(here, 'engagements.reviewSaved', new Headers(), 303)
}
