import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discoveredGrantsQueue, grants, organizations } from '../../app/db/schema/index.ts'
import { newMember, organizationOf, signedInAdmin } from '../support/accounts.ts'
import { discoverySource, queuedGrant } from '../support/discovery-queue.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { messages, type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Who may apply, as data (issue 25 §6): the reviewer edits it and publishes it, the grant page says
 * it, Pro members filter Discover by it, and a match the organization cannot apply to says why.
 */
let server: TestServer
let admin: TestClient
let pro: TestClient

beforeAll(async () => {
  server = await startTestServer({
    grants: [
      grant({ title: 'Kenya Irrigation Research Chairs', sector: 'agriculture', countryScope: 'Kenya', deadline: daysFromNow(40), applicantTypes: ['university'] }),
      grant({ title: 'Lagos Farmers Cooperative Fund', sector: 'agriculture', countryScope: 'Kenya', deadline: daysFromNow(40), foreignApplicants: false, eligibleCountries: ['NG'] }),
      grant({ title: 'Community Seed Banks Fund', sector: 'agriculture', countryScope: 'Kenya', deadline: daysFromNow(40), applicantTypes: ['ngo', 'university'], foreignApplicants: true }),
      grant({ title: 'Open Irrigation Call', sector: 'agriculture', countryScope: 'Kenya', deadline: daysFromNow(40) }),
    ],
  })
  admin = await signedInAdmin(server)
  pro = await newMember(server, { email: 'eligibility-pro@example.org', orgName: 'Kisumu Growers' })
  const org = await organizationOf(server, 'eligibility-pro@example.org')
  await server.services.db
    .update(organizations)
    .set({ plan: 'pro', planRenewsAt: new Date(Date.now() + 200 * 86_400_000) })
    .where(eq(organizations.id, org.id))
  const saved = await pro.post('/profile', {
    intent: 'organization',
    orgName: 'Kisumu Growers',
    sector: 'agriculture',
    country: 'KE',
    mission: 'We help smallholder farmers adopt drip irrigation.',
    programAreas: '',
    website: '',
    registrationNumber: '',
    orgType: 'cbo',
    annualBudgetUsd: '40,000',
    languages: 'en',
  })
  expect(saved.status).toBe(302)
}, 120_000)
afterAll(() => server?.close())

const db = () => server.services.db
const grantId = async (title: string) => (await db().select({ id: grants.id }).from(grants).where(eq(grants.title, title)))[0].id
/** Whether the review form's box for this applicant type is ticked. */
const ticked = (html: string, type: string) => new RegExp(`<input(?=[^>]*name="applicantTypes")(?=[^>]*value="${type}")(?=[^>]*checked)[^>]*>`).test(html)
const queueRow = async (id: string) => (await db().select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.id, id)))[0]

function reviewForm(row: typeof discoveredGrantsQueue.$inferSelect, intent: string, changes: Record<string, string | string[]>) {
  const fields: Record<string, string | string[]> = {
    title: row.title,
    funderName: row.funderName ?? '',
    description: row.description ?? '',
    language: row.language,
    fundingAmount: row.fundingAmount ?? '',
    amountMin: row.amountMin?.toString() ?? '',
    amountMax: row.amountMax?.toString() ?? '',
    currency: row.currency ?? '',
    deadline: row.deadline ?? '',
    countryScope: row.countryScope ?? '',
    applicationUrl: row.applicationUrl ?? '',
    countryCodes: row.countryCodes,
    geographicFocus: row.geographicFocus,
    sectors: row.sectors,
    ...changes,
    intent,
  }
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) body.append(key, one)
  return admin.request(`/taf-admin/discovered/${row.id}`, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
}

