import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { AUTO_RELEASE_DAYS } from '../../catalog/expert-membership.ts'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { ENGAGEMENT_LIMITS, RATINGS } from '../../catalog/text-limits.ts'
import { getEngagement } from '../../domain/engagements/engagement-view.server.ts'
import { parseUuid, routeId } from '../../domain/shared/ids.ts'
import { formatDate, formatDateTime, formatUsd, type MessageId, t } from '../../i18n/index.ts'
import {
  addOrProposeMilestone,
  decideProposalAction,
  deliverOrRelease,
  disputeMilestone,
  fundMilestone,
  type PartyAction,
  recordOutcome,
  refused,
  removeOrProposeRemoval,
  review,
} from './+shared/engagement-actions.server.ts'
import { type ActionData, ItemAction, MilestoneCard, MilestoneForm } from './+shared/milestone-card.tsx'
import type { Route } from './+types/engagement'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(loaderData ? `${loaderData.engagement.project} | ${t('engagements.title')}` : t('engagements.title'), matches) },
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

export async function action(args: Route.ActionArgs) {
  const { member, services, engagement } = await load(args)
  // Admins read an engagement; they act on its disputes from the admins' queue, not as a party.
  if (engagement.role === 'admin') throw data(null, { status: 403 })
  const form = await args.request.formData()
  const milestoneId = parseUuid(form.get('milestoneId'))
  // A milestone of another engagement is not one of this page's.
  const milestone = milestoneId ? engagement.milestones.find((m) => m.id === milestoneId) : undefined
  const party: PartyAction = { member, services, engagement, form, here: `/engagements/${engagement.id}`, milestone }
  const intent = String(form.get('intent') ?? '')
  switch (intent) {
    case 'add-milestone':
    case 'propose-milestone':
      return addOrProposeMilestone(party, intent)
    case 'remove-milestone':
    case 'propose-removal':
      return removeOrProposeRemoval(party, intent)
    case 'accept-proposal':
    case 'decline-proposal':
      return decideProposalAction(party, intent)
    case 'fund':
      return fundMilestone(party)
    case 'deliver':
    case 'release':
      return deliverOrRelease(party, intent)
    case 'dispute':
      return disputeMilestone(party)
    case 'outcome':
      return recordOutcome(party)
    case 'review':
      return review(party)
    default:
      return refused(intent, { form: t('engagements.unknownAction') })
  }
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
