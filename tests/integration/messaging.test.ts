import { and, eq } from 'drizzle-orm'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAILY_PHONE_MESSAGE_CAP } from '../../app/catalog/messaging.ts'
import { alertItems, grants, phoneMessageChoices, phoneMessages, phoneNumbers, phoneReplies, profiles, userSavedGrants } from '../../app/db/schema/index.ts'
import { sendMatchAlertEmail } from '../../app/domain/alerts/send-match-alert-email.server.ts'
import { deliverPhoneMessage } from '../../app/domain/messaging/deliver-phone-message.server.ts'
import { messageMemberPhone } from '../../app/domain/messaging/message-member-phone.server.ts'
import { OUTBOX_SIGNATURE_HEADER, signOutboxPayload } from '../../app/domain/messaging/outbox-provider.server.ts'
import { claimPhoneReminders } from '../../app/domain/reminders/claim-phone-reminders.server.ts'
import { newMember, organizationOf, signedInAdmin, signedInAs } from '../support/accounts.ts'
import { makeEngagement, makeExpert } from '../support/engagements.ts'
import { formatUsd } from '../../app/i18n/index.ts'
import { withLanguage } from '../../app/i18n/language.server.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
let amina: TestClient
let aminaId: string
const db = () => server.services.db
const NUMBER = '+254712345678'
const USSD_TOKEN = 'ussd-callback-token-for-tests'

/** The outbox row of the latest message to a number. */
const latestTo = async (to: string) => (await db().select().from(phoneMessages).where(eq(phoneMessages.to, to))).sort((a, b) => +b.createdAt - +a.createdAt)[0]
/** A reply from a phone, posted to the webhook as the local outbox signs it. */
const reply = (body: object, signature?: string) => {
  const raw = JSON.stringify(body)
  return fetch(`${server.url}/api/messaging/webhook/outbox`, {
    method: 'POST',
    body: raw,
    headers: { 'Content-Type': 'application/json', [OUTBOX_SIGNATURE_HEADER]: signature ?? signOutboxPayload(server.services.secrets.messaging, raw) },
  })
}

beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Maji Safi Fund', deadline: daysFromNow(7) })], env: { AFRICASTALKING_WEBHOOK_TOKEN: USSD_TOKEN } })
  amina = await newMember(server, { name: 'Amina Wanjiru', email: 'amina@maji.example.org', orgName: 'Maji Safi Group' })
  const org = await organizationOf(server, 'amina@maji.example.org')
  aminaId = org.userId
  await db().update(profiles).set({ language: 'sw', country: 'KE' }).where(eq(profiles.userId, aminaId))
  const [g] = await db().select({ id: grants.id }).from(grants)
  await db().insert(userSavedGrants).values({ organizationId: org.id, savedBy: aminaId, grantId: g.id })
})
afterAll(() => server?.close())

