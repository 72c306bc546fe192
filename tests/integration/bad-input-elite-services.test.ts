import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { NETWORKING_EVENT_MAX_CAPACITY } from '../../app/catalog/expert-membership.ts'
import { eliteRequests, experts, grants, networkingEvents } from '../../app/db/schema/index.ts'
import { ELITE_REQUEST_LIMITS } from '../../app/domain/elite-requests/elite-request-limits.ts'
import { EVENT_LIMITS } from '../../app/domain/events/event-limits.ts'
import { funderSlug } from '../../app/domain/funders/funder-slug.ts'
import { t } from '../../app/i18n/index.ts'
import { signedInAdmin } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, line, lines } from '../support/bad-input.ts'
import { makeExpert } from '../support/experts.ts'
import { grant } from '../support/grants.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the forms of issue 28 §2 (ADR 077), generated like the other bad-input suites
 * (tests/support/bad-input.ts): an Elite expert's site visit and funder introduction requests,
 * staff's day for a scheduled request and reason for a declined one, and staff's event form. A
 * refusal names the field's problem, keeps what was typed and writes nothing.
 */
let server: TestServer
let expert: TestClient
let expertId: string
let admin: TestClient
let waitingId: string
const FUNDER = 'Bad Input Water Fund'

beforeAll(async () => {
  server = await startTestServer()
  const made = await makeExpert(server, 'elite-bad@example.org', { name: 'Elite Bad Input' })
  expert = made.client
  expertId = made.expertId
  await server.services.db.update(experts).set({ membershipTier: 'elite' }).where(eq(experts.id, expertId))
  await server.services.db.insert(grants).values(grant({ title: 'Water for clinics', source: FUNDER }))
  admin = await signedInAdmin(server, 'elite-bad-staff@example.org')
  const other = await makeExpert(server, 'elite-waiting@example.org', { name: 'Waiting Elite' })
  ;[{ id: waitingId }] = await server.services.db
    .insert(eliteRequests)
    .values({ expertId: other.expertId, kind: 'site_visit', organization: 'Waiting Org', place: 'Mombasa', preferredDates: 'May', purpose: 'A visit that waits for staff.', periodStart: new Date() })
    .returning({ id: eliteRequests.id })
})
afterAll(async () => {
  console.log(`bad-input (elite services): ${casesRun()} generated cases run`)
  await server?.close()
})

// Each case starts with no request, so an accepted one is the only row (and the allowance never refuses it) and a refusal leaves none.
const mine = async () => {
  await server.services.db.delete(eliteRequests).where(eq(eliteRequests.expertId, expertId))
  return []
}
const stored = async (field: string) => ((await server.services.db.select().from(eliteRequests).where(eq(eliteRequests.expertId, expertId)))[0] as Record<string, unknown> | undefined)?.[field]

describe('The site visit request refuses bad input field by field', () => {
  const tooLong = t('eliteRequests.tooLong', { max: ELITE_REQUEST_LIMITS.line })
  const fields: FieldSpec[] = [
    line('organization', t('eliteRequests.organization'), 'Kilifi Health Group', ELITE_REQUEST_LIMITS.line, tooLong, t('eliteRequests.organizationRequired')),
    line('place', t('eliteRequests.place'), 'Kilifi, Kenya', ELITE_REQUEST_LIMITS.line, tooLong, t('eliteRequests.placeRequired')),
    line('preferredDates', t('eliteRequests.preferredDates'), 'Any weekday in March', ELITE_REQUEST_LIMITS.line, tooLong, t('eliteRequests.preferredDatesRequired')),
    lines(
      'purpose',
      t('eliteRequests.visitPurpose'),
      'See the clinics the proposal describes.',
      ELITE_REQUEST_LIMITS.purpose.max,
      t('eliteRequests.tooLong', { max: ELITE_REQUEST_LIMITS.purpose.max }),
      t('eliteRequests.purposeShort', { min: ELITE_REQUEST_LIMITS.purpose.min }),
    ),
  ]
  describeForm(
    formSpec(
      () => expert,
      'site visit request',
      () => '/expert/elite-requests',
      { intent: 'siteVisit' },
      fields,
      { snapshot: mine, stored, shownAt: '/expert/elite-requests' },
    ),
    fields,
  )
})

