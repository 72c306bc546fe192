import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { GRANT_TRANSLATION_MAX } from '../../app/catalog/assistant.ts'
import { grants, grantTranslations } from '../../app/db/schema/index.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { sourceHash } from '../../app/domain/assistant/translate-grant.server.ts'
import { t } from '../../app/i18n/index.ts'
import { signedInAdmin } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, line, lines } from '../support/bad-input.ts'
import { grant } from '../support/grants.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on staff's correction of a grant's machine translation (ADR 072), generated like the
 * other bad-input suites: the language, title, description and eligibility. A refusal names the
 * field, keeps what was typed and leaves the translation as it was; RTL, emoji and HTML are stored
 * as typed and shown escaped.
 */
let model: LocalModel
let server: TestServer
let admin: TestClient
/** Fixed, so the form's address is known when the cases are declared. */
const grantId = '7a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d'
beforeAll(async () => {
  model = await startLocalModel()
  server = await startTestServer({
    env: { LLM_URL: model.url, LLM_MODEL: 'local' },
    grants: [grant({ title: 'Appui aux coopératives', description: 'Jusqu’à 8 000 USD.', eligibility: 'Coopératives enregistrées.', language: 'fr' })],
  })
  admin = await signedInAdmin(server, 'translations-bad@example.org')
  await server.services.db.update(grants).set({ id: grantId })
  const [g] = await server.services.db.select().from(grants)
  await server.services.db
    .insert(grantTranslations)
    .values({ grantId, language: 'sw', status: 'ready', sourceHash: sourceHash(g), title: 'Msaada kwa vyama vya ushirika', description: 'Hadi USD 8,000.', eligibility: 'Vyama vilivyosajiliwa.' })
})
afterAll(async () => {
  console.log(`bad-input (grant translation correction): ${casesRun()} generated cases run`)
  await server?.close()
  await model?.close()
})

const tooLong = (label: string, max: number) => t('grantTranslation.admin.tooLong', { field: label, max })
const required = (label: string) => t('grantTranslation.admin.required', { field: label })

describe('Staff’s correction form refuses bad input', () => {
  const title = t('grantTranslation.admin.title')
  const description = t('grantTranslation.admin.description')
  const eligibility = t('grantTranslation.admin.eligibility')
  const fields: FieldSpec[] = [
    choice('language', 'sw', t('grantTranslation.admin.languageInvalid'), t('grantTranslation.admin.languageInvalid')),
    line('title', title, 'Msaada kwa vyama', GRANT_TRANSLATION_MAX.title, tooLong(title, GRANT_TRANSLATION_MAX.title), required(title)),
    lines('description', description, 'Hadi USD 8,000 kwa kila chama.', GRANT_TRANSLATION_MAX.description, tooLong(description, GRANT_TRANSLATION_MAX.description), required(description)),
    lines('eligibility', eligibility, 'Vyama vilivyosajiliwa.', GRANT_TRANSLATION_MAX.eligibility, tooLong('Eligibility', GRANT_TRANSLATION_MAX.eligibility)),
  ]
  describeForm(
    formSpec(
      () => admin,
      'correction form',
      () => `/admin/grants/${grantId}/translations`,
      {},
      fields,
      {
        snapshot: () => server.services.db.select().from(grantTranslations),
        stored: async (field) => {
          const [row] = await server.services.db
            .select()
            .from(grantTranslations)
            .where(and(eq(grantTranslations.grantId, grantId), eq(grantTranslations.language, 'sw')))
          return (row as unknown as Record<string, unknown>)[field]
        },
        shownAt: `/admin/grants/${grantId}/translations`,
      },
    ),
    fields,
  )
})
