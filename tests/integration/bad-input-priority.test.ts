import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { PRIORITY_ANSWER_HOURS, PRIORITY_NOTE_MAX } from '../../app/catalog/priority.ts'
import { auditLog, experts, notifications, priorityDigestSettings, priorityRequests, projectRequests } from '../../app/db/schema/index.ts'
import { escalatePriorityRequests } from '../../app/domain/priority/escalate-priority-requests.server.ts'
import { createProjectRequest } from '../../app/domain/requests/create-project-request.server.ts'
import { t } from '../../app/i18n/index.ts'
import { newMember, organizationOf, signedInAdmin } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, lines } from '../support/bad-input.ts'
import { makeExpert, verifyOrganization } from '../support/experts.ts'
import { inlineJobServices } from '../support/jobs.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the priority forms (ADR 074), generated like the other bad-input suites: an expert's
 * daily digest setting, and staff's forms on an escalated priority request (write to an expert,
 * assign one). A refusal shows the field's message, keeps what was typed and changes nothing.
 */
let server: TestServer
let admin: TestClient
let expert: TestClient
let expertId: string
let requestId: string
beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server, 'priority-bad-admin@example.org')
  const made = await makeExpert(server, 'priority-bad-expert@example.org', { sectors: ['health'] })
  await server.services.db.update(experts).set({ membershipTier: 'pro' }).where(eq(experts.id, made.expertId))
  expert = made.client
  expertId = made.expertId
  await newMember(server, { email: 'priority-bad-member@example.org', name: 'Premium Member' })
  await verifyOrganization(server, 'priority-bad-member@example.org', 'premium')
  const org = await organizationOf(server, 'priority-bad-member@example.org')
  const sentAt = new Date(Date.now() - (PRIORITY_ANSWER_HOURS + 1) * 3_600_000)
  const made2 = await createProjectRequest(
    server.services,
    { id: org.userId, organizationId: org.id, verifiedTier: 'premium' },
    {
      writer: null,
      sector: 'health',
      projectTitle: 'Late clinic proposal',
      projectDescription: 'We need help with a proposal for mobile clinics in three rural counties this year.',
      budgetMin: 1000,
      budgetMax: 3000,
      deadline: null,
      preferredLanguage: 'en',
    },
    sentAt,
  )
  if (!made2.ok) throw new Error(made2.reason)
  requestId = made2.id
  await escalatePriorityRequests(inlineJobServices(server))
})
afterAll(async () => {
  console.log(`bad-input (priority forms): ${casesRun()} generated cases run`)
  await server?.close()
})

const staffState = async () => ({
  audit: await server.services.db.select().from(auditLog),
  priority: await server.services.db.select().from(priorityRequests),
  requests: await server.services.db.select().from(projectRequests),
  notifications: (await server.services.db.select().from(notifications)).length,
})
const noteTooLong = t('priority.admin.noteTooLong', { max: PRIORITY_NOTE_MAX })

describe('The digest setting refuses bad input', () => {
  const fields: FieldSpec[] = [{ ...choice('digest', 'on', t('priority.settings.invalid')) }]
  describeForm(
    formSpec(
      () => expert,
      'digest setting',
      () => '/expert/priority',
      {},
      fields,
      { snapshot: () => server.services.db.select().from(priorityDigestSettings) },
    ),
    fields,
  )
})

describe('Staff writing to an expert about a priority request refuse bad input', () => {
  const fields: FieldSpec[] = [
    { ...choice('expertId', 'placeholder', t('priority.admin.expertRequired'), t('priority.admin.expertRequired')), refusalsOnly: true },
    lines('note', t('priority.admin.note'), 'Could you answer this one today?', PRIORITY_NOTE_MAX, noteTooLong, t('priority.admin.noteRequired')),
  ]
  describeForm(
    formSpec(
      () => admin,
      'contact',
      () => '/admin/priority-requests',
      () => ({ intent: 'contact', id: requestId, expertId }),
      fields.filter((f) => f.name === 'note'),
      { snapshot: staffState },
    ),
    fields,
  )
})

describe('Staff assigning an expert refuse bad input (the note is optional)', () => {
  const fields: FieldSpec[] = [lines('note', t('priority.admin.note'), 'Please take this one.', PRIORITY_NOTE_MAX, noteTooLong)]
  describeForm(
    formSpec(
      () => admin,
      'assign',
      () => '/admin/priority-requests',
      () => ({ intent: 'assign', id: requestId, expertId }),
      fields,
      { snapshot: staffState },
    ),
    fields,
  )
})