describe('The funder introduction request refuses bad input field by field', () => {
  const fields: FieldSpec[] = [
    choice('funder', funderSlug(FUNDER), t('eliteRequests.funderRequired'), t('eliteRequests.funderRequired')),
    lines(
      'purpose',
      t('eliteRequests.introductionPurpose'),
      'Their water programme fits our clinics.',
      ELITE_REQUEST_LIMITS.purpose.max,
      t('eliteRequests.tooLong', { max: ELITE_REQUEST_LIMITS.purpose.max }),
      t('eliteRequests.purposeShort', { min: ELITE_REQUEST_LIMITS.purpose.min }),
    ),
  ]
  describeForm(
    formSpec(
      () => expert,
      'introduction request',
      () => '/expert/elite-requests',
      { intent: 'introduction' },
      fields,
      { snapshot: mine, stored },
    ),
    fields,
  )
})

describe('Staff’s day for a scheduled request and reason for a declined one refuse bad input, leaving the request new', () => {
  const waiting = async () => (await server.services.db.select().from(eliteRequests).where(eq(eliteRequests.id, waitingId)))[0]
  const date: FieldSpec[] = [
    { name: 'scheduledFor', kind: 'date', valid: '2027-03-10', format: t('eliteRequests.admin.dateRequired'), required: t('eliteRequests.admin.dateRequired'), refusalsOnly: true },
  ]
  describeForm(
    formSpec(
      () => admin,
      'schedule',
      () => '/admin/elite-requests',
      () => ({ intent: 'schedule', id: waitingId }),
      date,
      { snapshot: waiting },
    ),
    date,
  )
  const message = t('eliteRequests.admin.reasonRequired', { min: ELITE_REQUEST_LIMITS.reason.min, max: ELITE_REQUEST_LIMITS.reason.max })
  const reason: FieldSpec[] = [{ ...lines('reason', t('eliteRequests.admin.reason'), 'No staff in that region.', ELITE_REQUEST_LIMITS.reason.max, message, message), refusalsOnly: true }]
  describeForm(
    formSpec(
      () => admin,
      'decline',
      () => '/admin/elite-requests',
      () => ({ intent: 'decline', id: waitingId }),
      reason,
      { snapshot: waiting },
    ),
    reason,
  )
})

describe('Staff’s event form refuses bad input field by field', () => {
  const capacity = t('events.form.capacityInvalid', { max: NETWORKING_EVENT_MAX_CAPACITY })
  const fields: FieldSpec[] = [
    line('title', t('events.form.title'), 'Funders breakfast', EVENT_LIMITS.title, t('events.form.tooLong', { max: EVENT_LIMITS.title }), t('events.form.titleRequired')),
    lines(
      'description',
      t('events.form.description'),
      'Meet three funders over breakfast.',
      EVENT_LIMITS.description,
      t('events.form.tooLong', { max: EVENT_LIMITS.description }),
      t('events.form.descriptionRequired'),
    ),
    choice('startsAt', '2027-01-10T08:00', t('events.form.startsAtInvalid'), t('events.form.startsAtInvalid')),
    choice('endsAt', '2027-01-10T10:00', t('events.form.endsAtInvalid'), t('events.form.endsAtInvalid')),
    { name: 'onlineUrl', kind: 'url', valid: 'https://meet.example.org/x', max: 2000, maxMessage: t('events.form.onlineUrlInvalid'), format: t('events.form.onlineUrlInvalid') },
    line('place', t('events.form.place'), 'Nairobi, Kenya', EVENT_LIMITS.place, t('events.form.tooLong', { max: EVENT_LIMITS.place })),
    { name: 'capacity', kind: 'amount', valid: '20', format: capacity, tooLarge: capacity, required: capacity, acceptLarge: false },
  ]
  const events = async () => {
    await server.services.db.delete(networkingEvents)
    return []
  }
  describeForm(
    formSpec(
      () => admin,
      'event',
      () => '/admin/events',
      { intent: 'create' },
      fields,
      {
        snapshot: events,
        stored: async (field) => ((await server.services.db.select().from(networkingEvents))[0] as Record<string, unknown> | undefined)?.[field],
        shownAt: '/admin/events',
      },
    ),
    fields,
  )
})