describe('A member proves a mobile number', () => {
  it('refuses a number that is not one, keeping what was typed', async () => {
    const response = await amina.post('/profile/messaging', { intent: 'number', number: '0712', channel: 'whatsapp' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(text(html)).toContain('Namba hii si sahihi: angalia msimbo wa nchi')
    expect(html).toContain('value="0712"')
    expect(await db().select().from(phoneNumbers)).toHaveLength(0)
  })

  it('sends a code to the number typed without its country code, in the member’s language, by the channel chosen', async () => {
    const response = await amina.post('/profile/messaging', { intent: 'number', number: '0712 345 678', channel: 'whatsapp' })
    expect(response.status).toBe(302)
    const code = await latestTo(NUMBER)
    expect(code).toMatchObject({ channel: 'whatsapp', provider: 'outbox', template: 'code', status: 'sent', language: 'sw' })
    expect(code.body).toMatch(/^Msimbo wako wa Harambee ni \d{6}\. Unafanya kazi kwa dakika 10\./)
    const page = await amina.page('/profile/messaging')
    expect(text(page.html)).toContain(`${NUMBER} bado haijathibitishwa.`)
  })

  it('refuses a wrong code, then takes the right one', async () => {
    const wrong = await amina.post('/profile/messaging', { intent: 'confirm', code: '000000' === (await latestTo(NUMBER)).params.code ? '111111' : '000000' })
    expect(wrong.status).toBe(400)
    expect(text(await wrong.text())).toContain('Msimbo huu si sahihi')
    const right = await amina.post('/profile/messaging', { intent: 'confirm', code: String((await latestTo(NUMBER)).params.code) })
    expect(right.status).toBe(302)
    const [phone] = await db().select().from(phoneNumbers).where(eq(phoneNumbers.userId, aminaId))
    expect(phone.verifiedAt).not.toBeNull()
    expect(phone.timeZone).toBe('Africa/Nairobi')
    // The code itself is kept only as a keyed hash, and is gone once used.
    expect(phone.codeHash).toBeNull()
  })

  it('chooses deadline reminders on WhatsApp; a choice the form never offers is refused', async () => {
    const bad = await amina.post(
      '/profile/messaging',
      new URLSearchParams([
        ['intent', 'choices'],
        ['choice', 'reminders:pigeon'],
      ]),
    )
    expect(bad.status).toBe(400)
    expect(await db().select().from(phoneMessageChoices)).toHaveLength(0)
    const good = await amina.post(
      '/profile/messaging',
      new URLSearchParams([
        ['intent', 'choices'],
        ['choice', 'reminders:whatsapp'],
        ['choice', 'verification:sms'],
      ]),
    )
    expect(good.status).toBe(302)
    expect(await db().select({ kind: phoneMessageChoices.kind, channel: phoneMessageChoices.channel }).from(phoneMessageChoices).where(eq(phoneMessageChoices.userId, aminaId))).toEqual(
      expect.arrayContaining([
        { kind: 'reminders', channel: 'whatsapp' },
        { kind: 'verification', channel: 'sms' },
      ]),
    )
  })

  it('allows only three codes an hour', async () => {
    const other = await newMember(server, { name: 'Kofi Mensah', email: 'kofi@example.org' })
    for (let i = 0; i < 3; i++) expect((await other.post('/profile/messaging', { intent: 'number', number: '+233 24 123 4567', channel: 'sms' })).status).toBe(302)
    const fourth = await other.post('/profile/messaging', { intent: 'number', number: '+233 24 123 4567', channel: 'sms' })
    expect(fourth.status).toBe(429)
    expect(messages(await fourth.text(), 'alert').join(' ')).toContain('Too many codes were sent')
  })
})

describe('A deadline reminder on WhatsApp', () => {
  // Noon in Nairobi today: outside the quiet hours whatever time the tests run.
  const noon = new Date()
  noon.setUTCHours(9, 0, 0, 0)
  /** The job services with a queue that only records what it was given: each test delivers at the moment it names. */
  const recording = () => {
    const queued: string[] = []
    return { queued, services: { ...inlineJobServices(server), enqueue: async (_job: string, payload: object) => void queued.push((payload as { id: string }).id) } }
  }

  it('goes once, in Swahili; the daily scan run again sends nothing more', async () => {
    const { queued, services } = recording()
    const today = noon.toISOString().slice(0, 10)
    await claimPhoneReminders(services, today, noon)
    await claimPhoneReminders(services, today, noon)
    const reminders = await db().select().from(phoneMessages).where(eq(phoneMessages.template, 'reminder'))
    expect(reminders).toHaveLength(1)
    expect(reminders[0].key).toMatch(/^reminder:.+:7:whatsapp$/)
    for (const id of new Set(queued)) await deliverPhoneMessage(services, id, noon)
    const [sent] = await db().select().from(phoneMessages).where(eq(phoneMessages.template, 'reminder'))
    expect(sent.status).toBe('sent')
    expect(sent.body).toContain('“Maji Safi Fund” inafungwa baada ya siku 7')
    expect(await deliverPhoneMessage(services, sent.id, noon)).toBe('skipped')
  })

  it('waits for the morning when it falls in the member’s quiet hours', async () => {
    const night = new Date('2026-12-01T20:30:00Z') // 23:30 in Nairobi
    const { queued, services } = recording()
    const [id] = await messageMemberPhone(
      services,
      { userId: aminaId, kind: 'reminders', key: 'night-test', template: 'reminder', params: { title: 'Night Fund', days: 1, deadline: '2026-12-02', url: 'x' } },
      night,
    )
    const [row] = await db().select().from(phoneMessages).where(eq(phoneMessages.id, id))
    expect(row.sendAfter.toISOString()).toBe('2026-12-02T04:00:00.000Z')
    expect(await deliverPhoneMessage(services, id, night)).toBe('waiting')
    expect(queued).toEqual([id, id])
  })

  it(`holds back what passes ${DAILY_PHONE_MESSAGE_CAP} messages in a day`, async () => {
    const { services } = recording()
    const ids: string[] = []
    for (let i = 0; i < DAILY_PHONE_MESSAGE_CAP + 1; i++) {
      ids.push(
        ...(await messageMemberPhone(
          services,
          { userId: aminaId, kind: 'reminders', key: `cap-${i}`, template: 'reminder', params: { title: `Fund ${i}`, days: 7, deadline: '2026-12-09', url: 'x' } },
          noon,
        )),
      )
    }
    const outcomes = []
    for (const id of ids) outcomes.push(await deliverPhoneMessage(services, id, noon))
    // One reminder went earlier today: the cap leaves room for four of these six.
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'capped', 'capped'])
  })

  it('is marked unconfirmed, not sent twice, when a worker died while a real provider was sending it', async () => {
    const { services } = recording()
    const [id] = await messageMemberPhone(
      services,
      { userId: aminaId, kind: 'reminders', key: 'crash-test', template: 'reminder', params: { title: 'Crash Fund', days: 7, deadline: '2026-12-09', url: 'x' } },
      noon,
    )
    await db().update(phoneMessages).set({ status: 'sending', provider: 'meta' }).where(eq(phoneMessages.id, id))
    expect(await deliverPhoneMessage(services, id, noon)).toBe('unconfirmed')
  })
})

