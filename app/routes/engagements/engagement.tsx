import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { AUTO_RELEASE_DAYS } from '../../catalog/expert-membership.ts'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { addMilestone } from '../../domain/engagements/add-milestone.server.ts'
import { decideProposal } from '../../domain/engagements/decide-proposal.server.ts'
import { deliverMilestone } from '../../domain/engagements/deliver-milestone.server.ts'
import { ENGAGEMENT_LIMITS, RATINGS } from '../../catalog/text-limits.ts'
import { disputeSchema, milestoneSchema, outcomeSchema, reviewSchema } from '../../domain/engagements/engagement-forms.schema.ts'
import { type EngagementView, getEngagement } from '../../domain/engagements/engagement-view.server.ts'
import { sendWaitingEscrowEmails } from '../../domain/engagements/escrow-notices.server.ts'
import { startMilestoneFunding } from '../../domain/engagements/fund-milestone.server.ts'
import { leaveReview } from '../../domain/engagements/leave-review.server.ts'
import type { MilestoneStatus } from '../../domain/engagements/milestone-state.ts'
import { openDispute } from '../../domain/engagements/open-dispute.server.ts'
import { proposeMilestone } from '../../domain/engagements/propose-milestone.server.ts'
import { proposeRemoval } from '../../domain/engagements/propose-removal.server.ts'
import { recordGrantOutcome } from '../../domain/engagements/record-outcome.server.ts'
import { releaseMilestone } from '../../domain/engagements/release-milestone.server.ts'
import { removeMilestone } from '../../domain/engagements/remove-milestone.server.ts'
import { sendWaitingPayouts } from '../../domain/engagements/send-payouts.server.ts'
import { fieldErrors, formInput, typedValues } from '../../domain/shared/form-fields.ts'
import { parseUuid, routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatDateTime, formatUsd, type MessageId, t } from '../../i18n/index.ts'
import type { Route } from './+types/engagement'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.engagement.project} | ${t('engagements.title')}` : t('engagements.title') },
  { name: 'robots', content: 'noindex' },
]

/** The engagement, for its member, its expert or an admin; a 404 for anyone else, as for an id that does not exist. */
async function load({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const member = requireMember(context, request)
  const services = context.get(servicesContext)
  const id = routeId(params.id, 'uuid')
  const engagement = await getEngagement(services.db, id, member)
  if (!engagement) throw data(null, { status: 404 })
  return { member, services, engagement }
}

export async function loader(args: Route.LoaderArgs) {
  const { partyIds: _, ...engagement } = (await load(args)).engagement
  return { engagement }
}

type Errors = Record<string, string>
const refused = (intent: string, errors: Errors, values: Record<string, string> = {}, status = 400) => data({ intent, errors, values }, { status })

/** What a refused move says: the milestone's state (or this side) does not allow it now. */
const NOT_ALLOWED: Record<string, MessageId> = {
  fund: 'engagements.fundNotAllowed',
  deliver: 'engagements.deliverNotAllowed',
  release: 'engagements.releaseNotAllowed',
  dispute: 'engagements.disputeNotAllowed',
  remove: 'engagements.removeNotAllowed',
}

export async function action(args: Route.ActionArgs) {
  const { member, services, engagement } = await load(args)
  // Admins read an engagement; they act on its disputes from the admins' queue, not as a party.
  if (engagement.role === 'admin') throw data(null, { status: 403 })
  const form = await args.request.formData()
  const intent = String(form.get('intent') ?? '')
  const here = `/engagements/${engagement.id}`
  const milestoneId = parseUuid(form.get('milestoneId'))
  // A milestone of another engagement is not one of this page's.
  const milestone = milestoneId ? engagement.milestones.find((m) => m.id === milestoneId) : undefined
  const { db } = services
  const after = async () => {
    await sendWaitingEscrowEmails(services, { userIds: engagement.partyIds })
  }

  if (intent === 'add-milestone') {
    const input = formInput(form, ['title', 'amountUsd', 'dueDate'])
    const values = typedValues(input)
    if (engagement.role !== 'member') return refused(intent, { form: t('engagements.membersOnly') }, values, 403)
    const parsed = milestoneSchema.safeParse(input)
    if (!parsed.success) return refused(intent, fieldErrors(parsed.error), values)
    const outcome = await addMilestone(db, member.id, engagement.id, parsed.data)
    if (outcome === 'not-found') throw data(null, { status: 404 })
    if (outcome !== 'added') return refused(intent, { form: t(outcome === 'too-many' ? 'engagements.tooManyMilestones' : 'engagements.notActive') }, values, 409)
    await after()
    return redirectWithFlash(here, 'engagements.milestoneAdded', new Headers(), 303)
  }

  if (intent === 'propose-milestone') {
    const input = formInput(form, ['title', 'amountUsd', 'dueDate'])
    const values = typedValues(input)
    if (engagement.role !== 'expert') return refused(intent, { form: t('engagements.expertsOnly') }, values, 403)
    const parsed = milestoneSchema.safeParse(input)
    if (!parsed.success) return refused(intent, fieldErrors(parsed.error), values)
    const outcome = await proposeMilestone(db, member.id, engagement.id, parsed.data)
    if (outcome === 'not-found') throw data(null, { status: 404 })
    if (outcome !== 'proposed') return refused(intent, { form: t(outcome === 'too-many' ? 'engagements.tooManyMilestones' : 'engagements.notActive') }, values, 409)
    await after()
    return redirectWithFlash(here, 'engagements.milestoneProposed', new Headers(), 303)
  }

  if (intent === 'remove-milestone' || intent === 'propose-removal') {
    if (!milestone) return refused(intent, { form: t('engagements.milestoneUnknown') })
    if (intent === 'remove-milestone') {
      if (engagement.role !== 'member') return refused(intent, { form: t('engagements.membersOnly') }, {}, 403)
      const removed = await removeMilestone(db, member.id, milestone.id)
      if (!removed.ok) return refused(intent, { form: t(NOT_ALLOWED.remove) }, {}, 409)
      await after()
      return redirectWithFlash(here, removed.completed ? 'engagements.milestoneRemovedCompleted' : 'engagements.milestoneRemoved', new Headers(), 303)
    }
    if (engagement.role !== 'expert') return refused(intent, { form: t('engagements.expertsOnly') }, {}, 403)
    const proposed = await proposeRemoval(db, member.id, milestone.id)
    if (proposed !== 'proposed') return refused(intent, { form: t(NOT_ALLOWED.remove) }, {}, 409)
    await after()
    return redirectWithFlash(here, 'engagements.removalProposed', new Headers(), 303)
  }

  if (intent === 'accept-proposal' || intent === 'decline-proposal') {
    const proposalId = parseUuid(form.get('proposalId'))
    const proposal = proposalId ? engagement.proposals.find((p) => p.id === proposalId) : undefined
    if (!proposal) return refused(intent, { form: t('engagements.proposalUnknown') })
    if (engagement.role !== 'member') return refused(intent, { form: t('engagements.membersOnly') }, {}, 403)
    const decided = await decideProposal(db, member.id, proposal.id, intent === 'accept-proposal' ? 'accept' : 'decline')
    if (decided === 'not-found') throw data(null, { status: 404 })
    if (decided !== 'accepted' && decided !== 'declined') {
      const message = decided === 'too-many' ? 'engagements.tooManyMilestones' : decided === 'not-open' ? 'engagements.proposalDecided' : 'engagements.proposalNotAllowed'
      return refused(intent, { form: t(message) }, {}, 409)
    }
    await after()
    return redirectWithFlash(here, decided === 'accepted' ? 'engagements.proposalAcceptedFlash' : 'engagements.proposalDeclinedFlash', new Headers(), 303)
  }

  if (intent === 'fund' || intent === 'deliver' || intent === 'release') {
    if (!milestone) return refused(intent, { form: t('engagements.milestoneUnknown') })
    if (intent === 'fund') {
      try {
        const started = await startMilestoneFunding(db, services.payments, services.config.appUrl, member, milestone.id)
        if ('url' in started) return new Response(null, { status: 303, headers: { Location: started.url } })
        return refused(intent, { form: t(NOT_ALLOWED.fund) }, {}, 409)
      } catch (error) {
        console.error('Starting an escrow payment failed', error)
        return refused(intent, { form: t('engagements.fundFailed') }, {}, 502)
      }
    }
    const moved = intent === 'deliver' ? await deliverMilestone(db, member.id, milestone.id) : await releaseMilestone(db, member.id, milestone.id, services.payments.id)
    if (!moved.ok) return refused(intent, { form: t(NOT_ALLOWED[intent]) }, {}, 409)
    // The payout this release created goes out now when the expert has an account (the scan retries otherwise).
    if (intent === 'release') await sendWaitingPayouts(db, services.payments, { expertId: moved.engagement.expertId })
    await after()
    return redirectWithFlash(here, intent === 'deliver' ? 'engagements.delivered' : 'engagements.released', new Headers(), 303)
  }

  if (intent === 'dispute') {
    const input = formInput(form, ['reason'])
    const values = { ...typedValues(input), milestoneId: milestone?.id ?? '' }
    if (!milestone) return refused(intent, { form: t('engagements.milestoneUnknown') }, values)
    const parsed = disputeSchema.safeParse(input)
    if (!parsed.success) return refused(intent, fieldErrors(parsed.error), values)
    const opened = await openDispute(db, member.id, milestone.id, parsed.data.reason)
    if (!opened.ok) return refused(intent, { form: t(NOT_ALLOWED.dispute) }, values, 409)
    await after()
    return redirectWithFlash(here, 'engagements.disputeOpened', new Headers(), 303)
  }

  if (intent === 'outcome') {
    const input = formInput(form, ['grantOutcome', 'fundingSecured'])
    const values = typedValues(input)
    if (engagement.role !== 'member') return refused(intent, { form: t('engagements.membersOnly') }, values, 403)
    const parsed = outcomeSchema.safeParse(input)
    if (!parsed.success) return refused(intent, fieldErrors(parsed.error), values)
    const saved = await recordGrantOutcome(db, member.id, engagement.id, { won: parsed.data.grantOutcome === 'won', fundingSecured: parsed.data.fundingSecured })
    if (saved !== 'saved') return refused(intent, { form: t('engagements.notCompleted') }, values, 409)
    return redirectWithFlash(here, 'engagements.outcomeSaved', new Headers(), 303)
  }

  if (intent === 'review') {
    const input = formInput(form, ['rating', 'body'])
    const values = typedValues(input)
    const parsed = reviewSchema.safeParse(input)
    if (!parsed.success) return refused(intent, fieldErrors(parsed.error), values)
    const saved = await leaveReview(db, member.id, engagement.id, parsed.data)
    if (saved === 'not-completed') return refused(intent, { form: t('engagements.reviewNotYet') }, values, 409)
    if (saved === 'already-reviewed') return refused(intent, { form: t('engagements.alreadyReviewed') }, values, 409)
    if (saved === 'not-found') throw data(null, { status: 404 })
    await after()
    return redirectWithFlash(here, 'engagements.reviewSaved', new Headers(), 303)
  }
  return refused(intent, { form: t('engagements.unknownAction') })
}

const STATUS_TONE: Record<MilestoneStatus, Parameters<typeof badgeClass>[0]> = {
  unfunded: 'neutral',
  funded: 'brand',
  delivered: 'highlight',
  released: 'strong',
  disputed: 'danger',
  refunded: 'warning',
  split: 'warning',
  removed: 'neutral',
}

type Milestone = EngagementView['milestones'][number]
type ActionData = { intent: string; errors: Errors; values: Record<string, string> } | undefined

/** One button posting `intent` for one milestone or proposal; screen readers hear the label with the item's title. */
function ItemAction({
  intent,
  field,
  id,
  title,
  label,
  variant,
  pending,
}: {
  intent: string
  field: 'milestoneId' | 'proposalId'
  id: string
  title: string
  label: string
  variant?: 'outline'
  pending: boolean
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={id} />
      <Button type="submit" variant={variant} size="sm" pending={pending} pendingText={t('engagements.working')} aria-label={`${label}: ${title}`}>
        {label}
      </Button>
    </Form>
  )
}

function MilestoneCard({ m, role, actionData, busy }: { m: Milestone; role: EngagementView['role']; actionData: ActionData; busy: (intent: string, id?: string) => boolean }) {
  const mine = actionData?.intent === 'dispute' && actionData.values.milestoneId === m.id
  const dates: Array<[MessageId, string | null]> = [
    ['engagements.due', m.dueDate],
    ['engagements.fundedOn', m.fundedAt],
    ['engagements.deliveredOn', m.deliveredAt],
    ['engagements.autoReleaseOn', m.status === 'delivered' ? m.autoReleaseAt : null],
    ['engagements.releasedOn', m.releasedAt],
    ['engagements.removedOn', m.removedAt],
  ]
  return (
    <li className="rounded-lg border border-border bg-card p-4" data-testid="milestone">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold [overflow-wrap:anywhere]">
          <bdi>{m.title}</bdi>
        </h3>
        <span className="font-semibold">{formatUsd(m.amountUsd)}</span>
      </div>
      <p className="mt-1">
        <span className={badgeClass(STATUS_TONE[m.status])}>{t(`engagements.milestoneStatus.${m.status}`)}</span>
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {dates
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="text-muted-foreground">{t(label)}</dt>
              <dd>{formatDate(value!)}</dd>
            </div>
          ))}
        {m.status === 'split' && m.expertShareUsd !== null ? (
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t('engagements.expertShare')}</dt>
            <dd>{formatUsd(m.expertShareUsd)}</dd>
          </div>
        ) : null}
        {m.payout ? (
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t('engagements.payout')}</dt>
            <dd>{t(`engagements.payoutStatus.${m.payout.status}`, { amount: formatUsd(m.payout.amountUsd) })}</dd>
          </div>
        ) : null}
      </dl>
      {m.dispute ? (
        <p className="mt-2 rounded-md bg-muted p-2 text-sm [overflow-wrap:anywhere]">
          {m.dispute.status === 'open' ? t('engagements.disputeOpenNote') : t(`engagements.resolution.${m.dispute.resolution ?? 'release'}`)}{' '}
          <bdi className="whitespace-pre-line">{m.dispute.reason}</bdi>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {m.canFund ? <ItemAction intent="fund" field="milestoneId" id={m.id} title={m.title} label={t('engagements.fund', { amount: formatUsd(m.amountUsd) })} pending={busy('fund', m.id)} /> : null}
        {m.moves.includes('deliver') ? <ItemAction intent="deliver" field="milestoneId" id={m.id} title={m.title} label={t('engagements.markDelivered')} pending={busy('deliver', m.id)} /> : null}
        {m.moves.includes('release') ? <ItemAction intent="release" field="milestoneId" id={m.id} title={m.title} label={t('engagements.release')} pending={busy('release', m.id)} /> : null}
        {m.canRemove ? (
          <ItemAction intent="remove-milestone" field="milestoneId" id={m.id} title={m.title} label={t('engagements.removeMilestone')} variant="outline" pending={busy('remove-milestone', m.id)} />
        ) : null}
        {m.canProposeRemoval ? (
          <ItemAction intent="propose-removal" field="milestoneId" id={m.id} title={m.title} label={t('engagements.proposeRemoval')} variant="outline" pending={busy('propose-removal', m.id)} />
        ) : null}
      </div>
      {m.removalProposed ? <p className="mt-2 text-sm text-muted-foreground">{t(role === 'member' ? 'engagements.removalProposedNote.member' : 'engagements.removalProposedNote.expert')}</p> : null}
      {m.moves.includes('dispute') ? (
        <details className="mt-3" open={mine}>
          <summary className="cursor-pointer text-sm font-medium text-primary">{t('engagements.openDispute')}</summary>
          <Form method="post" className="mt-2 space-y-2" noValidate>
            <input type="hidden" name="intent" value="dispute" />
            <input type="hidden" name="milestoneId" value={m.id} />
            <TextAreaField
              label={t('engagements.disputeReason')}
              id={`reason-${m.id}`}
              name="reason"
              rows={3}
              maxLength={ENGAGEMENT_LIMITS.reasonMax}
              defaultValue={mine ? actionData?.values.reason : undefined}
              error={mine ? actionData?.errors.reason : undefined}
              hint={`${t('engagements.disputeHint')} ${lengthHint(ENGAGEMENT_LIMITS.reasonMax)}`}
            />
            <Button type="submit" variant="outline" size="sm" pending={busy('dispute', m.id)} pendingText={t('engagements.working')}>
              {t('engagements.submitDispute')}
            </Button>
          </Form>
        </details>
      ) : null}
    </li>
  )
}

/** The member adds a milestone; the expert proposes one for the member to accept (the same fields). */
function MilestoneForm({ intent, actionData, busy }: { intent: 'add-milestone' | 'propose-milestone'; actionData: ActionData; busy: (intent: string, id?: string) => boolean }) {
  const mine = actionData?.intent === intent
  const typedIn = (key: string) => (mine ? actionData?.values[key] : undefined)
  const errors = mine ? actionData?.errors : undefined
  const heading = intent === 'add-milestone' ? t('engagements.addMilestone') : t('engagements.proposeMilestone')
  return (
    <section className="mt-6" aria-labelledby="add-milestone-title">
      <h2 id="add-milestone-title" className="text-xl font-semibold">
        {heading}
      </h2>
      {intent === 'propose-milestone' ? <p className="mt-1 text-sm text-muted-foreground">{t('engagements.proposeMilestoneHint')}</p> : null}
      <Form method="post" className="mt-3 space-y-4 rounded-lg border border-border bg-card p-4" noValidate>
        <input type="hidden" name="intent" value={intent} />
        <Field
          label={t('engagements.milestoneTitle')}
          id="title"
          name="title"
          required
          maxLength={ENGAGEMENT_LIMITS.titleMax}
          defaultValue={typedIn('title')}
          error={errors?.title}
          hint={lengthHint(ENGAGEMENT_LIMITS.titleMax)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('engagements.amountUsd')}
            id="amountUsd"
            name="amountUsd"
            inputMode="numeric"
            required
            defaultValue={typedIn('amountUsd')}
            error={errors?.amountUsd}
            hint={t('engagements.amountHint')}
          />
          <Field label={t('engagements.dueDate')} id="dueDate" name="dueDate" type="date" defaultValue={typedIn('dueDate')} error={errors?.dueDate} />
        </div>
        <Button type="submit" pending={busy(intent)} pendingText={t('engagements.working')}>
          {heading}
        </Button>
      </Form>
    </section>
  )
}

export default function EngagementPage({ loaderData, actionData }: Route.ComponentProps) {
  const { engagement: e } = loaderData
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const busy = (intent: string, id?: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (!id || navigation.formData?.get('milestoneId') === id)
  const a = actionData as ActionData
  const errorsOf = (intent: string) => (a?.intent === intent ? a.errors : undefined)
  const typedIn = (intent: string, key: string) => (a?.intent === intent ? a.values[key] : undefined)
  const payment = params.get('payment')
  const disputeId = a?.intent === 'dispute' ? `reason-${a.values.milestoneId}` : 'reason'
  const totals: Array<[MessageId, number]> = [
    ['engagements.total', e.totals.totalUsd],
    ['engagements.inEscrow', e.totals.inEscrowUsd],
    ['engagements.releasedTotal', e.totals.releasedUsd],
    ['engagements.refundedTotal', e.totals.refundedUsd],
  ]
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm">
        <Link to="/engagements" className="text-primary underline">
          {t('engagements.backToList')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold [overflow-wrap:anywhere]">
        <bdi>{e.project}</bdi>
      </h1>
      <p className="mt-1">
        <span className={badgeClass(e.status === 'active' ? 'brand' : 'neutral')}>{t(`engagements.status.${e.status}`)}</span>
      </p>
      <OutcomeMessage text={payment === 'success' ? t('engagements.paymentSuccess') : payment === 'canceled' ? t('engagements.paymentCanceled') : null} error={payment === 'canceled'} />
      <ErrorSummary errors={a?.errors} fields={{ reason: disputeId }} />
      <dl className="mt-4 grid gap-2 rounded-lg border border-border bg-card p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t('engagements.member')}</dt>
          <dd className="font-medium">
            <bdi>{e.memberName}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('engagements.expert')}</dt>
          <dd className="font-medium">
            <bdi>{e.expertName}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('engagements.started')}</dt>
          <dd>{formatDate(e.createdAt)}</dd>
        </div>
        {e.completedAt ? (
          <div>
            <dt className="text-muted-foreground">{t('engagements.completedOn')}</dt>
            <dd>{formatDate(e.completedAt)}</dd>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground">{t('engagements.request')}</dt>
          <dd className="whitespace-pre-line [overflow-wrap:anywhere]">
            <bdi>{e.description}</bdi>
          </dd>
        </div>
      </dl>

      {e.payoutsHeldUntil ? (
        <p className="mt-4 rounded-md border border-warning-foreground bg-warning-soft p-3 text-sm text-warning-foreground" role="note">
          {t('engagements.payoutsHeld', { until: formatDateTime(e.payoutsHeldUntil) })}
        </p>
      ) : null}

      {e.payoutAccountMissing ? (
        <p className="mt-4 rounded-md border border-warning-foreground bg-warning-soft p-3 text-sm text-warning-foreground" role="note">
          {t('engagements.payoutAccountMissing')}{' '}
          <Link to="/engagements#payout-account" className="font-medium underline">
            {t('engagements.setPayoutAccount')}
          </Link>
        </p>
      ) : null}

      <section className="mt-6" aria-labelledby="milestones-title">
        <h2 id="milestones-title" className="text-xl font-semibold">
          {t('engagements.milestones')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('engagements.escrowExplained', { days: AUTO_RELEASE_DAYS })}</p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {totals.map(([label, value]) => (
            <div key={label} className="rounded-md bg-muted p-2">
              <dt className="text-muted-foreground">{t(label)}</dt>
              <dd className="font-semibold">{formatUsd(value)}</dd>
            </div>
          ))}
        </dl>
        {e.milestones.length ? (
          <ul className="mt-4 space-y-3">
            {e.milestones.map((m) => (
              <MilestoneCard key={m.id} m={m} role={e.role} actionData={a} busy={busy} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">{t('engagements.noMilestones')}</p>
        )}
      </section>

      {e.proposals.length ? (
        <section className="mt-6" aria-labelledby="proposals-title">
          <h2 id="proposals-title" className="text-xl font-semibold">
            {t('engagements.proposals')}
          </h2>
          <ul className="mt-3 space-y-3">
            {e.proposals.map((p) => (
              <li key={p.id} className="rounded-lg border border-border bg-card p-4 text-sm" data-testid="proposal">
                <p className="[overflow-wrap:anywhere]">
                  {t(p.kind === 'add' ? 'engagements.proposalAdd' : 'engagements.proposalRemove', { amount: formatUsd(p.amountUsd) })} <bdi className="font-semibold">{p.title}</bdi>
                  {p.dueDate ? ` · ${t('engagements.due')} ${formatDate(p.dueDate)}` : null}
                </p>
                {p.canDecide ? (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <ItemAction intent="accept-proposal" field="proposalId" id={p.id} title={p.title} label={t('engagements.acceptProposal')} pending={busy('accept-proposal')} />
                    <ItemAction intent="decline-proposal" field="proposalId" id={p.id} title={p.title} label={t('engagements.declineProposal')} variant="outline" pending={busy('decline-proposal')} />
                  </div>
                ) : (
                  <p className="mt-1 text-muted-foreground">{t('engagements.proposalWaiting')}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {e.canAddMilestone || e.canProposeMilestone ? <MilestoneForm intent={e.canAddMilestone ? 'add-milestone' : 'propose-milestone'} actionData={a} busy={busy} /> : null}

      {e.canRecordOutcome ? (
        <section className="mt-6" aria-labelledby="outcome-title">
          <h2 id="outcome-title" className="text-xl font-semibold">
            {t('engagements.outcomeTitle')}
          </h2>
          {e.grantWon !== null ? <p className="mt-1 text-sm">{e.grantWon ? t('engagements.outcomeWon', { amount: formatUsd(e.fundingSecured ?? 0) }) : t('engagements.outcomeLost')}</p> : null}
          <Form method="post" className="mt-3 space-y-4 rounded-lg border border-border bg-card p-4" noValidate>
            <input type="hidden" name="intent" value="outcome" />
            <SelectField
              label={t('engagements.grantOutcome')}
              id="grantOutcome"
              name="grantOutcome"
              defaultValue={typedIn('outcome', 'grantOutcome') ?? (e.grantWon === null ? '' : e.grantWon ? 'won' : 'lost')}
              error={errorsOf('outcome')?.grantOutcome}
            >
              <option value="">{t('engagements.choose')}</option>
              <option value="won">{t('engagements.outcome.won')}</option>
              <option value="lost">{t('engagements.outcome.lost')}</option>
            </SelectField>
            <Field
              label={t('engagements.fundingSecured')}
              id="fundingSecured"
              name="fundingSecured"
              inputMode="numeric"
              defaultValue={typedIn('outcome', 'fundingSecured') ?? (e.fundingSecured === null ? '' : String(e.fundingSecured))}
              error={errorsOf('outcome')?.fundingSecured}
              hint={t('engagements.fundingHint')}
            />
            <Button type="submit" pending={busy('outcome')} pendingText={t('engagements.working')}>
              {t('engagements.saveOutcome')}
            </Button>
          </Form>
        </section>
      ) : null}

      <section className="mt-6" aria-labelledby="reviews-title">
        <h2 id="reviews-title" className="text-xl font-semibold">
          {t('engagements.reviews')}
        </h2>
        {e.reviews.length ? (
          <ul className="mt-3 space-y-3">
            {e.reviews.map((r) => (
              <li key={r.id} className="rounded-lg border border-border bg-card p-4 text-sm">
                <p className="font-medium">
                  {t(r.authorRole === 'member' ? 'engagements.reviewByMember' : 'engagements.reviewByExpert')} · {t('engagements.stars', { rating: r.rating })}
                </p>
                <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">
                  <bdi>{r.body}</bdi>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">{e.status === 'completed' ? t('engagements.noReviews') : t('engagements.reviewsAfter')}</p>
        )}
        {e.canReview ? (
          <Form method="post" className="mt-3 space-y-4 rounded-lg border border-border bg-card p-4" noValidate>
            <input type="hidden" name="intent" value="review" />
            <SelectField label={t('engagements.rating')} id="rating" name="rating" defaultValue={typedIn('review', 'rating') ?? ''} error={errorsOf('review')?.rating}>
              <option value="">{t('engagements.choose')}</option>
              {RATINGS.map((r) => (
                <option key={r} value={r}>
                  {t('engagements.stars', { rating: Number(r) })}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label={t('engagements.reviewBody')}
              id="body"
              name="body"
              rows={4}
              maxLength={ENGAGEMENT_LIMITS.reviewMax}
              defaultValue={typedIn('review', 'body')}
              error={errorsOf('review')?.body}
              hint={lengthHint(ENGAGEMENT_LIMITS.reviewMax)}
            />
            <Button type="submit" pending={busy('review')} pendingText={t('engagements.working')}>
              {t('engagements.submitReview')}
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  )
}
