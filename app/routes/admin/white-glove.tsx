import { ArrowLeft } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { cardTable } from '../../components/ui/card-table.ts'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { Field, Select, TextAreaField } from '../../components/ui/field.tsx'
import { type AppServices, servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { assignWhiteGlove } from '../../domain/white-glove/assign-white-glove.server.ts'
import { listWhiteGloveRequests } from '../../domain/white-glove/get-white-glove.server.ts'
import { listAssignableExperts } from '../../domain/white-glove/listed-experts.server.ts'
import { correctWhiteGloveAward } from '../../domain/white-glove/correct-white-glove-award.server.ts'
import { sendAssignedEmails, sendCorrectedEmail } from '../../domain/white-glove/send-white-glove-emails.server.ts'
import { HELPABLE_APPLICATION_STATUSES, INVOICED_WHITE_GLOVE_STATUSES, whiteGloveStatusesInto } from '../../domain/white-glove/white-glove-state.ts'
import { whiteGloveAssignSchema, whiteGloveCorrectSchema } from '../../domain/white-glove/white-glove.schema.ts'
import { CORRECTION_REASON_MAX } from '../../catalog/text-limits.ts'
import { WHITE_GLOVE_MIN_FEE_USD } from '../../catalog/expert-membership.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatUsd, t, type MessageId } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/white-glove'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('whiteGlove.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const db = context.get(servicesContext).db
  const [requests, experts] = await Promise.all([listWhiteGloveRequests(db), listAssignableExperts(db)])
  const assignable = whiteGloveStatusesInto('assigned')
  return {
    // An expert is assigned while the request waits (or to take over), and the application is undecided.
    requests: requests.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      assignable: assignable.includes(r.status) && (HELPABLE_APPLICATION_STATUSES as readonly string[]).includes(r.applicationStatus),
      // The award the fee was invoiced on, which only staff may correct.
      correctable: INVOICED_WHITE_GLOVE_STATUSES.includes(r.status),
    })),
    experts: experts.map(({ id, name, title }) => ({ id, name, title })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  const formData = await request.formData()
  // The assign form is the page's own and posts no intent.
  const intent = formData.get('intent') ?? 'assign'
  switch (intent) {
    case 'assign':
      return assignAction(services, admin.id, formData)
    case 'correct':
      return correctAction(services, admin.id, formData)
    default:
      throw data(null, { status: 400 })
  }
}

/** An expert takes a waiting request (or takes it over), and both sides are told. */
async function assignAction(services: AppServices, adminId: string, formData: FormData) {
  const submission = parseSubmission(formData, whiteGloveAssignSchema, { fields: ['requestId', 'expertId', 'expertFeeUsd'] })
  // A refusal keeps what was typed under that request's row.
  const assign = { expertId: submission.values.expertId ?? '', expertFeeUsd: submission.values.expertFeeUsd ?? '' }
  if (!submission.ok) return data({ errors: submission.errors, requestId: submission.values.requestId ?? '', assign }, { status: 400 })
  const { requestId } = submission.value
  const outcome = await assignWhiteGlove(services.db, adminId, submission.value, services.payments.id)
  if (outcome.kind === 'not-found') throw data(null, { status: 404 })
  if (outcome.kind === 'expert-not-listed') return data({ errors: { expertId: t('whiteGlove.admin.expertNotListed') }, requestId, assign }, { status: 400 })
  if (outcome.kind === 'not-assignable') return redirectWithFlash('/admin/white-glove', 'whiteGlove.admin.notAssignable')
  await sendAssignedEmails(services, outcome)
  return redirectWithFlash('/admin/white-glove', 'whiteGlove.admin.assigned')
}

/**
 * Staff correct the amount awarded on an invoiced or paid request (ADR 037): the fee is computed
 * anew, the difference invoiced or credited, the change audited with its reason. A refusal keeps
 * what was typed, under that request's row.
 */