describe('A new-match alert', () => {
  it('reaches the phone beside its email, once per run, when the member chose alerts there', async () => {
    await db().insert(phoneMessageChoices).values({ userId: aminaId, kind: 'alerts', channel: 'sms' })
    const [g] = await db().select({ id: grants.id }).from(grants)
    await db()
      .insert(alertItems)
      .values({ subscriptionId: `match:${aminaId}`, userId: aminaId, grantId: g.id, runKey: 'matches:weekly:test', score: 87 })
    const queued: string[] = []
    const services = { ...inlineJobServices(server), enqueue: async (_job: string, payload: object) => void queued.push((payload as { id: string }).id) }
    await sendMatchAlertEmail(services, 'matches:weekly:test', aminaId)
    await sendMatchAlertEmail(services, 'matches:weekly:test', aminaId)
    const alerts = await db().select().from(phoneMessages).where(eq(phoneMessages.template, 'matchAlert'))
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toMatchObject({ channel: 'sms', kind: 'alerts', key: 'matches:weekly:test:sms' })
    // Two days on, clear of the day's cap.
    const later = new Date(Date.now() + 2 * 86_400_000)
    later.setUTCHours(9, 0, 0, 0)
    expect(await deliverPhoneMessage(services, alerts[0].id, later)).toBe('sent')
    const [sent] = await db().select().from(phoneMessages).where(eq(phoneMessages.id, alerts[0].id))
    expect(sent.body).toBe(`Harambee: ruzuku mpya inalingana na shirika lako, bora zaidi “Maji Safi Fund”. ${server.url}/matches Jibu STOP kusitisha ujumbe huu.`)
  })
})

