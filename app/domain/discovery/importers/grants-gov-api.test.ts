import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { grantsGovFirstRequest, grantsGovForeignApplicants, grantsGovNextRequest, grantsGovUsDate, importGrantsGovApiJson, parseGrantsGovApi } from './grants-gov-api.ts'
import { importGrantsGovXml } from './grants-gov.ts'

const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/open-calls/${name}`, import.meta.url), 'utf8')
const search = fixture('grants-gov-search2.json')
const posted = fixture('grants-gov-fetch-opportunity-posted.json')
const forecasted = fixture('grants-gov-fetch-opportunity-forecasted.json')
const fileUrl = 'https://api.grants.gov/v1/api/search2'
// The fixtures were recorded on 2026-09-26.
const now = new Date('2026-09-27T06:00:00Z')
// biome-ignore lint/suspicious/noExplicitAny: a test edits the parsed fixture freely
const edit = (from: string, change: (answer: any) => void) => {
  const answer = JSON.parse(from)
  change(answer)
  return JSON.stringify(answer)
}

describe('Importing a grants.gov search2 answer', () => {
  it('keeps, of 25 real hits for "software", the one that names an African place: the U.S. Embassy in Djibouti’s forecast', () => {
    const grants = importGrantsGovApiJson(search, { fileUrl, now })
    expect(grants).toHaveLength(1)
    expect(grants[0]).toMatchObject({
      externalId: 'grants.gov:352290',
      pageUrl: 'https://www.grants.gov/search-results-detail/352290',
      canonicalUrl: 'https://www.grants.gov/search-results-detail/352290',
      applicationUrl: 'https://www.grants.gov/search-results-detail/352290',
      isAwardedRecord: false,
      title: 'U.S. Embassy Djibouti PDS Annual Program Statement',
      funderName: 'U.S. Mission to Djibouti',
      deadline: null,
      deadlineText: null,
      countryCodes: ['DJ'],
      amountMax: null,
      currency: null,
      applicantTypes: [],
      foreignApplicants: null,
      eligibleCountries: [],
      language: 'en',
    })
    expect(grants[0].description).toBe('Funding opportunity PDS-24-01 (DOS-DJI).\n\nForecasted: not yet open for applications.\n\nAssistance listings: 19.022, 19.040.')
    expect(grants[0].fieldOrigins).toMatchObject({ title: 'record', funderName: 'record', countryCodes: 'record' })
  })

  it('reads a posted hit’s close date, skips it once closed, and skips closed and archived statuses', () => {
    const inKenya = edit(search, (answer) => {
      for (const hit of answer.data.oppHits) hit.title = `${hit.title} in Kenya`
    })
    const byId = new Map(importGrantsGovApiJson(inKenya, { fileUrl, now }).map((g) => [g.externalId, g]))
    // 357554 closed on 09/28/2026: open the day before, gone the day after.
    expect(byId.get('grants.gov:357554')).toMatchObject({ deadline: '2026-09-28', deadlineText: '09/28/2026', countryCodes: ['KE'] })
    expect(importGrantsGovApiJson(inKenya, { fileUrl, now: new Date('2026-09-29T00:00:00Z') }).map((g) => g.externalId)).not.toContain('grants.gov:357554')
    // A posted hit without a close date is kept with none.
    expect(byId.get('grants.gov:339728')).toMatchObject({ deadline: null, funderName: 'Dept of the Army -- Materiel Command' })
    expect(byId.size).toBe(25)
    const closed = edit(inKenya, (answer) => {
      answer.data.oppHits[0].oppStatus = 'closed'
      answer.data.oppHits[1].oppStatus = 'archived'
    })
    expect(importGrantsGovApiJson(closed, { fileUrl, now }).map((g) => g.externalId)).not.toEqual(expect.arrayContaining(['grants.gov:361239', 'grants.gov:355439']))
    expect(importGrantsGovApiJson(closed, { fileUrl, now })).toHaveLength(23)
  })

  it('does not count "African American" as a place, nor the search’s keyword', () => {
    const american = edit(search, (answer) => {
      answer.data.searchParams.keyword = 'africa'
      answer.data.oppHits[0].title = 'Research on African American communities'
    })
    expect(importGrantsGovApiJson(american, { fileUrl, now }).map((g) => g.externalId)).toEqual(['grants.gov:352290'])
  })

  it('refuses what is not an answer of the API, and an error answer', () => {
    expect(() => importGrantsGovApiJson('<Grants/>', { fileUrl, now })).toThrow(/not JSON/)
    expect(() => importGrantsGovApiJson('{"items":[]}', { fileUrl, now })).toThrow(/no data/)
    expect(() => importGrantsGovApiJson('{"errorcode":1,"msg":"Webservice Fails","data":{}}', { fileUrl, now })).toThrow(/errorcode 1/)
    expect(parseGrantsGovApi(search).kind).toBe('search')
    expect(parseGrantsGovApi(posted).kind).toBe('opportunity')
  })
})

describe('Importing a grants.gov fetchOpportunity answer', () => {
  // The recorded opportunities are NIH ones, open worldwide but naming no African place: the tests name one in a copy.
  const inAfrica = (from: string, key: 'synopsis' | 'forecast') =>
    edit(from, (answer) => {
      answer.data[key][key === 'synopsis' ? 'synopsisDesc' : 'forecastDesc'] += ' Research teams in Nigeria and Ghana are encouraged.'
    })

  it('keeps nothing from the recorded answers as served: they name no African place', () => {
    expect(importGrantsGovApiJson(posted, { fileUrl, now })).toEqual([])
    expect(importGrantsGovApiJson(forecasted, { fileUrl, now })).toEqual([])
  })

  it('reads a posted opportunity: deadline, who may apply, and that non-U.S. entities may not', () => {
    const [grant] = importGrantsGovApiJson(inAfrica(posted, 'synopsis'), { fileUrl, now })
    expect(grant).toMatchObject({
      externalId: 'grants.gov:355439',
      pageUrl: 'https://www.grants.gov/search-results-detail/355439',
      title: 'NIH Research Software Engineer (RSE) Award (R50 Clinical Trials Not Allowed)',
      funderName: 'National Institutes of Health',
      deadline: '2026-12-04',
      deadlineText: '2026-12-04-00-00-00',
      // "none" is no amount.
      amountMin: null,
      amountMax: null,
      fundingAmount: null,
      applicationUrl: 'http://grants.nih.gov/grants/guide/rfa-files/RFA-OD-24-011.html',
      countryCodes: ['GH', 'NG'],
      sectors: ['education', 'health', 'agriculture', 'environment'],
      foreignApplicants: false,
    })
    expect(grant.applicantTypes).toEqual(expect.arrayContaining(['ngo', 'university', 'government', 'business']))
    expect(grant.fieldOrigins.foreignApplicants).toBe('record')
    expect(grant.fieldSnippets.foreignApplicants).toBe('Non-domestic (non-U.S.) Entities (Foreign Organizations) are not eligible to apply.')
    expect(grant.description).toContain('Eligibility: Other Eligible Applicants include the following:')
    // Past its response date it is closed.
    expect(importGrantsGovApiJson(inAfrica(posted, 'synopsis'), { fileUrl, now: new Date('2026-12-05T00:00:00Z') })).toEqual([])
  })

  it('reads a forecast: no deadline (its date is an estimate, kept as text), non-U.S. entities eligible', () => {
    const [grant] = importGrantsGovApiJson(inAfrica(forecasted, 'forecast'), { fileUrl, now })
    expect(grant).toMatchObject({
      externalId: 'grants.gov:361239',
      title: 'Building Sustainable Software Tools for Open Science (R03 Clinical Trial Not Allowed)',
      deadline: null,
      deadlineText: null,
      sectors: ['health'],
      foreignApplicants: true,
      eligibleCountries: [],
    })
    expect(grant.description).toContain('Forecasted: not yet open for applications. Estimated application due date: 2026-06-16.')
    expect(grant.description).not.toContain('<p')
  })

  it('skips a closed or archived opportunity', () => {
    const closed = edit(inAfrica(posted, 'synopsis'), (answer) => {
      answer.data.ost = 'CLOSED'
    })
    expect(importGrantsGovApiJson(closed, { fileUrl, now })).toEqual([])
  })
})

describe('Whether non-U.S. organizations may apply, from grants.gov’s eligibility text', () => {
  it('reads the agencies’ "Non-domestic (non-U.S.) Entities" line, the refusal winning', () => {
    expect(grantsGovForeignApplicants('Regional Organizations;Non-domestic (non-U.S.) Entities (Foreign Institutions).')).toEqual({
      foreignApplicants: true,
      said: 'Non-domestic (non-U.S.) Entities (Foreign Institutions).',
    })
    expect(grantsGovForeignApplicants('Non-domestic (non-U.S.) Entities (Foreign Organizations); Non-domestic (non-U.S.) Entities (Foreign Organizations) are not eligible to apply.')).toEqual({
      foreignApplicants: false,
      said: 'Non-domestic (non-U.S.) Entities (Foreign Organizations) are not eligible to apply.',
    })
    expect(grantsGovForeignApplicants('Foreign organizations are not eligible to apply.').foreignApplicants).toBe(false)
    expect(grantsGovForeignApplicants('Organizations registered in any country may apply.').foreignApplicants).toBe(true)
    expect(grantsGovForeignApplicants('State governments')).toEqual({ foreignApplicants: null, said: null })
  })
})

describe('Asking grants.gov’s API', () => {
  it('builds the first search2 POST from the source address’s query, with defaults', () => {
    expect(grantsGovFirstRequest('https://api.grants.gov/v1/api/search2?keyword=africa')).toEqual({
      url: 'https://api.grants.gov/v1/api/search2',
      method: 'POST',
      body: '{"keyword":"africa","oppStatuses":"forecasted|posted","rows":100,"startRecordNum":0}',
    })
    expect(JSON.parse(grantsGovFirstRequest('https://api.grants.gov/v1/api/search2?oppStatuses=posted&rows=25&agencies=DOS')?.body ?? '')).toEqual({
      oppStatuses: 'posted',
      rows: 25,
      agencies: 'DOS',
      startRecordNum: 0,
    })
    expect(grantsGovFirstRequest('https://api.grants.gov/v1/api/fetchOpportunity?opportunityId=355439')).toEqual({
      url: 'https://api.grants.gov/v1/api/fetchOpportunity',
      method: 'POST',
      body: '{"opportunityId":355439}',
    })
  })

  it('reads the XML extract with GET: its address is not the API', () => {
    expect(grantsGovFirstRequest('https://prod-grants-gov-chatbot.s3.amazonaws.com/extracts/GrantsDBExtract20261129v2.zip')).toBeNull()
    expect(grantsGovFirstRequest('https://api.grants.gov/v1/api/fetchOpportunity')).toBeNull()
  })

  it('pages search2 by startRecordNum until hitCount, and asks fetchOpportunity once', () => {
    const first = grantsGovFirstRequest('https://api.grants.gov/v1/api/search2?keyword=software&rows=25')!
    const second = grantsGovNextRequest(first, search)
    expect(JSON.parse(second?.body ?? '')).toEqual({ keyword: 'software', oppStatuses: 'forecasted|posted', rows: 25, startRecordNum: 25 })
    expect(second?.url).toBe('https://api.grants.gov/v1/api/search2')
    const last = edit(search, (answer) => {
      answer.data.hitCount = 25
    })
    expect(grantsGovNextRequest(first, last)).toBeNull()
    const empty = edit(search, (answer) => {
      answer.data.oppHits = []
    })
    expect(grantsGovNextRequest(first, empty)).toBeNull()
    expect(grantsGovNextRequest(grantsGovFirstRequest('https://api.grants.gov/v1/api/fetchOpportunity?opportunityId=355439')!, posted)).toBeNull()
  })

  it('names a call by grants.gov’s opportunity id, as the XML extract does, so a call read from both is one row', () => {
    expect(importGrantsGovApiJson(search, { fileUrl, now }).map((g) => g.externalId)).toEqual(['grants.gov:352290'])
    const xml = readFileSync(new URL('../../../../tests/fixtures/standards/grants-gov-extract.xml', import.meta.url), 'utf8')
    const extract = importGrantsGovXml(xml, { fileUrl: 'https://www.grants.gov/extract.xml', now: new Date('2026-01-15T06:00:00Z') })
    expect(extract.length).toBeGreaterThan(0)
    for (const g of extract) expect(g.externalId).toMatch(/^grants\.gov:\d+$/)
  })

  it('reads search2’s MM/DD/YYYY dates, checked to be real days', () => {
    expect(grantsGovUsDate('10/30/2026')).toBe('2026-10-30')
    expect(grantsGovUsDate('02/30/2026')).toBeNull()
    expect(grantsGovUsDate('')).toBeNull()
  })
})
