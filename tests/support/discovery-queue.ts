import { discoveredGrantsQueue, grantDiscoverySources } from '../../app/db/schema/index.ts'
import type { TestServer } from './test-server.ts'

let sources = 0
/** A discovery source, written straight to the database (as the console's add form would). */
export async function discoverySource(server: TestServer, overrides: Partial<typeof grantDiscoverySources.$inferInsert> = {}) {
  const n = ++sources
  const [row] = await server.services.db
    .insert(grantDiscoverySources)
    .values({ sourceName: `Test Funder Site ${n}`, sourceUrl: `https://funder-${n}.example.org/grants`, sourceType: 'funder_website', crawlFrequency: 'weekly', priority: 'medium', ...overrides })
    .returning()
  return row
}

let rows = 0
/** A row of the discovery queue as a crawl would leave it: pending review unless told. */
export async function queuedGrant(server: TestServer, sourceId: string, overrides: Partial<typeof discoveredGrantsQueue.$inferInsert> = {}) {
  const n = ++rows
  const pageUrl = `https://funder.example.org/grants/call-${n}`
  const [row] = await server.services.db
    .insert(discoveredGrantsQueue)
    .values({
      sourceId,
      externalId: pageUrl,
      pageUrl,
      canonicalUrl: pageUrl,
      title: `Discovered Water Grant ${n}`,
      funderName: 'Okavango Water Trust',
      description: 'Grants for community water committees that maintain rural boreholes.',
      fundingAmount: 'Up to KES 2,000,000',
      amountMax: 2_000_000,
      currency: 'KES',
      amountUsd: 15_423,
      fxRate: 129.6747,
      fxDate: '2026-09-29',
      deadline: '2099-03-31',
      deadlineText: 'Deadline: 31 March 2099',
      countryScope: 'Kenya and Uganda',
      countryCodes: ['KE', 'UG'],
      geographicFocus: ['east_africa'],
      sectors: ['health'],
      applicationUrl: `${pageUrl}/apply`,
      language: 'en',
      fieldOrigins: { title: 'jsonld', deadline: 'text' },
      rawData: { url: pageUrl, snippet: 'Community water committees can apply.' },
      ...overrides,
    })
    .returning()
  return row
}
