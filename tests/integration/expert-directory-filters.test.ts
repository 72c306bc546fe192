import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expertExpertise, expertListings, experts, expertStats, user } from '../../app/db/schema/index.ts'
import { DIRECTORY_SORTS, type DirectoryState, directoryHref } from '../../app/domain/experts/directory-url.ts'
import { parseDirectoryQuery } from '../../app/domain/experts/directory.schema.ts'
import { searchExperts } from '../../app/domain/experts/search-experts.server.ts'
import { insertExpert } from '../support/directory.ts'
import { text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/** Issue 28 §3: the directory's filters and sorts, each in the URL, without JavaScript. */
let server: TestServer
const DAY = 86_400_000
const old = (days: number) => new Date(Date.now() - days * DAY)
const stats = (averageRating: number, reviewCount: number, completedProjects: number) => ({
  averageRating,
  reviewCount,
  completedProjects,
  totalProjects: completedProjects + 1,
  successRate: 50,
  totalFundingSecured: 0,
})

beforeAll(async () => {
  server = await startTestServer()
  const db = server.services.db
  await insertExpert(db, {
    name: 'Asha Kamau',
    country: 'KE',
    languages: ['en', 'sw'],
    expertise: [{ sector: 'health', grantType: 'research' }],
    hourly: [30, 50],
    stats: stats(4.9, 10, 3),
    createdAt: old(1),
  })
  await insertExpert(db, {
    name: 'Bruno Machava',
    tier: 'pro',
    country: 'MZ',
    languages: ['pt'],
    expertise: [{ sector: 'agriculture', grantType: 'project' }],
    hourly: [80, 120],
    stats: stats(4.2, 6, 20),
    createdAt: old(2),
  })
  await insertExpert(db, {
    name: 'Claire Ndiaye',
    tier: 'elite',
    country: 'SN',
    languages: ['fr', 'en'],
    expertise: [
      { sector: 'education', grantType: 'capacity_building' },
      { sector: 'health', grantType: 'project' },
    ],
    hourly: [20, 25],
    createdAt: old(3),
  })
  await insertExpert(db, {
    name: 'Dawit Bekele',
    country: 'ET',
    languages: ['en'],
    expertise: [{ sector: 'governance', grantType: 'operating_support' }],
    hourly: [null, null],
    stats: stats(3.8, 4, 8),
    createdAt: old(4),
  })
  await insertExpert(db, {
    name: 'Esi Mensah',
    country: 'GH',
    languages: ['en'],
    expertise: [{ sector: 'health', grantType: 'fellowship' }],
    hourly: [45, 60],
    stats: stats(4.6, 8, 12),
    createdAt: old(5),
  })
  // Never listed, whatever the filters: a pending applicant in Kenya who speaks Swahili.
  await insertExpert(db, { name: 'Pending Paul', application: 'pending', membership: 'inactive', country: 'KE', languages: ['sw'], expertise: [{ sector: 'health', grantType: 'research' }] })
})
afterAll(() => server?.close())

async function browse(search: string) {
  const { html, status } = await server.client().page(`/grant-experts/browse${search}`)
  expect(status, search).toBe(200)
  const names = [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1])
  return { html, names, body: text(html) }
}

describe('Filtering the directory', () => {
  it('by country (the code in any case), only among listed experts', async () => {
    expect((await browse('?country=KE')).names).toEqual(['Asha Kamau'])
    expect((await browse('?country=ke')).names).toEqual(['Asha Kamau'])
    expect((await browse('?country=SN')).body).toContain('Country: Senegal')
  })

  it('by a language the expert works in', async () => {
    expect((await browse('?language=sw')).names).toEqual(['Asha Kamau'])
    expect((await browse('?language=fr')).names).toEqual(['Claire Ndiaye'])
    expect((await browse('?language=pt')).names).toEqual(['Bruno Machava'])
  })

  it('by sector and by grant type, both on the same expertise row', async () => {
    // Featured first in Best match: Claire (Elite), then the newest.
    expect((await browse('?sector=health')).names).toEqual(['Claire Ndiaye', 'Asha Kamau', 'Esi Mensah'])
    expect((await browse('?type=research')).names).toEqual(['Asha Kamau'])
    expect((await browse('?sector=health&type=project')).names).toEqual(['Claire Ndiaye'])
    // Claire does education capacity building and health projects: not health capacity building.
    expect((await browse('?sector=health&type=capacity_building')).names).toEqual([])
  })

  it('by hourly rate: experts whose own range meets the range asked for; an expert without a rate is left out', async () => {
    expect((await browse('?min_rate=40&max_rate=70')).names).toEqual(['Asha Kamau', 'Esi Mensah'])
    expect((await browse('?max_rate=25')).names).toEqual(['Claire Ndiaye'])
    expect((await browse('?min_rate=100')).names).toEqual(['Bruno Machava'])
    // A range given the wrong way round is read the right way round.
    expect((await browse('?min_rate=70&max_rate=40')).names).toEqual(['Asha Kamau', 'Esi Mensah'])
  })

  it('combines filters with the words searched', async () => {
    expect((await browse('?q=esi&sector=health&language=en&country=GH')).names).toEqual(['Esi Mensah'])
  })
})

