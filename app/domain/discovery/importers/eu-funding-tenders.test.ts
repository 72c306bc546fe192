import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RATES_DATE } from '../../../catalog/exchange-rates.ts'
import { euFundingTendersNextPage, euTopicUrl, importEuFundingTendersJson, topicBudget } from './eu-funding-tenders.ts'

const text = readFileSync(new URL('../../../../tests/fixtures/open-calls/eu-ft-search.json', import.meta.url), 'utf8')
const fileUrl = 'https://api.tech.ec.europa.eu/search-api/prod/rest/search?apiKey=SEDIA&text=***&pageSize=100&pageNumber=1'
const now = new Date('2026-06-01T06:00:00Z')
// biome-ignore lint/suspicious/noExplicitAny: a test edits the parsed fixture freely
const edit = (change: (answer: any) => void) => {
  const answer = JSON.parse(text)
  change(answer)
  return JSON.stringify(answer)
}
const byId = (grants: ReturnType<typeof importEuFundingTendersJson>) => new Map(grants.map((g) => [g.externalId, g]))

describe('Importing an EU Funding & Tenders search answer', () => {
  const grants = importEuFundingTendersJson(text, { fileUrl, now })
  const found = byId(grants)

  it('keeps the open and forthcoming Horizon Europe topics and skips stale copies whose deadline is past', () => {
    expect(grants.map((g) => g.externalId)).toEqual([
      'eu-ft:HORIZON-MISS-2027-05-SOIL-01-two-stage',
      'eu-ft:HORIZON-CL4-2027-04-DIGITAL-EMERGING-10',
      'eu-ft:HORIZON-CL6-2026-04-GOVERNANCE-01',
      'eu-ft:HORIZON-CL3-2026-02-CS-ECCC-01',
      'eu-ft:HORIZON-JU-CBE-2026-IAFlag-02',
    ])
    // Still marked forthcoming (31094501) in the index, but their deadlines were in 2024; the EOSC one is in the answer twice.
    expect(found.has('eu-ft:HORIZON-CL2-2024-TRANSFORMATIONS-01-08')).toBe(false)
    expect(found.has('eu-ft:HORIZON-INFRA-2024-EOSC-01-03')).toBe(false)
  })

  it('reads a forthcoming topic with its per-grant amount in euros, deadline and topic page', () => {
    const grant = found.get('eu-ft:HORIZON-CL6-2026-04-GOVERNANCE-01')!
    const page = 'https://ec.europa.eu/info/funding-tenders/opportunities/portal/screen/opportunities/topic-details/HORIZON-CL6-2026-04-GOVERNANCE-01'
    expect(grant).toMatchObject({
      pageUrl: page,
      canonicalUrl: page,
      applicationUrl: page,
      isAwardedRecord: false,
      title: 'Additional activities for the European Partnership of Agriculture of Data',
      funderName: 'European Commission',
      amountMin: 60_000_000,
      amountMax: 60_000_000,
      currency: 'EUR',
      fxDate: RATES_DATE,
      deadline: '2026-11-26',
      deadlineText: '2026-11-26T00:00:00.000+0000',
      isRolling: false,
      countryCodes: [],
      geographicFocus: [],
      language: 'en',
    })
    expect(grant.amountUsd).toBeGreaterThan(60_000_000)
    expect(grant.fundingAmount).toBe('EUR 60,000,000 per grant; Topic budget: EUR 60,000,000; Expected grants: 1')
    expect(grant.description).toContain('European Partnership of Agriculture of Data')
    expect(grant.description).toContain('Call: Call 04 - single stage (2026) (HORIZON-CL6-2026-04)')
    expect(grant.description).toContain('Forthcoming: opens 2026-08-25')
    expect(grant.description).not.toMatch(/<p|topicdescriptionkind/)
    expect(grant.sectors).toEqual(['agriculture', 'technology', 'governance'])
    expect(grant.fieldOrigins).toMatchObject({ title: 'record', deadline: 'record', amountUsd: 'record', currency: 'record' })
  })

  it('gives no amount when the budget overview is cut short or lists only other topics', () => {
    expect(found.get('eu-ft:HORIZON-CL3-2026-02-CS-ECCC-01')).toMatchObject({ amountMin: null, amountMax: null, currency: null, amountUsd: null, fundingAmount: null, deadline: '2026-09-15' })
  })

  it('takes the first stage of a two-stage topic as its deadline, and skips it once that stage is over', () => {
    expect(found.get('eu-ft:HORIZON-MISS-2027-05-SOIL-01-two-stage')).toMatchObject({ deadline: '2027-04-08', sectors: ['health', 'agriculture', 'environment'] })
    const later = importEuFundingTendersJson(text, { fileUrl, now: new Date('2027-04-09T00:00:00Z') })
    expect(later.some((g) => g.externalId === 'eu-ft:HORIZON-MISS-2027-05-SOIL-01-two-stage')).toBe(false)
  })

  it('takes the next cut-off of a single-stage topic with several deadlines', () => {
    const multi = text.replace('"deadlineDate": ["2026-09-22T00:00:00.000+0000"]', '"deadlineDate": ["2026-03-05T00:00:00.000+0000", "2026-09-22T00:00:00.000+0000"]')
    expect(byId(importEuFundingTendersJson(multi, { fileUrl, now })).get('eu-ft:HORIZON-JU-CBE-2026-IAFlag-02')?.deadline).toBe('2026-09-22')
  })

  it('keeps a topic on its deadline day and skips it the day after', () => {
    const onTheDay = importEuFundingTendersJson(text, { fileUrl, now: new Date('2026-09-15T23:00:00Z') })
    expect(onTheDay.some((g) => g.externalId === 'eu-ft:HORIZON-CL3-2026-02-CS-ECCC-01')).toBe(true)
    const dayAfter = importEuFundingTendersJson(text, { fileUrl, now: new Date('2026-09-16T00:30:00Z') })
    expect(dayAfter.some((g) => g.externalId === 'eu-ft:HORIZON-CL3-2026-02-CS-ECCC-01')).toBe(false)
  })

  it('skips closed topics, and keeps a programme other than Horizon Europe only when it names an African place', () => {
    const closed = edit((answer) => {
      const topic = answer.results.find((r: { metadata: { identifier: string[] } }) => r.metadata.identifier[0] === 'HORIZON-CL3-2026-02-CS-ECCC-01')
      topic.metadata.status = ['31094503']
    })
    expect(byId(importEuFundingTendersJson(closed, { fileUrl, now })).has('eu-ft:HORIZON-CL3-2026-02-CS-ECCC-01')).toBe(false)

    const notHorizon = text.replaceAll('"frameworkProgramme": ["43108390"]', '"frameworkProgramme": ["111111"]')
    expect(importEuFundingTendersJson(notHorizon, { fileUrl, now })).toEqual([])
    const inAfrica = notHorizon.replace('"callTitle": ["DIGITAL"]', '"callTitle": ["DIGITAL partnerships with Kenya and West Africa"]')
    const kept = importEuFundingTendersJson(inAfrica, { fileUrl, now })
    expect(kept.map((g) => g.externalId)).toEqual(['eu-ft:HORIZON-CL4-2027-04-DIGITAL-EMERGING-10'])
    expect(kept[0]).toMatchObject({ countryCodes: ['KE'], geographicFocus: ['west_africa'], countryScope: 'Kenya, West Africa' })
  })

  it('gives the same ids with the updated fields when a newer answer is imported again', () => {
    const newer = text
      .replace('"deadlineDate": ["2026-11-26T00:00:00.000+0000"]', '"deadlineDate": ["2026-12-10T00:00:00.000+0000"]')
      .replace('\\"maxContribution\\":60000000', '\\"maxContribution\\":65000000')
    const again = importEuFundingTendersJson(newer, { fileUrl, now })
    expect(again.map((g) => g.externalId)).toEqual(grants.map((g) => g.externalId))
    expect(byId(again).get('eu-ft:HORIZON-CL6-2026-04-GOVERNANCE-01')).toMatchObject({ deadline: '2026-12-10', amountMin: 60_000_000, amountMax: 65_000_000 })
    expect(byId(again).get('eu-ft:HORIZON-CL3-2026-02-CS-ECCC-01')).toEqual(found.get('eu-ft:HORIZON-CL3-2026-02-CS-ECCC-01'))
  })

  it('finds the topic’s own line in a budget overview', () => {
    const overview = '{"budgetTopicActionMap":{"1":[{"action":"X-01 - RIA","minContribution":1,"maxContribution":2},{"action":"X-010 - RIA","maxContribution":9}]}}'
    expect(topicBudget(overview, 'X-01')).toMatchObject({ maxContribution: 2 })
    expect(topicBudget(overview, 'X-02')).toBeNull()
    expect(topicBudget('{"budgetTopicActionMap":', 'X-01')).toBeNull()
    expect(euTopicUrl('HORIZON-CL6-2026-04-GOVERNANCE-01')).toBe('https://ec.europa.eu/info/funding-tenders/opportunities/portal/screen/opportunities/topic-details/HORIZON-CL6-2026-04-GOVERNANCE-01')
  })

  it('refuses a text that is not a search answer', () => {
    expect(() => importEuFundingTendersJson('<html></html>', { fileUrl, now })).toThrow(/EU Funding/)
    expect(() => importEuFundingTendersJson('{"items":[]}', { fileUrl, now })).toThrow(/EU Funding/)
  })
})

