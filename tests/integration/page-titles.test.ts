import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grants } from '../../app/db/schema/index.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import routes from '../../app/routes.ts'
import { signedInAdmin, newMember } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/*
 * Every page's <title> ends with the product's name ("Discover grants | Harambee"), in every
 * language, and names it once. The pages are read from app/routes.ts: a new page is checked here as
 * soon as it is routed (those with an id in their address are checked through one record each).
 */
let server: TestServer
let visitor: TestClient
let member: TestClient
let admin: TestClient
let grantId: string
let model: LocalModel
beforeAll(async () => {
  // With the local model, so the assistant's pages (ADR 072) exist and are checked too.
  model = await startLocalModel()
  server = await startTestServer({ grants: [grant({ title: 'Water for Schools' })], env: { LLM_URL: model.url, LLM_MODEL: 'local' } })
  visitor = server.client()
  member = await newMember(server, { name: 'Amina Njoroge', email: 'amina@example.org', orgName: 'Baobab Youth Trust' })
  admin = await signedInAdmin(server)
  ;[{ id: grantId }] = await server.services.db.select({ id: grants.id }).from(grants)
})
afterAll(async () => {
  await server?.close()
  await model?.close()
})

type Entry = { file: string; path?: string; index?: boolean; children?: Entry[] }
const flat = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])])
const appDir = path.resolve(import.meta.dirname, '../../app')
/** The addresses of the routed pages (modules that render one) that need no id. */
const staticPages = flat(routes as Entry[])
  .filter((e) => (e.index || (e.path && !/[:*]/.test(e.path))) && /^export default function/m.test(readFileSync(path.join(appDir, e.file), 'utf8')))
  .map((e) => `/${e.path ?? ''}`)

const titleOf = (html: string) => text(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')
/** Names the page, then the product, once: "Discover Grants | Harambee", or a title that ends with the name ("About Harambee"). */
const wellNamed = (title: string) => title.endsWith('Harambee') && title !== 'Harambee' && !title.includes('Harambee | Harambee')

/** The title each client gets on the page, for those it may open (200). */
async function titles(path: string, clients: TestClient[]) {
  const found: string[] = []
  for (const client of clients) {
    const { status, html } = await client.page(path)
    if (status === 200) found.push(titleOf(html))
  }
  return found
}

describe('Page titles', () => {
  it('finds the pages in the route table', () => {
    expect(staticPages).toEqual(expect.arrayContaining(['/', '/discover', '/dashboard', '/admin', '/taf-admin', '/team', '/unsubscribe']))
  })

  // One test per role, each within the default time; the last says which pages nobody could open.
  const PAGES = () => [...staticPages, `/grant/${grantId}`, `/admin/grants/${grantId}/edit`, '/admin?tab=audit']
  const opened = new Set<string>()
  it.each(['visitor', 'member', 'admin'] as const)('end with " | Harambee" on every page a %s opens', async (role) => {
    const client = { visitor, member, admin }[role]
    const wrong: string[] = []
    for (const page of PAGES()) {
      const found = await titles(page, [client])
      if (found.length > 0) opened.add(page)
      for (const title of found) if (!wellNamed(title)) wrong.push(`${page}: ${title}`)
    }
    expect(wrong).toEqual([])
  })

  it('left unchecked only the page that needs an address from an email', () => {
    expect(PAGES().filter((page) => !opened.has(page))).toEqual(['/unsubscribe'])
  })

  it('give the page first, then the product, once', async () => {
    expect(await titles('/discover', [visitor])).toEqual(['Discover Grants | Harambee'])
    expect(await titles(`/grant/${grantId}`, [visitor])).toEqual(['Water for Schools | Harambee'])
    expect(await titles('/dashboard', [member])).toEqual(['Dashboard | Harambee'])
    expect(await titles('/admin?tab=audit', [admin])).toEqual(['Admin Panel | Harambee'])
    // A title that already ends with the name does not repeat it.
    expect(await titles('/about', [visitor])).toEqual(['About Harambee'])
    // The page that is not there.
    expect(titleOf((await visitor.page('/no-such-page')).html)).toBe('Oops! Page not found | Harambee')
  })

  it('end with the product name in French too', async () => {
    const french = server.client()
    await french.post('/language', { language: 'fr', redirectTo: '/' })
    expect(await titles('/', [french])).toEqual(['Trouvez des financements partout en Afrique | Harambee'])
    expect(await titles('/discover', [french])).toEqual(['Découvrir les subventions | Harambee'])
    expect(await titles('/about', [french])).toEqual(['À propos de Harambee'])
  })
})
