import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAT_MINIMUM } from '../../app/catalog/stats.ts'
import { organizations, organizationVerifications } from '../../app/db/schema/index.ts'
import { grant } from '../support/grants.ts'
import { text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Open Grant', countryScope: 'Kenya' }), grant({ title: 'Second Open Grant', countryScope: 'Ghana' })] })
})
afterAll(() => server?.close())

describe('Trust Center', () => {
  it('has the hero buttons, audiences, framework, FAQ of 9 and join cards', async () => {
    const { html } = await server.client().page('/trust-center')
    const body = text(html)
    expect(html).toMatch(/href="\/get-verified"[^>]*>Get Verified/)
    expect(html).toMatch(/href="\/discover"[^>]*>Discover Grants/)
    for (const s of ['For grant seekers', 'For funders', 'For grant experts', 'Digital analysis', 'On-the-ground checks', 'Independent cross-validation']) expect(body).toContain(s)
    expect(html.match(/<details class="p-4">/g)).toHaveLength(9)
    for (const to of ['/get-verified', '/grant-experts', '/discover']) expect(html).toContain(`href="${to}"`)
  })

  it('shows each tier with its first 4 features and a count of the rest, from the catalogue', async () => {
    const body = text((await server.client().page('/trust-center')).html)
    for (const s of ['Basic', 'Bronze badge', '$150', 'Standard', 'Silver badge', '$299', 'Premium', 'Gold badge', '$499', 'Most Popular', 'Elite', 'Platinum badge', '$999']) expect(body).toContain(s)
    expect(body).toContain('Projects up to $10,000')
    expect(body).toContain('Review in 10-15 business days')
    expect(body).toContain('+1 more') // Basic: 5 features, 4 shown
    expect(body).toContain('+18 more') // Elite: 22 features
    expect(body).not.toContain('Social media presence check') // Basic's fifth feature is not shown
  })

  it('shows no "By the numbers" band while the counts are too small: no "0 Verified organizations"', async () => {
    const body = text((await server.client().page('/trust-center')).html)
    expect(body).not.toContain('By the numbers')
    expect(body).not.toMatch(/Verified organizations/)
  })

  it('counts verified organizations from the database once there are enough to mean something', async () => {
    const countries = ['Kenya', 'Ghana', 'Nigeria', 'Uganda', 'Rwanda']
    const many = await startTestServer({ grants: Array.from({ length: STAT_MINIMUM.activeGrants }, (_, i) => grant({ title: `Listed Grant ${i}`, countryScope: countries[i % countries.length] })) })
    try {
      const { db } = many.services
      const orgs = await db
        .insert(organizations)
        .values(Array.from({ length: STAT_MINIMUM.verifiedOrganizations - 1 }, (_, i) => ({ name: `Verified Org ${i}` })))
        .returning({ id: organizations.id })
      await db
        .insert(organizationVerifications)
        .values(orgs.map((o) => ({ organizationId: o.id, verificationTier: 'basic' as const, verificationFeePaid: 150, paymentStatus: 'paid' as const, verificationStatus: 'approved' as const })))
      // One short of the minimum: the other figures show, the count of verified organizations does not.
      let body = text((await many.client().page('/trust-center')).html)
      expect(body).toContain('By the numbers')
      expect(body).toMatch(new RegExp(`Open grants listed ${STAT_MINIMUM.activeGrants}`))
      expect(body).not.toMatch(/Verified organizations/)

      const [last] = await db.insert(organizations).values({ name: 'Verified Org last' }).returning({ id: organizations.id })
      await db.insert(organizationVerifications).values({ organizationId: last.id, verificationTier: 'basic', verificationFeePaid: 150, paymentStatus: 'paid', verificationStatus: 'approved' })
      body = text((await many.client().page('/trust-center')).html)
      expect(body).toMatch(new RegExp(`Verified organizations ${STAT_MINIMUM.verifiedOrganizations}`))
    } finally {
      await many.close()
    }
  })
})

describe('How it works', () => {
  it('shows the six-step journey, six framework cards and the three buttons', async () => {
    const { html } = await server.client().page('/how-it-works')
    const body = text(html)
    for (const s of ['Sign up', 'Get verified', 'Browse and match', 'Secure engagement', 'Escrow protection', 'Collaboration']) expect(body).toContain(s)
    expect(html.match(/<h3 class="mt-3 [^"]*font-semibold">/g)).toHaveLength(6)
    expect(html).toMatch(/href="\/get-verified"[^>]*>Get Verified/)
    expect(html).toMatch(/href="\/discover"[^>]*>Discover Grants/)
    expect(html).toMatch(/href="\/auth\?tab=signup"[^>]*>Create an account/)
  })
})
