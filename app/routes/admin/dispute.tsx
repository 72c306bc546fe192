import { data, Form, Link, useNavigation } from 'react-router'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { Field } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { getDispute } from '../../domain/engagements/dispute-queue.server.ts'
import { splitSchema } from '../../domain/engagements/engagement-forms.schema.ts'
import { sendWaitingEscrowEmails } from '../../domain/engagements/escrow-notices.server.ts'
import { type Resolution, resolveDispute } from '../../domain/engagements/resolve-dispute.server.ts'
import { sendWaitingPayouts } from '../../domain/engagements/send-payouts.server.ts'
import { formInput, typedValues } from '../../domain/shared/form-fields.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatUsd, type MessageId, t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/dispute'
import { requestPhoneServices } from '../../domain/messaging/request-queue.server.ts'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('engagements.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

async function load({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  const dispute = await getDispute(services.db, routeId(params.id, 'uuid'))
  if (!dispute) throw data(null, { status: 404 })
  return { admin, services, dispute }
}

export async function loader(args: Route.LoaderArgs) {
  const { dispute: d } = await load(args)
  return {
    dispute: {
      id: d.id,
      status: d.status,
      resolution: d.resolution,
      reason: d.reason,
      createdAt: d.createdAt.toISOString(),
      resolvedAt: d.resolvedAt?.toISOString() ?? null,
      openedBy: d.openedBy === d.memberId ? 'member' : 'expert',
      openedByName: d.openedByName,
      milestoneTitle: d.milestoneTitle,
      milestoneStatus: d.milestoneStatus,
      amountUsd: d.amountUsd,
      expertShareUsd: d.expertShareUsd,
      fundedAt: d.fundedAt?.toISOString() ?? null,
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
      engagementId: d.engagementId,
      project: d.project,
      memberName: d.memberName,
      expertName: d.expertName,
    },
  }
}

const OUTCOME_MESSAGES: Record<string, MessageId> = {
  'not-open': 'engagements.admin.notOpen',
  'bad-share': 'engagements.shareInvalid',
  'refund-failed': 'engagements.admin.refundFailed',
}

type Deciding = Awaited<ReturnType<typeof load>> & { values: Record<string, string> }

/** Refund, release or split: each decided once, with an audit row, both sides told. */
export async function action(args: Route.ActionArgs) {
  const loaded = await load(args)
  const form = await args.request.formData()
  const intent = String(form.get('intent') ?? '')
  switch (intent) {
    case 'refund':
    case 'release':
      return resolve({ ...loaded, values: typedValues(formInput(form, [])) }, intent)
    case 'split':
      return split(loaded, form)
    default:
      return data({ errors: { form: t('engagements.unknownAction') } as Record<string, string>, values: typedValues(formInput(form, [])) }, { status: 400 })
  }
}

/** A split gives the expert the share the admin typed, the member the rest. */
async function split(loaded: Awaited<ReturnType<typeof load>>, form: FormData) {
  const input = formInput(form, ['expertShareUsd'])
  const values = typedValues(input)
  const submission = parseSubmission(input, splitSchema)
  if (!submission.ok) return data({ errors: submission.errors, values }, { status: 400 })
  return resolve({ ...loaded, values }, 'split', submission.value.expertShareUsd)
}

async function resolve({ admin, services, dispute, values }: Deciding, resolution: Resolution, share?: number) {
  const outcome = await resolveDispute(services.db, services.payments, admin.id, dispute.id, resolution, share)
  if (outcome === 'not-found') throw data(null, { status: 404 })
  if (outcome !== 'resolved') {
    const field = outcome === 'bad-share' ? 'expertShareUsd' : 'form'
    return data({ errors: { [field]: t(OUTCOME_MESSAGES[outcome]) } as Record<string, string>, values }, { status: outcome === 'bad-share' ? 400 : outcome === 'refund-failed' ? 502 : 409 })
  }
  await sendWaitingPayouts(services.db, services.payments, { expertId: dispute.expertId })
  await sendWaitingEscrowEmails(requestPhoneServices(services), { userIds: [dispute.memberId, dispute.expertUserId] })
  return redirectWithFlash(`/admin/disputes/${dispute.id}`, 'engagements.admin.resolvedFlash', new Headers(), 303)
}

export default function AdminDispute({ loaderData, actionData }: Route.ComponentProps) {
  const { dispute: d } = loaderData
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const open = d.status === 'open'
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm">
        <Link to="/admin/disputes" className="text-primary underline">
          {t('engagements.admin.backToQueue')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold [overflow-wrap:anywhere]">
        <bdi>{d.milestoneTitle}</bdi>
      </h1>
      <p className="mt-1">
        <span className={badgeClass(open ? 'danger' : 'neutral')}>{open ? t('engagements.admin.statusOpen') : t(`engagements.resolution.${d.resolution ?? 'release'}`)}</span>
      </p>
      <ErrorSummary errors={actionData?.errors} />
      <dl className="mt-4 grid gap-3 rounded-lg border border-border bg-card p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t('engagements.project')}</dt>
          <dd>
            <Link to={`/engagements/${d.engagementId}`} className="text-primary underline">
              <bdi>{d.project}</bdi>
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('engagements.amount')}</dt>
          <dd className="font-semibold">{formatUsd(d.amountUsd)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('engagements.member')}</dt>
          <dd>
            <bdi>{d.memberName}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('engagements.expert')}</dt>
          <dd>
            <bdi>{d.expertName}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('engagements.admin.openedBy')}</dt>
          <dd>
            <bdi>{d.openedByName ?? ''}</bdi> ({t(d.openedBy === 'member' ? 'engagements.roleMember' : 'engagements.roleExpert')}) · {formatDate(d.createdAt)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('engagements.admin.milestoneDates')}</dt>
          <dd>
            {d.fundedAt ? `${t('engagements.fundedOn')} ${formatDate(d.fundedAt)}` : ''}
            {d.deliveredAt ? ` · ${t('engagements.deliveredOn')} ${formatDate(d.deliveredAt)}` : ''}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground">{t('engagements.disputeReason')}</dt>
          <dd className="whitespace-pre-line [overflow-wrap:anywhere]">
            <bdi>{d.reason}</bdi>
          </dd>
        </div>
        {d.expertShareUsd !== null ? (
          <div>
            <dt className="text-muted-foreground">{t('engagements.expertShare')}</dt>
            <dd>{formatUsd(d.expertShareUsd)}</dd>
          </div>
        ) : null}
      </dl>
      {open ? (
        <section className="mt-6 space-y-4" aria-labelledby="decide-title">
          <h2 id="decide-title" className="text-xl font-semibold">
            {t('engagements.admin.decide')}
          </h2>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="refund" />
              <Button type="submit" variant="outline" pending={busy('refund')} pendingText={t('engagements.working')}>
                {t('engagements.admin.refund', { amount: formatUsd(d.amountUsd) })}
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="release" />
              <Button type="submit" pending={busy('release')} pendingText={t('engagements.working')}>
                {t('engagements.admin.release', { amount: formatUsd(d.amountUsd) })}
              </Button>
            </Form>
          </div>
          <Form method="post" className="space-y-3 rounded-lg border border-border bg-card p-4" noValidate>
            <input type="hidden" name="intent" value="split" />
            <Field
              label={t('engagements.admin.expertShare')}
              id="expertShareUsd"
              name="expertShareUsd"
              inputMode="numeric"
              required
              defaultValue={actionData?.values.expertShareUsd}
              error={actionData?.errors.expertShareUsd}
              hint={t('engagements.admin.splitHint', { amount: formatUsd(d.amountUsd) })}
            />
            <Button type="submit" variant="outline" pending={busy('split')} pendingText={t('engagements.working')}>
              {t('engagements.admin.split')}
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  )
}
