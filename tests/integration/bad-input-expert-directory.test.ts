import { afterAll, beforeAll, describe } from 'vitest'
import { DIRECTORY_LIMITS } from '../../app/domain/experts/directory.schema.ts'
import { t } from '../../app/i18n/index.ts'
import { casesRun, choice, describeGetForm, type FieldSpec, line } from '../support/bad-input.ts'
import { insertExpert } from '../support/directory.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/** Issue 28 §3: the expert directory's filters (a GET form) take any URL without a 5xx, and say what they did not apply. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await insertExpert(server.services.db, { name: 'Asha Kamau', country: 'KE', languages: ['en', 'sw'], expertise: [{ sector: 'health', grantType: 'research' }], hourly: [30, 50] })
})
afterAll(() => {
  console.log(`bad-input cases run: ${casesRun()}`)
  return server?.close()
})

const ignored = (label: string) => t('expertDirectory.ignored', { filter: label })
const rate = (name: string, label: string): FieldSpec => ({
  name,
  kind: 'amount',
  valid: '40',
  format: t('expertDirectory.rateInvalid', { filter: label, max: DIRECTORY_LIMITS.rateMax }),
  tooLarge: t('expertDirectory.rateInvalid', { filter: label, max: DIRECTORY_LIMITS.rateMax }),
  acceptLarge: false,
  keep: false,
})

describe('The expert directory’s filters refuse bad input field by field', () => {
  const fields: FieldSpec[] = [
    { ...line('q', t('experts.searchLabel'), 'asha', DIRECTORY_LIMITS.qMax, t('expertDirectory.qMax', { max: DIRECTORY_LIMITS.qMax })), keep: false },
    choice('country', 'KE', ignored(t('expertDirectory.country'))),
    choice('language', 'sw', ignored(t('expertDirectory.language'))),
    choice('sector', 'health', ignored(t('experts.sectorLabel'))),
    choice('type', 'research', ignored(t('expertDirectory.grantType'))),
    rate('min_rate', 'Hourly rate from'),
    rate('max_rate', 'Hourly rate up to'),
    choice('sort', 'rating', ignored(t('expertDirectory.sort'))),
  ]
  describeGetForm(() => ({ name: 'expert directory', client: server.client(), path: '/grant-experts/browse' }), fields)
})
