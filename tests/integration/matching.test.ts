import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grants, matchReveals, organizations } from '../../app/db/schema/index.ts'
import { toGrantRow } from '../../app/domain/grants/write-grant.server.ts'
import { organizationOf, newMember } from '../support/accounts.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * The match score as members meet it (issue 13): a profile with a sector and country gives every
 * grant a score and its reasons; visitors see none; Free reveals 5 new matched grants a week on
 * /matches and counts the rest; Pro sees them all.
 */
let server: TestServer
const irrigation = (i: number) =>
  grant({
    title: `Smallholder Irrigation Fund ${i}`,
    description: 'Drip irrigation for smallholder farmers in western Kenya.',
    sector: 'agriculture',
    countryScope: 'Kenya',
    fundingAmount: 'Up to $30,000',
    deadline: daysFromNow(45 + i),
  })

beforeAll(async () => {
  server = await startTestServer({
    grants: [
      ...Array.from({ length: 8 }, (_, i) => irrigation(i)),
      grant({ title: 'Tanzania Farmers Fund', sector: 'agriculture', countryScope: 'Tanzania', geographicFocus: [], deadline: daysFromNow(40) }),
      grant({ title: 'University Irrigation Research', sector: 'agriculture', countryScope: 'Kenya', eligibility: 'Open only to registered universities.', deadline: daysFromNow(40) }),
    ],
  })
})
afterAll(() => server?.close())

async function memberWithProfile(email: string) {
  const client = await newMember(server, { email, orgName: 'Kisumu Growers' })
  const saved = await client.post('/profile', {
    intent: 'organization',
    orgName: 'Kisumu Growers',
    sector: 'agriculture',
    country: 'KE',
    mission: 'We help smallholder farmers adopt drip irrigation.',
    programAreas: '',
    website: '',
    registrationNumber: '',
    orgType: 'ngo',
    annualBudgetUsd: '40,000',
    languages: 'en',
  })
  expect(saved.status).toBe(302)
  return client
}

async function grantId(title: string) {
  const [row] = await server.services.db.select({ id: grants.id }).from(grants).where(eq(grants.title, title))
  return row.id
}

describe('The match score on grant pages', () => {
  it('shows a member with a profile the score and why: sector, country, mission, size', async () => {
    const client = await memberWithProfile('grower@example.org')
    const page = text((await client.page(`/grant/${await grantId('Smallholder Irrigation Fund 0')}`)).html)
    expect(page).toContain('Why this matches')
    expect(page).toContain('100% Match')
    expect(page).toContain('Agriculture matches your sector')
    expect(page).toContain('Open to Kenya')
    expect(page).toContain('Your mission mentions')
    expect(page).toContain('irrigation')
    expect(page).toContain('Amount fits your size')
  })

  it('says why a grant does not fit: another country, or only universities', async () => {
    const client = await memberWithProfile('grower2@example.org')
    const tanzania = text((await client.page(`/grant/${await grantId('Tanzania Farmers Fund')}`)).html)
    expect(tanzania).toContain('Not open to Kenya')
    expect(tanzania).toMatch(/\b30% Match/)
    const universities = text((await client.page(`/grant/${await grantId('University Irrigation Research')}`)).html)
    expect(universities).toContain('Funds only universities')
  })

  it('shows visitors no score, and asks a member without a sector and country to complete the profile', async () => {
    const id = await grantId('Smallholder Irrigation Fund 0')
    const visitor = text((await server.client().page(`/grant/${id}`)).html)
    expect(visitor).not.toContain('Why this matches')
    expect(visitor).not.toContain('Match')
    const newcomer = await newMember(server, { email: 'newcomer@example.org' })
    const page = text((await newcomer.page(`/grant/${id}`)).html)
    expect(page).not.toContain('Why this matches')
    expect(page).toContain('Add your sector and country to your organization profile')
  })
})

