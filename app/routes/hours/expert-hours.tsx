import { eq } from 'drizzle-orm'
import { data, Link } from 'react-router'
import { HOURS_CANCEL_CUTOFF_HOURS } from '../../catalog/expert-membership.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { buttonClass } from '../../components/ui/button.tsx'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { RowActionForm } from '../../components/ui/row-action-form.tsx'
import { servicesContext } from '../../context.ts'
import { experts } from '../../db/schema/index.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { bookSlot } from '../../domain/hours/book-slot.server.ts'
import { cancelBooking } from '../../domain/hours/close-booking.server.ts'
import { getExpertHours } from '../../domain/hours/get-expert-hours.server.ts'
import { sendHoursEmails } from '../../domain/hours/send-hours-emails.server.ts'
import { formatHours, formatSlotTime, isWebAddress } from '../../domain/hours/slot-time.ts'
import { viewerTimeZone } from '../../domain/hours/viewer-time-zone.server.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { SlotList, SlotSummary, TimesIn } from '../../components/hours/slot-summary.tsx'
import { ListSection } from '../../components/staff-queue/list-section.tsx'
import { StatusPill } from '../../components/staff-queue/queue-cards.tsx'
import { useRowBusy } from '../../components/staff-queue/use-row-busy.ts'
import type { Route } from './+types/expert-hours'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('hours.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/expert/hours'

/** An expert's consultation and support hours: the year's balance, the open slots to book and their bookings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const hours = await getExpertHours(db, member.id)
  // Not an expert (never applied): the way to become one.
  if (!hours) throw redirectWithFlash('/become-grant-expert', 'requests.expert.notExpert')
  const timeZone = await viewerTimeZone(db, member.id)
  const session = (s: { startsAt: Date; minutes: number; topic: string; consultant: string; place: string }) => ({
    when: formatSlotTime(s.startsAt, timeZone),
    length: formatHours(s.minutes),
    topic: s.topic,
    consultant: s.consultant,
    place: s.place,
    placeIsLink: isWebAddress(s.place),
  })
  const { balance } = hours
  return {
    active: hours.stage === 'active',
    tier: expertTierName(hours.tier),
    hasHours: balance.allowance > 0,
    yearEnds: hours.year ? formatDate(hours.year.end) : null,
    balance: { allowance: formatHours(balance.allowance), used: formatHours(balance.used), held: formatHours(balance.held), left: formatHours(balance.left) },
    timeZone,
    open: hours.open.map((s) => ({ id: s.id, ...session(s), tooLong: s.minutes > balance.left })),
    bookings: hours.bookings.map((b) => ({ id: b.id, status: b.status, ...session(b), mayCancel: b.mayCancel, cancelUntil: b.status === 'booked' ? formatSlotTime(b.cancelUntil, timeZone) : null })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  const services = context.get(servicesContext)
  const [expert] = await services.db.select({ id: experts.id }).from(experts).where(eq(experts.userId, member.id))
  if (!expert) throw redirectWithFlash('/become-grant-expert', 'requests.expert.notExpert')
  const form = await request.formData()
  const intent = form.get('intent')
  const id = parseUuid(form.get('id'))
  if (intent === 'book') {
    if (!id) return data({ intent, id: null, error: t('hours.error.slotTaken') }, { status: 400 })
    const booked = await bookSlot(services.db, member.id, id)
    if (!booked.ok) return data({ intent, id, error: t(booked.error) }, { status: 400 })
    await sendHoursEmails(services, booked.bookingId, 'booked')
    return redirectWithFlash(HERE, 'hours.bookedFlash')
  }
  if (intent === 'cancel') {
    if (!id) return data({ intent, id: null, error: t('hours.error.notFound') }, { status: 400 })
    const canceled = await cancelBooking(services.db, { userId: member.id, staff: false }, id)
    if (!canceled.ok) return data({ intent, id, error: t(canceled.error) }, { status: 400 })
    await sendHoursEmails(services, id, 'canceled')
    return redirectWithFlash(HERE, 'hours.canceledFlash')
  }
  throw data(null, { status: 400 })
}

const STATUS = { booked: 'hours.status.booked', completed: 'hours.status.completed', no_show: 'hours.status.no_show', canceled: 'hours.status.canceled' } as const

export default function ExpertHours({ loaderData: d, actionData }: Route.ComponentProps) {
  const busy = useRowBusy()
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/expert" className="text-sm text-primary underline">
        {t('requests.expert.title')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t('hours.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('hours.intro', { cutoff: HOURS_CANCEL_CUTOFF_HOURS })}</p>
      <OutcomeMessage text={actionData?.error ?? null} error />

      {!d.hasHours ? (
        <section className="mt-6 rounded-lg border border-border bg-card p-4">
          <p>{d.active ? t('hours.noHoursInTier', { tier: d.tier }) : t('hours.noActiveMembership')}</p>
          <Link to="/become-grant-expert" className={buttonClass('outline', 'sm', 'mt-3')}>
            {t('requests.expert.manageMembership')}
          </Link>
        </section>
      ) : (
        <>
          <section className="mt-6 rounded-lg border border-border bg-card p-4" aria-labelledby="balance-heading">
            <h2 id="balance-heading" className="font-semibold">
              {d.yearEnds ? t('hours.yearUntil', { date: d.yearEnds }) : t('hours.balanceTitle')}
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="hours-balance">
              <Figure label={t('hours.allowance')} value={d.balance.allowance} />
              <Figure label={t('hours.used')} value={d.balance.used} />
              <Figure label={t('hours.held')} value={d.balance.held} />
              <Figure label={t('hours.left')} value={d.balance.left} strong />
            </dl>
          </section>

          <ListSection
            id="open-heading"
            title={t('hours.openTitle')}
            note={<TimesIn timeZone={d.timeZone} />}
            isEmpty={d.open.length === 0}
            empty={t('hours.noOpen')}
            emptyClassName="mt-3 text-sm text-muted-foreground"
          >
            <SlotList testId="open-slots">
              {d.open.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <SlotSummary slot={s}>{actionData?.intent === 'book' && actionData.id === s.id ? <p className="text-sm font-medium text-destructive">{actionData.error}</p> : null}</SlotSummary>
                  <RowActionForm action={HERE} intent="book" id={s.id} variant={s.tooLong ? 'outline' : 'default'} pending={busy('book', s.id)} pendingText={t('hours.booking')}>
                    {t('hours.book')}
                    <span className="sr-only">: {s.topic}</span>
                  </RowActionForm>
                </li>
              ))}
            </SlotList>
          </ListSection>
        </>
      )}

      <ListSection id="bookings-heading" title={t('hours.bookingsTitle')} isEmpty={d.bookings.length === 0} empty={t('hours.noBookings')} emptyClassName="mt-2 text-sm text-muted-foreground">
        <SlotList testId="my-bookings">
          {d.bookings.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <SlotSummary slot={b}>
                {b.cancelUntil ? <p className="text-xs text-muted-foreground">{b.mayCancel ? t('hours.cancelUntil', { date: b.cancelUntil }) : t('hours.cancelClosed')}</p> : null}
              </SlotSummary>
              <div className="flex flex-wrap items-center gap-2">
                <StatusPill>{t(STATUS[b.status])}</StatusPill>
                {b.status === 'booked' ? (
                  <a href={`/expert/hours/bookings/${b.id}/calendar`} className={buttonClass('outline', 'sm')} download>
                    {t('hours.addToCalendar')}
                  </a>
                ) : null}
                {b.mayCancel ? (
                  <RowActionForm action={HERE} intent="cancel" id={b.id} variant="destructive" pending={busy('cancel', b.id)} pendingText={t('hours.canceling')}>
                    {t('hours.cancel')}
                    <span className="sr-only">: {b.topic}</span>
                  </RowActionForm>
                ) : null}
              </div>
            </li>
          ))}
        </SlotList>
      </ListSection>
    </div>
  )
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`rounded-md border p-3 ${strong ? 'border-primary' : 'border-border'}`}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-bold">{value}</dd>
    </div>
  )
}