async function correctAction(services: AppServices, adminId: string, formData: FormData) {
  const submission = parseSubmission(formData, whiteGloveCorrectSchema, { fields: ['requestId', 'awardUsd', 'reason'] })
  const typed = submission.values
  const refuse = (errors: Record<string, string>) =>
    data({ errors, requestId: '', correct: { requestId: typed.requestId ?? '', awardUsd: typed.awardUsd ?? '', reason: typed.reason ?? '' } }, { status: 400 })
  if (!submission.ok) return refuse(submission.errors)
  let outcome: Awaited<ReturnType<typeof correctWhiteGloveAward>>
  try {
    outcome = await correctWhiteGloveAward(services.db, services.payments, adminId, submission.value)
  } catch (error) {
    console.error('Correcting a white-glove award failed', error)
    return refuse({ awardUsd: t('whiteGlove.admin.creditFailed') })
  }
  if (outcome.kind === 'not-found') throw data(null, { status: 404 })
  if (outcome.kind === 'not-invoiced') return refuse({ requestId: t('whiteGlove.admin.notCorrectable') })
  if (outcome.kind === 'too-large') return refuse({ awardUsd: t('whiteGlove.awardTooLarge') })
  if (outcome.kind === 'too-small') return refuse({ awardUsd: t('whiteGlove.admin.awardTooSmall', { minFee: formatUsd(WHITE_GLOVE_MIN_FEE_USD) }) })
  if (outcome.kind === 'credit-too-large') return refuse({ awardUsd: t('whiteGlove.admin.creditTooLarge') })
  if (outcome.kind === 'unchanged') return redirectWithFlash('/admin/white-glove', 'whiteGlove.admin.unchanged')
  await sendCorrectedEmail(services, outcome)
  return redirectWithFlash('/admin/white-glove', 'whiteGlove.admin.corrected')
}

