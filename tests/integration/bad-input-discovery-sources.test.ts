import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { CRAWL_TO_END_MAX } from '../../app/catalog/discovery.ts'
import { agentTasks, grantDiscoverySources } from '../../app/db/schema/index.ts'
import { SOURCE_LIMITS } from '../../app/domain/discovery/source-form.ts'
import { t } from '../../app/i18n/index.ts'
import { signedInAdmin } from '../support/accounts.ts'
import { casesRun, choice, describeForm, formSpec, line, type FieldSpec } from '../support/bad-input.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the grant discovery source form (/taf-admin, spec §5 Admin source forms), adding and
 * editing, generated like the other bad-input suites (tests/support/bad-input.ts): a refusal shows the
 * field's message, keeps what was typed and leaves every source as it was.
 */
let server: TestServer
let admin: TestClient
let sourceId: string
beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server, 'sources-bad-input@example.org')
  ;[{ id: sourceId }] = await server.services.db
    .insert(grantDiscoverySources)
    .values({ sourceName: 'Existing Source', sourceUrl: 'https://existing.example.org', sourceType: 'other', crawlFrequency: 'monthly', priority: 'low' })
    .returning({ id: grantDiscoverySources.id })
})
afterAll(async () => {
  console.log(`bad-input (grant discovery source form): ${casesRun()} generated cases run`)
  await server?.close()
})

const urlMessage = t('discovery.sourceUrlInvalid')
const FIELDS: FieldSpec[] = [
  line('sourceName', t('discovery.sourceName'), 'Acacia Fund', SOURCE_LIMITS.nameMax, t('discovery.sourceNameMax', { max: SOURCE_LIMITS.nameMax }), t('discovery.sourceNameRequired')),
  {
    name: 'sourceUrl',
    kind: 'url',
    label: t('discovery.sourceUrl'),
    valid: 'https://acacia.example.org/grants',
    max: SOURCE_LIMITS.urlMax,
    maxMessage: urlMessage,
    format: urlMessage,
    required: urlMessage,
  },
  choice('sourceType', 'funder_website', t('discovery.sourceTypeRequired'), t('discovery.sourceTypeRequired')),
  // Left out, a source is read automatically.
  choice('format', 'feed', t('discovery.formatInvalid')),
  choice('crawlFrequency', 'weekly', t('discovery.crawlFrequencyRequired'), t('discovery.crawlFrequencyRequired')),
  choice('priority', 'high', t('discovery.priorityRequired'), t('discovery.priorityRequired')),
]

const sources = () => server.services.db.select().from(grantDiscoverySources).orderBy(grantDiscoverySources.id)
let n = 0
/** Each accepted post gets an address of its own: two sources never share one. */
const vary = () => ({ sourceUrl: `https://source-${++n}.example.org/grants` })

const capMessage = t('discovery.crawlCapInvalid', { max: CRAWL_TO_END_MAX })
const CAP: FieldSpec[] = [
  { name: 'cap', kind: 'amount', label: t('discovery.crawlCap'), valid: '200', format: capMessage, required: capMessage, tooLarge: capMessage, acceptLarge: false, refusalsOnly: true },
]

describe('"Crawl to the end" refuses a cap that is not a number of pages from 1 to 500', () => {
  describeForm(
    formSpec(
      () => admin,
      'crawl-to-end',
      () => '/taf-admin?tab=sources',
      () => ({ intent: 'crawl-to-end', id: sourceId }),
      CAP,
      // A refusal starts no crawl.
      { snapshot: () => server.services.db.select().from(agentTasks).orderBy(agentTasks.id) },
    ),
    CAP,
  )
})

describe('The source form refuses bad input field by field', () => {
  describe('adding a source', () => {
    describeForm(
      formSpec(
        () => admin,
        'source-add',
        () => '/taf-admin?tab=sources',
        { intent: 'add' },
        FIELDS,
        {
          snapshot: sources,
          vary,
          stored: async (field) => ((await server.services.db.select().from(grantDiscoverySources).orderBy(desc(grantDiscoverySources.createdAt)).limit(1))[0] as Record<string, unknown>)[field],
          shownAt: '/taf-admin?tab=sources',
        },
      ),
      FIELDS,
    )
  })
  describe('editing a source', () => {
    describeForm(
      formSpec(
        () => admin,
        'source-edit',
        () => '/taf-admin?tab=sources',
        () => ({ intent: 'update', id: sourceId }),
        FIELDS,
        {
          snapshot: sources,
          vary,
          stored: async (field) => ((await server.services.db.select().from(grantDiscoverySources).where(eq(grantDiscoverySources.id, sourceId)))[0] as Record<string, unknown>)[field],
          get shownAt() {
            return `/taf-admin?tab=sources&edit=${sourceId}`
          },
        },
      ),
      FIELDS,
    )
  })
})