describe('Matches for you', () => {
  it('reveals 5 new matched grants a week on Free, counts the rest with the upgrade offer, and keeps the same 5 on reload', async () => {
    const client = await memberWithProfile('free@example.org')
    const first = await client.page('/matches')
    const page = text(first.html)
    expect(page).toContain('Matches for you')
    expect(page.match(/Smallholder Irrigation Fund \d/g)?.length).toBe(5)
    expect(page).toContain('3 more matches this week')
    expect(page).toContain('Upgrade to Pro for unlimited matches')
    expect(page).not.toContain('Tanzania Farmers Fund')
    const again = text((await client.page('/matches?sort=newest')).html)
    expect(new Set(again.match(/Smallholder Irrigation Fund \d/g))).toEqual(new Set(page.match(/Smallholder Irrigation Fund \d/g)))
    const org = await organizationOf(server, 'free@example.org')
    expect(await server.services.db.select().from(matchReveals).where(eq(matchReveals.organizationId, org.id))).toHaveLength(5)
  })

  it('shows Pro members every match', async () => {
    const client = await memberWithProfile('pro@example.org')
    const org = await organizationOf(server, 'pro@example.org')
    await server.services.db
      .update(organizations)
      .set({ plan: 'pro', planRenewsAt: new Date(Date.now() + 200 * 86_400_000) })
      .where(eq(organizations.id, org.id))
    const page = text((await client.page('/matches')).html)
    expect(page.match(/Smallholder Irrigation Fund \d/g)?.length).toBe(8)
    expect(page).not.toContain('more matches this week')
  })

  it('asks a member without a profile to complete it, and sends visitors to sign in', async () => {
    const client = await newMember(server, { email: 'blank@example.org' })
    expect(text((await client.page('/matches')).html)).toContain('Complete your profile')
    const visitor = await server.client().get('/matches')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe('/auth?redirectTo=%2Fmatches')
  })
})

describe('The Free weekly limit holds everywhere a score shows (issue 23)', () => {
  const badges = (html: string) => text(html).match(/\d+% Match/g) ?? []

  it('gives "Best match" on Discover to Pro only, and counts the scores on cards and grant pages against the same 5 a week', async () => {
    const client = await memberWithProfile('free-discover@example.org')
    const org = await organizationOf(server, 'free-discover@example.org')
    const reveals = async () => (await server.services.db.select().from(matchReveals).where(eq(matchReveals.organizationId, org.id))).map((r) => r.grantId)
    // sort=match falls back to the default order on the server, with the Pro note; the option is not offered.
    const sorted = await client.page('/discover?sort=match&sector=agriculture')
    expect(text(sorted.html)).toContain('Not applied, as they need the Pro plan: Best Match.')
    expect(sorted.html).not.toContain('<option value="match"')
    const newest = await client.page('/discover?sector=agriculture')
    const titles = (html: string) => [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1])
    expect(titles(sorted.html)).toEqual(titles(newest.html))
    // The page holds 8 matches: the best 5 are revealed (the week's limit), the rest hidden, and said so.
    expect(badges(sorted.html)).toHaveLength(5)
    expect(text(sorted.html)).toContain('Some match scores are not shown: the Free plan reveals 5 new matched grants a week, and this week’s are used.')
    const revealed = await reveals()
    expect(revealed).toHaveLength(5)
    // Paging, sorting and reloading reveal nothing more.
    for (let page = 1; page <= 5; page++) expect(badges((await client.page(`/discover?sort=match&page=${page}`)).html).length).toBeLessThanOrEqual(5)
    expect(await reveals()).toHaveLength(5)
    // A grant page shows a revealed grant's score; another matched grant's stays hidden, with the upgrade.
    const shown = text((await client.page(`/grant/${revealed[0]}`)).html)
    expect(shown).toContain('Why this matches')
    const hiddenId = (await server.services.db.select({ id: grants.id }).from(grants).where(eq(grants.sector, 'agriculture'))).map((g) => g.id).find((id) => !revealed.includes(id))!
    const hidden = await client.page(`/grant/${hiddenId}`)
    expect(text(hidden.html)).not.toContain('Why this matches')
    expect(badges(hidden.html)).toEqual([])
    expect(text(hidden.html)).toContain('This week’s 5 new matched grants on the Free plan are used, so this grant’s match score is not shown.')
    expect(text(hidden.html)).toContain('Upgrade to Pro for unlimited matches')
    // /matches shows the same 5, and counts the rest.
    const matches = text((await client.page('/matches')).html)
    expect(matches.match(/Smallholder Irrigation Fund \d/g)?.length).toBe(5)
    expect(matches).toContain('3 more matches this week')
    expect(await reveals()).toHaveLength(5)
  })

  it('lets Pro sort Discover by the score, with every card’s badge', async () => {
    const client = await memberWithProfile('pro-discover@example.org')
    const org = await organizationOf(server, 'pro-discover@example.org')
    await server.services.db
      .update(organizations)
      .set({ plan: 'pro', planRenewsAt: new Date(Date.now() + 200 * 86_400_000) })
      .where(eq(organizations.id, org.id))
    const page = await client.page('/discover?sort=match&sector=agriculture')
    expect(page.html).toContain('<option value="match"')
    expect(text(page.html)).not.toContain('Not applied')
    expect(text(page.html)).not.toContain('Some match scores are not shown')
    const scores = badges(page.html).map((b) => Number.parseInt(b, 10))
    expect(scores).toHaveLength(10)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })
})

