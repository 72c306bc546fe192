import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RATES_DATE } from '../../../catalog/exchange-rates.ts'
import { commonGrantsApplicantTypes, commonGrantsNextPage, importCommonGrantsJson } from './commongrants.ts'

const text = readFileSync(new URL('../../../../tests/fixtures/open-calls/commongrants-opportunities.json', import.meta.url), 'utf8')
const fileUrl = 'https://api.example.org/common-grants/opportunities?page=1&pageSize=100'
const now = new Date('2026-01-15T06:00:00Z')
const host = 'commongrants:api.example.org'
// biome-ignore lint/suspicious/noExplicitAny: a test edits the parsed fixture freely
const edit = (change: (answer: any) => void, from = text) => {
  const answer = JSON.parse(from)
  change(answer)
  return JSON.stringify(answer)
}
// The fixture's opportunities are all US ones: each test names an African place in a copy.
const WATERSHED = 'a2b3c4d5-e6f7-4809-84b5-1f2031425364'
const FARMER = 'c4d5e6f7-0819-42ab-86d7-314253647586'
const TRANSIT = 'd5e6f708-192a-43bc-97e8-425364758697'
const inAfrica = edit((answer) => {
  for (const item of answer.items) item.description = `${item.description} Applicants from Kenya, Uganda and West Africa are eligible.`
})
const byId = (grants: ReturnType<typeof importCommonGrantsJson>) => new Map(grants.map((g) => [g.externalId, g]))

describe('Importing a CommonGrants opportunity list', () => {
  const grants = importCommonGrantsJson(inAfrica, { fileUrl, now })
  const found = byId(grants)

  it('keeps nothing from the fixture as served: its opportunities name no African place', () => {
    expect(importCommonGrantsJson(text, { fileUrl, now })).toEqual([])
  })

  it('keeps the open and forecasted opportunities not yet closed, and skips closed, custom and past ones', () => {
    expect(grants.map((g) => g.externalId)).toEqual([`${host}:${WATERSHED}`, `${host}:${FARMER}`, `${host}:${TRANSIT}`])
  })

  it('reads an open opportunity with its per-award amounts, close date and places', () => {
    const grant = found.get(`${host}:${WATERSHED}`)!
    expect(grant).toMatchObject({
      pageUrl: `https://api.example.org/common-grants/opportunities/${WATERSHED}`,
      canonicalUrl: null,
      applicationUrl: null,
      isAwardedRecord: false,
      title: 'Watershed Restoration Partnership',
      funderName: null,
      amountMin: 50_000,
      amountMax: 300_000,
      currency: 'USD',
      amountUsd: 300_000,
      fxRate: 1,
      fxDate: RATES_DATE,
      deadline: '2026-03-31',
      deadlineText: '2026-03-31 17:00:00',
      isRolling: false,
      countryCodes: ['KE', 'UG'],
      geographicFocus: ['west_africa'],
      countryScope: 'Kenya, Uganda, West Africa',
      language: 'en',
    })
    expect(grant.fundingAmount).toBe('Minimum award: USD 50,000; Maximum award: USD 300,000; Total available: USD 1,800,000; Estimated awards: 6')
    expect(grant.description).toBe('Restoring degraded watersheds through multi-stakeholder partnerships. Applicants from Kenya, Uganda and West Africa are eligible.')
    expect(grant.fieldOrigins).toMatchObject({ title: 'record', amountUsd: 'record', deadline: 'record', countryCodes: 'record' })
  })

  it('marks a forecasted opportunity and keeps the funding details', () => {
    const grant = found.get(`${host}:${TRANSIT}`)!
    expect(grant.description).toContain('Forecasted: not yet open for applications.')
    expect(grant.fundingAmount).toBe(
      'Large capital awards for zero-emission bus fleets and charging infrastructure.; Minimum award: USD 500,000; Maximum award: USD 1,500,000; Total available: USD 12,000,000; Estimated awards: 6',
    )
    expect(grant).toMatchObject({ amountMax: 1_500_000, deadline: '2026-06-30' })
    expect(found.get(`${host}:${FARMER}`)).toMatchObject({ title: 'First-Time Farmer Support', sectors: ['agriculture'], amountMin: 20_000, amountMax: 80_000 })
  })

  it('links to the source page when the opportunity gives one', () => {
    const withSource = edit((answer) => {
      answer.items[2].source = 'https://grants.example.gov/opportunities/watershed'
    }, inAfrica)
    const grant = byId(importCommonGrantsJson(withSource, { fileUrl, now })).get(`${host}:${WATERSHED}`)!
    expect(grant).toMatchObject({
      pageUrl: 'https://grants.example.gov/opportunities/watershed',
      canonicalUrl: 'https://grants.example.gov/opportunities/watershed',
      applicationUrl: 'https://grants.example.gov/opportunities/watershed',
    })
  })

  it('keeps an opportunity on its close date and skips it the day after', () => {
    const onTheDay = importCommonGrantsJson(inAfrica, { fileUrl, now: new Date('2026-03-31T23:00:00Z') })
    expect(onTheDay.some((g) => g.externalId === `${host}:${WATERSHED}`)).toBe(true)
    const dayAfter = importCommonGrantsJson(inAfrica, { fileUrl, now: new Date('2026-04-01T00:30:00Z') })
    expect(dayAfter.some((g) => g.externalId === `${host}:${WATERSHED}`)).toBe(false)
  })

  it('gives the same ids with the updated fields when a newer list is imported again', () => {
    const newer = edit((answer) => {
      answer.items[2].keyDates.closeDate.date = '2026-04-30'
      answer.items[2].funding.maxAwardAmount.amount = '350000.00'
    }, inAfrica)
    const again = importCommonGrantsJson(newer, { fileUrl, now })
    expect(again.map((g) => g.externalId)).toEqual(grants.map((g) => g.externalId))
    expect(byId(again).get(`${host}:${WATERSHED}`)).toMatchObject({ deadline: '2026-04-30', amountMax: 350_000, amountUsd: 350_000 })
    expect(byId(again).get(`${host}:${TRANSIT}`)).toEqual(found.get(`${host}:${TRANSIT}`))
  })

  it('refuses a text that is not an opportunity list', () => {
    expect(() => importCommonGrantsJson('{"results":[]}', { fileUrl, now })).toThrow(/CommonGrants/)
    expect(() => importCommonGrantsJson('not json', { fileUrl, now })).toThrow(/CommonGrants/)
  })
})

