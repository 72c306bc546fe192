import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { crawlPages, grantDiscoverySources, grants } from '../../app/db/schema/index.ts'
import { grant } from '../support/grants.ts'
import { messages, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
const ids: Record<string, string> = {}
beforeAll(async () => {
  server = await startTestServer({
    grants: [
      grant({
        title: 'Fully Described Grant',
        grantType: 'Project Grant',
        countryScope: 'Kenya and Uganda',
        eligibility: 'Registered non-profits in Kenya.',
        targetAudience: ['Girls', 'Teachers'],
        focusAreas: ['Literacy', 'STEM'],
        applicationUrl: 'https://funder.example.org/apply',
      }),
      grant({ title: 'Sparse Regional Grant', fundingAmount: null, deadline: null, countryScope: null, geographicFocus: ['east_africa', 'southern_africa'], applicationUrl: null }),
      grant({ title: 'Sparse Global Grant', fundingAmount: null, deadline: null, countryScope: null, geographicFocus: [] }),
    ],
  })
  for (const row of await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)) ids[row.title] = row.id
})
afterAll(() => server?.close())

async function detail(title: string) {
  const page = await server.client().page(`/grant/${ids[title]}`)
  expect(page.status).toBe(200)
  return { ...page, body: text(page.html) }
}

describe('Grant detail', () => {
  it('says when the grant was added, and for a discovered grant, when the crawler last checked its page at the source', async () => {
    const { db } = server.services
    const [source] = await db
      .insert(grantDiscoverySources)
      .values({ sourceName: 'Acacia', sourceUrl: 'https://acacia.example.org/grants/', sourceType: 'funder_website', crawlFrequency: 'weekly', priority: 'high' })
      .returning()
    const url = 'https://acacia.example.org/grants/water-2027'
    await db
      .update(grants)
      .set({ discoverySourceId: source.id, url, createdAt: new Date('2026-11-02T09:00:00Z') })
      .where(eq(grants.id, ids['Sparse Global Grant']))
    await db.insert(crawlPages).values({ sourceId: source.id, url, fetchedAt: new Date('2026-11-28T06:00:00Z') })
    expect((await detail('Sparse Global Grant')).body).toContain('Added to Harambee on Nov 2, 2026 · last checked at its source on Nov 28, 2026')
    // A grant added by hand has no source to check.
    const { body } = await detail('Fully Described Grant')
    expect(body).toMatch(/Added to Harambee on \w{3} \d{1,2}, \d{4}/)
    expect(body).not.toContain('last checked at its source')
  })

  it('shows badges, funder, amount, deadline, location, description, eligibility and tags', async () => {
    const { html, body } = await detail('Fully Described Grant')
    for (const expected of [
      'Education',
      'Project Grant',
      'Active',
      'Fully Described Grant',
      'by Baobab Futures Foundation',
      'Up to $50,000',
      'Kenya and Uganda',
      'Registered non-profits in Kenya.',
      'Girls',
      'Teachers',
      'Literacy',
      'STEM',
      'Apply Now',
      'Back',
    ]) {
      expect(body).toContain(expected)
    }
    expect(html).toMatch(/href="https:\/\/funder\.example\.org\/apply"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Official Application/)
  })

  it('falls back to "Not specified", "Rolling" and the geographic focus listed in the reader’s language', async () => {
    const { body, html } = await detail('Sparse Regional Grant')
    expect(body).toContain('Not specified')
    expect(body).toContain('Rolling')
    expect(body).toContain('East Africa and Southern Africa')
    expect(text(html)).not.toContain('Official Application')
  })

  it('falls back to "Global" when neither country scope nor geographic focus is given', async () => {
    expect((await detail('Sparse Global Grant')).body).toContain('Global')
  })

  it('has a title and description for search engines and link previews', async () => {
    const { html } = await detail('Fully Described Grant')
    expect(html).toContain('<title>Fully Described Grant | Harambee</title>')
    expect(html).toMatch(/<meta name="description" content="Baobab Futures Foundation: Fully Described Grant/)
    expect(html).toMatch(/<meta property="og:title" content="Fully Described Grant"/)
    expect(html).toContain(`<link rel="canonical" href="${server.url}/grant/${ids['Fully Described Grant']}"`)
  })

  it('answers a malformed id (not a grant id at all) with the 404 page, like every route with an id', async () => {
    for (const id of ['not-a-grant', '123', '------------------------------------', '%00']) expect((await server.client().get(`/grant/${id}`)).status).toBe(404)
  })

  it.each([['an unknown id', '00000000-0000-4000-8000-000000000000']])('sends %s to /discover with "Failed to load grant details"', async (_case, id) => {
    const client = server.client()
    const response = await client.get(`/grant/${id}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/discover')
    expect(messages((await client.follow(response)).html, 'status')).toContain('Failed to load grant details')
  })
})
