import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grants, userGrantSubmissions } from '../../app/db/schema/index.ts'
import { searchGrants } from '../../app/domain/grants/search-grants.server.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { signedInAdmin, newMember } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Grants in several languages (issue 10, item 6): each grant is indexed with its own language's
 * text search configuration, a search finds grants in any language, results with a text query
 * come by relevance, and Discover filters by the grant's language.
 */
const days = (n: number) => new Date(Date.now() - n * 86_400_000)
const FIXTURES = [
  grant({
    title: 'Appel à projets : éducation des filles en milieu rural',
    description: 'La Fondation Lumière soutient les associations qui améliorent la scolarisation des filles et l’accès à l’eau potable dans les écoles rurales.',
    source: 'Fondation Lumière pour l’Afrique',
    countryScope: 'Senegal',
    geographicFocus: ['west_africa'],
    language: 'fr',
    createdAt: days(3),
  }),
  grant({
    title: 'Apoio à educação das raparigas nas zonas rurais',
    description: 'A Fundação Horizonte apoia organizações comunitárias que promovem a educação, a saúde materna e o acesso a água potável em Moçambique.',
    source: 'Fundação Horizonte',
    countryScope: 'Mozambique',
    geographicFocus: ['southern_africa'],
    language: 'pt',
    createdAt: days(4),
  }),
  grant({
    title: 'منح لدعم التعليم في المناطق الريفية',
    description: 'تدعم مؤسسة الأطلس الجمعيات المحلية التي تعمل على تحسين جودة التعليم وتمكين الشباب في المغرب.',
    source: 'مؤسسة الأطلس',
    countryScope: 'Morocco',
    geographicFocus: ['north_africa'],
    language: 'ar',
    createdAt: days(5),
  }),
  grant({
    title: 'Ruzuku ya Elimu kwa Wasichana Vijijini',
    description: 'Mfuko wa Jamii unatoa ruzuku kwa mashirika ya kijamii yanayosaidia elimu ya wasichana na upatikanaji wa maji safi.',
    source: 'Mfuko wa Jamii',
    countryScope: 'Tanzania',
    geographicFocus: ['east_africa'],
    language: 'sw',
    createdAt: days(6),
  }),
  grant({ title: 'Girls Education Scholarship Fund', sector: 'education', countryScope: 'Kenya', createdAt: days(7) }),
  // Relevance: the title match is older than the description-only match.
  grant({ title: 'Rural Water Access Programme', sector: 'health', description: 'Boreholes and hand pumps for villages, managed by local committees.', createdAt: days(20) }),
  grant({
    title: 'Community Clinics Support Fund',
    sector: 'health',
    description: 'Staff and medicines for community clinics, with safe water for hand washing in every clinic.',
    createdAt: days(1),
  }),
  // Phrase: the words as typed, in the title, come before both words apart in the title.
  grant({ title: 'Employment Skills for Youth', sector: 'economic_development', createdAt: days(2) }),
  grant({ title: 'Youth Employment Accelerator', sector: 'economic_development', createdAt: days(30) }),
  grant({
    title: 'Vocational Training Grants',
    sector: 'economic_development',
    description: 'Apprenticeships that lead to youth employment in the trades of each district.',
    createdAt: days(0.5),
  }),
]

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ grants: FIXTURES })
})
afterAll(() => server?.close())

