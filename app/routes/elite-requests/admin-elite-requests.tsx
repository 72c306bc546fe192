import { data, Form, Link } from 'react-router'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button } from '../../components/ui/button.tsx'
import { inputClass } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { advanceEliteRequest, ELITE_REQUEST_STEPS, isEliteRequestStep } from '../../domain/elite-requests/advance-elite-request.server.ts'
import { ELITE_REQUEST_LIMITS } from '../../domain/elite-requests/elite-request-limits.ts'
import { declineSchema, scheduleSchema } from '../../domain/elite-requests/elite-request.schema.server.ts'
import { listEliteRequests } from '../../domain/elite-requests/list-elite-requests.server.ts'
import { sendEliteRequestEmail } from '../../domain/elite-requests/send-elite-request-email.server.ts'
import { fieldErrors, formInput, typedValues } from '../../domain/shared/form-fields.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatLongDate, t } from '../../i18n/index.ts'
import { ClosedList } from '../../components/staff-queue/list-section.tsx'
import { QueueCardHeading, QueueCards, StatusPill } from '../../components/staff-queue/queue-cards.tsx'
import { StaffPage } from '../../components/staff-queue/staff-page.tsx'
import { useRowBusy } from '../../components/staff-queue/use-row-busy.ts'
import { ReasonForm } from '../../components/staff-queue/reason-form.tsx'
import type { Route } from './+types/admin-elite-requests'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('eliteRequests.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/admin/elite-requests'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const { open, closed } = await listEliteRequests(context.get(servicesContext).db)
  const view = ({ request: r, expertName, expertEmail }: (typeof open)[number]) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    expertName,
    expertEmail,
    organization: r.organization,
    place: r.place,
    preferredDates: r.preferredDates,
    funderName: r.funderName,
    funderSlug: r.funderSlug,
    purpose: r.purpose,
    sent: formatDate(r.createdAt),
    scheduledFor: r.scheduledFor ? formatLongDate(r.scheduledFor) : null,
    declineReason: r.declineReason,
    steps: Object.entries(ELITE_REQUEST_STEPS)
      .filter(([, s]) => (s.from as readonly string[]).includes(r.status))
      .map(([step]) => step),
  })
  return { open: open.map(view), closed: closed.map(view) }
}

