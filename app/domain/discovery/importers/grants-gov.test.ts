import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RATES_DATE } from '../../../catalog/exchange-rates.ts'
import { grantsGovApplicantTypes, grantsGovDate, importGrantsGovXml } from './grants-gov.ts'

const xml = readFileSync(new URL('../../../../tests/fixtures/standards/grants-gov-extract.xml', import.meta.url), 'utf8')
const fileUrl = 'https://www.grants.gov/extract/GrantsDBExtract20261123v2.xml'
const now = new Date('2026-11-23T06:00:00Z')
const byId = (grants: ReturnType<typeof importGrantsGovXml>) => new Map(grants.map((g) => [g.externalId, g]))

describe('Importing the grants.gov XML extract', () => {
  const grants = importGrantsGovXml(xml, { fileUrl, now })
  const found = byId(grants)

  it('keeps the open calls that concern Africa and leaves out closed, US-only and forecast records', () => {
    expect([...found.keys()].sort()).toEqual(['grants.gov:355001', 'grants.gov:355002', 'grants.gov:355003', 'grants.gov:355006', 'grants.gov:355007'])
    // 355004 names "African American" communities and "Guinea worm": neither is a place in Africa.
    expect(found.has('grants.gov:355004')).toBe(false)
    // 355005 closed on 15 January 2025.
    expect(found.has('grants.gov:355005')).toBe(false)
  })

  it('reads a call for Kenya and West Africa with its funder, amounts in US dollars, deadline and link', () => {
    const grant = found.get('grants.gov:355001')!
    expect(grant).toMatchObject({
      pageUrl: fileUrl,
      canonicalUrl: 'https://www.grants.gov/search-results-detail/355001',
      isAwardedRecord: false,
      title: "Girls' Secondary Education in Kenya and West Africa",
      funderName: 'Kenya USAID-Nairobi',
      amountMin: 100_000,
      amountMax: 500_000,
      currency: 'USD',
      amountUsd: 500_000,
      fxRate: 1,
      fxDate: RATES_DATE,
      deadline: '2027-03-15',
      deadlineText: '03152027',
      isRolling: false,
      sectors: ['education'],
      applicationUrl: 'https://www.usaid.gov/kenya/work-with-us/girls-education-2027',
      language: 'en',
    })
    expect(grant.countryCodes).toEqual(['GH', 'KE', 'SL'])
    expect(grant.geographicFocus).toEqual(['west_africa'])
    expect(grant.countryScope).toBe('Kenya, West Africa, Ghana, Sierra Leone')
    expect(grant.fundingAmount).toBe('Award floor: USD 100,000; Award ceiling: USD 500,000; Estimated total program funding: USD 2,000,000')
  })

  it('turns the escaped HTML of descriptions into plain text and keeps the eligibility note', () => {
    const grant = found.get('grants.gov:355001')!
    expect(grant.description).toContain('This activity keeps adolescent girls in secondary school')
    expect(grant.description).not.toMatch(/<p>|&lt;/)
    expect(grant.description).toContain('Eligibility: Local and international non-governmental organizations registered in Kenya')
    expect(grant.snippet).toBe(grant.description!.replace(/\s+/g, ' ').slice(0, 300))
    expect(grant.fieldOrigins).toMatchObject({ title: 'record', funderName: 'record', deadline: 'record', amountUsd: 'record', countryCodes: 'record' })
  })

  it('tells Nigeria from Niger and takes every category code', () => {
    const grant = found.get('grants.gov:355002')!
    expect(grant.countryCodes).toEqual(['NE', 'NG'])
    expect(grant.sectors).toEqual(['health', 'technology'])
    // An award floor of 0 is no floor; the ceiling is the top figure.
    expect(grant).toMatchObject({ amountMin: null, amountMax: 750_000, amountUsd: 750_000 })
    // No AdditionalInformationURL: the grants.gov page is where to apply.
    expect(grant.applicationUrl).toBe('https://www.grants.gov/search-results-detail/355002')
  })

  it('reads a pan-African call with no close date as open with no deadline', () => {
    const grant = found.get('grants.gov:355003')!
    expect(grant).toMatchObject({ deadline: null, deadlineText: null, geographicFocus: ['pan_african'], countryCodes: [], sectors: ['technology'] })
  })

  it('ignores amounts written as words and links that are not web pages', () => {
    const grant = found.get('grants.gov:355006')!
    expect(grant).toMatchObject({ amountMin: null, amountMax: null, currency: null, amountUsd: null, fxRate: null, fxDate: null })
    expect(grant.fundingAmount).toBe('Estimated total program funding: USD 4,000,000')
    expect(grant.applicationUrl).toBe('https://www.grants.gov/search-results-detail/355006')
    expect(grant.sectors).toEqual(['energy'])
    expect(grant.countryCodes).toEqual(['MW', 'MZ', 'ZM'])
    expect(grant.geographicFocus).toEqual(['southern_africa'])
  })

  it('keeps an impossible close date as written but gives no deadline, and falls back to the title for the sector', () => {
    const grant = found.get('grants.gov:355007')!
    expect(grant).toMatchObject({ deadline: null, deadlineText: '02302027', sectors: ['health'], countryCodes: ['ET'] })
  })

  it('splits MMDDYYYY dates and refuses anything else', () => {
    expect(grantsGovDate('03152027')).toBe('2027-03-15')
    expect(grantsGovDate('12312026')).toBe('2026-12-31')
    for (const bad of ['02302027', '2027-03-15', '3152027', '13012027', '', 'Mar 15, 2027']) expect(grantsGovDate(bad), bad).toBeNull()
  })

  it('skips a call on the day after it closes, not on the day itself', () => {
    const onTheDay = importGrantsGovXml(xml, { fileUrl, now: new Date('2027-03-15T23:00:00Z') })
    expect(onTheDay.some((g) => g.externalId === 'grants.gov:355001')).toBe(true)
    const dayAfter = importGrantsGovXml(xml, { fileUrl, now: new Date('2027-03-16T00:30:00Z') })
    expect(dayAfter.some((g) => g.externalId === 'grants.gov:355001')).toBe(false)
  })

  it('gives the same ids with the updated fields when a newer extract is imported again', () => {
    const newer = xml
      .replace('<CloseDate>03152027</CloseDate>', '<CloseDate>04302027</CloseDate>')
      .replace('<AwardCeiling>500000</AwardCeiling>', '<AwardCeiling>650000</AwardCeiling>')
      .replace("Girls' Secondary Education in Kenya and West Africa", "Girls' Secondary Education in Kenya, Uganda and West Africa")
    const again = importGrantsGovXml(newer, { fileUrl, now })
    expect(again.map((g) => g.externalId)).toEqual(grants.map((g) => g.externalId))
    expect(new Set(again.map((g) => g.externalId)).size).toBe(again.length)
    const updated = byId(again).get('grants.gov:355001')!
    expect(updated).toMatchObject({ deadline: '2027-04-30', amountMax: 650_000, amountUsd: 650_000 })
    expect(updated.countryCodes).toEqual(['GH', 'KE', 'SL', 'UG'])
    expect(byId(again).get('grants.gov:355002')).toEqual(found.get('grants.gov:355002'))
  })

  it('refuses a file that is not a grants.gov extract', () => {
    expect(() => importGrantsGovXml('<rss><channel/></rss>', { fileUrl, now })).toThrow(/grants\.gov/)
  })

  it('reads who may apply from the EligibleApplicants codes, and code 25 (others) from the eligibility text', () => {
    expect(found.get('grants.gov:355001')).toMatchObject({ applicantTypes: ['ngo'], foreignApplicants: true, eligibleCountries: [] })
    expect(found.get('grants.gov:355001')!.fieldSnippets.applicantTypes).toContain('EligibleApplicants: 12, 13, 25')
    expect(found.get('grants.gov:355001')!.fieldOrigins.foreignApplicants).toBe('record')
    // "Foreign institutions are eligible to apply": code 25 names no kind, so none is a restriction.
    expect(found.get('grants.gov:355002')).toMatchObject({ applicantTypes: [], foreignApplicants: true })
    expect(found.get('grants.gov:355003')).toMatchObject({ applicantTypes: ['individual'], foreignApplicants: null })
    expect(found.get('grants.gov:355006')).toMatchObject({ applicantTypes: ['business'], eligibleCountries: ['MW', 'MZ', 'ZM'] })
    expect(grantsGovApplicantTypes(['00', '06', '20', '23'], '')).toEqual(['university', 'government', 'business'])
    expect(grantsGovApplicantTypes(['21', '99'], '')).toEqual([])
  })
})