describe('Who can apply, from the review to the member', () => {
  it('shows the reviewer what the crawler read, refuses a kind it does not know, and publishes the edited values to the grant', async () => {
    const source = await discoverySource(server)
    const row = await queuedGrant(server, source.id, {
      title: 'Borehole Maintenance Grants',
      applicantTypes: ['ngo'],
      foreignApplicants: null,
      eligibleCountries: [],
      fieldSnippets: { applicantTypes: 'Who can apply: Registered non-profit organisations.' },
      fieldOrigins: { applicantTypes: 'structure' },
    })
    const page = await admin.page(`/taf-admin/discovered/${row.id}`)
    expect(ticked(page.html, 'ngo')).toBe(true)
    expect(text(page.html)).toContain('Who can apply: Registered non-profit organisations.')
    expect(text(page.html)).toContain('NGO or community organization')

    const refused = await reviewForm(row, 'publish', { applicantTypes: ['university', 'spaceship'], foreignApplicants: 'maybe', eligibleCountries: ['NG'] })
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(messages(refusedHtml, 'alert').join(' ')).toContain('Choose countries, regions and sectors from the lists')
    // What was chosen stays chosen.
    expect(ticked(refusedHtml, 'university')).toBe(true)
    expect(ticked(refusedHtml, 'ngo')).toBe(false)
    expect(await queueRow(row.id)).toEqual(row)

    const published = await reviewForm(row, 'publish', { applicantTypes: ['government', 'individual'], foreignApplicants: 'no', eligibleCountries: ['NG', 'GH'] })
    expect(published.status).toBe(302)
    const [grantRow] = await db().select().from(grants).where(eq(grants.title, 'Borehole Maintenance Grants'))
    expect(grantRow).toMatchObject({ applicantTypes: ['government', 'individual'], foreignApplicants: false })
    expect([...grantRow.eligibleCountries].sort()).toEqual(['GH', 'NG'])
    expect(await queueRow(row.id)).toMatchObject({ status: 'verified', applicantTypes: ['government', 'individual'], foreignApplicants: false })

    // The grant page says it in words.
    const shown = text((await server.client().page(`/grant/${grantRow.id}`)).html)
    expect(shown).toContain('Who can apply')
    expect(shown).toContain('Open to government bodies and individuals')
    expect(shown).toContain('Only organizations registered in Nigeria and Ghana')
  })

  it('says on the grant page that organizations from outside the funder’s country may apply', async () => {
    const shown = text((await server.client().page(`/grant/${await grantId('Community Seed Banks Fund')}`)).html)
    expect(shown).toContain('Open to NGOs and community organizations and universities')
    expect(shown).toContain('Organizations from outside the funder’s country may apply')
    const silent = text((await server.client().page(`/grant/${await grantId('Open Irrigation Call')}`)).html)
    expect(silent).not.toContain('Who can apply')
  })

  it('lets a Pro member filter Discover by who can apply, and names the filter', async () => {
    const page = await pro.page('/discover?applicant=university')
    const titles = [...page.html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1])
    expect(titles.sort()).toEqual(['Community Seed Banks Fund', 'Kenya Irrigation Research Chairs'])
    expect(text(page.html)).toContain('Who can apply: University or research institute')
    // A visitor's search is not filtered: the filter comes with Pro.
    const visitor = await server.client().page('/discover?applicant=university')
    expect(text(visitor.html)).toContain('Open Irrigation Call')
  })

  it('tells a member why a grant is closed to them: "Funds only universities", "Not open to Kenya"', async () => {
    const universities = text((await pro.page(`/grant/${await grantId('Kenya Irrigation Research Chairs')}`)).html)
    expect(universities).toContain('Funds only universities')
    expect(universities).toMatch(/\b30% Match/)
    const lagos = text((await pro.page(`/grant/${await grantId('Lagos Farmers Cooperative Fund')}`)).html)
    expect(lagos).toContain('Not open to Kenya')
    expect(lagos).toMatch(/\b30% Match/)
    // A community organization applies as an NGO: not blocked.
    const seeds = text((await pro.page(`/grant/${await grantId('Community Seed Banks Fund')}`)).html)
    expect(seeds).not.toContain('Funds only')
    expect(seeds).not.toContain('Not open to Kenya')
  })
})
