import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ELITE_REQUEST_ALLOWANCES, EXPERT_TIERS, isExpertFeatureSoon, expertFeatureId } from '../../app/catalog/expert-membership.ts'
import { auditLog, eliteRequests, eventRsvps, experts, grants, networkingEvents, notifications, profiles, scheduledEmails } from '../../app/db/schema/index.ts'
import { allowanceWindow } from '../../app/domain/elite-requests/allowance-window.ts'
import { funderSlug } from '../../app/domain/funders/funder-slug.ts'
import { claimEventReminders } from '../../app/domain/events/claim-event-reminders.server.ts'
import { rsvpEvent } from '../../app/domain/events/rsvp-event.server.ts'
import { requestEliteService } from '../../app/domain/elite-requests/request-elite-service.server.ts'
import { t } from '../../app/i18n/index.ts'
import { signedInAdmin } from '../support/accounts.ts'
import { makeExpert } from '../support/experts.ts'
import { grant } from '../support/grants.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { messages, type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Elite membership features of issue 28 §2 (ADR 077): site visits (1 a quarter) and funder
 * introductions (a yearly number), asked for by an Elite expert and worked by staff (new →
 * scheduled / in progress → done, or declined with a reason, which gives the place back; the
 * expert emailed at each step, every staff step audited); and networking events with RSVP under a
 * capacity, a reminder the day before sent once per attendee, and a calendar file.
 */
let server: TestServer
let admin: TestClient
let elite: { client: TestClient; expertId: string; userId: string }
let pro: { client: TestClient; expertId: string; userId: string }
const FUNDER = 'Savanna Water Trust'

const visit = {
  intent: 'siteVisit',
  organization: 'Kilifi Maternal Health Group',
  place: 'Kilifi, Kenya',
  preferredDates: 'Any weekday in March',
  purpose: 'See the outreach clinics the proposal describes before the funder visit.',
}
const intro = () => ({ intent: 'introduction', funder: funderSlug(FUNDER), purpose: 'Their water programme matches the boreholes project we are writing.' })
const requestsOf = (expertId: string) => server.services.db.select().from(eliteRequests).where(eq(eliteRequests.expertId, expertId))
const outboxFor = async (email: string) => (await server.services.mailer.listOutbox()).filter((m) => m.to === email)

async function makeTierExpert(email: string, tier: 'elite' | 'pro', name: string) {
  const made = await makeExpert(server, email, { name })
  await server.services.db.update(experts).set({ membershipTier: tier }).where(eq(experts.id, made.expertId))
  return made
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server, 'elite-staff@example.org', 'Sam Staff')
  elite = await makeTierExpert('elite-expert@example.org', 'elite', 'Wanjiru Elite')
  pro = await makeTierExpert('pro-expert@example.org', 'pro', 'Kofi Pro')
  await server.services.db.insert(grants).values([grant({ title: 'Boreholes for schools', source: FUNDER }), grant({ title: 'Another grant', source: 'Baobab Futures Foundation' })])
})
afterAll(() => server?.close())

describe('The Elite tier card', () => {
  it('sells site visits, funder introductions and networking events as included, not "Coming soon"', () => {
    const elite = EXPERT_TIERS.find((tier) => tier.id === 'elite')!
    for (const id of ['quarterly_site_visits', 'direct_funder_introductions', 'networking_events'])
      expect(
        elite.features.find((f) => expertFeatureId(f) === id && !isExpertFeatureSoon(f)),
        id,
      ).toBeDefined()
  })
})