/** Staff move a request one step (schedule with a day, start, done, decline with a reason); admins only; audited; the expert emailed. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  const form = await request.formData()
  const id = parseUuid(form.get('id'))
  const step = form.get('intent')
  if (!id || !isEliteRequestStep(step)) throw data(null, { status: 400 })
  const details: { scheduledFor?: string; reason?: string } = {}
  if (step === 'schedule' || step === 'decline') {
    const input = formInput(form, step === 'schedule' ? ['scheduledFor'] : ['reason'])
    const parsed = step === 'schedule' ? scheduleSchema.safeParse(input) : declineSchema.safeParse(input)
    if (!parsed.success) return data({ id, step, errors: fieldErrors(parsed.error), values: typedValues(input) }, { status: 400 })
    Object.assign(details, parsed.data)
  }
  const moved = await advanceEliteRequest(services.db, admin.id, id, step, details)
  if (!moved) return redirectWithFlash(HERE, 'eliteRequests.admin.moved')
  await sendEliteRequestEmail(services, moved)
  return redirectWithFlash(HERE, `eliteRequests.admin.done.${step}`)
}

export default function AdminEliteRequests({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useRowBusy()
  const { open, closed } = loaderData
  const what = (r: (typeof open)[number]) =>
    r.kind === 'site_visit' ? t('eliteRequests.what.site_visit', { organization: r.organization ?? '' }) : t('eliteRequests.what.introduction', { funder: r.funderName ?? '' })
  return (
    <StaffPage title={t('eliteRequests.admin.title')} intro={t('eliteRequests.admin.intro')}>
      <QueueCards testId="elite-request" items={open} empty={t('eliteRequests.admin.empty')}>
        {(r) => {
          const error = actionData?.id === r.id ? actionData : undefined
          return (
            <>
              <QueueCardHeading status={<StatusPill>{t(`eliteRequests.status.${r.status}`)}</StatusPill>}>
                <p className="font-semibold">{what(r)}</p>
              </QueueCardHeading>
              <p className="text-sm text-muted-foreground">
                <bdi>{r.expertName}</bdi> · <bdi>{r.expertEmail}</bdi> · {t('eliteRequests.sentOn', { date: r.sent })}
                {r.scheduledFor ? <> · {t('eliteRequests.scheduledFor', { date: r.scheduledFor })}</> : null}
              </p>
              {r.kind === 'site_visit' ? (
                <p className="mt-1 text-sm">
                  <bdi>{r.place}</bdi> · {t('eliteRequests.preferredDates')}: <bdi>{r.preferredDates}</bdi>
                </p>
              ) : r.funderSlug ? (
                <Link to={`/funders/${encodeURIComponent(r.funderSlug)}`} className="mt-1 inline-block text-sm text-primary underline">
                  {t('eliteRequests.admin.funderPage')}
                </Link>
              ) : null}
              <p className="mt-2 whitespace-pre-line text-sm" dir="auto">
                {r.purpose}
              </p>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                {r.steps.includes('schedule') ? (
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="schedule" />
                    <input type="hidden" name="id" value={r.id} />
                    <div>
                      <label htmlFor={`date-${r.id}`} className="block text-xs font-medium">
                        {t('eliteRequests.admin.date')}
                      </label>
                      <input
                        id={`date-${r.id}`}
                        name="scheduledFor"
                        type="date"
                        defaultValue={error?.step === 'schedule' ? error.values.scheduledFor : ''}
                        className={inputClass}
                        aria-invalid={error?.step === 'schedule' ? true : undefined}
                        aria-describedby={error?.step === 'schedule' ? `date-${r.id}-error` : undefined}
                      />
                      {error?.step === 'schedule' ? (
                        <p id={`date-${r.id}-error`} role="alert" className="text-sm text-destructive">
                          {error.errors.scheduledFor}
                        </p>
                      ) : null}
                    </div>
                    <Button type="submit" size="sm" pending={busy('schedule', r.id)} pendingText={t('eliteRequests.sending')}>
                      {t('eliteRequests.admin.schedule')}
                    </Button>
                  </Form>
                ) : null}
                {r.steps.includes('start') ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="start" />
                    <input type="hidden" name="id" value={r.id} />
                    <Button type="submit" size="sm" variant="outline" pending={busy('start', r.id)} pendingText={t('eliteRequests.sending')}>
                      {t('eliteRequests.admin.start')}
                    </Button>
                  </Form>
                ) : null}
                {r.steps.includes('done') ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="done" />
                    <input type="hidden" name="id" value={r.id} />
                    <Button type="submit" size="sm" pending={busy('done', r.id)} pendingText={t('eliteRequests.sending')}>
                      {t('eliteRequests.admin.markDone')}
                    </Button>
                  </Form>
                ) : null}
                <ReasonForm
                  intent="decline"
                  id={r.id}
                  field={{ id: `reason-${r.id}`, label: t('eliteRequests.admin.reason'), value: error?.step === 'decline' ? error.values.reason : '', maxLength: ELITE_REQUEST_LIMITS.reason.max }}
                  refusal={error?.step === 'decline' ? (error.errors.reason ?? '') : null}
                  button={{ text: t('eliteRequests.admin.decline'), pending: busy('decline', r.id), pendingText: t('eliteRequests.sending') }}
                />
              </div>
            </>
          )
        }}
      </QueueCards>
      <ClosedList id="closed" title={t('eliteRequests.admin.closedTitle')} items={closed}>
        {(r) => (
          <>
            {what(r)} · <bdi>{r.expertName}</bdi> · {t(`eliteRequests.status.${r.status}`)}
            {r.declineReason ? (
              <>
                {' · '}
                <bdi>{r.declineReason}</bdi>
              </>
            ) : null}
          </>
        )}
      </ClosedList>
    </StaffPage>
  )
}