describe('An engagement with an expert', () => {
  it('tells the member’s phone what the expert did, in the member’s language, once, when they chose project updates there', async () => {
    // The tests above sent her today's allowance at 09:00 UTC: past that hour it would hold this notice back (capped).
    await db().delete(phoneMessages).where(eq(phoneMessages.userId, aminaId))
    await newMember(server, { name: 'Otieno Expert', email: 'otieno@writers.example.org' })
    const { expertId } = await makeExpert(server, 'otieno@writers.example.org')
    const { engagementId } = await makeEngagement(server, 'amina@maji.example.org', expertId, 'Borehole proposal')
    const expert = await signedInAs(server, 'otieno@writers.example.org')
    // Nothing chosen for engagements yet: the email only.
    const first = await expert.post(`/engagements/${engagementId}`, { intent: 'propose-milestone', title: 'Budget annex', amountUsd: '250', dueDate: '' })
    expect(first.status).toBe(303)
    expect(await db().select().from(phoneMessages).where(eq(phoneMessages.template, 'engagementUpdate'))).toHaveLength(0)
    await db().insert(phoneMessageChoices).values({ userId: aminaId, kind: 'engagements', channel: 'whatsapp' })
    const second = await expert.post(`/engagements/${engagementId}`, { intent: 'propose-milestone', title: 'Site visit report', amountUsd: '400', dueDate: '' })
    expect(second.status).toBe(303)
    // The page sends the waiting notices again: the phone's claim is kept under the email's key, so nothing twice.
    await expert.get(`/engagements/${engagementId}`)
    const updates = await db().select().from(phoneMessages).where(eq(phoneMessages.template, 'engagementUpdate'))
    expect(updates).toHaveLength(1)
    expect(updates[0]).toMatchObject({ userId: aminaId, channel: 'whatsapp', kind: 'engagements' })
    expect(updates[0].key).toMatch(new RegExp(`^escrow:proposedAdd:[0-9a-f-]+:${aminaId}:whatsapp$`))
    const services = inlineJobServices(server)
    const later = new Date(Date.now() + 3 * 86_400_000)
    later.setUTCHours(9, 0, 0, 0)
    if (updates[0].status === 'queued') await deliverPhoneMessage(services, updates[0].id, later)
    const [sent] = await db().select().from(phoneMessages).where(eq(phoneMessages.id, updates[0].id))
    expect(sent.body).toBe(
      `Harambee: Mtaalamu anapendekeza hatua mpya “Site visit report” (${withLanguage('sw', () => formatUsd(400))}): ikubali au uikatae. ${server.url}/engagements/${engagementId} Jibu STOP kusitisha ujumbe huu.`,
    )
  })
})

describe('Replies from the phone', () => {
  it('refuses a forged or stale webhook request and changes nothing', async () => {
    const body = { replies: [{ id: 'forged-1', channel: 'whatsapp', from: NUMBER, text: 'STOP' }] }
    expect((await reply(body, signOutboxPayload('a-guessed-secret', JSON.stringify(body)))).status).toBe(403)
    expect((await reply(body, signOutboxPayload(server.services.secrets.messaging, JSON.stringify(body), Math.floor(Date.now() / 1000) - 3600))).status).toBe(403)
    expect(await db().select().from(phoneReplies)).toHaveLength(0)
  })

  it('STOP stops WhatsApp for that number and confirms it once, even when the provider sends the reply again', async () => {
    const body = { replies: [{ id: 'wa-reply-1', channel: 'whatsapp', from: NUMBER, text: 'Stop' }] }
    expect((await reply(body)).status).toBe(200)
    expect((await reply(body)).status).toBe(200)
    const [phone] = await db().select().from(phoneNumbers).where(eq(phoneNumbers.userId, aminaId))
    expect(phone.whatsappStoppedAt).not.toBeNull()
    expect(phone.smsStoppedAt).toBeNull()
    expect(await db().select().from(phoneReplies)).toHaveLength(1)
    const confirmations = await db().select().from(phoneMessages).where(eq(phoneMessages.template, 'stopped'))
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0].body).toContain('hutapokea ujumbe tena hapa')
    // Nothing more goes by WhatsApp; the page says why.
    const [id] = await messageMemberPhone(
      { ...inlineJobServices(server), enqueue: async () => {} },
      { userId: aminaId, kind: 'reminders', key: 'after-stop', template: 'reminder', params: { title: 'After', days: 7, deadline: '2026-12-09', url: 'x' } },
    )
    expect(id).toBeUndefined()
    expect(text((await amina.page('/profile/messaging')).html)).toContain('Ulijibu STOP kwenye WhatsApp')
  })

  it('START opens it again; a delivery report moves a message forward, never back', async () => {
    expect((await reply({ replies: [{ id: 'wa-reply-2', channel: 'whatsapp', from: NUMBER, text: 'START' }] })).status).toBe(200)
    const [phone] = await db().select().from(phoneNumbers).where(eq(phoneNumbers.userId, aminaId))
    expect(phone.whatsappStoppedAt).toBeNull()
    const started = await latestTo(NUMBER)
    expect(started.template).toBe('started')
    await reply({ statuses: [{ providerMessageId: started.providerMessageId, status: 'read' }] })
    await reply({ statuses: [{ providerMessageId: started.providerMessageId, status: 'delivered' }] })
    const [after] = await db().select().from(phoneMessages).where(eq(phoneMessages.id, started.id))
    expect(after.status).toBe('read')
  })
})