describe('Site visits and funder introductions', () => {
  it('are not for a Pro expert: the page says which tier has them, and a request from a script is refused with 403', async () => {
    const page = await pro.client.page('/expert/elite-requests')
    expect(page.status).toBe(200)
    expect(text(page.html)).toContain(t('eliteRequests.eliteOnlyBody', { tier: t('experts.tier.elite') }))
    const refused = await pro.client.post('/expert/elite-requests', visit)
    expect(refused.status).toBe(403)
    expect(await requestsOf(pro.expertId)).toHaveLength(0)
  })

  it('a site visit request is stored as new, staff told, the expert emailed; a second one in the quarter is refused', async () => {
    const sent = await elite.client.post('/expert/elite-requests', visit)
    expect(sent.status).toBe(302)
    const page = await elite.client.follow(sent)
    expect(messages(page.html, 'status')).toContain(t('eliteRequests.siteVisitSent'))
    expect(text(page.html)).toContain(t('eliteRequests.status.new'))
    expect(text(page.html)).toContain(t('eliteRequests.left', { left: 0, limit: 1 }))
    const [row] = await requestsOf(elite.expertId)
    expect(row).toMatchObject({ kind: 'site_visit', status: 'new', organization: visit.organization })
    expect(await server.services.db.select().from(notifications).where(eq(notifications.messageId, 'eliteRequests.admin.notice'))).toHaveLength(1)
    expect((await outboxFor('elite-expert@example.org')).some((m) => m.subject.includes(visit.organization))).toBe(true)

    const again = await elite.client.post('/expert/elite-requests', { ...visit, organization: 'Second group' })
    expect(again.status).toBe(400)
    const html = await again.text()
    expect(messages(html, 'alert').join(' ')).toContain(t('eliteRequests.allowanceUsed.site_visit', { count: 1, date: '' }).split(' ').slice(0, 4).join(' '))
    expect(html).toContain('value="Second group"')
    expect(await requestsOf(elite.expertId)).toHaveLength(1)
  })

  it('two site visit requests sent at once in a new quarter: exactly one passes', async () => {
    const [expert] = await server.services.db.select().from(experts).where(eq(experts.id, elite.expertId))
    const later = new Date(allowanceWindow('site_visit', expert.membershipExpiresAt, new Date()).end.getTime() + 60_000)
    const outcomes = await Promise.all([0, 1, 2].map(() => requestEliteService(server.services.db, elite.userId, 'site_visit', visit, later)))
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
    expect(outcomes.filter((o) => !o.ok && o.status === 400)).toHaveLength(2)
    await server.services.db.delete(eliteRequests).where(and(eq(eliteRequests.expertId, elite.expertId), eq(eliteRequests.createdAt, later)))
  })

  it(`funder introductions: a funder Harambee knows only, ${ELITE_REQUEST_ALLOWANCES.introduction.count} a membership year, two at once never pass the number`, async () => {
    const unknown = await elite.client.post('/expert/elite-requests', { ...intro(), funder: 'no-such-funder' })
    expect(unknown.status).toBe(400)
    expect(text(await unknown.text())).toContain(t('eliteRequests.funderRequired'))
    const page = await elite.client.page('/expert/elite-requests')
    expect(page.html).toContain(`value="${funderSlug(FUNDER)}"`)
    const limit = ELITE_REQUEST_ALLOWANCES.introduction.count
    const outcomes = await Promise.all(
      Array.from({ length: limit + 2 }, () => requestEliteService(server.services.db, elite.userId, 'introduction', { funder: funderSlug(FUNDER), purpose: intro().purpose })),
    )
    expect(outcomes.filter((o) => o.ok)).toHaveLength(limit)
    const rows = (await requestsOf(elite.expertId)).filter((r) => r.kind === 'introduction')
    expect(rows).toHaveLength(limit)
    expect(rows[0].funderName).toBe(FUNDER)
    const refused = await elite.client.post('/expert/elite-requests', intro())
    expect(refused.status).toBe(400)
  })

  it('staff schedule, start and finish a site visit: each step audited, the expert emailed in their language and shown the status', async () => {
    await server.services.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, elite.userId))
    const [row] = (await requestsOf(elite.expertId)).filter((r) => r.kind === 'site_visit')
    const queue = await admin.page('/admin/elite-requests')
    expect(text(queue.html)).toContain(visit.purpose)
    const noDate = await admin.post('/admin/elite-requests', { intent: 'schedule', id: row.id, scheduledFor: '2026-02-31' })
    expect(noDate.status).toBe(400)
    expect((await requestsOf(elite.expertId)).find((r) => r.id === row.id)?.status).toBe('new')
    // A step the status does not allow is refused: done straight from new.
    const early = await admin.post('/admin/elite-requests', { intent: 'done', id: row.id })
    const earlyPage = await admin.follow(early)
    expect([...messages(earlyPage.html, 'alert'), ...messages(earlyPage.html, 'status')]).toContain(t('eliteRequests.admin.moved'))

    for (const [intent, extra, status] of [
      ['schedule', { scheduledFor: '2027-03-10' }, 'scheduled'],
      ['start', {}, 'in_progress'],
      ['done', {}, 'done'],
    ] as const) {
      const moved = await admin.post('/admin/elite-requests', { intent, id: row.id, ...extra })
      expect(moved.status).toBe(302)
      expect((await requestsOf(elite.expertId)).find((r) => r.id === row.id)?.status).toBe(status)
    }
    const audit = await server.services.db.select().from(auditLog).where(eq(auditLog.entityId, row.id))
    expect(audit.map((a) => a.action).sort()).toEqual(['elite_request.done', 'elite_request.schedule', 'elite_request.start'])
    const mails = await outboxFor('elite-expert@example.org')
    const french = await import('../../app/i18n/messages/fr/eliteRequests.ts')
    for (const key of ['scheduled', 'inProgress', 'done'] as const) {
      const prefix = (french.default[`eliteRequests.email.${key}.subject`] as string).split('{')[0]
      expect(
        mails.some((m) => m.subject.startsWith(prefix) && m.html.includes('<')),
        key,
      ).toBe(true)
    }
    const mine = await elite.client.page('/expert/elite-requests')
    expect(text(mine.html)).toContain(french.default['eliteRequests.status.done'])
    await server.services.db.update(profiles).set({ language: 'en' }).where(eq(profiles.userId, elite.userId))
  })

  it('a declined request gives the allowance back: the expert may ask again in the same window', async () => {
    const [row] = (await requestsOf(elite.expertId)).filter((r) => r.kind === 'introduction')
    const noReason = await admin.post('/admin/elite-requests', { intent: 'decline', id: row.id, reason: '' })
    expect(noReason.status).toBe(400)
    const declined = await admin.post('/admin/elite-requests', { intent: 'decline', id: row.id, reason: 'The funder does not take introductions this year.' })
    expect(declined.status).toBe(302)
    const [after] = await server.services.db.select().from(eliteRequests).where(eq(eliteRequests.id, row.id))
    expect(after).toMatchObject({ status: 'declined', declineReason: 'The funder does not take introductions this year.' })
    expect((await server.services.db.select().from(auditLog).where(eq(auditLog.entityId, row.id))).map((a) => a.action)).toEqual(['elite_request.decline'])
    expect((await outboxFor('elite-expert@example.org')).some((m) => m.text.includes('The funder does not take introductions this year.'))).toBe(true)
    const again = await elite.client.post('/expert/elite-requests', intro())
    expect(again.status).toBe(302)
  })
})