describe('Sorting the directory', () => {
  it('Best match (the default) lists featured experts first, Elite then Pro, then the newest, and says so', async () => {
    const { names, body } = await browse('')
    expect(names).toEqual(['Claire Ndiaye', 'Bruno Machava', 'Asha Kamau', 'Dawit Bekele', 'Esi Mensah'])
    expect(body).toContain('Best match lists featured experts first (Elite, then Pro members, who pay for this placement), then the newest.')
  })

  it('by rating, by projects completed and by rate both ways, without moving featured experts up', async () => {
    const rated = await browse('?sort=rating')
    expect(rated.names).toEqual(['Asha Kamau', 'Esi Mensah', 'Bruno Machava', 'Dawit Bekele', 'Claire Ndiaye'])
    expect(rated.body).toContain('Sorted by “Highest rated” only: featured experts are marked, not moved up.')
    expect((await browse('?sort=projects')).names).toEqual(['Bruno Machava', 'Esi Mensah', 'Dawit Bekele', 'Asha Kamau', 'Claire Ndiaye'])
    expect((await browse('?sort=rate_low')).names).toEqual(['Claire Ndiaye', 'Asha Kamau', 'Esi Mensah', 'Bruno Machava', 'Dawit Bekele'])
    expect((await browse('?sort=rate_high')).names).toEqual(['Bruno Machava', 'Esi Mensah', 'Asha Kamau', 'Claire Ndiaye', 'Dawit Bekele'])
    expect((await browse('?sort=rate_low&sector=health')).names).toEqual(['Claire Ndiaye', 'Asha Kamau', 'Esi Mensah'])
  })

  it('returns the listed ids of the page in order (for search appearances)', async () => {
    const result = await searchExperts(server.services.db, { sort: 'rate_high', page: 1 })
    expect(result.ids).toEqual(result.experts.map((e) => e.id))
    expect(result.experts.map((e) => e.name)).toEqual(['Bruno Machava', 'Esi Mensah', 'Asha Kamau', 'Claire Ndiaye', 'Dawit Bekele'])
  })
})

describe('Both ways to a page (sorting the matches, or walking the order until the page is full)', () => {
  it('give the same experts in the same order on every page, for every sort, with and without filters and words', async () => {
    const db = server.services.db
    const searches: Array<Omit<DirectoryState, 'page' | 'sort'>> = [{}, { q: 'a' }, { sector: 'health' }, { language: 'en', minRate: 20 }, { q: 'kamau' }]
    for (const sort of DIRECTORY_SORTS)
      for (const search of searches)
        for (const page of [1, 2, 3]) {
          const query = { ...search, sort, page }
          const sorted = await searchExperts(db, query, new Date(), 2, 1_000_000)
          const walked = await searchExperts(db, query, new Date(), 2, 0)
          expect(walked, JSON.stringify(query)).toEqual(sorted)
        }
    // Not every page is empty: the comparison compares something.
    expect((await searchExperts(db, { page: 2 }, new Date(), 2, 0)).experts).toHaveLength(2)
  })
})

describe('The directory follows every change to an expert at once (its own copy, ADR 086)', () => {
  it('a new sector, rate, rating, language and name; a membership that ends; an expert removed', async () => {
    const db = server.services.db
    const id = await insertExpert(db, { name: 'Farah Idris', country: 'SD', languages: ['ar'], expertise: [{ sector: 'energy', grantType: 'project' }], hourly: [10, 15], createdAt: old(6) })
    expect((await browse('?sector=energy')).names).toEqual(['Farah Idris'])
    // The expertise is replaced: the old sector no longer finds her, the new one does.
    await db.delete(expertExpertise).where(eq(expertExpertise.expertId, id))
    await db.insert(expertExpertise).values({ expertId: id, sector: 'technology', grantType: 'research' })
    expect((await browse('?sector=energy')).names).toEqual([])
    expect((await browse('?sector=technology&type=research')).names).toEqual(['Farah Idris'])
    // Her rate, languages and country change on her profile.
    await db
      .update(experts)
      .set({ hourlyRateMin: 200, hourlyRateMax: 250, languages: ['ar', 'fr'], country: 'TD' })
      .where(eq(experts.id, id))
    expect((await browse('?sort=rate_high')).names[0]).toBe('Farah Idris')
    expect((await browse('?language=fr')).names).toContain('Farah Idris')
    expect((await browse('?country=SD')).names).toEqual([])
    expect((await browse('?country=TD')).names).toEqual(['Farah Idris'])
    // Her first reviews put her first by rating.
    await db.insert(expertStats).values({ expertId: id, ...stats(5, 3, 1) })
    expect((await browse('?sort=rating')).names[0]).toBe('Farah Idris')
    await db.update(expertStats).set({ averageRating: 1 }).where(eq(expertStats.expertId, id))
    // Rated 1: below every rated expert, above Claire, who has no review yet.
    expect((await browse('?sort=rating')).names.slice(-2)).toEqual(['Farah Idris', 'Claire Ndiaye'])
    // A new name is searched at once.
    const [{ userId }] = await db.select({ userId: experts.userId }).from(experts).where(eq(experts.id, id))
    await db.update(user).set({ name: 'Farah Osman' }).where(eq(user.id, userId))
    expect((await browse('?q=osman')).names).toEqual(['Farah Osman'])
    // Her membership lapses: gone from every search; back when renewed.
    await db.update(experts).set({ membershipStatus: 'expired' }).where(eq(experts.id, id))
    expect((await browse('?q=osman')).names).toEqual([])
    await db.update(experts).set({ membershipStatus: 'active' }).where(eq(experts.id, id))
    expect((await browse('?q=osman')).names).toEqual(['Farah Osman'])
    // Removed (her account deleted): her copy goes with her.
    await db.delete(user).where(eq(user.id, userId))
    expect((await browse('?q=osman')).names).toEqual([])
    expect(await db.select().from(expertListings).where(eq(expertListings.expertId, id))).toEqual([])
  })
})