describe('Who may see what', () => {
  it('signed out, the settings page sends to sign-in; a member is turned away from the staff page', async () => {
    const anonymous = await server.client().get('/profile/messaging')
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toBe('/auth?redirectTo=%2Fprofile%2Fmessaging')
    const member = await amina.get('/admin/messaging')
    expect(member.status).toBe(302)
    expect(member.headers.get('location')).not.toBe('/admin/messaging')
  })

  it('staff see every message with its status and cost, the replies, and can reply as a phone through the outbox', async () => {
    const admin = await signedInAdmin(server)
    const page = await admin.page('/admin/messaging')
    expect(page.status).toBe(200)
    expect(text(page.html)).toContain('WhatsApp: the local outbox (nothing leaves this machine)')
    expect(text(page.html)).toContain('stopped the channel')
    const bad = await admin.post('/admin/messaging', { intent: 'reply', from: 'nope', channel: 'sms', text: '' })
    expect(bad.status).toBe(400)
    expect(text(await bad.text())).toContain('Please write the reply')
    const sent = await admin.post('/admin/messaging', { intent: 'reply', from: NUMBER, channel: 'sms', text: 'STOP' })
    expect(sent.status).toBe(302)
    const [phone] = await db()
      .select()
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.userId, aminaId)))
    expect(phone.smsStoppedAt).not.toBeNull()
  })
})

describe('The USSD menu, for a phone without data', () => {
  /** Africa's Talking's callback: form fields, the token in the URL. */
  const dial = (fields: Record<string, string>, token = USSD_TOKEN) =>
    fetch(`${server.url}/api/messaging/ussd?token=${token}`, {
      method: 'POST',
      body: new URLSearchParams({ sessionId: 'ATUid_test', serviceCode: '*384*44135#', networkCode: '99999', ...fields }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
  const screen = async (text: string) => (await dial({ phoneNumber: NUMBER, text })).text()

  it('answers a real callback from a number it does not know, and refuses one without the token', async () => {
    // A request Africa's Talking sent (tests/fixtures/messaging/README.md).
    const real = readFileSync(path.resolve(import.meta.dirname, '../fixtures/messaging/africastalking-ussd.txt'), 'utf8')
    const response = await fetch(`${server.url}/api/messaging/ussd?token=${USSD_TOKEN}`, { method: 'POST', body: real, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(await response.text()).toBe('END This number is not linked to Harambee. Add it in your profile, under Phone messages.')
    expect((await dial({ phoneNumber: NUMBER, text: '' }, 'a-guess')).status).toBe(403)
  })

  it('shows a proven number its menu, its deadlines and its saved grants in the member’s language', async () => {
    expect(await screen('')).toBe('CON Harambee\n1. Tarehe za mwisho zijazo\n2. Ruzuku zilizohifadhiwa\n3. Nikumbushe kwa SMS')
    expect(await screen('1')).toMatch(/^END Maji Safi Fund: /)
    expect(await screen('2')).toBe('CON Jibu kwa namba:\n1. Maji Safi Fund')
    expect(await screen('2*1')).toMatch(/^END Maji Safi Fund\n.+\nInafungwa /)
    expect(await screen('2*7')).toBe('END Hilo si mojawapo ya chaguo.')
  })

  it('turns on deadline reminders by SMS with one tap', async () => {
    await db()
      .delete(phoneMessageChoices)
      .where(and(eq(phoneMessageChoices.userId, aminaId), eq(phoneMessageChoices.channel, 'sms'), eq(phoneMessageChoices.kind, 'reminders')))
    expect(await screen('3')).toMatch(/^END Imekamilika: vikumbusho/)
    const choices = await db().select().from(phoneMessageChoices).where(eq(phoneMessageChoices.userId, aminaId))
    expect(choices).toContainEqual({ userId: aminaId, kind: 'reminders', channel: 'sms' })
  })

  it('staff dial it on the simulator page, one choice at a time', async () => {
    const admin = await signedInAdmin(server)
    const first = await admin.post('/admin/messaging/ussd', { phoneNumber: NUMBER })
    expect(text(await first.text())).toContain('1. Tarehe za mwisho zijazo')
    const second = await admin.post('/admin/messaging/ussd', { phoneNumber: NUMBER, text: '', choice: '2' })
    expect(text(await second.text())).toContain('1. Maji Safi Fund')
    const bad = await admin.post('/admin/messaging/ussd', { phoneNumber: NUMBER, text: '2', choice: 'x' })
    expect(bad.status).toBe(400)
    expect(text(await bad.text())).toContain('Type the number of a choice')
  })
})