describe('Networking events', () => {
  let eventId: string
  let third: { client: TestClient; expertId: string; userId: string } | undefined
  /** The expert who took the place given back (whichever of the two lost the race for the last one). */
  let secondAttendee = ''
  const start = () => new Date(Date.now() + 20 * 3_600_000)

  it('staff create an event (audited); a bad one is refused and nothing is stored', async () => {
    const bad = await admin.post('/admin/events', {
      intent: 'create',
      title: 'Funders breakfast',
      description: 'Meet three funders.',
      startsAt: '2027-01-10T10:00',
      endsAt: '2027-01-10T09:00',
      onlineUrl: '',
      place: '',
      capacity: '0',
    })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(messages(html, 'alert').join(' ')).toContain(t('events.form.capacityInvalid', { max: 10000 }).slice(0, 20))
    expect(html).toContain('value="Funders breakfast"')
    expect(await server.services.db.select().from(networkingEvents)).toHaveLength(0)
    const s = start()
    const created = await admin.post('/admin/events', {
      intent: 'create',
      title: 'Funders breakfast',
      description: 'Meet three funders over breakfast.',
      startsAt: s.toISOString().slice(0, 16),
      endsAt: new Date(s.getTime() + 7_200_000).toISOString().slice(0, 16),
      onlineUrl: 'https://meet.example.org/breakfast',
      place: 'Nairobi, Kenya',
      capacity: '2',
    })
    expect(created.status).toBe(302)
    ;[{ id: eventId }] = await server.services.db.select().from(networkingEvents)
    expect((await server.services.db.select().from(auditLog).where(eq(auditLog.entityId, eventId))).map((a) => a.action)).toEqual(['networking_event.create'])
  })

  it('a Pro expert and a visitor see the event and which tier gives a place; the Pro expert cannot take one', async () => {
    const page = await pro.client.page('/grant-experts/events')
    expect(text(page.html)).toContain('Funders breakfast')
    expect(text(page.html)).toContain(t('events.access', { tier: t('experts.tier.elite') }))
    expect(page.html).not.toContain('https://meet.example.org/breakfast')
    const refused = await pro.client.post('/grant-experts/events', { intent: 'rsvp', id: eventId })
    expect(refused.status).toBe(403)
    expect(await server.services.db.select().from(eventRsvps)).toHaveLength(0)
  })

  it('Elite experts take places up to the capacity, even all at once; giving a place back frees it', async () => {
    const going = await elite.client.post('/grant-experts/events', { intent: 'rsvp', id: eventId })
    expect(going.status).toBe(302)
    const page = await elite.client.follow(going)
    expect(messages(page.html, 'status')).toContain(t('events.going'))
    expect(page.html).toContain('https://meet.example.org/breakfast')
    third = await makeTierExpert('third-elite@example.org', 'elite', 'Amina Third')
    const fourth = await makeTierExpert('fourth-elite@example.org', 'elite', 'Tendai Fourth')
    const outcomes = await Promise.all([rsvpEvent(server.services.db, third.userId, eventId), rsvpEvent(server.services.db, fourth.userId, eventId)])
    expect([...outcomes].sort()).toEqual(['full', 'going'])
    expect(await server.services.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, eventId))).toHaveLength(2)
    const [winner, loser] = outcomes[0] === 'going' ? [third, fourth] : [fourth, third]
    secondAttendee = outcomes[0] === 'going' ? 'fourth-elite@example.org' : 'third-elite@example.org'
    const full = await loser.client.post('/grant-experts/events', { intent: 'rsvp', id: eventId })
    expect(full.status).toBe(409)
    expect(messages(await full.text(), 'alert')).toContain(t('events.full'))
    const back = await winner.client.post('/grant-experts/events', { intent: 'cancel', id: eventId })
    expect(messages((await winner.client.follow(back)).html, 'status')).toContain(t('events.rsvpCanceled'))
    expect((await loser.client.post('/grant-experts/events', { intent: 'rsvp', id: eventId })).status).toBe(302)
  })

  it('the calendar file carries the event, its link only for those going', async () => {
    const mine = await elite.client.get(`/grant-experts/events/${eventId}/calendar.ics`)
    expect(mine.headers.get('Content-Type')).toContain('text/calendar')
    const ics = await mine.text()
    expect(ics).toContain('SUMMARY:Funders breakfast')
    expect(ics).toContain('meet.example.org/breakfast')
    const theirs = await (await pro.client.get(`/grant-experts/events/${eventId}/calendar.ics`)).text()
    expect(theirs).toContain('BEGIN:VEVENT')
    expect(theirs).not.toContain('meet.example.org/breakfast')
  })

  it('the day before, each attendee gets one reminder, however often the job runs', async () => {
    const jobs = inlineJobServices(server)
    await claimEventReminders(jobs)
    await claimEventReminders(jobs)
    await claimEventReminders(jobs)
    const keys = await server.services.db.select().from(scheduledEmails).where(eq(scheduledEmails.kind, 'event-reminder'))
    expect(keys).toHaveLength(2)
    expect(keys.every((k) => k.sentAt)).toBe(true)
    for (const email of ['elite-expert@example.org', secondAttendee]) {
      const reminders = (await outboxFor(email)).filter((m) => m.text.includes('Funders breakfast') && !m.subject.includes(t('events.email.canceled.subject', { title: '' }).trim()))
      expect(reminders, email).toHaveLength(1)
    }
  })

  it('staff cancel the event: audited, and every attendee emailed', async () => {
    const canceled = await admin.post('/admin/events', { intent: 'cancel', id: eventId })
    expect(canceled.status).toBe(302)
    expect((await server.services.db.select().from(networkingEvents).where(eq(networkingEvents.id, eventId)))[0].status).toBe('canceled')
    expect(
      await server.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, eventId), eq(auditLog.action, 'networking_event.cancel'))),
    ).toHaveLength(1)
    for (const email of ['elite-expert@example.org', secondAttendee]) {
      const mails = await outboxFor(email)
      expect(mails.filter((m) => m.text.includes('Funders breakfast')).length, email).toBe(2)
    }
    const page = await elite.client.page('/grant-experts/events')
    expect(text(page.html)).not.toContain('Funders breakfast')
  })
})
