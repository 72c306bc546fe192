import { data, Form, Link } from 'react-router'
import { sectorName } from '../../catalog/names.ts'
import { PRIORITY_ANSWER_HOURS, PRIORITY_NOTE_MAX } from '../../catalog/priority.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { RequestStatus } from '../../components/requests/request-status.tsx'
import { Button } from '../../components/ui/button.tsx'
import { inputClass, typedTextClass } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { actOnPriorityRequest } from '../../domain/priority/act-on-priority-request.server.ts'
import { listPriorityQueue } from '../../domain/priority/list-priority-queue.server.ts'
import { assignSchema, contactSchema } from '../../domain/priority/priority.schema.server.ts'
import { shownTitle } from '../../domain/requests/shown-title.ts'
import { fieldErrors, formInput, typedValues } from '../../domain/shared/form-fields.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatDateTime, isolate, t } from '../../i18n/index.ts'
import { ClosedList } from '../../components/staff-queue/list-section.tsx'
import { QueueCardHeading, QueueCards } from '../../components/staff-queue/queue-cards.tsx'
import { StaffPage } from '../../components/staff-queue/staff-page.tsx'
import { useRowBusy } from '../../components/staff-queue/use-row-busy.ts'
import type { Route } from './+types/admin-priority-requests'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('priority.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/admin/priority-requests'
const INTENTS = ['assign', 'contact', 'close'] as const
type Intent = (typeof INTENTS)[number]
const isIntent = (value: unknown): value is Intent => typeof value === 'string' && (INTENTS as readonly string[]).includes(value)

/** Staff's queue of priority requests no expert answered in time (ADR 074); admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const { open, closed } = await listPriorityQueue(context.get(servicesContext).db)
  return {
    open: open.map((r) => ({
      id: r.id,
      title: shownTitle(r),
      status: r.status,
      sector: r.sector ? sectorName(r.sector) : null,
      askedName: r.askedName,
      assignedName: r.assignedName,
      assignedAt: r.assignedAt ? formatDate(r.assignedAt) : null,
      memberName: r.memberName,
      memberEmail: r.memberEmail,
      organization: r.organization ?? '',
      sent: formatDateTime(r.createdAt),
      answerBy: formatDateTime(r.answerBy),
      escalated: r.escalatedAt ? formatDateTime(r.escalatedAt) : '',
      candidates: r.candidates.map((c) => ({ id: c.id, name: c.name, tier: expertTierName(c.tier) })),
    })),
    closed: closed.map((r) => ({ id: r.id, title: shownTitle(r), status: r.status, organization: r.organization ?? '', closedOn: r.closedAt ? formatDate(r.closedAt) : '' })),
  }
}

/** Staff assign an expert, write to one, or close the case; audited; the expert emailed. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  const form = await request.formData()
  const id = parseUuid(form.get('id'))
  const intent = form.get('intent')
  if (!id || !isIntent(intent)) throw data(null, { status: 400 })
  let action: Parameters<typeof actOnPriorityRequest>[3] = { kind: 'close' }
  if (intent !== 'close') {
    const input = formInput(form, ['expertId', 'note'])
    const parsed = (intent === 'assign' ? assignSchema : contactSchema).safeParse(input)
    if (!parsed.success) return data({ id, intent, errors: fieldErrors(parsed.error), values: typedValues(input) }, { status: 400 })
    action = { kind: intent, expertId: parsed.data.expertId, note: parsed.data.note }
  }
  const done = await actOnPriorityRequest(services, admin.id, id, action)
  if (done.ok) return redirectWithFlash(HERE, `priority.admin.done.${intent}`)
  if (done.reason === 'notFound') throw data(null, { status: 404 })
  if (done.reason === 'notCandidate') {
    const values = typedValues(formInput(form, ['expertId', 'note']))
    return data({ id, intent, errors: { expertId: t('priority.admin.notCandidate') } as Record<string, string>, values }, { status: 400 })
  }
  return redirectWithFlash(HERE, done.reason === 'closed' ? 'priority.admin.alreadyClosed' : 'priority.admin.notOpen')
}

export default function AdminPriorityRequests({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useRowBusy()
  const { open, closed } = loaderData
  return (
    <StaffPage title={t('priority.admin.title')} intro={t('priority.admin.intro', { hours: PRIORITY_ANSWER_HOURS })}>
      <QueueCards testId="priority-request" items={open} empty={t('priority.admin.empty')}>
        {(r) => {
          const error = actionData?.id === r.id ? actionData : undefined
          const picked = error?.values.expertId ?? ''
          return (
            <>
              <QueueCardHeading status={<RequestStatus status={r.status} />}>
                <Link to={`/requests/${r.id}`} className="font-semibold text-primary underline" dir="auto">
                  {r.title}
                </Link>
              </QueueCardHeading>
              <p className="text-sm text-muted-foreground">{t('priority.admin.from', { member: isolate(r.memberName), email: isolate(r.memberEmail), organization: isolate(r.organization) })}</p>
              <p className="text-sm">{t('priority.admin.times', { sent: r.sent, answerBy: r.answerBy, escalated: r.escalated })}</p>
              <p className="text-sm">
                {r.askedName ? t('priority.admin.askedOf', { name: isolate(r.askedName) }) : r.sector ? t('priority.admin.openTo', { sector: r.sector }) : null}
                {r.assignedName && r.assignedAt ? <> · {t('priority.admin.assignedTo', { name: isolate(r.assignedName), date: r.assignedAt })}</> : null}
              </p>
              {r.status === 'open' ? (
                r.candidates.length === 0 ? (
                  <p className="mt-3 text-sm">{t('priority.admin.noCandidates')}</p>
                ) : (
                  <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
                    <input type="hidden" name="id" value={r.id} />
                    <div>
                      <label htmlFor={`expert-${r.id}`} className="block text-sm font-medium">
                        {t('priority.admin.expert')}
                      </label>
                      <select
                        id={`expert-${r.id}`}
                        name="expertId"
                        defaultValue={picked}
                        className={inputClass}
                        aria-invalid={error?.errors.expertId ? true : undefined}
                        aria-describedby={error?.errors.expertId ? `expert-${r.id}-error` : undefined}
                      >
                        <option value="">{t('priority.admin.chooseExpert')}</option>
                        {r.candidates.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name} · {c.tier}
                          </option>
                        ))}
                      </select>
                      {error?.errors.expertId ? (
                        <p id={`expert-${r.id}-error`} role="alert" className="text-sm text-destructive">
                          {error.errors.expertId}
                        </p>
                      ) : null}
                    </div>
                    <div>
                      <label htmlFor={`note-${r.id}`} className="block text-sm font-medium">
                        {t('priority.admin.note')}
                      </label>
                      <textarea
                        id={`note-${r.id}`}
                        name="note"
                        rows={2}
                        maxLength={PRIORITY_NOTE_MAX}
                        defaultValue={error?.values.note ?? ''}
                        className={`${inputClass} ${typedTextClass} h-auto`}
                        aria-invalid={error?.errors.note ? true : undefined}
                        aria-describedby={error?.errors.note ? `note-${r.id}-hint note-${r.id}-error` : `note-${r.id}-hint`}
                      />
                      <p id={`note-${r.id}-hint`} className="text-xs text-muted-foreground">
                        {t('priority.admin.noteHint')}
                      </p>
                      {error?.errors.note ? (
                        <p id={`note-${r.id}-error`} role="alert" className="text-sm text-destructive">
                          {error.errors.note}
                        </p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap gap-2 sm:col-span-2">
                      <Button type="submit" name="intent" value="assign" size="sm" pending={busy('assign', r.id)} pendingText={t('priority.admin.working')}>
                        {t('priority.admin.assign')}
                      </Button>
                      <Button type="submit" name="intent" value="contact" size="sm" variant="outline" pending={busy('contact', r.id)} pendingText={t('priority.admin.working')}>
                        {t('priority.admin.contact')}
                      </Button>
                    </div>
                  </Form>
                )
              ) : null}
              <Form method="post" className="mt-3">
                <input type="hidden" name="id" value={r.id} />
                <input type="hidden" name="intent" value="close" />
                <Button type="submit" size="sm" variant="ghost" pending={busy('close', r.id)} pendingText={t('priority.admin.working')}>
                  {t('priority.admin.close')}
                </Button>
              </Form>
            </>
          )
        }}
      </QueueCards>
      <ClosedList id="closed" title={t('priority.admin.closedTitle')} items={closed}>
        {(r) => (
          <>
            <bdi>{r.title}</bdi> · <bdi>{r.organization}</bdi> · {t(`requests.status.${r.status}`)} · {t('priority.admin.closedOn', { date: r.closedOn })}
          </>
        )}
      </ClosedList>
    </StaffPage>
  )
}