async function discover(search: string) {
  const { html, status } = await server.client().page(`/discover${search}`)
  expect(status).toBe(200)
  const titles = [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1].replace(/&#x27;/g, "'"))
  return { html, titles, body: text(html) }
}
const find = async (q: string) => (await discover(`?q=${encodeURIComponent(q)}`)).titles

const FRENCH = 'Appel à projets : éducation des filles en milieu rural'
const PORTUGUESE = 'Apoio à educação das raparigas nas zonas rurais'
const ARABIC = 'منح لدعم التعليم في المناطق الريفية'
const SWAHILI = 'Ruzuku ya Elimu kwa Wasichana Vijijini'

describe('Search in the grant’s own language', () => {
  it('finds a French grant with and without accents, by its French word forms', async () => {
    expect(await find('éducation')).toContain(FRENCH)
    expect(await find('education')).toContain(FRENCH)
    expect(await find('EDUCATION FILLES')).toEqual([FRENCH])
    // French stems: "scolarisation" and "potable" are found as "scolariser", "eau potable".
    expect(await find('scolariser')).toEqual([FRENCH])
    expect(await find('eau potable')).toEqual([FRENCH])
    expect(await find('écoles')).toEqual([FRENCH])
  })

  it('finds a Portuguese grant with and without accents', async () => {
    expect(await find('educação')).toEqual([PORTUGUESE])
    expect(await find('educacao')).toEqual([PORTUGUESE])
    expect(await find('saúde materna')).toEqual([PORTUGUESE])
    expect(await find('saude')).toEqual([PORTUGUESE])
    expect(await find('água')).toEqual([PORTUGUESE])
  })

  it('"éducation", "education" and "educação" each find the grants of their language', async () => {
    // The English and French titles hold the word; the other grants only their sector (Education).
    for (const q of ['education', 'éducation']) {
      const titles = await find(q)
      expect(titles.slice(0, 2).sort()).toEqual(['Girls Education Scholarship Fund', FRENCH].sort())
      expect(titles.slice(2).sort()).toEqual([ARABIC, PORTUGUESE, SWAHILI].sort())
    }
    expect(await find('educação')).toEqual([PORTUGUESE])
  })

  it('finds Arabic grants by their words, with or without the article and vowel marks', async () => {
    expect(await find('التعليم')).toEqual([ARABIC])
    expect(await find('تعليم')).toEqual([ARABIC])
    expect(await find('التَّعْلِيم')).toEqual([ARABIC])
    expect(await find('مؤسسة الأطلس')).toEqual([ARABIC])
  })

  it('finds Swahili grants by their words as written', async () => {
    expect(await find('elimu')).toEqual([SWAHILI])
    expect(await find('wasichana vijijini')).toEqual([SWAHILI])
  })

  it('still corrects misspelled words in French, Portuguese and Swahili', async () => {
    expect(await find('scolarsation')).toEqual([FRENCH])
    expect(await find('raparigs')).toEqual([PORTUGUESE])
    expect(await find('wasichan')).toEqual([SWAHILI])
  })

  it('marks each grant’s text with its language and direction', async () => {
    const { html } = await discover('?q=التعليم')
    expect(html).toMatch(/<h3[^>]* lang="ar" dir="auto"[^>]*><a[^>]*>منح لدعم التعليم/)
    const french = await discover('?q=filles')
    expect(french.html).toMatch(/<h3[^>]* lang="fr" dir="auto"/)
    // The grant's page names its language, in its own name, and marks its text.
    const [row] = await server.services.db.select({ id: grants.id }).from(grants).where(eq(grants.title, ARABIC))
    const page = await server.client().page(`/grant/${row.id}`)
    expect(page.html).toMatch(/<h1[^>]* lang="ar" dir="auto"[^>]*>منح لدعم التعليم/)
    expect(page.html).toMatch(/<li[^>]* lang="ar">العربية<\/li>/)
  })
})

describe('Relevance', () => {
  it('lists a title match before a description-only match, though the latter is newer', async () => {
    const { titles, html } = await discover('?q=water')
    expect(titles).toEqual(['Rural Water Access Programme', 'Community Clinics Support Fund'])
    // "Most Relevant" is the search's default, first in the Sort by list.
    expect(html).toMatch(/<select[^>]*name="sort"[^>]*><option value="" selected="">Most Relevant<\/option><option value="newest">Newest First<\/option>/)
  })

  it('puts the words as typed in a title first, then every word in a title, then the words as typed elsewhere', async () => {
    expect(await find('youth employment')).toEqual(['Youth Employment Accelerator', 'Employment Skills for Youth', 'Vocational Training Grants'])
  })

  it('sorts by newest or deadline when asked, and relevance is not offered without words', async () => {
    expect((await discover('?q=water&sort=newest')).titles).toEqual(['Community Clinics Support Fund', 'Rural Water Access Programme'])
    const browse = await discover('')
    expect(browse.html).not.toMatch(/<option[^>]*>Most Relevant<\/option>/)
    expect(browse.html).toMatch(/<select[^>]*name="sort"[^>]*><option value="" selected="">Newest First<\/option><option value="deadline">/)
    // A chip that removes the search drops the relevance sort with it.
    expect(browse.titles[0]).toBe('Vocational Training Grants')
  })
})

describe('Filter by language', () => {
  it('offers every language in its own name, in the Filters disclosure', async () => {
    const { html } = await discover('')
    expect(html).toMatch(/<label[^>]*for="language"[^>]*>Language<\/label><select[^>]*name="language"/)
    expect(html).toContain('<option value="" selected="">All Languages</option>')
    for (const [id, name] of [
      ['fr', 'Français'],
      ['pt', 'Português'],
      ['ar', 'العربية'],
      ['sw', 'Kiswahili'],
      ['en', 'English'],
    ])
      expect(html).toContain(`<option value="${id}" lang="${id}">${name}</option>`)
  })

  it('shows only grants written in that language, as a chip that removes it', async () => {
    const { titles, html, body } = await discover('?language=fr')
    expect(titles).toEqual([FRENCH])
    expect(body).toContain('1 Grant Found in Français')
    expect(body).toContain('Filters (1)')
    const chips = [...html.matchAll(/<a [^>]*aria-label="Remove filter ([^"]+)"[^>]*>/g)].map((m) => [m[1], m[0].match(/href="([^"]+)"/)![1]])
    expect(chips).toEqual([['Language: Français', '/discover']])
    expect((await discover('?language=pt&q=educacao')).titles).toEqual([PORTUGUESE])
    expect((await discover('?language=en&q=educação')).titles).toEqual([])
    // Combined with the other filters, and an unknown language is ignored.
    expect((await discover('?language=sw&region=east_africa')).titles).toEqual([SWAHILI])
    expect((await discover('?language=de')).titles).toHaveLength(10)
  })
})

