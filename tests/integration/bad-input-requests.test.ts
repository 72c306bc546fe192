import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { projectRequests, requestMessages } from '../../app/db/schema/index.ts'
import { REQUEST_LIMITS } from '../../app/catalog/text-limits.ts'
import { BUDGET_MAX_USD } from '../../app/domain/requests/request.schema.ts'
import { fieldName } from '../../app/domain/shared/form-fields.ts'
import { formatNumber, t } from '../../app/i18n/index.ts'
import { newMember } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, line, lines } from '../support/bad-input.ts'
import { makeExpert, verifyOrganization } from '../support/experts.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the project request form and a request's message form (issue 11), generated like
 * the other bad-input suites (tests/support/bad-input.ts): a refusal shows the field's message,
 * keeps what was typed and stores nothing; RTL, emoji and HTML are stored as typed. The member's
 * organization is verified at Elite, so the daily contact allowance never stops an accepted case.
 */
let server: TestServer
let member: TestClient
let expertId: string
let requestId: string
beforeAll(async () => {
  server = await startTestServer()
  ;({ expertId } = await makeExpert(server, 'bad-input-expert@example.org', { sectors: ['health'] }))
  member = await newMember(server, { email: 'bad-input-requests@example.org', orgName: 'Afya Bora Trust' })
  const org = await verifyOrganization(server, 'bad-input-requests@example.org', 'elite')
  const [row] = await server.services.db
    .insert(projectRequests)
    .values({ grantSeekerId: org.userId, organizationId: org.id, expertId, projectTitle: 'Thread for bad input', projectDescription: 'A request whose thread takes the generated messages.' })
    .returning({ id: projectRequests.id })
  requestId = row.id
})
afterAll(async () => {
  console.log(`bad-input (project requests): ${casesRun()} generated cases run`)
  await server?.close()
})

const L = REQUEST_LIMITS
const budget = t('requests.form.budgetInvalid', { max: formatNumber(BUDGET_MAX_USD) })
const tooLarge = (label: string) => t('validation.amountTooLarge', { field: fieldName(label) })

describe('The project request form refuses bad input field by field', () => {
  const fields: FieldSpec[] = [
    { ...choice('writer', '', t('requests.form.writerInvalid')), valid: '' },
    choice('sector', 'health', t('requests.form.sectorInvalid')),
    line('projectTitle', t('requests.form.title'), 'Clinic outreach proposal', L.titleMax, t('requests.form.titleMax', { max: L.titleMax }), t('requests.form.titleMin')),
    lines(
      'projectDescription',
      t('requests.form.description'),
      'Help us write a proposal for mobile clinics in the northern districts.',
      L.descriptionMax,
      t('requests.form.descriptionMax', { max: L.descriptionMax }),
      t('requests.form.descriptionMin'),
    ),
    { name: 'budgetMin', kind: 'amount', valid: '1,000', format: budget, tooLarge: tooLarge(t('requests.form.budgetMin')), acceptLarge: false },
    { name: 'budgetMax', kind: 'amount', valid: '', format: budget, tooLarge: tooLarge(t('requests.form.budgetMax')), acceptLarge: false },
    { name: 'deadline', kind: 'date', valid: '2099-03-05', format: t('requests.form.deadlineInvalid') },
    choice('preferredLanguage', 'pt', t('requests.form.languageInvalid')),
  ]
  // The expert asked by name: a case that leaves `writer` out opens the request to the health sector instead.
  describeForm(
    formSpec(
      () => member,
      'project-request',
      () => '/project-request',
      {},
      fields,
      {
        vary: () => ({ writer: expertId }),
        snapshot: async () => (await server.services.db.select({ id: projectRequests.id }).from(projectRequests)).length,
        stored: async (field) => (await server.services.db.select().from(projectRequests).orderBy(desc(projectRequests.createdAt)).limit(1))[0]?.[field as 'projectTitle'],
      },
    ),
    fields.filter((f) => f.name !== 'writer'),
  )
  // The hidden writer field on its own: anything but an expert's id is refused.
  const writer: FieldSpec[] = [{ ...choice('writer', '', t('requests.form.writerInvalid')), refusalsOnly: true }]
  describeForm(
    formSpec(
      () => member,
      'project-request writer',
      () => '/project-request',
      {},
      [...fields.filter((f) => f.name !== 'writer'), ...writer],
      {
        snapshot: async () => (await server.services.db.select({ id: projectRequests.id }).from(projectRequests)).length,
      },
    ),
    writer,
  )
})

describe('A request’s message form refuses bad input', () => {
  const fields: FieldSpec[] = [
    lines('body', t('requests.thread.message'), 'Could you share a sample proposal?', L.messageMax, t('requests.thread.messageMax', { max: L.messageMax }), t('requests.thread.messageRequired')),
  ]
  describeForm(
    formSpec(
      () => member,
      'request message',
      () => `/requests/${requestId}`,
      { intent: 'message' },
      fields,
      {
        snapshot: async () => (await server.services.db.select({ id: requestMessages.id }).from(requestMessages).where(eq(requestMessages.requestId, requestId))).length,
        stored: async () => (await server.services.db.select().from(requestMessages).orderBy(desc(requestMessages.createdAt)).limit(1))[0]?.body,
        get shownAt() {
          return `/requests/${requestId}`
        },
        accepted: [303],
      },
    ),
    fields,
  )
})
