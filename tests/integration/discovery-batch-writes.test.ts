import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discoveredGrantsQueue, grants } from '../../app/db/schema/index.ts'
import { writeDiscoveredGrant } from '../../app/domain/discovery/queue-writes.server.ts'
import type { DiscoveredGrantInput } from '../../app/domain/discovery/types.ts'
import { writeDiscoveredGrants } from '../../app/domain/discovery/write-discovered-grants.server.ts'
import { discoverySource, queuedGrant } from '../support/discovery-queue.ts'
import { grant } from '../support/grants.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 25 §3: an import writes its records in rounds, set-based. Whatever it writes must be what
 * writing them one by one writes: the same rows queued, the same duplicates linked to the same rows
 * and grants (in the queue, among published grants, within the import itself), and a second import
 * of the same records changing nothing.
 */
let single: TestServer
let batched: TestServer
beforeAll(async () => {
  // The same published grants on both servers.
  const published = [
    grant({ title: 'Borehole Maintenance Fund 2027', source: 'Okavango Water Trust', deadline: '2027-05-31', applicationUrl: 'https://okavango.example.org/apply/boreholes' }),
    grant({ title: 'Rolling Seed Grants for Farmer Groups', source: 'Sahel Seeds Foundation', deadline: null }),
  ]
  single = await startTestServer({ grants: published })
  batched = await startTestServer({ grants: published })
})
afterAll(async () => {
  await single?.close()
  await batched?.close()
})

function record(n: number, fields: Partial<DiscoveredGrantInput> = {}): DiscoveredGrantInput {
  const id = `OPP-${n}`
  return {
    externalId: id,
    pageUrl: `https://portal.example.org/opportunities/${id}`,
    canonicalUrl: null,
    isAwardedRecord: false,
    title: `Opportunity ${n}: community ${['water', 'health', 'schools', 'energy', 'farming', 'savings', 'forests', 'youth'][n % 8]} programme ${n}`,
    funderName: `Funder ${n}`,
    description: `Description of opportunity ${n}.`,
    fundingAmount: null,
    amountMin: null,
    amountMax: null,
    currency: null,
    amountUsd: null,
    fxRate: null,
    fxDate: null,
    deadline: `2027-0${(n % 9) + 1}-15`,
    deadlineText: null,
    isRolling: false,
    countryScope: null,
    countryCodes: [],
    geographicFocus: [],
    sectors: [],
    applicationUrl: null,
    language: 'en',
    fieldOrigins: {},
    fieldSnippets: {},
    applicantTypes: [],
    foreignApplicants: null,
    eligibleCountries: [],
    snippet: null,
    ...fields,
  }
}

/** Records with every kind of duplicate findDuplicate knows, and some that are new. */
function records(): DiscoveredGrantInput[] {
  const base = Array.from({ length: 12 }, (_, i) => record(i + 1))
  return [
    ...base,
    // Within the import: the same canonical page, the same key, the same link and day, a title alike, a repost.
    record(101, { canonicalUrl: 'https://funder.example.org/calls/shared', title: 'Shared page call A' }),
    record(102, { canonicalUrl: 'https://funder.example.org/calls/shared', title: 'Shared page call B' }),
    record(103, { title: base[1].title, funderName: base[1].funderName, deadline: base[1].deadline }),
    record(104, { applicationUrl: 'https://apply.example.org/x', deadline: '2027-03-01', funderName: 'Link Funder A' }),
    record(105, { applicationUrl: 'https://apply.example.org/x', deadline: '2027-03-01', funderName: 'Link Funder B', title: 'Another title entirely' }),
    record(106, { title: 'Climate Resilience Grants for Coastal Villages 2027', funderName: 'Mangrove Trust', deadline: '2027-08-01' }),
    record(107, { title: 'Climate Resilience Grants for Coastal Villages, 2027', funderName: 'Mangrove Trust', deadline: '2027-08-01' }),
    record(108, { title: 'Water and Sanitation Grants 2027', funderName: 'Fondation Kigelia', deadline: '2027-04-30' }),
    record(109, { title: 'Call for Proposals: Fondation Kigelia Water and Sanitation Grants 2027 (Deadline 30 April)', funderName: 'Fondation Kigelia', deadline: '2027-04-30' }),
    // Against the queue (another source's row) and published grants.
    record(110, { title: 'Discovered Water Grant queued elsewhere', funderName: 'Okavango Water Trust', deadline: '2099-03-31' }),
    record(111, { title: 'Boreholes 2027', funderName: 'Someone', applicationUrl: 'https://okavango.example.org/apply/boreholes', deadline: '2027-05-31' }),
    record(112, { title: 'Rolling Seed Grants for Farmer Groups', funderName: 'Sahel Seeds Foundation', deadline: null, isRolling: true }),
  ]
}

/** Each row of the import's source, by its record id: status, and the title of the row or grant it links to. */
async function outcome(server: TestServer, sourceId: string) {
  const db = server.services.db
  const rows = await db.select().from(discoveredGrantsQueue)
  // Rows are named by their title: the other source's row has another address on each server.
  const idOf = new Map(rows.map((r) => [r.id, r.title]))
  const titles = new Map((await db.select({ id: grants.id, title: grants.title }).from(grants)).map((g) => [g.id, g.title]))
  return Object.fromEntries(
    rows
      .filter((r) => r.sourceId === sourceId)
      .map((r) => [
        r.externalId,
        { status: r.status, duplicateOf: r.duplicateOfId ? idOf.get(r.duplicateOfId) : null, duplicateOfGrant: r.duplicateOfGrantId ? titles.get(r.duplicateOfGrantId) : null },
      ]),
  )
}

async function prepare(server: TestServer) {
  const other = await discoverySource(server)
  await queuedGrant(server, other.id, { title: 'Discovered Water Grant queued elsewhere', funderName: 'Okavango Water Trust', deadline: '2099-03-31' })
  return discoverySource(server)
}

describe('An import written in rounds', () => {
  it('queues and links exactly what writing the records one by one does, and a second import changes nothing', async () => {
    const one = await prepare(single)
    const many = await prepare(batched)
    const counts = { queued: 0, duplicate: 0, updated: 0, unchanged: 0, kept: 0, changed: 0 }
    for (const r of records()) counts[await writeDiscoveredGrant(single.services.db, { sourceId: one.id, taskId: null, grant: r })]++
    const written = await writeDiscoveredGrants(batched.services.db, { sourceId: many.id, taskId: null, grants: records() })
    expect(written).toEqual(counts)
    // 102, 103, 105, 107 and 109 repeat records of the import; 110 a queued row; 111 and 112 published grants.
    expect(counts.duplicate).toBe(8)
    expect(await outcome(batched, many.id)).toEqual(await outcome(single, one.id))

    const again = await writeDiscoveredGrants(batched.services.db, { sourceId: many.id, taskId: null, grants: records() })
    expect(again).toEqual({ queued: 0, duplicate: 0, updated: 0, unchanged: records().length, kept: 0, changed: 0 })
  })

  it('updates a record that changed while it waits for review', async () => {
    const source = await discoverySource(batched)
    await writeDiscoveredGrants(batched.services.db, { sourceId: source.id, taskId: null, grants: [record(500, { title: 'Changing call 500' })] })
    const written = await writeDiscoveredGrants(batched.services.db, { sourceId: source.id, taskId: null, grants: [record(500, { title: 'Changing call 500', description: 'A new description.' })] })
    expect(written.updated).toBe(1)
    const [row] = await batched.services.db.select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.externalId, 'OPP-500'))
    expect(row.description).toBe('A new description.')
  })
})
