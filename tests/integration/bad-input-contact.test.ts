import { afterAll, beforeAll, describe } from 'vitest'
import { CONTACT_LIMITS } from '../../app/catalog/limits.ts'
import { contactMessages } from '../../app/db/schema/index.ts'
import { t } from '../../app/i18n/index.ts'
import { casesRun, choice, describeForm, type FieldSpec, type FormSpec, line, lines, sendForm } from '../support/bad-input.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the contact form (issue 9), generated like the other bad-input suites: a refusal
 * shows the field's message, keeps what was typed and stores nothing; RTL, emoji and HTML are
 * stored as typed. Each post comes from a client of its own, so the per-client limit of
 * contact messages does not stop the accepted cases.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  console.log(`bad-input (contact form): ${casesRun()} generated cases run`)
  await server?.close()
})

describe('Contact form refuses bad input field by field', () => {
  const L = CONTACT_LIMITS
  const fields: FieldSpec[] = [
    line('name', t('contact.name'), 'Wanjiru Kamau', L.nameMax, t('contact.nameMax', { max: L.nameMax }), t('contact.nameMin', { min: L.nameMin })),
    {
      name: 'email',
      kind: 'email',
      valid: 'wanjiru@example.org',
      max: L.emailMax,
      maxMessage: t('validation.emailTooLong'),
      format: t('validation.invalidEmail'),
      required: t('validation.invalidEmail'),
    },
    choice('topic', 'payments', t('contact.topicInvalid'), t('contact.topicInvalid')),
    lines('message', t('contact.message'), 'We paid twice for our Basic verification.', L.messageMax, t('contact.messageMax', { max: L.messageMax }), t('contact.messageMin', { min: L.messageMin })),
  ]
  const latest = async () => (await server.services.db.select().from(contactMessages)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]
  describeForm(
    (): FormSpec => ({
      name: 'contact',
      fields,
      send: (changes) => sendForm(server.client(), '/contact', { ...Object.fromEntries(fields.map((f) => [f.name, f.valid])), ...changes }),
      snapshot: async () => (await server.services.db.select({ id: contactMessages.id }).from(contactMessages)).length,
      stored: async (field) => ((await latest()) as Record<string, unknown> | undefined)?.[field],
      accepted: [303],
    }),
    fields,
  )
})
