import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISCOVER_FIXTURES, grant } from '../support/grants.ts'
import { text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  // 10 known grants plus 20 filler grants so pagination (12 a page) has a second page. The filler
  // are sample grants (is_demo): Discover lists and counts them with the real ones, even though the
  // public figures leave them out.
  const filler = Array.from({ length: 20 }, (_, i) =>
    grant({
      isDemo: true,
      title: `Community Savings Group Support ${i + 1}`,
      sector: 'economic_development',
      source: 'Continental Bank Foundation',
      countryScope: 'Uganda',
      createdAt: new Date(Date.now() - (20 + i) * 86_400_000),
    }),
  )
  server = await startTestServer({ grants: [...DISCOVER_FIXTURES, ...filler] })
})
afterAll(() => server?.close())

async function discover(search: string) {
  const { html, status } = await server.client().page(`/discover${search}`)
  expect(status).toBe(200)
  const titles = [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1].replace(/&#x27;/g, "'"))
  const count = text(html).match(/(\d[\d,]*) Grants? Found/)?.[1]
  return { html, titles, count: count ? Number(count.replace(/,/g, '')) : null, body: text(html) }
}

describe('Discover', () => {
  it('shows open grants newest first with "N Grants Found", and leaves closed grants out', async () => {
    const { titles, count, body } = await discover('')
    expect(count).toBe(29)
    expect(body).toContain('Discover 29 Grants')
    expect(titles[0]).toBe('Maternal Health Clinics Programme')
    expect(titles.slice(0, 4)).toEqual(['Maternal Health Clinics Programme', 'Climate-Smart Agriculture Challenge', 'Solar Mini-Grid Innovation Award', 'Pan-African Civic Technology Fund'])
    expect(titles).toHaveLength(12)
    expect(body).not.toContain('Closed Literacy Grant')
  })

  it('pages through results with the state in the URL', async () => {
    const first = await discover('')
    const third = await discover('?page=3')
    expect(third.titles).toHaveLength(5)
    expect(third.body).toContain('Page 3 of 3')
    expect(third.titles.some((t) => first.titles.includes(t))).toBe(false)
    expect(first.html).toContain('href="/discover?page=2"')
  })

  it('sends a page past the last one to the last page, keeping the search (never "Page 9,999 of 3" over nothing)', async () => {
    const visitor = server.client()
    const past = await visitor.get('/discover?page=9999')
    expect(past.status).toBe(302)
    expect(past.headers.get('Location')).toBe('/discover?page=3')
    const landed = await discover('?page=9999')
    expect(landed.body).toContain('Page 3 of 3')
    expect(landed.titles).toHaveLength(5)
    // Filters stay; a page inside the range is answered as it is.
    expect((await visitor.get('/discover?sector=economic_development&page=40')).headers.get('Location')).toBe('/discover?sector=economic_development&page=2')
    expect((await visitor.get('/discover?sector=economic_development&page=2')).status).toBe(200)
    // A search with one page (or none) goes to its first page.
    expect((await visitor.get('/discover?q=MATERNAL&page=7')).headers.get('Location')).toBe('/discover?q=MATERNAL')
    expect((await visitor.get('/discover?q=zzqxnothing&page=2')).headers.get('Location')).toBe('/discover?q=zzqxnothing')
  })

  it('searches title, funder, sector and description, ignoring case and accents', async () => {
    expect((await discover('?q=MATERNAL')).titles).toEqual(['Maternal Health Clinics Programme'])
    expect((await discover('?q=Okavango')).titles).toEqual(['Niger Delta Mangrove Restoration'])
    expect((await discover('?q=ecole%20numerique')).titles).toEqual(['École Numérique Rurale'])
    expect((await discover('?q=scholarship')).titles).toEqual(['Girls Secondary Education Scholarship Fund'])
  })

  it('still finds a grant when a word is misspelled', async () => {
    expect((await discover('?q=matrnal')).titles).toEqual(['Maternal Health Clinics Programme'])
    expect((await discover('?q=agricultre')).titles).toContain('Climate-Smart Agriculture Challenge')
  })

  it('filters by sector', async () => {
    const { titles, count } = await discover('?sector=technology')
    expect(count).toBe(2)
    expect(titles.sort()).toEqual(['Global Open Data Fellowship', 'Pan-African Civic Technology Fund'])
  })

  it('filters by region: grants whose countries lie in it, or that name the region', async () => {
    const { titles } = await discover('?region=west_africa')
    expect(titles.sort()).toEqual([
      'Climate-Smart Agriculture Challenge',
      'Maternal Health Clinics Programme',
      'Niger Delta Mangrove Restoration',
      'Solar Mini-Grid Innovation Award',
      'École Numérique Rurale',
    ])
    expect((await discover('?region=southern_africa')).titles).toEqual(['Southern Africa Water Governance Grant'])
  })

  it('filters by country code, without Niger (NE) matching Nigeria (NG)', async () => {
    expect((await discover('?country=TG')).titles).toEqual(['Climate-Smart Agriculture Challenge'])
    expect((await discover('?country=NG')).titles.sort()).toEqual(['Maternal Health Clinics Programme', 'Niger Delta Mangrove Restoration'])
    expect((await discover('?country=NE')).count).toBe(0)
  })

  it('still reads links written before filters were ids: English words, any case', async () => {
    expect((await discover('?country=togo')).titles).toEqual(['Climate-Smart Agriculture Challenge'])
    expect((await discover('?country=Niger')).count).toBe(0)
    expect((await discover('?sector=Technology')).count).toBe(2)
    expect((await discover('?region=Southern%20Africa')).titles).toEqual(['Southern Africa Water Governance Grant'])
  })

  it('filters by funder', async () => {
    const { titles } = await discover(`?funder=${encodeURIComponent('Pan-African Digital Inclusion Alliance')}`)
    expect(titles.sort()).toEqual(['Global Open Data Fellowship', 'Pan-African Civic Technology Fund'])
  })

  it('combines search and filters and summarises them beside the count', async () => {
    const { titles, body } = await discover('?q=grant&sector=governance&region=southern_africa')
    expect(titles).toEqual(['Southern Africa Water Governance Grant'])
    expect(body).toContain('1 Grant Found for “grant” in Governance, Southern Africa')
  })

  it('sorts by deadline, soonest first, with rolling deadlines last', async () => {
    const { titles } = await discover('?sort=deadline&region=west_africa')
    expect(titles).toEqual([
      'Maternal Health Clinics Programme',
      'Niger Delta Mangrove Restoration',
      'École Numérique Rurale',
      'Solar Mini-Grid Innovation Award',
      'Climate-Smart Agriculture Challenge',
    ])
  })

  it('shows the empty state with a Clear Filters that resets search and filters but keeps the sort', async () => {
    const { html, body, count } = await discover('?q=zzzzqqq&sector=health&sort=deadline')
    expect(count).toBe(0)
    expect(body).toContain('No grants found matching your criteria.')
    expect(html).toMatch(/href="\/discover\?sort=deadline"[^>]*>Clear Filters/)
  })

  it('folds the filters into a Filters disclosure that opens without JavaScript, saying how many are on', async () => {
    const plain = await discover('')
    expect(plain.html).toMatch(/<details[^>]*><summary[^>]*>Filters</)
    expect(plain.html).not.toMatch(/<details[^>]* open/)
    expect(plain.body).not.toContain('Active filters:')
    const filtered = await discover('?sector=health&country=NG')
    expect(filtered.body).toContain('Filters (2)')
  })

  it('shows each active filter above the results as a chip that links to the same search without it', async () => {
    const { html, body } = await discover('?q=clinic&sector=health&country=NG&sort=deadline&page=2')
    expect(body).toContain('Active filters:')
    const chips = [...html.matchAll(/<a [^>]*aria-label="Remove filter ([^"]+)"[^>]*>/g)].map((m) => [m[1], m[0].match(/href="([^"]+)"/)![1].replace(/&amp;/g, '&')])
    expect(chips).toEqual([
      ['“clinic”', '/discover?sector=health&country=NG&sort=deadline'],
      ['Sector: Health', '/discover?q=clinic&country=NG&sort=deadline'],
      ['Country: Nigeria', '/discover?q=clinic&sector=health&sort=deadline'],
    ])
    // Following a chip is an ordinary link: the search without that filter.
    expect((await discover('?sector=health&sort=deadline')).titles).toContain('Maternal Health Clinics Programme')
  })

  it('offers filter options from the data', async () => {
    const { html } = await discover('')
    for (const option of ['All Sectors', 'All Regions', 'All Countries', 'All Funders', 'Newest First', 'Deadline (Soonest)']) expect(html).toContain(`>${option}</option>`)
    expect(html).toContain('<option>Continental Bank Foundation</option>')
    // Countries by ISO code, named from CLDR; regions and sectors by id, named from the catalogue.
    expect(html).toContain('<option value="CI">Côte d’Ivoire</option>')
    expect(html).toContain('<option value="central_africa">Central Africa</option>')
    expect(html).not.toContain('>Gender Equality</option>')
  })

  it('shows every field of the grant card', async () => {
    const { html, body } = await discover('?q=maternal')
    expect(body).toContain('Health')
    expect(body).toContain('Global Fund for Community Health')
    expect(body).toContain('Up to $50,000')
    expect(body).toContain('Nigeria')
    const deadline = new Date(Date.now() + 10 * 86_400_000)
    expect(body).toContain(deadline.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }))
    expect(html).toContain('View Details')
    expect(html).toContain('Apply Now')
    expect(html).toMatch(/aria-label="Save grant: Maternal Health Clinics Programme"/)
  })

  it('ignores malformed filter values instead of failing', async () => {
    const { count } = await discover('?sort=sideways&page=-4')
    expect(count).toBe(29)
  })

  it('shows the submit-grant entry only to signed-in members', async () => {
    expect(text((await discover('')).html)).not.toContain('Submit a Grant')
  })
})

describe('Spelling correction', () => {
  it('does not widen a correctly spelled word to look-alikes', async () => {
    // "Mangrove" is a known word; "mangroves" stems to it; neither pulls in unrelated grants.
    expect((await discover('?q=mangrove')).titles).toEqual(['Niger Delta Mangrove Restoration'])
  })

  it('finds nothing for a word that is neither known nor close to a known word', async () => {
    expect((await discover('?q=xylophonic')).count).toBe(0)
  })

  it('learns the words of grants added later', async () => {
    const { insertGrants } = await import('../../app/domain/grants/write-grant.server.ts')
    await insertGrants(server.services.db, [grant({ title: 'Beekeeping Livelihoods Fund', sector: 'agriculture' })])
    expect((await discover('?q=beekeping')).titles).toEqual(['Beekeeping Livelihoods Fund'])
  })
})
