import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { phoneMessageChoices, phoneNumbers, phoneReplies } from '../../app/db/schema/index.ts'
import { t } from '../../app/i18n/index.ts'
import { newMember, organizationOf, signedInAdmin } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, type FormSpec, line, sendForm } from '../support/bad-input.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the phone messaging forms (issue 27, ADR 068): the number, the one-time code, the
 * choices, and staff's "reply from a phone"; generated like the other bad-input suites
 * (tests/support/bad-input.ts): a refusal shows the field's message, keeps what was typed and
 * stores nothing.
 */
let server: TestServer
let member: TestClient
let chooser: TestClient
let admin: TestClient
let memberId: string
let chooserId: string
beforeAll(async () => {
  server = await startTestServer()
  member = await newMember(server, { email: 'bad-input-phone@example.org' })
  memberId = (await organizationOf(server, 'bad-input-phone@example.org')).userId
  chooser = await newMember(server, { email: 'bad-input-choices@example.org' })
  chooserId = (await organizationOf(server, 'bad-input-choices@example.org')).userId
  // The chooser's number is proven already; the member's waits for its code.
  await server.services.db.insert(phoneNumbers).values({ userId: chooserId, number: '+254712345678', timeZone: 'Africa/Nairobi', verifiedAt: new Date() })
  await server.services.db
    .insert(phoneNumbers)
    .values({ userId: memberId, number: '+254712345679', timeZone: 'Africa/Nairobi', codeHash: 'not-a-code', codeExpiresAt: new Date(Date.now() + 3600_000) })
  admin = await signedInAdmin(server)
})
afterAll(async () => {
  console.log(`bad-input (messaging): ${casesRun()} generated cases run`)
  await server?.close()
})

const phoneOf = async (userId: string) => (await server.services.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId)))[0]

describe('The mobile number form refuses what is not a mobile number', () => {
  const fields: FieldSpec[] = [
    { ...choice('number', '+254 712 345 679', t('messaging.numberInvalid'), t('messaging.numberRequired')), keep: true },
    choice('channel', 'sms', t('messaging.badChannel'), t('messaging.badChannel')),
  ]
  describeForm(
    (): FormSpec => ({
      name: 'send a code',
      fields,
      client: member,
      // Each accepted post sends a code: the hour's allowance starts again before each.
      async send(changes) {
        await server.services.db.update(phoneNumbers).set({ codesSent: 0, codesSince: null }).where(eq(phoneNumbers.userId, memberId))
        return sendForm(member, '/profile/messaging', { intent: 'number', number: '+254 712 345 679', channel: 'sms', ...changes })
      },
      snapshot: async () => (await phoneOf(memberId))?.number,
    }),
    fields,
  )
})

describe('The code form refuses what is not the code', () => {
  const fields: FieldSpec[] = [{ ...choice('code', '123456', t('messaging.codeWrong'), t('messaging.codeRequired')), keep: true, refusalsOnly: true }]
  describeForm(
    (): FormSpec => ({
      name: 'confirm the number',
      fields,
      client: member,
      async send(changes) {
        // Wrong tries are counted (that is the point); each case starts from none.
        await server.services.db
          .update(phoneNumbers)
          .set({ codeAttempts: 0, codeHash: 'not-a-code', codeExpiresAt: new Date(Date.now() + 3600_000) })
          .where(eq(phoneNumbers.userId, memberId))
        return sendForm(member, '/profile/messaging', { intent: 'confirm', code: '123456', ...changes })
      },
      snapshot: async () => (await phoneOf(memberId))?.verifiedAt ?? null,
    }),
    fields,
  )
})

describe('The choices form takes only the choices it offers', () => {
  const fields: FieldSpec[] = [choice('choice', 'reminders:whatsapp', t('messaging.badChoice'))]
  describeForm(
    (): FormSpec => ({
      name: 'save phone choices',
      fields,
      client: chooser,
      send: (changes) => sendForm(chooser, '/profile/messaging', { intent: 'choices', choice: 'reminders:whatsapp', ...changes }),
      snapshot: async () => (await server.services.db.select().from(phoneMessageChoices).where(eq(phoneMessageChoices.userId, chooserId))).map((c) => `${c.kind}:${c.channel}`).sort(),
    }),
    fields,
  )
})

describe('Staff’s reply-from-a-phone form refuses bad input', () => {
  const fields: FieldSpec[] = [
    { ...choice('from', '+254712345600', t('messaging.numberInvalid'), t('messaging.numberInvalid')), keep: true },
    choice('channel', 'sms', t('messaging.badChannel'), t('messaging.badChannel')),
    line('text', t('messaging.admin.replyText'), 'Thank you', 500, t('form.maxChars', { max: 500 }), t('messaging.admin.replyRequired')),
  ]
  describeForm(
    (): FormSpec => ({
      name: 'reply from a phone',
      fields,
      client: admin,
      shownAt: '/admin/messaging',
      send: (changes) => sendForm(admin, '/admin/messaging', { intent: 'reply', from: '+254712345600', channel: 'sms', text: 'Thank you', ...changes }),
      snapshot: async () => (await server.services.db.select({ id: phoneReplies.id }).from(phoneReplies)).length,
      stored: async (field) => (field === 'text' ? (await server.services.db.select().from(phoneReplies)).sort((a, b) => +b.receivedAt - +a.receivedAt)[0]?.body : null),
    }),
    fields,
  )
})

describe('The USSD simulator refuses bad input', () => {
  const fields: FieldSpec[] = [
    { ...choice('phoneNumber', '+254712345678', t('messaging.numberInvalid'), t('messaging.numberInvalid')), keep: true },
    { ...choice('choice', '1', t('messaging.ussd.choiceInvalid')), keep: false },
  ]
  describeForm(
    (): FormSpec => ({
      name: 'dial the USSD menu',
      fields,
      client: admin,
      // Choice 1 lists the deadlines: it changes nothing.
      send: (changes) => sendForm(admin, '/admin/messaging/ussd', { phoneNumber: '+254712345678', text: '', choice: '1', ...changes }),
      snapshot: async () => (await server.services.db.select().from(phoneMessageChoices)).length,
      accepted: [200],
    }),
    fields,
  )
})
