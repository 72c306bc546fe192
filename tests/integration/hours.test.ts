import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPERT_TIERS, isExpertFeatureSoon } from '../../app/catalog/expert-membership.ts'
import { experts, hourBookings, hourSlots, profiles, user } from '../../app/db/schema/index.ts'
import { getExpertHours } from '../../app/domain/hours/get-expert-hours.server.ts'
import { publishSlot } from '../../app/domain/hours/publish-slot.server.ts'
import { signedInAdmin } from '../support/accounts.ts'
import { makeExpert } from '../support/experts.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Consultation and support hours (issue 28 §2, ADR 076): staff publish sessions, Pro and Elite
 * experts book them from their hours for the membership year, cancel up to a day before, and staff
 * mark them completed or missed; both sides get the session's calendar file.
 */
let server: TestServer
let admin: TestClient
let adminId: string
const HOUR = 3_600_000
const DAY = 24 * HOUR

beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server, 'hours-admin@example.org', 'Amina Staff')
  ;[{ id: adminId }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'hours-admin@example.org'))
})
afterAll(async () => {
  await server?.close()
})

let count = 0
/** An expert on `tier` with an active membership ending `endsIn` from now. */
async function expert(tier: 'basic' | 'pro' | 'elite', endsIn = 300 * DAY) {
  count++
  const made = await makeExpert(server, `hours-expert-${count}@example.org`, { name: `Expert ${count}` })
  await server.services.db
    .update(experts)
    .set({ membershipTier: tier, membershipExpiresAt: new Date(Date.now() + endsIn) })
    .where(eq(experts.id, made.expertId))
  return made
}
const slot = (startsIn: number, minutes = 60, topic = 'Budget narrative review') =>
  publishSlot(server.services.db, adminId, { startsAt: new Date(Date.now() + startsIn), minutes, topic, consultant: 'Wanjiru Kamau', place: 'https://meet.example.org/harambee-hours' })
const liveBookings = (slotId: string) =>
  server.services.db
    .select()
    .from(hourBookings)
    .where(and(eq(hourBookings.slotId, slotId), ne(hourBookings.status, 'canceled')))
const balance = async (userId: string, now?: Date) => (await getExpertHours(server.services.db, userId, now))!.balance

