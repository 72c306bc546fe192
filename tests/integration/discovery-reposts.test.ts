import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discoveredGrantsQueue } from '../../app/db/schema/index.ts'
import { writeDiscoveredGrant } from '../../app/domain/discovery/queue-writes.server.ts'
import type { DiscoveredGrantInput } from '../../app/domain/discovery/types.ts'
import { discoverySource } from '../support/discovery-queue.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 25: an aggregator's repost of a funder's call is linked to the funder's own page (one grant
 * for the reviewer, every source kept), while a funder's several calls stay apart.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

let n = 0
function call(fields: Partial<DiscoveredGrantInput>): DiscoveredGrantInput {
  const url = `https://site-${++n}.example.org/calls/${n}`
  return {
    externalId: url,
    pageUrl: url,
    canonicalUrl: url,
    isAwardedRecord: false,
    title: 'Water and Sanitation Grants 2027',
    funderName: 'Fondation Kigelia',
    description: null,
    fundingAmount: null,
    amountMin: null,
    amountMax: null,
    currency: null,
    amountUsd: null,
    fxRate: null,
    fxDate: null,
    deadline: '2027-04-30',
    deadlineText: null,
    isRolling: false,
    countryScope: null,
    countryCodes: [],
    geographicFocus: [],
    sectors: [],
    applicationUrl: null,
    applicantTypes: [],
    foreignApplicants: null,
    eligibleCountries: [],
    language: 'en',
    fieldOrigins: {},
    fieldSnippets: {},
    snippet: null,
    ...fields,
  }
}

/** The funder's own page on its own site, then the other page from an aggregator: what the second becomes. */
async function second(own: Partial<DiscoveredGrantInput>, repost: Partial<DiscoveredGrantInput>) {
  const funder = await discoverySource(server)
  const blog = await discoverySource(server)
  await writeDiscoveredGrant(server.services.db, { sourceId: funder.id, taskId: null, grant: call(own) })
  const written = await writeDiscoveredGrant(server.services.db, { sourceId: blog.id, taskId: null, grant: call(repost) })
  const [row] = await server.services.db.select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.sourceId, blog.id))
  return { written, row }
}

describe('Reposts of a call on other sites', () => {
  it('links a repost with the same application link and deadline, even titled in another language', async () => {
    const apply = 'https://apply.kigelia.example/2027/water'
    const { written, row } = await second(
      { title: 'Appel à projets : eau et assainissement au Sahel 2027', language: 'fr', applicationUrl: apply },
      { title: 'Call for Proposals: Fondation Kigelia Water and Sanitation Grants 2027 (Deadline 30 April)', applicationUrl: apply },
    )
    expect(written).toBe('duplicate')
    expect(row.duplicateOfId).not.toBeNull()
  })

  it('links a repost from the same funder with the same deadline and a title reworded around the same words', async () => {
    const { written } = await second({ title: 'Water and Sanitation Grants 2027' }, { title: 'Call for Proposals: Fondation Kigelia Water and Sanitation Grants 2027 (Deadline 30 April)' })
    expect(written).toBe('duplicate')
  })

  it('keeps apart two calls that share the funder’s application portal but not the deadline', async () => {
    const portal = 'https://apply.kigelia.example/'
    const { written } = await second({ title: 'Water Grants 2027', applicationUrl: portal }, { title: 'Youth Enterprise Grants 2027', deadline: '2027-06-30', applicationUrl: portal })
    expect(written).toBe('queued')
  })

  it('keeps apart one funder’s windows for two countries that close the same day', async () => {
    const { written } = await second({ title: 'Water Grants 2027 – Kenya window' }, { title: 'Water Grants 2027 – Uganda window' })
    expect(written).toBe('queued')
  })

  it('keeps apart two different calls of one funder that close the same day', async () => {
    const { written } = await second({ title: 'Water and Sanitation Grants 2027' }, { title: 'Girls in Science Scholarships for Secondary Schools' })
    expect(written).toBe('queued')
  })
})
