import { Form } from 'react-router'
import { badgeClass } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { lengthHint } from '../../../components/ui/error-summary.tsx'
import { Field, TextAreaField } from '../../../components/ui/field.tsx'
import { ENGAGEMENT_LIMITS } from '../../../catalog/text-limits.ts'
import type { EngagementView } from '../../../domain/engagements/engagement-view.server.ts'
import type { MilestoneStatus } from '../../../domain/engagements/milestone-state.ts'
import { formatDate, formatUsd, type MessageId, t } from '../../../i18n/index.ts'

/* The engagement page's milestone card and milestone form. */

type Errors = Record<string, string>
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

export type Milestone = EngagementView['milestones'][number]
export type ActionData = { intent: string; errors: Errors; values: Record<string, string> } | undefined

/** One button posting `intent` for one milestone or proposal; screen readers hear the label with the item's title. */
export function ItemAction({
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

export function MilestoneCard({ m, role, actionData, busy }: { m: Milestone; role: EngagementView['role']; actionData: ActionData; busy: (intent: string, id?: string) => boolean }) {
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
export function MilestoneForm({ intent, actionData, busy }: { intent: 'add-milestone' | 'propose-milestone'; actionData: ActionData; busy: (intent: string, id?: string) => boolean }) {
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