describe('The directory’s state in the URL, without JavaScript', () => {
  it('round-trips: the URL read back gives the same link, defaults left out', () => {
    const href = '/grant-experts/browse?q=health+budget&country=KE&language=sw&sector=health&type=research&min_rate=20&max_rate=80&sort=rating&page=2'
    const state = parseDirectoryQuery(new URL(href, 'http://x').searchParams)
    expect(state).toEqual({ q: 'health budget', country: 'KE', language: 'sw', sector: 'health', type: 'research', minRate: 20, maxRate: 80, sort: 'rating', page: 2 })
    expect(directoryHref(state)).toBe(href)
    expect(directoryHref(parseDirectoryQuery(new URLSearchParams('sort=best&page=1')))).toBe('/grant-experts/browse')
  })

  it('is a plain GET form with every filter, in a panel that opens without JavaScript, showing the chosen values', async () => {
    const { html } = await browse('?country=KE&language=sw&type=research&min_rate=20&sort=rating')
    expect(html).toMatch(/<form[^>]*action="\/grant-experts\/browse" method="get"/)
    expect(html).toMatch(/<details[^>]*open=""/)
    for (const name of ['q', 'country', 'language', 'sector', 'type', 'min_rate', 'max_rate', 'sort']) expect(html).toContain(`name="${name}"`)
    expect(html).toMatch(/<option value="KE" selected="">Kenya<\/option>/)
    expect(html).toMatch(/<option value="rating" selected="">Highest rated<\/option>/)
    expect(html).toMatch(/name="min_rate"[^>]*value="20"/)
    expect(html).toMatch(/<button type="submit"[^>]*>Apply filters<\/button>/)
  })

  it('shows a chip per filter, each a link to the same search without it', async () => {
    const { html } = await browse('?q=asha&country=KE&language=sw&sort=rating')
    expect(html).toMatch(/aria-label="Remove filter: Country: Kenya"[^>]*href="\/grant-experts\/browse\?q=asha&amp;language=sw&amp;sort=rating"/)
    expect(html).toMatch(/aria-label="Remove filter: Language: Kiswahili"[^>]*href="\/grant-experts\/browse\?q=asha&amp;country=KE&amp;sort=rating"/)
    expect(html).toMatch(/aria-label="Remove filter: Words: asha"[^>]*href="\/grant-experts\/browse\?country=KE&amp;language=sw&amp;sort=rating"/)
  })

  it('keeps every filter in the page links', async () => {
    const db = server.services.db
    for (let i = 0; i < 13; i++) await insertExpert(db, { name: `Page Writer ${i}`, country: 'UG', languages: ['en'], createdAt: old(30 + i) })
    const first = await browse('?country=UG&sort=rate_low')
    expect(first.names).toHaveLength(12)
    expect(first.html).toContain('href="/grant-experts/browse?country=UG&amp;sort=rate_low&amp;page=2"')
    expect((await browse('?country=UG&sort=rate_low&page=2')).names).toHaveLength(1)
  })

  it('says which filters to loosen when nothing matches, with how many each would bring back', async () => {
    const { body, html } = await browse('?country=KE&language=pt&sector=health')
    expect(body).toContain('0 grant experts')
    expect(body).toContain('No grant expert matches all of these filters')
    expect(body).toContain('Without “Country: Kenya”: 0 grant experts')
    expect(body).toContain('Without “Language: Português”: 1 grant expert')
    expect(html).toContain('href="/grant-experts/browse?country=KE&amp;sector=health"')
  })

  it('ignores bad values with a message naming each one, never an error page', async () => {
    const everyone = await browse('')
    const { body, names } = await browse('?country=ZZ&language=xx&type=nope&sector=%00&min_rate=abc&max_rate=-5&sort=cheapest&page=abc')
    expect(names).toEqual(everyone.names)
    expect(body).toContain('Part of this search was not applied')
    for (const filter of ['Country', 'Language', 'Sector', 'Grant type', 'Sort by']) expect(body).toContain(`The ${filter} in this address is not one we know, so it was not applied.`)
    expect(body).toMatch(/Hourly rate from must be a whole number of US dollars from 0 to 10,?000, so it was not applied\./)
  })
})