describe('Consultation hours', () => {
  it('sells hours only where they are built: Pro 10 hours, Elite 40 (not 50), Basic none, and no "Coming soon" on either', async () => {
    const features = EXPERT_TIERS.flatMap((tier) => tier.features)
    for (const id of ['consultation_hours_10', 'support_hours_40']) {
      const feature = features.find((f) => (typeof f === 'string' ? f : f.id) === id)!
      expect(isExpertFeatureSoon(feature), id).toBe(false)
    }
    const pro = await expert('pro')
    const elite = await expert('elite')
    const basic = await expert('basic')
    expect((await balance(pro.userId)).allowance).toBe(600)
    expect((await balance(elite.userId)).allowance).toBe(2400)
    expect((await balance(basic.userId)).allowance).toBe(0)
    const page = await basic.client.page('/expert/hours')
    expect(text(page.html)).toContain('does not include consultation hours')
    const landing = await server.client().page('/grant-experts')
    expect(text(landing.html)).toMatch(/10 consultation hours (?!Coming soon)/)
    expect(text(landing.html)).toMatch(/40 support hours (?!Coming soon)/)
  })

  it('staff publish a session in their time zone; an expert sees it in theirs, books it, and the balance holds its hours', async () => {
    const pro = await expert('pro')
    await server.services.db.update(profiles).set({ country: 'KE' }).where(eq(profiles.userId, pro.userId))
    const day = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10)
    const published = await admin.post('/admin/hours', {
      intent: 'publish',
      startsAt: `${day}T09:00`,
      timeZone: 'Africa/Lagos',
      minutes: '90',
      topic: 'Theory of change clinic',
      consultant: 'Kofi Mensah',
      place: 'Harambee office, Ngong Road, Nairobi',
    })
    expect(published.status).toBe(302)
    const [row] = await server.services.db.select().from(hourSlots).where(eq(hourSlots.topic, 'Theory of change clinic'))
    // 09:00 in Lagos (UTC+1) is 08:00 UTC, 11:00 in Nairobi (UTC+3).
    expect(row.startsAt.toISOString()).toBe(`${day}T08:00:00.000Z`)

    const page = await pro.client.page('/expert/hours')
    const words = text(page.html)
    expect(words).toContain('Theory of change clinic')
    expect(words).toContain('11:00 AM GMT+3')
    expect(words).toContain('Times are shown in Africa/Nairobi')

    const booked = await pro.client.post('/expert/hours', { intent: 'book', id: row.id })
    expect(booked.status).toBe(302)
    expect(await balance(pro.userId)).toEqual({ allowance: 600, used: 0, held: 90, left: 510 })
    const after = text((await pro.client.follow(booked)).html)
    expect(after).toContain('Session booked')
    expect(after).toContain('8.5 hours')

    const outbox = await server.services.mailer.listOutbox()
    const toExpert = outbox.find((m) => m.to === `hours-expert-${count}@example.org` && m.subject.includes('Theory of change clinic'))!
    const toStaff = outbox.find((m) => m.to === 'hours-admin@example.org' && m.subject === `Expert ${count} booked: Theory of change clinic`)!
    expect(toExpert.subject).toBe('Session booked: Theory of change clinic')
    expect(toExpert.text).toContain('11:00 AM GMT+3')
    expect(toExpert.attachments).toEqual([{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8' }])
    expect(toStaff.attachments).toHaveLength(1)

    const workspace = text((await pro.client.page('/expert')).html)
    expect(workspace).toContain('8.5 hours left to book this membership year')
  })

  it('cannot book more hours than are left in the membership year', async () => {
    const pro = await expert('pro')
    const slots = await Promise.all([1, 2, 3, 4, 5].map((i) => slot(i * DAY + 5 * HOUR, 120)))
    for (const id of slots) expect((await pro.client.post('/expert/hours', { intent: 'book', id })).status).toBe(302)
    expect(await balance(pro.userId)).toEqual({ allowance: 600, used: 0, held: 600, left: 0 })
    const oneMore = await slot(7 * DAY, 30)
    const refused = await pro.client.post('/expert/hours', { intent: 'book', id: oneMore })
    expect(refused.status).toBe(400)
    expect(text(await refused.text())).toContain('You do not have enough hours left this membership year for this session.')
    expect(await liveBookings(oneMore)).toHaveLength(0)
  })

  it('two experts booking the same session at once: only one gets it', async () => {
    const [a, b] = [await expert('pro'), await expert('elite')]
    const id = await slot(3 * DAY)
    const answers = await Promise.all([a.client.post('/expert/hours', { intent: 'book', id }), b.client.post('/expert/hours', { intent: 'book', id })])
    expect(answers.map((r) => r.status).sort()).toEqual([302, 400])
    const loser = answers.find((r) => r.status === 400)!
    expect(text(await loser.text())).toContain('This session is no longer open')
    expect(await liveBookings(id)).toHaveLength(1)
  })

  it('one expert booking two sessions at once with hours for one: only one is booked', async () => {
    const pro = await expert('pro')
    for (let i = 0; i < 4; i++)
      await server.services.db
        .insert(hourBookings)
        .values({ slotId: await slot((10 + i) * DAY, 120), expertId: pro.expertId, minutes: 120, yearEndsAt: (await getExpertHours(server.services.db, pro.userId))!.year!.end })
    expect((await balance(pro.userId)).left).toBe(120)
    const [x, y] = [await slot(4 * DAY, 120), await slot(5 * DAY, 120)]
    const answers = await Promise.all([pro.client.post('/expert/hours', { intent: 'book', id: x }), pro.client.post('/expert/hours', { intent: 'book', id: y })])
    expect(answers.map((r) => r.status).sort()).toEqual([302, 400])
    expect((await balance(pro.userId)).left).toBe(0)
  })

  it('an expert cancels up to 24 hours before the start and gets the hours back; after that, not', async () => {
    const pro = await expert('pro')
    const later = await slot(3 * DAY)
    const soon = await slot(20 * HOUR)
    await pro.client.post('/expert/hours', { intent: 'book', id: later })
    await pro.client.post('/expert/hours', { intent: 'book', id: soon })
    const [laterBooking] = await liveBookings(later)
    const [soonBooking] = await liveBookings(soon)
    const tooLate = await pro.client.post('/expert/hours', { intent: 'cancel', id: soonBooking.id })
    expect(tooLate.status).toBe(400)
    expect(text(await tooLate.text())).toContain('It is too late to cancel this session.')
    const canceled = await pro.client.post('/expert/hours', { intent: 'cancel', id: laterBooking.id })
    expect(canceled.status).toBe(302)
    expect(await balance(pro.userId)).toEqual({ allowance: 600, used: 0, held: 60, left: 540 })
    const outbox = await server.services.mailer.listOutbox()
    expect(outbox.filter((m) => m.subject.startsWith('Session canceled: Budget narrative review')).length).toBeGreaterThanOrEqual(2)
    // The session is open again for anyone.
    expect(await liveBookings(later)).toHaveLength(0)
    // Someone else's booking is as unknown as a missing one.
    const other = await expert('pro')
    const foreign = await other.client.post('/expert/hours', { intent: 'cancel', id: soonBooking.id })
    expect(foreign.status).toBe(400)
    expect(text(await foreign.text())).toContain('This booking was not found.')
  })

  it('staff mark a session completed or missed once it has started, and either uses its hours', async () => {
    const pro = await expert('pro')
    const first = await slot(2 * DAY, 90)
    const second = await slot(3 * DAY, 60)
    await pro.client.post('/expert/hours', { intent: 'book', id: first })
    await pro.client.post('/expert/hours', { intent: 'book', id: second })
    const [a] = await liveBookings(first)
    const [b] = await liveBookings(second)
    const early = await admin.post('/admin/hours', { intent: 'complete', id: a.id })
    expect(early.status).toBe(400)
    expect(text(await early.text())).toContain('This session has not started yet.')
    // The sessions have taken place.
    await server.services.db
      .update(hourSlots)
      .set({ startsAt: new Date(Date.now() - HOUR) })
      .where(eq(hourSlots.id, first))
    await server.services.db
      .update(hourSlots)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(hourSlots.id, second))
    expect((await admin.post('/admin/hours', { intent: 'complete', id: a.id })).status).toBe(302)
    expect((await admin.post('/admin/hours', { intent: 'noShow', id: b.id })).status).toBe(302)
    expect(await balance(pro.userId)).toEqual({ allowance: 600, used: 150, held: 0, left: 450 })
    const again = await admin.post('/admin/hours', { intent: 'noShow', id: a.id })
    expect(again.status).toBe(400)
    expect(text((await pro.client.page('/expert/hours')).html)).toContain('Completed')
    // The expert cannot mark their own session.
    expect((await pro.client.post('/admin/hours', { intent: 'complete', id: a.id })).status).toBe(302)
    expect((await server.services.db.select().from(hourBookings).where(eq(hourBookings.id, a.id)))[0].status).toBe('completed')
  })

  it('a new membership year starts with the full allowance; a session after the membership ends cannot be booked until it is renewed', async () => {
    const pro = await expert('pro', 20 * DAY)
    const ends = (await server.services.db.select({ at: experts.membershipExpiresAt }).from(experts).where(eq(experts.id, pro.expertId)))[0].at!
    const thisYear = await Promise.all([1, 2, 3, 4, 5].map((i) => slot(i * DAY, 120)))
    for (const id of thisYear) await pro.client.post('/expert/hours', { intent: 'book', id })
    expect((await balance(pro.userId)).left).toBe(0)
    const nextYear = await slot(25 * DAY, 120)
    const refused = await pro.client.post('/expert/hours', { intent: 'book', id: nextYear })
    expect(text(await refused.text())).toContain('This session is after your membership ends.')
    // Renewed: a year after the running one (nextExpiry).
    const renewed = new Date(ends)
    renewed.setUTCMonth(renewed.getUTCMonth() + 12)
    await server.services.db.update(experts).set({ membershipExpiresAt: renewed }).where(eq(experts.id, pro.expertId))
    expect((await balance(pro.userId)).left).toBe(0)
    expect((await pro.client.post('/expert/hours', { intent: 'book', id: nextYear })).status).toBe(302)
    const [booking] = await liveBookings(nextYear)
    expect(booking.yearEndsAt.toISOString()).toBe(renewed.toISOString())
    // Once the new year has begun, its balance counts only its own session.
    expect(await balance(pro.userId, new Date(ends.getTime() + DAY))).toEqual({ allowance: 600, used: 0, held: 120, left: 480 })
  })

  it('the calendar file is RFC 5545: UID, DTSTAMP, UTC times, escaped text, folded lines, CRLF; for the expert and staff only', async () => {
    const pro = await expert('elite')
    const topic = 'Monitoring, evaluation; and learning\\plans for a very long session title that needs folding across lines'
    const id = await publishSlot(server.services.db, adminId, {
      startsAt: new Date('2030-03-10T08:30:00Z'),
      minutes: 45,
      topic,
      consultant: 'Fatou Diop',
      place: 'https://meet.example.org/mel',
    })
    await server.services.db
      .update(experts)
      .set({ membershipExpiresAt: new Date('2030-06-01T00:00:00Z') })
      .where(eq(experts.id, pro.expertId))
    expect((await pro.client.post('/expert/hours', { intent: 'book', id })).status).toBe(302)
    const [booking] = await liveBookings(id)
    const path = `/expert/hours/bookings/${booking.id}/calendar`
    const response = await pro.client.get(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    const ics = await response.text()
    expect(ics.endsWith('\r\n')).toBe(true)
    const physical = ics.slice(0, -2).split('\r\n')
    for (const line of physical) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n')
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
    const host = new URL(server.services.config.appUrl).hostname
    expect(lines).toContain('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true)
    expect(lines).toContain(`UID:hours-${booking.id}@${host}`)
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/)
    expect(lines).toContain('DTSTART:20300310T083000Z')
    expect(lines).toContain('DTEND:20300310T091500Z')
    expect(lines).toContain('STATUS:CONFIRMED')
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toContain('Monitoring\\, evaluation\\; and learning\\\\plans')
    expect(physical.length).toBeGreaterThan(lines.length)
    expect((await admin.get(path)).status).toBe(200)
    const stranger = await expert('pro')
    expect((await stranger.client.get(path)).status).toBe(404)
    // Canceled: the same event, CANCELLED, with a higher SEQUENCE.
    await admin.post('/admin/hours', { intent: 'cancel', id: booking.id })
    const canceled = (await (await pro.client.get(path)).text()).replace(/\r\n[ \t]/g, '').split('\r\n')
    expect(canceled).toContain('STATUS:CANCELLED')
    expect(canceled).toContain('SEQUENCE:1')
    expect(canceled).toContain(`UID:hours-${booking.id}@${host}`)
  })

  it('staff withdraw an open session, not a booked one', async () => {
    const pro = await expert('pro')
    const open = await slot(6 * DAY)
    const taken = await slot(6 * DAY + HOUR)
    await pro.client.post('/expert/hours', { intent: 'book', id: taken })
    const refused = await admin.post('/admin/hours', { intent: 'withdraw', id: taken })
    expect(refused.status).toBe(400)
    expect(text(await refused.text())).toContain('This session is booked: cancel the booking instead.')
    expect((await admin.post('/admin/hours', { intent: 'withdraw', id: open })).status).toBe(302)
    expect(text((await pro.client.page('/expert/hours')).html)).not.toContain('Withdraw')
    const gone = await pro.client.post('/expert/hours', { intent: 'book', id: open })
    expect(text(await gone.text())).toContain('This session is no longer open')
  })
})
