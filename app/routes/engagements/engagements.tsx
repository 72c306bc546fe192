import { data, Form, Link, useNavigation } from 'react-router'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { cardTable } from '../../components/ui/card-table.ts'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { Field } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { confirmPassword, PASSWORD_RATE_LIMITED } from '../../domain/accounts/confirm-password.server.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { payoutAccountSchema } from '../../domain/engagements/engagement-forms.schema.ts'
import { listEngagements } from '../../domain/engagements/engagement-view.server.ts'
import { sendWaitingEscrowEmails } from '../../domain/engagements/escrow-notices.server.ts'
import { sendWaitingPayouts } from '../../domain/engagements/send-payouts.server.ts'
import { maskPayoutAccount } from '../../domain/engagements/mask-payout-account.ts'
import { setPayoutAccount } from '../../domain/engagements/set-payout-account.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatDateTime, formatUsd, type MessageId, t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/engagements'
import { requestPhoneServices } from '../../domain/messaging/request-queue.server.ts'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('engagements.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const { isExpert, payoutAccount, payoutsHeldUntil, engagements } = await listEngagements(db, member.id)
  return {
    isExpert,
    // Named masked, as in the emails: the page never shows the whole account again.
    payoutAccount: payoutAccount ? maskPayoutAccount(payoutAccount) : null,
    payoutsHeldUntil: payoutsHeldUntil && payoutsHeldUntil > new Date() ? payoutsHeldUntil.toISOString() : null,
    engagements: engagements.map((e) => ({
      id: e.id,
      status: e.status,
      project: e.project,
      role: e.role,
      other: e.role === 'member' ? e.expertName : e.memberName,
      totalUsd: e.totalUsd,
      createdAt: e.createdAt.toISOString(),
    })),
  }
}

/**
 * An expert sets where their payouts go, with their password asked again (ADR 038). The expert is
 * emailed about the change; replacing an account holds payouts for PAYOUT_HOLD_HOURS, and waiting
 * payouts go out at once only when nothing holds them. The password is never sent back to the form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  const services = context.get(servicesContext)
  const submission = parseSubmission(await request.formData(), payoutAccountSchema, { fields: ['payoutAccount', 'password'] })
  const { password: _, ...values } = submission.values
  const refuse = (errors: Record<string, string>, status = 400) => data({ errors, values }, { status })
  if (!submission.ok) return refuse(submission.errors)
  const confirmed = await confirmPassword(services.db, services.auth, request, member, submission.value.password)
  if (confirmed !== 'confirmed') {
    const refusals: Record<typeof confirmed, { message: MessageId; status: number }> = {
      'wrong-password': { message: 'engagements.passwordWrong', status: 400 },
      'no-password': { message: 'engagements.noPassword', status: 400 },
      'rate-limited': { message: PASSWORD_RATE_LIMITED, status: 429 },
      failed: { message: 'engagements.passwordCheckFailed', status: 500 },
    }
    const { message, status } = refusals[confirmed]
    return refuse({ password: t(message) }, status)
  }
  const outcome = await setPayoutAccount(services.db, member.id, submission.value.payoutAccount)
  if (!outcome) return refuse({ form: t('engagements.notExpert') })
  await sendWaitingPayouts(services.db, services.payments, { expertId: outcome.expertId })
  await sendWaitingEscrowEmails(requestPhoneServices(services), { userIds: [member.id] })
  const flash = !outcome.changed ? 'engagements.payoutAccountUnchanged' : outcome.heldUntil ? 'engagements.payoutAccountChangedHeld' : 'engagements.payoutAccountSaved'
  return redirectWithFlash('/engagements', flash, new Headers(), 303)
}

export default function Engagements({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const { engagements } = loaderData
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('engagements.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('engagements.intro')}</p>
      {engagements.length ? (
        <div className="mt-6 rounded-lg border border-border bg-card">
          <table className={cardTable.table}>
            <thead className={`${cardTable.head} text-muted-foreground`}>
              <tr>
                <th className="p-3 font-medium">{t('engagements.project')}</th>
                <th className="p-3 font-medium">{t('engagements.with')}</th>
                <th className="p-3 font-medium">{t('engagements.total')}</th>
                <th className="p-3 font-medium">{t('engagements.statusLabel')}</th>
                <th className="p-3 font-medium">{t('engagements.started')}</th>
              </tr>
            </thead>
            <tbody className={cardTable.body}>
              {engagements.map((e) => (
                <tr key={e.id} className={cardTable.row}>
                  <td className={cardTable.lead}>
                    <Link to={`/engagements/${e.id}`} className="font-medium text-primary hover:underline [overflow-wrap:anywhere]">
                      <bdi>{e.project}</bdi>
                    </Link>
                  </td>
                  <td className={cardTable.cell} data-label={t('engagements.with')}>
                    <span>
                      <bdi>{e.other}</bdi> <span className="text-muted-foreground">({t(e.role === 'member' ? 'engagements.roleExpert' : 'engagements.roleMember')})</span>
                    </span>
                  </td>
                  <td className={cardTable.cell} data-label={t('engagements.total')}>
                    {formatUsd(e.totalUsd)}
                  </td>
                  <td className={cardTable.cell} data-label={t('engagements.statusLabel')}>
                    <span className={badgeClass(e.status === 'active' ? 'brand' : 'neutral')}>{t(`engagements.status.${e.status}`)}</span>
                  </td>
                  <td className={cardTable.cell} data-label={t('engagements.started')}>
                    {formatDate(e.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-6 rounded-lg border border-border bg-card p-4 text-sm">{t('engagements.none')}</p>
      )}
      {loaderData.isExpert ? (
        <section id="payout-account" className="mt-8" aria-labelledby="payout-title">
          <h2 id="payout-title" className="text-xl font-semibold">
            {t('engagements.payoutAccountTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {loaderData.payoutAccount ? t('engagements.payoutAccountCurrent', { account: loaderData.payoutAccount }) : t('engagements.payoutAccountNone')}
          </p>
          {loaderData.payoutsHeldUntil ? (
            <p className="mt-2 rounded-md border border-warning-foreground bg-warning-soft p-3 text-sm text-warning-foreground" role="note" data-testid="payout-hold">
              {t('engagements.payoutsHeld', { until: formatDateTime(loaderData.payoutsHeldUntil) })}
            </p>
          ) : null}
          <ErrorSummary errors={actionData?.errors} />
          <Form method="post" className="mt-3 space-y-4 rounded-lg border border-border bg-card p-4" noValidate>
            <Field
              label={t('engagements.payoutAccount')}
              id="payoutAccount"
              name="payoutAccount"
              dir="ltr"
              autoComplete="off"
              required
              defaultValue={actionData?.values.payoutAccount ?? ''}
              error={actionData?.errors.payoutAccount}
              hint={t('engagements.payoutAccountHint')}
            />
            <Field
              label={t('engagements.password')}
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={actionData?.errors.password}
              hint={t('engagements.passwordHint')}
            />
            <Button type="submit" pending={navigation.state === 'submitting'} pendingText={t('engagements.working')}>
              {t('engagements.savePayoutAccount')}
            </Button>
          </Form>
        </section>
      ) : (
        <ErrorSummary errors={actionData?.errors} />
      )}
    </div>
  )
}
