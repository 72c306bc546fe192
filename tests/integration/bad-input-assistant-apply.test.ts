import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { DRAFT_MAX_CHARS } from '../../app/catalog/assistant-apply.ts'
import { applicationDrafts, applications, assistantConsents, assistantUsage, grants } from '../../app/db/schema/index.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { toGrantRow } from '../../app/domain/grants/write-grant.server.ts'
import { t } from '../../app/i18n/index.ts'
import { newMember, organizationOf } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, lines } from '../support/bad-input.ts'
import { grant } from '../support/grants.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the drafting help forms (ADR 080), generated like the other bad-input suites: the
 * "Draft this section" form (plain and streamed), a drafted section's edit form and its Delete. A
 * refusal shows the field's message, keeps what was typed and leaves every draft and every
 * assistant call as they were. ("Am I eligible?" posts no field.)
 */
let model: LocalModel
let server: TestServer
let member: TestClient
let applicationId: string
beforeAll(async () => {
  model = await startLocalModel()
  server = await startTestServer({ env: { LLM_URL: model.url, LLM_MODEL: 'local' } })
  member = await newMember(server, { email: 'apply-bad@example.org', orgName: 'Bad Input Collective' })
  const org = await organizationOf(server, 'apply-bad@example.org')
  const { db } = server.services
  await db.insert(assistantConsents).values({ organizationId: org.id, consentedBy: org.userId })
  const [row] = await db
    .insert(grants)
    .values(toGrantRow(grant({ title: 'Bad Input Grant' })))
    .returning({ id: grants.id })
  expect((await member.post(`/grant/${row.id}/apply`, {})).status).toBe(302)
  const [app] = await db.select({ id: applications.id }).from(applications).where(eq(applications.grantId, row.id))
  applicationId = app.id
  expect((await member.post(`/dashboard/applications/${applicationId}/drafts`, { intent: 'draft', section: 'need' })).status).toBe(303)
})
afterAll(async () => {
  console.log(`bad-input (drafting help forms): ${casesRun()} generated cases run`)
  await server?.close()
  await model?.close()
})

const drafts = () => `/dashboard/applications/${applicationId}/drafts`
const everything = async () => ({ drafts: await server.services.db.select().from(applicationDrafts), usage: (await server.services.db.select().from(assistantUsage)).length })
const section = (): FieldSpec => choice('section', 'need', t('assistantApply.error.section'), t('assistantApply.error.section'))

describe('The edit form of a drafted section refuses bad input', () => {
  const fields: FieldSpec[] = [
    section(),
    lines(
      'body',
      t('assistantApply.drafts.bodyLabel'),
      'Our need statement, in our words.',
      DRAFT_MAX_CHARS,
      t('assistantApply.error.bodyTooLong', { max: DRAFT_MAX_CHARS }),
      t('assistantApply.error.bodyRequired'),
    ),
  ]
  describeForm(
    formSpec(() => member, 'draft edit form', drafts, { intent: 'save' }, fields, {
      snapshot: everything,
      stored: async (field) => {
        const [row] = await server.services.db
          .select()
          .from(applicationDrafts)
          .where(and(eq(applicationDrafts.applicationId, applicationId), eq(applicationDrafts.section, 'need')))
        return field === 'body' ? row.body : row.section
      },
      // Read when each case runs: the application exists only once beforeAll has run.
      get shownAt() {
        return drafts()
      },
    }),
    fields,
  )
})

describe('The "Draft this section" form refuses bad input, plain and streamed', () => {
  describeForm(
    formSpec(() => member, 'draft request', drafts, { intent: 'draft' }, [section()], { snapshot: everything }),
    [{ ...section(), refusalsOnly: true }],
  )
  describeForm(
    formSpec(
      () => member,
      'streamed draft request',
      () => `${drafts()}/stream`,
      {},
      [section()],
      { snapshot: everything, accepted: [200] },
    ),
    [{ ...section(), refusalsOnly: true }],
  )
})

describe('Delete refuses bad input', () => {
  describeForm(
    formSpec(() => member, 'draft delete', drafts, { intent: 'delete' }, [section()], { snapshot: everything }),
    [{ ...section(), refusalsOnly: true }],
  )
})
