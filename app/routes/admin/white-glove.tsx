import { ArrowLeft } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { cardTable } from '../../components/ui/card-table.ts'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { Select } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { fieldErrors, formInput } from '../../domain/shared/form-fields.ts'
import { assignWhiteGlove } from '../../domain/white-glove/assign-white-glove.server.ts'
import { listWhiteGloveRequests } from '../../domain/white-glove/get-white-glove.server.ts'
import { listAssignableExperts } from '../../domain/white-glove/listed-experts.server.ts'
import { sendAssignedEmails } from '../../domain/white-glove/send-white-glove-emails.server.ts'
import { HELPABLE_APPLICATION_STATUSES, whiteGloveStatusesInto } from '../../domain/white-glove/white-glove-state.ts'
import { whiteGloveAssignSchema } from '../../domain/white-glove/white-glove.schema.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatUsd, t, type MessageId } from '../../i18n/index.ts'
import type { Route } from './+types/white-glove'

export const meta: Route.MetaFunction = () => [{ title: t('whiteGlove.admin.title') }, { name: 'robots', content: 'noindex' }]

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
    })),
    experts: experts.map(({ id, name, title }) => ({ id, name, title })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  const form = formInput(await request.formData(), ['requestId', 'expertId'])
  const parsed = whiteGloveAssignSchema.safeParse(form)
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), requestId: typeof form.requestId === 'string' ? form.requestId : '' }, { status: 400 })
  const outcome = await assignWhiteGlove(services.db, admin.id, parsed.data.requestId, parsed.data.expertId)
  if (outcome.kind === 'not-found') throw data(null, { status: 404 })
  if (outcome.kind === 'expert-not-listed') return data({ errors: { expertId: t('whiteGlove.admin.expertNotListed') }, requestId: parsed.data.requestId }, { status: 400 })
  if (outcome.kind === 'not-assignable') return redirectWithFlash('/admin/white-glove', 'whiteGlove.admin.notAssignable')
  await sendAssignedEmails(services, outcome)
  return redirectWithFlash('/admin/white-glove', 'whiteGlove.admin.assigned')
}

export default function WhiteGloveQueue({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const { requests, experts } = loaderData
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
              const error = actionData?.requestId === r.id ? actionData.errors.expertId : undefined
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
                  </td>
                  <td className={cardTable.cell} data-label={t('whiteGlove.admin.expert')}>
                    {r.assignable && experts.length > 0 ? (
                      <Form method="post" className="flex flex-wrap items-end gap-2" noValidate>
                        <input type="hidden" name="requestId" value={r.id} />
                        <Select
                          label={t('whiteGlove.admin.expert')}
                          id={`expert-${r.id}`}
                          name="expertId"
                          defaultValue={r.expertId ?? ''}
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