describe('Walking CommonGrants pages', () => {
  it('ends after the fixture’s only page', () => {
    expect(commonGrantsNextPage(fileUrl, text)).toBeNull()
  })

  it('asks for each page up to totalPages', () => {
    const pages: string[] = []
    let url: string | null = 'https://api.example.org/common-grants/opportunities?pageSize=3'
    for (let n = 1; url && n <= 10; n++) {
      pages.push(url)
      const page = edit((answer) => {
        answer.items = answer.items.slice(0, 3)
        answer.paginationInfo = { page: n, pageSize: 3, totalItems: 7, totalPages: 3 }
      })
      url = commonGrantsNextPage(url, page)
    }
    expect(pages.map((u) => new URL(u).searchParams.get('page'))).toEqual([null, '2', '3'])
    expect(new URL(pages[2]).searchParams.get('pageSize')).toBe('3')
  })

  it('without totalPages, stops on a short page', () => {
    const full = edit((answer) => {
      answer.items = answer.items.slice(0, 3)
      answer.paginationInfo = { page: 1, pageSize: 3 }
    })
    expect(commonGrantsNextPage(fileUrl, full)).toBe('https://api.example.org/common-grants/opportunities?page=2&pageSize=3')
    const short = edit((answer) => {
      answer.items = answer.items.slice(0, 2)
      answer.paginationInfo = { page: 2, pageSize: 3 }
    })
    expect(commonGrantsNextPage(fileUrl, short)).toBeNull()
  })
})

describe('Who may apply to a CommonGrants opportunity', () => {
  it('maps acceptedApplicantTypes to our applicant types, reading custom ones from their words', () => {
    const withTypes = edit((answer) => {
      // biome-ignore lint/suspicious/noExplicitAny: the parsed fixture
      answer.items.find((item: any) => item.id === WATERSHED).acceptedApplicantTypes = [
        { value: 'nonprofit_without_501c3' },
        { value: 'higher_education_public' },
        { value: 'custom', customValue: 'Municipal governments' },
      ]
    }, inAfrica)
    const grant = byId(importCommonGrantsJson(withTypes, { fileUrl, now })).get(`${host}:${WATERSHED}`)!
    expect(grant.applicantTypes).toEqual(['ngo', 'university', 'government'])
    expect(grant.fieldOrigins.applicantTypes).toBe('record')
    expect(commonGrantsApplicantTypes([{ value: 'individual' }])).toEqual(['individual'])
    // Unrestricted, or every kind named, is no restriction.
    expect(commonGrantsApplicantTypes([{ value: 'unrestricted' }, { value: 'individual' }])).toEqual([])
    expect(commonGrantsApplicantTypes([{ value: 'organization' }, { value: 'individual' }])).toEqual([])
    expect(commonGrantsApplicantTypes(undefined)).toEqual([])
  })
})
