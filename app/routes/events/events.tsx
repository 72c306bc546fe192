import { CalendarPlus } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { memberContext, servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { listUpcomingEvents } from '../../domain/events/list-events.server.ts'
import { cancelRsvp, rsvpEvent } from '../../domain/events/rsvp-event.server.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDateTime, formatNumber, t } from '../../i18n/index.ts'
import type { Route } from './+types/events'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('events.title'), matches) }]

const HERE = '/grant-experts/events'

/**
 * Networking events (issue 28 §2, ADR 077): anyone sees what is coming and which tier gives a place;
 * Elite experts say they are coming (the capacity checked on the server) or give their place back.
 * The link and place are shown to those going.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const member = context.get(memberContext)
  const { events, mayAttend, isExpert } = await listUpcomingEvents(context.get(servicesContext).db, member?.id ?? null)
  return {
    signedIn: Boolean(member),
    mayAttend,
    isExpert,
    events: events.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      when: t('events.when', { start: formatDateTime(e.startsAt), end: formatDateTime(e.endsAt) }),
      online: Boolean(e.onlineUrl),
      onlineUrl: e.going ? e.onlineUrl : null,
      place: e.going || !e.onlineUrl ? e.place : null,
      hasPlace: Boolean(e.place),
      capacity: e.capacity,
      left: Math.max(0, e.capacity - e.taken),
      going: e.going,
    })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const form = await request.formData()
  const id = parseUuid(form.get('id'))
  const intent = form.get('intent')
  if (!id || (intent !== 'rsvp' && intent !== 'cancel')) throw data(null, { status: 400 })
  if (intent === 'cancel') return redirectWithFlash(HERE, (await cancelRsvp(db, member.id, id)) ? 'events.rsvpCanceled' : 'events.notGoing')
  const outcome = await rsvpEvent(db, member.id, id)
  if (outcome === 'going' || outcome === 'already') return redirectWithFlash(HERE, 'events.going')
  const message = outcome === 'full' ? 'events.full' : outcome === 'notElite' ? 'events.eliteOnly' : 'events.notFound'
  return data({ id, error: t(message) }, { status: outcome === 'notElite' ? 403 : outcome === 'notFound' ? 404 : 409 })
}

export default function EventsPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = (id: string) => navigation.state === 'submitting' && navigation.formData?.get('id') === id
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/grant-experts" className="text-sm text-primary underline">
        {t('events.backToExperts')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t('events.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('events.intro')}</p>
      {!d.mayAttend ? (
        <p className="mt-4 rounded-lg border border-border bg-card p-4" data-testid="events-access">
          {t('events.access', { tier: t('experts.tier.elite') })}{' '}
          <Link to={d.isExpert ? '/become-grant-expert' : '/grant-experts#expert-tiers'} className="text-primary underline">
            {t(d.isExpert ? 'events.upgrade' : 'events.seeTiers')}
          </Link>
        </p>
      ) : null}
      {d.events.length === 0 ? (
        <p className="mt-6">{t('events.none')}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {d.events.map((e) => {
            const error = actionData?.id === e.id ? actionData.error : null
            return (
              <li key={e.id} className="rounded-lg border border-border bg-card p-4 sm:p-6" data-testid="event">
                <h2 className="text-xl font-semibold" dir="auto">
                  {e.title}
                </h2>
                <p className="mt-1 text-sm font-medium">{e.when}</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  {e.online ? t('events.online') : null}
                  {e.online && e.hasPlace ? ' · ' : null}
                  {e.place ? <bdi>{e.place}</bdi> : e.hasPlace ? t('events.inPerson') : null}
                  {' · '}
                  <span data-testid="event-places">{t('events.placesLeft', { left: formatNumber(e.left), capacity: formatNumber(e.capacity) })}</span>
                </p>
                <p className="mt-2 whitespace-pre-line" dir="auto">
                  {e.description}
                </p>
                {e.going && e.onlineUrl ? (
                  <p className="mt-2 text-sm">
                    {t('events.link')}{' '}
                    <a href={e.onlineUrl} rel="noopener noreferrer" className="break-all text-primary underline" dir="ltr">
                      {e.onlineUrl}
                    </a>
                  </p>
                ) : null}
                {error ? (
                  <p role="alert" className="mt-2 text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  {e.going ? (
                    <>
                      <span className="font-medium text-success" data-testid="event-going">
                        {t('events.youAreGoing')}
                      </span>
                      <Form method="post">
                        <input type="hidden" name="intent" value="cancel" />
                        <input type="hidden" name="id" value={e.id} />
                        <Button type="submit" size="sm" variant="outline" pending={busy(e.id)} pendingText={t('events.sending')}>
                          {t('events.cancelRsvp')}
                        </Button>
                      </Form>
                    </>
                  ) : d.mayAttend ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="rsvp" />
                      <input type="hidden" name="id" value={e.id} />
                      <Button type="submit" size="sm" pending={busy(e.id)} pendingText={t('events.sending')} disabled={e.left === 0 || undefined}>
                        {e.left === 0 ? t('events.fullButton') : t('events.rsvp')}
                      </Button>
                    </Form>
                  ) : null}
                  <a href={`/grant-experts/events/${e.id}/calendar.ics`} className={buttonClass('ghost', 'sm')} download>
                    <CalendarPlus aria-hidden size={16} className="shrink-0" />
                    {t('events.addToCalendar')}
                  </a>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
