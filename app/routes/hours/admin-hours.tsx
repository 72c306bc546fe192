import { data, Form } from 'react-router'
import { HOURS_SLOT_MINUTES } from '../../catalog/expert-membership.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { Field, SelectField } from '../../components/ui/field.tsx'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { RowActionForm } from '../../components/ui/row-action-form.tsx'
import { type AppServices, servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { cancelBooking, closeBooking } from '../../domain/hours/close-booking.server.ts'
import { listSlots } from '../../domain/hours/list-slots.server.ts'
import { publishSlot } from '../../domain/hours/publish-slot.server.ts'
import { sendHoursEmails } from '../../domain/hours/send-hours-emails.server.ts'
import { parseSlotForm, SLOT_FIELDS, SLOT_LIMITS, type SlotField } from '../../domain/hours/slot-form.ts'
import { formatHours, formatSlotTime, isWebAddress, slotTimeZones } from '../../domain/hours/slot-time.ts'
import { viewerTimeZone } from '../../domain/hours/viewer-time-zone.server.ts'
import { withdrawSlot } from '../../domain/hours/withdraw-slot.server.ts'
import { formText } from '../../domain/shared/form-fields.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { t } from '../../i18n/index.ts'
import { AdminLoadFailed } from '../admin/+shared/load-failed.tsx'
import { SlotList, SlotSummary, TimesIn } from '../../components/hours/slot-summary.tsx'
import { ListSection } from '../../components/staff-queue/list-section.tsx'
import { StatusPill } from '../../components/staff-queue/queue-cards.tsx'
import { StaffPage } from '../../components/staff-queue/staff-page.tsx'
import { useRowBusy } from '../../components/staff-queue/use-row-busy.ts'
import type { Route } from './+types/admin-hours'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('hours.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/admin/hours'

/** Staff's consultation hours: publish slots; cancel, complete or mark a no-show on booked ones. Admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request)
  const { db } = context.get(servicesContext)
  const now = new Date()
  const timeZone = await viewerTimeZone(db, admin.id)
  const zones = slotTimeZones()
  const slots = await listSlots(db, now)
  return {
    timeZone,
    zones,
    defaultZone: zones.includes(timeZone) ? timeZone : 'UTC',
    minutes: HOURS_SLOT_MINUTES.map((m) => ({ value: String(m), label: formatHours(m) })),
    slots: slots.map((s) => ({
      id: s.id,
      when: formatSlotTime(s.startsAt, timeZone),
      length: formatHours(s.minutes),
      topic: s.topic,
      consultant: s.consultant,
      place: s.place,
      placeIsLink: isWebAddress(s.place),
      bookingId: s.bookingId,
      status: s.status,
      expertName: s.expertName,
      expertEmail: s.expertEmail,
      started: s.startsAt <= now,
    })),
  }
}

type Failure = { intent: string; id?: string | null; errors: Partial<Record<SlotField | 'form', string>>; values?: Record<string, string> }
const fail = (body: Failure) => data(body, { status: 400 })

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  if (intent === 'publish') return publish(services, admin.id, form)
  const id = parseUuid(form.get('id'))
  if (!['withdraw', 'cancel', 'complete', 'noShow'].includes(intent)) throw data(null, { status: 400 })
  if (!id) return fail({ intent, id: null, errors: { form: t('hours.error.notFound') } })
  if (intent === 'withdraw') {
    const withdrawn = await withdrawSlot(services.db, id)
    if (withdrawn !== 'withdrawn') return fail({ intent, id, errors: { form: t(withdrawn === 'booked' ? 'hours.admin.withdrawBooked' : 'hours.error.notFound') } })
    return redirectWithFlash(HERE, 'hours.admin.withdrawn')
  }
  if (intent === 'cancel') {
    const canceled = await cancelBooking(services.db, { userId: admin.id, staff: true }, id)
    if (!canceled.ok) return fail({ intent, id, errors: { form: t(canceled.error) } })
    await sendHoursEmails(services, id, 'canceled')
    return redirectWithFlash(HERE, 'hours.admin.canceled')
  }
  const closed = await closeBooking(services.db, admin.id, id, intent === 'complete' ? 'completed' : 'no_show')
  if (!closed.ok) return fail({ intent, id, errors: { form: t(closed.error) } })
  return redirectWithFlash(HERE, intent === 'complete' ? 'hours.admin.completed' : 'hours.admin.noShowMarked')
}

async function publish(services: AppServices, adminId: string, form: FormData) {
  const parsed = parseSlotForm(form)
  if (!parsed.ok) return fail({ intent: 'publish', errors: parsed.errors, values: Object.fromEntries(SLOT_FIELDS.map((f) => [f, formText(form, f)])) })
  await publishSlot(services.db, adminId, parsed.value)
  return redirectWithFlash(HERE, 'hours.admin.published')
}

const STATUS = { booked: 'hours.status.booked', completed: 'hours.status.completed', no_show: 'hours.status.no_show', canceled: 'hours.status.canceled' } as const

export default function AdminHours({ loaderData: d, actionData }: Route.ComponentProps) {
  const busy = useRowBusy()
  const publishing = actionData?.intent === 'publish' ? actionData : null
  const errors = publishing?.errors ?? {}
  const values = publishing?.values ?? {}
  const rowError = actionData && actionData.intent !== 'publish' ? (actionData.errors.form ?? null) : null
  return (
    <StaffPage title={t('hours.admin.title')} intro={t('hours.admin.intro')}>
      <OutcomeMessage text={rowError} error />

      <section className="mt-6 rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby="publish-heading">
        <h2 id="publish-heading" className="text-xl font-semibold">
          {t('hours.admin.publishTitle')}
        </h2>
        <ErrorSummary errors={errors} />
        <Form method="post" action={HERE} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="publish" />
          <Field label={t('hours.admin.startsAt')} id="startsAt" name="startsAt" type="datetime-local" defaultValue={values.startsAt ?? ''} error={errors.startsAt} required />
          <SelectField label={t('hours.admin.timeZone')} id="timeZone" defaultValue={values.timeZone || d.defaultZone} error={errors.timeZone}>
            {d.zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('hours.admin.minutes')} id="minutes" defaultValue={values.minutes || '60'} error={errors.minutes}>
            {d.minutes.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </SelectField>
          <Field label={t('hours.admin.topic')} id="topic" name="topic" defaultValue={values.topic ?? ''} error={errors.topic} maxLength={SLOT_LIMITS.topic} required />
          <Field label={t('hours.admin.consultant')} id="consultant" name="consultant" defaultValue={values.consultant ?? ''} error={errors.consultant} maxLength={SLOT_LIMITS.consultant} required />
          <Field
            label={t('hours.admin.place')}
            id="place"
            name="place"
            hint={t('hours.admin.placeHint')}
            defaultValue={values.place ?? ''}
            error={errors.place}
            maxLength={SLOT_LIMITS.place}
            required
          />
          <div className="sm:col-span-2">
            <Button type="submit" pending={busy('publish')} pendingText={t('hours.admin.publishing')}>
              {t('hours.admin.publish')}
            </Button>
          </div>
        </Form>
      </section>

      <ListSection id="slots-heading" title={t('hours.admin.slotsTitle')} note={<TimesIn timeZone={d.timeZone} />} isEmpty={d.slots.length === 0} empty={t('hours.admin.empty')} emptyClassName="mt-3">
        <SlotList testId="admin-slots">
          {d.slots.map((s) => (
            <li key={s.id} className="space-y-2 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <SlotSummary slot={s} />
                <StatusPill>{s.status ? t(STATUS[s.status]) : t('hours.admin.open')}</StatusPill>
              </div>
              {s.bookingId ? (
                <p className="text-sm">
                  {t('hours.admin.bookedBy')} <bdi>{s.expertName}</bdi> · <bdi dir="ltr">{s.expertEmail}</bdi>
                </p>
              ) : null}
              {actionData && actionData.intent !== 'publish' && (actionData.id === s.id || actionData.id === s.bookingId) ? <p className="text-sm font-medium text-destructive">{rowError}</p> : null}
              <div className="flex flex-wrap gap-2">
                {!s.bookingId ? (
                  <RowActionForm action={HERE} intent="withdraw" id={s.id} variant="outline" pending={busy('withdraw', s.id)} pendingText={t('hours.admin.saving')}>
                    {t('hours.admin.withdraw')}
                    <span className="sr-only">: {s.topic}</span>
                  </RowActionForm>
                ) : null}
                {s.bookingId && s.status === 'booked' ? (
                  <>
                    <a href={`/expert/hours/bookings/${s.bookingId}/calendar`} className={buttonClass('outline', 'sm')} download>
                      {t('hours.addToCalendar')}
                    </a>
                    {s.started ? (
                      <>
                        <RowActionForm action={HERE} intent="complete" id={s.bookingId} variant="default" pending={busy('complete', s.bookingId)} pendingText={t('hours.admin.saving')}>
                          {t('hours.admin.complete')}
                          <span className="sr-only">: {s.topic}</span>
                        </RowActionForm>
                        <RowActionForm action={HERE} intent="noShow" id={s.bookingId} variant="outline" pending={busy('noShow', s.bookingId)} pendingText={t('hours.admin.saving')}>
                          {t('hours.admin.noShow')}
                          <span className="sr-only">: {s.topic}</span>
                        </RowActionForm>
                      </>
                    ) : null}
                    <RowActionForm action={HERE} intent="cancel" id={s.bookingId} variant="destructive" pending={busy('cancel', s.bookingId)} pendingText={t('hours.admin.saving')}>
                      {t('hours.admin.cancelBooking')}
                      <span className="sr-only">: {s.topic}</span>
                    </RowActionForm>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </SlotList>
      </ListSection>
    </StaffPage>
  )
}

export function ErrorBoundary() {
  return <AdminLoadFailed />
}