describe('The organization profile', () => {
  it('keeps the type, budget and languages, and refuses a budget that is not a number with its message', async () => {
    const client = await memberWithProfile('profile@example.org')
    const org = await organizationOf(server, 'profile@example.org')
    expect(org).toMatchObject({ orgType: 'ngo', annualBudgetUsd: 40_000, languages: ['en'] })
    const bad = await client.post('/profile', { intent: 'organization', orgName: 'Kisumu Growers', sector: 'agriculture', country: 'KE', orgType: 'ngo', annualBudgetUsd: 'forty thousand' })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(text(html)).toContain('Please enter the budget as a whole number of US dollars')
    expect(html).toContain('value="forty thousand"')
  })

  it('offers Free members weekly or no match alerts, and refuses daily', async () => {
    const client = await memberWithProfile('alerts@example.org')
    const refused = await client.post('/profile', { intent: 'preferences', theme: 'system', matchAlertFrequency: 'daily' })
    expect(refused.status).toBe(403)
    expect(text(await refused.text())).toContain('Daily and priority alerts come with the Pro and Premium plans')
    const off = await client.post('/profile', { intent: 'preferences', theme: 'system', matchAlertFrequency: 'off' })
    expect(off.status).toBe(302)
  })
})

describe('An organization with several sectors', () => {
  it('saves a water and sanitation NGO under Health with Environment besides, and matches it to an Environment grant, saying why', async () => {
    await server.services.db.insert(grants).values(
      toGrantRow(
        grant({
          title: 'Kitui Springs Protection Fund',
          description: 'Protecting the springs and catchments that villages in Kitui draw their drinking water from.',
          sector: 'environment',
          countryScope: 'Kenya',
          fundingAmount: 'Up to $30,000',
          deadline: daysFromNow(50),
        }),
      ),
    )
    const client = await newMember(server, { email: 'wash@example.org', orgName: 'Maji Safi Kitui' })
    const save = (others: string[]) => {
      const form = new URLSearchParams({ intent: 'organization', orgName: 'Maji Safi Kitui', sector: 'health', country: 'KE', orgType: 'ngo', annualBudgetUsd: '60,000', languages: 'en' })
      for (const other of others) form.append('otherSectors', other)
      return client.post('/profile', form)
    }
    expect((await save(['environment'])).status).toBe(302)
    expect(await organizationOf(server, 'wash@example.org')).toMatchObject({ sector: 'health', sectors: ['health', 'environment'] })
    // The profile shows the main sector chosen and Environment ticked under Other sectors.
    const profile = (await client.page('/profile?tab=organization')).html
    expect(text(profile)).toContain('Other sectors')
    expect(profile).toMatch(/<input[^>]*name="otherSectors"[^>]*checked=""[^>]*value="environment"/)

    const id = await grantId('Kitui Springs Protection Fund')
    const page = text((await client.page(`/grant/${id}`)).html)
    expect(page).toContain('Environment matches your sector')
    expect(text((await client.page('/matches')).html)).toContain('Kitui Springs Protection Fund')

    // Without Environment, the same grant is for another sector again.
    expect((await save([])).status).toBe(302)
    expect(await organizationOf(server, 'wash@example.org')).toMatchObject({ sector: 'health', sectors: ['health'] })
    const after = text((await client.page(`/grant/${id}`)).html)
    expect(after).toContain('Mainly for Environment, not your sector')
    expect(after).not.toContain('Environment matches your sector')
  })
})
