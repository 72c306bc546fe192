import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { experts, hourBookings, hourSlots } from '../../app/db/schema/index.ts'
import { SLOT_LIMITS } from '../../app/domain/hours/slot-form.ts'
import { t } from '../../app/i18n/index.ts'
import { signedInAdmin } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, line } from '../support/bad-input.ts'
import { makeExpert } from '../support/experts.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the consultation hours forms (ADR 076), generated like the other bad-input suites:
 * staff's slot form (start, time zone, length, topic, consultant, place), the expert's booking and
 * cancellation, and staff's decisions on a booking. A refusal shows the field's message, keeps
 * what was typed and leaves every slot and booking as it was.
 */
let server: TestServer
let admin: TestClient
let expert: TestClient
beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server, 'hours-bad-admin@example.org')
  const made = await makeExpert(server, 'hours-bad-expert@example.org')
  await server.services.db.update(experts).set({ membershipTier: 'pro' }).where(eq(experts.id, made.expertId))
  expert = made.client
})
afterAll(async () => {
  console.log(`bad-input (consultation hours forms): ${casesRun()} generated cases run`)
  await server?.close()
})

const everything = async () => ({ slots: await server.services.db.select().from(hourSlots), bookings: await server.services.db.select().from(hourBookings) })
const tooLong = (label: string, max: number) => t('hours.admin.tooLong', { field: t(label as never), max })

describe('The staff slot form refuses bad input', () => {
  const fields: FieldSpec[] = [
    { name: 'startsAt', kind: 'date', label: t('hours.admin.startsAt'), valid: '2031-03-10T09:00', format: t('hours.admin.startsAtInvalid'), required: t('hours.admin.startsAtRequired') },
    choice('timeZone', 'Africa/Nairobi', t('hours.admin.timeZoneInvalid'), t('hours.admin.timeZoneInvalid')),
    choice('minutes', '60', t('hours.admin.minutesInvalid'), t('hours.admin.minutesInvalid')),
    line('topic', t('hours.admin.topic'), 'Budget narrative review', SLOT_LIMITS.topic, tooLong('hours.admin.topic', SLOT_LIMITS.topic), t('hours.admin.topicRequired')),
    line('consultant', t('hours.admin.consultant'), 'Wanjiru Kamau', SLOT_LIMITS.consultant, tooLong('hours.admin.consultant', SLOT_LIMITS.consultant), t('hours.admin.consultantRequired')),
    line('place', t('hours.admin.place'), 'Harambee office, Nairobi', SLOT_LIMITS.place, tooLong('hours.admin.place', SLOT_LIMITS.place), t('hours.admin.placeRequired')),
  ]
  describeForm(
    formSpec(
      () => admin,
      'slot form',
      () => '/admin/hours',
      { intent: 'publish' },
      fields,
      {
        snapshot: everything,
        stored: async (field) => {
          const [newest] = await server.services.db.select().from(hourSlots).orderBy(desc(hourSlots.createdAt)).limit(1)
          return newest ? (newest as unknown as Record<string, unknown>)[field] : null
        },
        shownAt: '/admin/hours',
      },
    ),
    fields,
  )
})

describe('The booking and cancellation refuse bad input', () => {
  const book: FieldSpec[] = [{ ...choice('id', 'placeholder', t('hours.error.slotTaken'), t('hours.error.slotTaken')), refusalsOnly: true }]
  describeForm(
    formSpec(
      () => expert,
      'booking',
      () => '/expert/hours',
      { intent: 'book' },
      [],
      { snapshot: everything },
    ),
    book,
  )
  const cancel: FieldSpec[] = [{ ...choice('id', 'placeholder', t('hours.error.notFound'), t('hours.error.notFound')), refusalsOnly: true }]
  describeForm(
    formSpec(
      () => expert,
      'cancellation',
      () => '/expert/hours',
      { intent: 'cancel' },
      [],
      { snapshot: everything },
    ),
    cancel,
  )
})

describe('Staff decisions on a booking refuse bad input', () => {
  for (const intent of ['complete', 'noShow', 'cancel', 'withdraw']) {
    const fields: FieldSpec[] = [{ ...choice('id', 'placeholder', t('hours.error.notFound'), t('hours.error.notFound')), refusalsOnly: true }]
    describeForm(
      formSpec(
        () => admin,
        `staff ${intent}`,
        () => '/admin/hours',
        { intent },
        [],
        { snapshot: everything },
      ),
      fields,
    )
  }
})
