import { data, Form, Link } from 'react-router'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, TextAreaField } from '../../components/ui/field.tsx'
import { NETWORKING_EVENT_MAX_CAPACITY } from '../../catalog/expert-membership.ts'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { cancelEvent, sendEventCanceledEmails } from '../../domain/events/cancel-event.server.ts'
import { EVENT_FIELDS, EVENT_LIMITS } from '../../domain/events/event-limits.ts'
import { eventSchema, utcDateTimeValue } from '../../domain/events/event.schema.server.ts'
import { listEventsForStaff } from '../../domain/events/list-events.server.ts'
import { createEvent, updateEvent } from '../../domain/events/save-event.server.ts'
import { fieldErrors, formInput, typedValues } from '../../domain/shared/form-fields.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDateTime, formatNumber, t } from '../../i18n/index.ts'
import { ListSection } from '../../components/staff-queue/list-section.tsx'
import { QueueCard, QueueCardHeading, StatusPill } from '../../components/staff-queue/queue-cards.tsx'
import { StaffPage } from '../../components/staff-queue/staff-page.tsx'
import { useRowBusy } from '../../components/staff-queue/use-row-busy.ts'
import type { Route } from './+types/admin-events'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('events.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/admin/events'

/** Staff's networking events (ADR 077): create one, edit a scheduled one (?edit=id), cancel it (attendees emailed), see who is coming. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const events = await listEventsForStaff(context.get(servicesContext).db)
  const editId = parseUuid(new URL(request.url).searchParams.get('edit'))
  const editing = events.find((e) => e.id === editId && e.status === 'scheduled')
  return {
    editing: editing
      ? {
          id: editing.id,
          values: {
            title: editing.title,
            description: editing.description,
            startsAt: utcDateTimeValue(editing.startsAt),
            endsAt: utcDateTimeValue(editing.endsAt),
            onlineUrl: editing.onlineUrl ?? '',
            place: editing.place ?? '',
            capacity: String(editing.capacity),
          },
        }
      : null,
    events: events.map((e) => ({
      id: e.id,
      title: e.title,
      status: e.status,
      when: t('events.when', { start: formatDateTime(e.startsAt), end: formatDateTime(e.endsAt) }),
      description: e.description,
      place: e.place,
      capacity: e.capacity,
      attendees: e.attendees.map((a) => ({ name: a.name, email: a.email })),
    })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent === 'cancel') {
    const id = parseUuid(form.get('id'))
    if (!id) throw data(null, { status: 400 })
    const canceled = await cancelEvent(services.db, admin.id, id)
    if (!canceled) return redirectWithFlash(HERE, 'events.admin.notScheduled')
    await sendEventCanceledEmails(services, canceled)
    return redirectWithFlash(HERE, 'events.admin.canceled')
  }
  if (intent !== 'create' && intent !== 'update') throw data(null, { status: 400 })
  const id = intent === 'update' ? parseUuid(form.get('id')) : null
  if (intent === 'update' && !id) throw data(null, { status: 400 })
  const input = formInput(form, EVENT_FIELDS)
  const parsed = eventSchema.safeParse(input)
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values: typedValues(input) }, { status: 400 })
  if (id) {
    if (!(await updateEvent(services.db, admin.id, id, parsed.data))) return redirectWithFlash(HERE, 'events.admin.notScheduled')
    return redirectWithFlash(HERE, 'events.admin.updated')
  }
  await createEvent(services.db, admin.id, parsed.data)
  return redirectWithFlash(HERE, 'events.admin.created')
}

export default function AdminEvents({ loaderData: d, actionData }: Route.ComponentProps) {
  const busy = useRowBusy()
  const errors = actionData?.errors
  const v = (name: keyof NonNullable<typeof d.editing>['values']) => actionData?.values[name] ?? d.editing?.values[name] ?? ''
  return (
    <StaffPage title={t('events.admin.title')} intro={t('events.admin.intro')}>
      <section className="mt-6 rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby="event-form">
        <h2 id="event-form" className="text-xl font-semibold">
          {d.editing ? t('events.admin.editTitle') : t('events.admin.createTitle')}
        </h2>
        <ErrorSummary errors={errors} />
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value={d.editing ? 'update' : 'create'} />
          {d.editing ? <input type="hidden" name="id" value={d.editing.id} /> : null}
          <div className="sm:col-span-2">
            <Field label={t('events.form.title')} id="title" name="title" maxLength={EVENT_LIMITS.title} defaultValue={v('title')} error={errors?.title} />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField
              label={t('events.form.description')}
              id="description"
              name="description"
              rows={4}
              maxLength={EVENT_LIMITS.description}
              hint={lengthHint(EVENT_LIMITS.description)}
              defaultValue={v('description')}
              error={errors?.description}
            />
          </div>
          <Field label={t('events.form.startsAt')} id="startsAt" name="startsAt" type="datetime-local" defaultValue={v('startsAt')} error={errors?.startsAt} />
          <Field label={t('events.form.endsAt')} id="endsAt" name="endsAt" type="datetime-local" defaultValue={v('endsAt')} error={errors?.endsAt} />
          <Field label={t('events.form.onlineUrl')} id="onlineUrl" name="onlineUrl" type="url" placeholder="https://" defaultValue={v('onlineUrl')} error={errors?.onlineUrl} />
          <Field label={t('events.form.place')} id="place" name="place" maxLength={EVENT_LIMITS.place} defaultValue={v('place')} error={errors?.place} />
          <Field
            label={t('events.form.capacity')}
            id="capacity"
            name="capacity"
            type="number"
            inputMode="numeric"
            min={1}
            max={NETWORKING_EVENT_MAX_CAPACITY}
            defaultValue={v('capacity')}
            error={errors?.capacity}
          />
          <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
            <Button type="submit" pending={busy('create') || busy('update')} pendingText={t('events.sending')}>
              {d.editing ? t('events.admin.save') : t('events.admin.create')}
            </Button>
            {d.editing ? (
              <Link to={HERE} className={buttonClass('ghost')}>
                {t('events.admin.stopEditing')}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>

      <ListSection id="events-list" title={t('events.admin.listTitle')} isEmpty={d.events.length === 0} empty={t('events.none')}>
        <ul className="mt-3 space-y-3">
          {d.events.map((e) => (
            <QueueCard key={e.id} testId="admin-event">
              <QueueCardHeading status={<StatusPill>{t(e.status === 'canceled' ? 'events.admin.statusCanceled' : 'events.admin.statusScheduled')}</StatusPill>}>
                <p className="font-semibold" dir="auto">
                  {e.title}
                </p>
              </QueueCardHeading>
              <p className="text-sm text-muted-foreground">
                {e.when} · {t('events.admin.coming', { count: e.attendees.length, capacity: formatNumber(e.capacity) })}
              </p>
              {e.place ? (
                <p className="text-sm">
                  <bdi>{e.place}</bdi>
                </p>
              ) : null}
              <p className="mt-1 line-clamp-3 whitespace-pre-line text-sm" dir="auto">
                {e.description}
              </p>
              {e.attendees.length ? (
                <p className="mt-1 text-sm">
                  {e.attendees.map((a, i) => (
                    <span key={a.email}>
                      {i ? ', ' : ''}
                      <bdi>{a.name}</bdi> (<bdi>{a.email}</bdi>)
                    </span>
                  ))}
                </p>
              ) : null}
              {e.status === 'scheduled' ? (
                <div className="mt-3 flex flex-wrap gap-3">
                  <Link to={`${HERE}?edit=${e.id}`} className={buttonClass('outline', 'sm')}>
                    {t('events.admin.edit')}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="id" value={e.id} />
                    <Button type="submit" size="sm" variant="destructive" aria-label={`${t('events.admin.cancel')}: ${e.title}`}>
                      {t('events.admin.cancel')}
                    </Button>
                  </Form>
                </div>
              ) : null}
            </QueueCard>
          ))}
        </ul>
      </ListSection>
    </StaffPage>
  )
}
