import { afterAll, beforeAll, describe } from 'vitest'
import { assistantConsents } from '../../app/db/schema/index.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { t } from '../../app/i18n/index.ts'
import { newMember, signedInAdmin } from '../support/accounts.ts'
import { casesRun, choice, describeForm, describeGetForm, type FieldSpec, formSpec } from '../support/bad-input.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the grant assistant's forms (ADR 072), generated like the other bad-input suites:
 * the consent form on /assistant (its one choice, on or off) and staff's month on /admin/assistant.
 * A refusal names the problem and leaves the consent as it was.
 */
let model: LocalModel
let server: TestServer
let owner: TestClient
let admin: TestClient
beforeAll(async () => {
  model = await startLocalModel()
  server = await startTestServer({ env: { LLM_URL: model.url, LLM_MODEL: 'local' } })
  owner = await newMember(server, { email: 'assistant-bad@example.org', name: 'Bad Input Owner' })
  admin = await signedInAdmin(server, 'assistant-bad-admin@example.org')
})
afterAll(async () => {
  console.log(`bad-input (assistant forms): ${casesRun()} generated cases run`)
  await server?.close()
  await model?.close()
})

describe('The consent form refuses bad input', () => {
  const fields: FieldSpec[] = [{ ...choice('intent', 'optIn', t('assistant.error.intent'), t('assistant.error.intent')), refusalsOnly: true }]
  describeForm(
    formSpec(
      () => owner,
      'consent form',
      () => '/assistant',
      {},
      [],
      { snapshot: () => server.services.db.select().from(assistantConsents) },
    ),
    fields,
  )
})

describe("Staff's month refuses bad input", () => {
  const fields: FieldSpec[] = [choice('month', '2026-11', t('assistant.admin.monthInvalid'))]
  describeGetForm(() => ({ name: 'month', client: admin, path: '/admin/assistant' }), fields)
})