describe('Walking the EU Funding & Tenders search pages', () => {
  const page = (pageNumber: number, pageSize: number, totalResults: number, results = 1) =>
    JSON.stringify({ totalResults, pageNumber, pageSize, results: Array.from({ length: results }, () => ({ metadata: {} })) })

  it('ends after the fixture’s only page', () => {
    expect(euFundingTendersNextPage(fileUrl, text)).toBeNull()
  })

  it('asks for each next page until the results are all read', () => {
    const urls: string[] = []
    let url: string | null = 'https://api.tech.ec.europa.eu/search-api/prod/rest/search?apiKey=SEDIA&text=***&pageSize=50&pageNumber=1'
    for (let n = 1; url && n <= 10; n++) {
      urls.push(url)
      url = euFundingTendersNextPage(url, page(n, 50, 120, n < 3 ? 50 : 20))
    }
    expect(urls.map((u) => new URL(u).searchParams.get('pageNumber'))).toEqual(['1', '2', '3'])
    expect(new URL(urls[2]).searchParams.get('text')).toBe('***')
    expect(new URL(urls[2]).searchParams.get('apiKey')).toBe('SEDIA')
  })

  it('stops on an empty page', () => {
    expect(euFundingTendersNextPage(fileUrl, page(2, 50, 500, 0))).toBeNull()
  })
})