describe('The grant’s language is set where grants are written', () => {
  let admin: TestClient
  let member: TestClient
  beforeAll(async () => {
    admin = await signedInAdmin(server)
    member = await newMember(server, { email: 'soumission@example.org' })
  })

  it('the admin form offers the languages, saves the one chosen and shows it when editing', async () => {
    const form = await admin.page('/admin/grants/new')
    expect(form.html).toMatch(/<label[^>]*for="language"[^>]*>Language of the grant<\/label><select[^>]*id="language"[^>]*name="language"/)
    expect(form.html).toContain('<option value="en" lang="en" selected="">English</option>')
    const response = await admin.post('/admin/grants/new', {
      title: 'Programme d’appui aux coopératives agricoles',
      description: 'Subventions pour les coopératives agricoles qui transforment et vendent leurs récoltes.',
      source: 'Fonds Sahel Avenir',
      sector: 'agriculture',
      language: 'fr',
    })
    expect(response.status).toBe(302)
    const [row] = await server.services.db.select().from(grants).where(eq(grants.source, 'Fonds Sahel Avenir'))
    expect(row.language).toBe('fr')
    expect(await find('coopérative')).toEqual(['Programme d’appui aux coopératives agricoles'])
    expect((await admin.page(`/admin/grants/${row.id}/edit`)).html).toContain('<option value="fr" lang="fr" selected="">Français</option>')
    // A grant saved without the field (a form from before it existed) is in English.
    await admin.post('/admin/grants/new', { title: 'Seed Bank Expansion Fund', description: 'Community seed banks for drought-tolerant varieties.', source: 'Seed Trust', sector: 'agriculture' })
    const [english] = await server.services.db.select().from(grants).where(eq(grants.source, 'Seed Trust'))
    expect(english.language).toBe('en')
  })

  it('the submit-grant form sends the language, and the published grant keeps it', async () => {
    expect((await member.page('/submit-grant')).html).toMatch(/<label[^>]*for="language"[^>]*>Language of the grant<\/label><select[^>]*id="language"/)
    await member.post('/submit-grant', {
      title: 'Fundo de apoio às cooperativas de pesca',
      description: 'O Fundo Atlântico apoia cooperativas de pesca artesanal com equipamento e formação em Cabo Verde.',
      funderName: 'Fundo Atlântico',
      applicationUrl: 'https://atlantico.example.org/candidaturas',
      language: 'pt',
      sectors: 'economic_development',
    })
    const [submission] = await server.services.db.select().from(userGrantSubmissions).where(eq(userGrantSubmissions.funderName, 'Fundo Atlântico'))
    expect(submission.language).toBe('pt')
    expect((await admin.post('/admin', { intent: 'submission-publish', id: submission.id })).status).toBe(302)
    const [published] = await server.services.db.select().from(grants).where(eq(grants.source, 'Fundo Atlântico'))
    expect(published.language).toBe('pt')
    expect(await find('pesca artesanal')).toEqual(['Fundo de apoio às cooperativas de pesca'])
  })
})

