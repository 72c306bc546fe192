import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grants } from '../../app/db/schema/index.ts'
import { CATALOGUES } from '../../app/i18n/messages/index.ts'
import { grant } from '../support/grants.ts'
import { listedOrg } from '../support/organization-directory.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Places named in the reader's language (issue 27 §5): a grant's countries from their codes and
 * its regions from the catalogue, never the funder's English word for them; the funder's own words
 * only when they say more, labelled as theirs; a profile's "Other" country in the reader's words.
 */
type Language = 'en' | 'fr' | 'ar'
const words = (language: Language, id: string) => Object.assign({}, ...Object.values(CATALOGUES[language]))[id] as string

let server: TestServer
const ids: Record<string, string> = {}
beforeAll(async () => {
  server = await startTestServer({
    grants: [
      grant({ title: 'Desert Wells Fund', source: 'Oasis Water Trust', countryScope: 'Chad', geographicFocus: [] }),
      grant({ title: 'Lakeside Clinics Fund', source: 'Oasis Water Trust', countryScope: 'Kisumu County, Kenya', geographicFocus: ['east_africa'] }),
    ],
  })
  for (const row of await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)) ids[row.title] = row.id
  await listedOrg(server, { name: 'Wandering Seeds Collective', slug: 'wandering-seeds', country: 'other', sectors: ['agriculture'], tier: 'standard' })
})
afterAll(() => server?.close())

async function reader(language: Language): Promise<TestClient> {
  const client = server.client()
  await client.post('/language', { language, redirectTo: '/' })
  return client
}
/** The page's text without its title and description (the funder's own words, which may name places). */
async function page(client: TestClient, path: string) {
  const response = await client.page(path)
  expect(response.status).toBe(200)
  return text(response.html)
}

describe('Places in the reader’s language', () => {
  it('names a grant stored with the country scope “Chad” as Tchad on its French page and تشاد on its Arabic page', async () => {
    const french = await page(await reader('fr'), `/grant/${ids['Desert Wells Fund']}`)
    expect(french).toContain(`${words('fr', 'grant.location')} Tchad`)
    expect(french).not.toMatch(/\bChad\b/)
    const arabic = await page(await reader('ar'), `/grant/${ids['Desert Wells Fund']}`)
    expect(arabic).toContain(`${words('ar', 'grant.location')} تشاد`)
    expect(arabic).not.toMatch(/\bChad\b/)
  })

  it('keeps the funder’s words beside the names when they say more (a county), labelled as theirs', async () => {
    const french = await page(await reader('fr'), `/grant/${ids['Lakeside Clinics Fund']}`)
    // Kenya is named; East Africa only frames it.
    expect(french).toContain(`${words('fr', 'grant.location')} Kenya Selon le bailleur de fonds : « Kisumu County, Kenya »`)
    expect(french).not.toContain('Afrique de l’Est')
    const english = await page(await reader('en'), `/grant/${ids['Lakeside Clinics Fund']}`)
    expect(english).toContain('Location Kenya In the funder’s words: “Kisumu County, Kenya”')
  })

  it('names the places on the Discover cards, the funder’s page and the similar grants in Arabic', async () => {
    const client = await reader('ar')
    const discover = await page(client, '/discover')
    expect(discover).toContain('تشاد')
    expect(discover).toContain('كينيا')
    expect(discover).not.toMatch(/\bChad\b/)
    const funder = await page(client, '/funders/oasis-water-trust')
    expect(funder).toContain('تشاد')
    expect(funder).not.toMatch(/\bChad\b/)
    // The Kenyan grant's page lists the Chadian one among its similar grants.
    const similar = await page(client, `/grant/${ids['Lakeside Clinics Fund']}`)
    expect(similar.slice(similar.indexOf(words('ar', 'grant.similar')))).toContain('تشاد')
  })

  it('names an organization’s “Other” country in the reader’s words in the directory and on its profile', async () => {
    const client = await reader('fr')
    const directory = await page(client, '/org')
    expect(directory).toContain(`${words('fr', 'places.otherCountry')} · Agriculture`)
    expect(directory).not.toMatch(/\bother\b/)
    const profile = await page(client, '/org/wandering-seeds')
    expect(profile).toContain(words('fr', 'places.otherCountry'))
    expect(profile).not.toMatch(/\bother\b/)
  })
})

describe('Countries named in another language than English are found (ADR 071)', () => {
  it('a new grant open to "Tchad" is found by the country filter, and the backfill gives older grants their countries', async () => {
    const { rederivePlaces } = await import('../../app/domain/grants/rederive-places.server.ts')
    const { eq } = await import('drizzle-orm')
    const { toGrantRow } = await import('../../app/domain/grants/write-grant.server.ts')
    const db = server.services.db
    const [fresh] = await db
      .insert(grants)
      .values(toGrantRow({ title: 'Fonds des puits du désert', description: 'Puits.', source: 'Fondation Oasis', sector: 'health', countryScope: 'Tchad et Niger' }))
      .returning({ id: grants.id, countryCodes: grants.countryCodes })
    expect([...fresh.countryCodes].sort()).toEqual(['NE', 'TD'])
    // A grant written before the reader: its scope names Mozambique in Portuguese, its codes nothing.
    const [older] = await db
      .insert(grants)
      .values({
        ...toGrantRow({ title: 'Fundo das escolas costeiras', description: 'Escolas.', source: 'Fundação Costa', sector: 'education', countryScope: 'Moçambique' }),
        countryCodes: [],
        regions: [],
      })
      .returning({ id: grants.id })
    const progress: number[] = []
    const outcome = await rederivePlaces(db, (done) => progress.push(done))
    expect(outcome.changed).toBeGreaterThanOrEqual(1)
    expect(progress.at(-1)).toBe(outcome.read)
    const [after] = await db.select({ countryCodes: grants.countryCodes, regions: grants.regions }).from(grants).where(eq(grants.id, older.id))
    expect(after).toEqual({ countryCodes: ['MZ'], regions: ['southern_africa'] })
    expect((await rederivePlaces(db)).changed).toBe(0)
    const found = text((await server.client().page('/discover?country=MZ')).html)
    expect(found).toContain('Fundo das escolas costeiras')
  })
})