export default function WhiteGloveQueue({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const { requests, experts } = loaderData
  const correcting = actionData && 'correct' in actionData ? (actionData.correct as { requestId: string; awardUsd: string; reason: string }) : undefined
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/admin" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('whiteGlove.admin.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{t('whiteGlove.admin.title')}</h1>
      <ErrorSummary errors={actionData?.errors} />
      {experts.length === 0 ? <p className="mt-4 text-sm text-muted-foreground">{t('whiteGlove.admin.noExperts')}</p> : null}
      {requests.length === 0 ? (
        <p className="mt-6">{t('whiteGlove.admin.empty')}</p>
      ) : (
        <table className={`mt-6 ${cardTable.table}`}>
          <thead className={cardTable.head}>
            <tr>
              <th className="p-3">{t('whiteGlove.admin.member')}</th>
              <th className="p-3">{t('whiteGlove.admin.grant')}</th>
              <th className="p-3">{t('whiteGlove.admin.requestedOn')}</th>
              <th className="p-3">{t('whiteGlove.admin.status')}</th>
              <th className="p-3">{t('whiteGlove.admin.expert')}</th>
            </tr>
          </thead>
          <tbody className={cardTable.body}>
            {requests.map((r) => {
              const mine = actionData?.requestId === r.id
              const error = mine ? actionData.errors.expertId : undefined
              const feeError = mine ? (actionData.errors as Record<string, string | undefined>).expertFeeUsd : undefined
              const typed = mine && actionData && 'assign' in actionData ? (actionData.assign as { expertId: string; expertFeeUsd: string }) : undefined
              return (
                <tr key={r.id} className={cardTable.row}>
                  <td className={cardTable.lead}>
                    <bdi>{r.memberName}</bdi>
                    <span className="block text-xs text-muted-foreground">
                      <bdi>{r.memberEmail}</bdi>
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      <bdi>{r.organizationName}</bdi>
                    </span>
                  </td>
                  <td className={cardTable.cell} data-label={t('whiteGlove.admin.grant')}>
                    <bdi>{r.grantTitle}</bdi>
                  </td>
                  <td className={cardTable.cell} data-label={t('whiteGlove.admin.requestedOn')}>
                    {formatDate(r.createdAt)}
                  </td>
                  <td className={cardTable.cell} data-label={t('whiteGlove.admin.status')}>
                    <span className={badgeClass(r.status === 'requested' ? 'warning' : 'neutral')}>{t(`whiteGlove.status.${r.status}` as MessageId)}</span>
                    {r.feeUsd !== null ? <span className="block text-xs text-muted-foreground">{t('whiteGlove.admin.fee', { fee: formatUsd(r.feeUsd) })}</span> : null}
                    {r.expertFeeUsd !== null ? <span className="block text-xs text-muted-foreground">{t('whiteGlove.admin.expertFeeShown', { fee: formatUsd(r.expertFeeUsd) })}</span> : null}
                    {r.correctable ? (
                      <CorrectForm request={r} typed={correcting?.requestId === r.id ? correcting : undefined} errors={correcting?.requestId === r.id ? actionData?.errors : undefined} />
                    ) : null}
                  </td>
                  <td className={cardTable.cell} data-label={t('whiteGlove.admin.expert')}>
                    {r.assignable && experts.length > 0 ? (
                      <Form method="post" className="flex flex-wrap items-end gap-2" noValidate>
                        <input type="hidden" name="requestId" value={r.id} />
                        <Select
                          label={t('whiteGlove.admin.expert')}
                          id={`expert-${r.id}`}
                          name="expertId"
                          defaultValue={typed?.expertId ?? r.expertId ?? ''}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `expert-${r.id}-error` : undefined}
                        >
                          <option value="">{t('whiteGlove.admin.chooseExpert')}</option>
                          {experts.map((e) => (
                            <option key={e.id} value={e.id}>
                              {e.name} · {e.title}
                            </option>
                          ))}
                        </Select>
                        <Field
                          label={t('whiteGlove.admin.expertFee')}
                          id={`expert-fee-${r.id}`}
                          name="expertFeeUsd"
                          inputMode="numeric"
                          defaultValue={typed?.expertFeeUsd ?? r.expertFeeUsd?.toString() ?? ''}
                          hint={t('whiteGlove.admin.expertFeeHint')}
                          error={feeError}
                        />
                        <Button type="submit" size="sm" pending={navigation.state === 'submitting' && navigation.formData?.get('requestId') === r.id} pendingText={t('whiteGlove.admin.assign')}>
                          {t('whiteGlove.admin.assign')}
                        </Button>
                        {error ? (
                          <p id={`expert-${r.id}-error`} className="w-full text-sm font-medium text-destructive">
                            {error}
                          </p>
                        ) : null}
                      </Form>
                    ) : (
                      <bdi>{r.expertName ?? '—'}</bdi>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </div>
  )
}

/** A request's award correction: a <details> that opens without JavaScript, open again after a refusal with what was typed. */
function CorrectForm({
  request,
  typed,
  errors,
}: {
  request: { id: string; awardAmountUsd: number | null; feePaidUsd: number }
  typed?: { awardUsd: string; reason: string }
  errors?: Record<string, string | undefined>
}) {
  const navigation = useNavigation()
  const id = `correct-${request.id}`
  return (
    <details className="mt-2" open={typed !== undefined}>
      <summary className={buttonClass('ghost', 'sm', 'cursor-pointer list-none')}>{t('whiteGlove.admin.correct')}</summary>
      <Form method="post" className="mt-2 space-y-3" noValidate>
        <input type="hidden" name="intent" value="correct" />
        <input type="hidden" name="requestId" value={request.id} />
        <p className="text-xs text-muted-foreground">{t('whiteGlove.admin.correctHint', { award: formatUsd(request.awardAmountUsd ?? 0), paid: formatUsd(request.feePaidUsd) })}</p>
        {errors?.requestId ? <p className="text-sm font-medium text-destructive">{errors.requestId}</p> : null}
        <Field
          label={t('whiteGlove.admin.award')}
          id={`${id}-award`}
          name="awardUsd"
          inputMode="numeric"
          defaultValue={typed?.awardUsd ?? request.awardAmountUsd?.toString() ?? ''}
          error={errors?.awardUsd}
        />
        <TextAreaField label={t('whiteGlove.admin.reason')} id={`${id}-reason`} name="reason" rows={2} maxLength={CORRECTION_REASON_MAX} defaultValue={typed?.reason ?? ''} error={errors?.reason} />
        <Button
          type="submit"
          size="sm"
          pending={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'correct' && navigation.formData?.get('requestId') === request.id}
          pendingText={t('whiteGlove.admin.correcting')}
        >
          {t('whiteGlove.admin.correctSubmit')}
        </Button>
      </Form>
    </details>
  )
}