describe('Cached results stay exact', () => {
  it('a changed or new grant is found at once, on every page of a search', async () => {
    const first = await find('tomato')
    expect(first).toEqual([])
    await insertGrants(server.services.db, [grant({ title: 'Tomato Value Chain Fund', sector: 'agriculture', description: 'Drip irrigation and cold storage for growers.' })])
    expect(await find('tomato')).toEqual(['Tomato Value Chain Fund'])
    await server.services.db.update(grants).set({ title: 'Onion Value Chain Fund' }).where(eq(grants.title, 'Tomato Value Chain Fund'))
    expect(await find('tomato')).toEqual([])
    expect(await find('onion')).toEqual(['Onion Value Chain Fund'])
  })

  it('pages of a relevance search do not overlap', async () => {
    await insertGrants(
      server.services.db,
      Array.from({ length: 30 }, (_, i) => grant({ title: `Borehole Maintenance Grant ${i + 1}`, sector: 'health', createdAt: days(40 + i) })),
    )
    const pages = await Promise.all([1, 2, 3].map((page) => discover(`?q=borehole&page=${page}`)))
    const titles = pages.flatMap((p) => p.titles)
    expect(pages.map((p) => p.titles.length)).toEqual([12, 12, 7])
    expect(new Set(titles).size).toBe(31)
    expect(pages[0].body).toContain('31 Grants Found')
  })

  it('pages past the cached ones are read directly, in the same order, with the same count', async () => {
    // One grant a page: pages 1 to 20 come from the cached ranking, 21 to 31 straight from the database.
    const query = (page: number, sort: 'relevance' | 'deadline') => searchGrants(server.services.db, { q: 'borehole', sort, page }, 1)
    for (const sort of ['relevance', 'deadline'] as const) {
      const all = (await searchGrants(server.services.db, { q: 'borehole', sort, page: 1 }, 31)).grants.map((g) => g.id)
      const pages = await Promise.all(Array.from({ length: 31 }, (_, i) => query(i + 1, sort)))
      expect(pages.map((p) => p.grants[0].id)).toEqual(all)
      expect(new Set(pages.map((p) => p.total))).toEqual(new Set([31]))
    }
    expect(await query(40, 'relevance')).toMatchObject({ grants: [], total: 31, pageCount: 31 })
  })
})
