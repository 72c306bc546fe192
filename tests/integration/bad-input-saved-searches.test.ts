import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { organizations, savedSearches } from '../../app/db/schema/index.ts'
import { SAVED_SEARCH_NAME_MAX } from '../../app/catalog/text-limits.ts'
import { t } from '../../app/i18n/index.ts'
import { organizationOf, newMember } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, type FormSpec, line, sendForm } from '../support/bad-input.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the saved-search forms (issue 13): saving a search (Discover's "Save this search",
 * posted to /saved-searches) and renaming one, generated like the other bad-input suites
 * (tests/support/bad-input.ts): a refusal shows the field's message, keeps what was typed and
 * stores nothing; RTL, emoji and HTML are stored as typed and shown escaped. The member is on
 * Premium (100 searches), each post saves another query, and a name about to be saved is freed
 * first, so the plan's limit and the duplicate rules never refuse an accepted case.
 */
let server: TestServer
let saver: TestClient
let renamer: TestClient
let saverId: string
let renamerId: string
let targetId: string
let queries = 0
beforeAll(async () => {
  server = await startTestServer()
  saver = await newMember(server, { email: 'bad-input-saver@example.org' })
  const org = await organizationOf(server, 'bad-input-saver@example.org')
  saverId = org.userId
  await server.services.db
    .update(organizations)
    .set({ plan: 'premium', planRenewsAt: new Date(Date.now() + 300 * 86_400_000) })
    .where(eq(organizations.id, org.id))
  renamer = await newMember(server, { email: 'bad-input-renamer@example.org' })
  renamerId = (await organizationOf(server, 'bad-input-renamer@example.org')).userId
  const [row] = await server.services.db
    .insert(savedSearches)
    .values({ userId: renamerId, name: 'Boreholes', query: { q: 'boreholes', sort: 'relevance' }, queryKey: '/discover?q=boreholes' })
    .returning({ id: savedSearches.id })
  targetId = row.id
})
afterAll(async () => {
  console.log(`bad-input (saved searches): ${casesRun()} generated cases run`)
  await server?.close()
})

const nameField = (valid: string) => line('name', t('savedSearches.name'), valid, SAVED_SEARCH_NAME_MAX, t('savedSearches.nameMax', { max: SAVED_SEARCH_NAME_MAX }), t('savedSearches.nameRequired'))
const rowsOf = (userId: string) => server.services.db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt))

describe('The save-a-search form refuses bad input field by field', () => {
  const fields: FieldSpec[] = [nameField('Water in Kenya'), choice('frequency', 'weekly', t('savedSearches.frequencyInvalid'))]
  describeForm(
    (): FormSpec => ({
      name: 'save a search',
      fields,
      client: saver,
      shownAt: '/saved-searches',
      async send(changes) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: only a name that could be saved can be taken
        if (typeof changes.name === 'string' && !/[\u0000-\u001F\u007F-\u009F]/.test(changes.name)) {
          await server.services.db.delete(savedSearches).where(and(eq(savedSearches.userId, saverId), sql`lower(${savedSearches.name}) = lower(${changes.name.trim()})`))
        }
        return sendForm(saver, '/saved-searches', { intent: 'create', query: `q=water&page=${++queries}&sector=health&funder=F${queries}`, name: 'Water in Kenya', frequency: 'weekly', ...changes })
      },
      snapshot: async () => (await rowsOf(saverId)).map((r) => r.id).sort(),
      stored: async (field) => ((await rowsOf(saverId))[0] as Record<string, unknown> | undefined)?.[field],
      accepted: [303],
    }),
    fields,
  )
})

describe('The rename form refuses bad input', () => {
  const fields: FieldSpec[] = [nameField('Boreholes and wells')]
  describeForm(
    (): FormSpec => ({
      name: 'rename a saved search',
      fields,
      client: renamer,
      shownAt: '/saved-searches',
      send: (changes) => sendForm(renamer, '/saved-searches', { intent: 'rename', id: targetId, name: 'Boreholes and wells', ...changes }),
      snapshot: async () => (await rowsOf(renamerId)).map((r) => r.name),
      stored: async (field) => ((await rowsOf(renamerId))[0] as Record<string, unknown> | undefined)?.[field],
      accepted: [303],
    }),
    fields,
  )
})
