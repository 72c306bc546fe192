import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument } from '../../app/api/openapi.server.ts'
import { grants } from '../../app/db/schema/index.ts'
import { api, keyFor, premiumMember } from '../support/api.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { responseValidator, schemaValidator } from '../support/openapi.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * The CommonGrants routes over our published grants (ADR 031), as a developer integrating with us
 * calls them with a Premium organization's key: list, read, search with each filter, pages, errors.
 * Every body is validated against our own OpenAPI document for that route and status.
 */

const FIXTURES = [
  grant({
    title: 'Clean Water Boreholes for Rural Schools',
    sector: 'health',
    countryScope: 'Kenya',
    deadline: daysFromNow(30),
    fundingAmount: 'Up to $50,000',
    url: 'https://funder.example.org/water',
  }),
  grant({ title: 'Water and Sanitation Challenge Fund', sector: 'health', countryScope: 'Nigeria', geographicFocus: ['west_africa'], deadline: daysFromNow(10), fundingAmount: 'Up to $120,000' }),
  grant({ title: 'Climate-Smart Agriculture Challenge', sector: 'agriculture', countryScope: 'Ghana', geographicFocus: ['west_africa'], deadline: null, fundingAmount: '$25,000' }),
  grant({ title: 'Girls Education Scholarship', sector: 'education', countryScope: 'Kenya', deadline: daysFromNow(-5), fundingAmount: 'Up to $15,000' }),
  grant({ title: 'Solar Mini-Grid Award', sector: 'energy', countryScope: 'Côte d’Ivoire', geographicFocus: [], deadline: daysFromNow(90), fundingAmount: null }),
  grant({
    title: 'Fonds pour l’eau potable des villages',
    description: 'Des forages et des latrines pour les villages du Sénégal.',
    language: 'fr',
    sector: 'health',
    countryScope: 'Senegal',
    geographicFocus: ['west_africa'],
    deadline: daysFromNow(45),
    fundingAmount: '$30,000',
    isDemo: true,
  }),
  grant({ title: 'Archived Health Fund', sector: 'health', status: 'inactive', deadline: daysFromNow(20) }),
  grant({ title: 'Youth Employment Fund', sector: 'economic_development', countryScope: 'Nigeria', geographicFocus: ['west_africa'], deadline: daysFromNow(-30), fundingAmount: '$200,000' }),
]
/** Published grants, most recently changed first (their updated_at is set below in this order). */
const PUBLISHED = FIXTURES.filter((g) => g.status !== 'inactive').map((g) => g.title)

let server: TestServer
let key: string
let validate: ReturnType<typeof responseValidator>
let customFields: ReturnType<typeof schemaValidator>
const ids = new Map<string, string>()

beforeAll(async () => {
  server = await startTestServer({ grants: FIXTURES })
  const rows = await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)
  for (const r of rows) ids.set(r.title, r.id)
  // A known order of last changes: the first fixture changed most recently.
  for (const [i, g] of FIXTURES.entries()) {
    await server.services.db
      .update(grants)
      .set({ updatedAt: sql`now() - make_interval(hours => ${i + 1})` })
      .where(eq(grants.title, g.title))
  }
  await premiumMember(server, 'developer@lakebasin.example.org')
  key = await keyFor(server, 'developer@lakebasin.example.org', ['grants:read'])
  const doc = openApiDocument(server.services.config.appName, server.url)
  validate = responseValidator(doc)
  customFields = schemaValidator(doc, 'Harambee.OpportunityCustomFields')
})
afterAll(() => server?.close())

type Item = {
  id: string
  title: string
  status: { value: string }
  customFields: Record<string, { value: unknown }>
  funding?: { maxAwardAmount?: { amount: string; currency: string } }
  keyDates?: { closeDate?: { date: string } }
}
const titles = (body: { items?: unknown[] }) => (body.items as Item[]).map((i) => i.title)

async function list(query = '') {
  const res = await api(server, key, `/common-grants/opportunities${query}`)
  expect(validate('GET', '/common-grants/opportunities', res.status, res.json)).toEqual([])
  return res
}
async function search(body: unknown) {
  const res = await api(server, key, '/common-grants/opportunities/search', { body })
  expect(validate('POST', '/common-grants/opportunities/search', res.status, res.json)).toEqual([])
  return res
}

describe('GET /common-grants/opportunities', () => {
  it('lists every published grant, most recently changed first, in pages of 100 by default', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.json).toMatchObject({ status: 200, message: 'Success', paginationInfo: { page: 1, pageSize: 100, totalItems: 7, totalPages: 1 } })
    expect(titles(res.json)).toEqual(PUBLISHED)
    // Unpublished grants are not opportunities.
    expect(res.text).not.toContain('Archived Health Fund')
    for (const item of res.json.items as Item[]) expect(customFields(item.customFields)).toEqual([])
  })

  it('pages through them: page 2 of 3 holds the next three, a page past the end holds none', async () => {
    const second = await list('?page=2&pageSize=3')
    expect(second.json.paginationInfo).toEqual({ page: 2, pageSize: 3, totalItems: 7, totalPages: 3 })
    expect(titles(second.json)).toEqual(PUBLISHED.slice(3, 6))
    expect(titles((await list('?page=3&pageSize=3')).json)).toEqual(PUBLISHED.slice(6))
    const beyond = await list('?page=9&pageSize=3')
    expect(beyond.status).toBe(200)
    expect(beyond.json).toMatchObject({ items: [], paginationInfo: { page: 9, pageSize: 3, totalItems: 7, totalPages: 3 } })
  })

  it('answers a pageSize above 100 with 100, and says so in paginationInfo', async () => {
    const res = await list('?pageSize=101')
    expect(res.status).toBe(200)
    expect(res.json.paginationInfo).toMatchObject({ pageSize: 100, totalPages: 1 })
  })

  it('refuses pages that cannot be, in the CommonGrants Error shape', async () => {
    for (const query of ['?pageSize=0', '?page=-1', '?page=abc', '?page=1.5', '?pageSize=99999999999']) {
      const res = await list(query)
      expect(res.status, query).toBe(400)
      expect(res.json).toMatchObject({ status: 400, message: 'The page parameters are not valid.' })
      expect((res.json.errors as string[]).length).toBeGreaterThan(0)
    }
  })

  it('maps a grant to an opportunity: status, funding, dates, source, applicant types and our custom fields', async () => {
    const items = (await list()).json.items as Array<Item & Record<string, unknown>>
    const water = items.find((i) => i.title === 'Clean Water Boreholes for Rural Schools')!
    expect(water).toMatchObject({
      id: ids.get('Clean Water Boreholes for Rural Schools'),
      status: { value: 'open' },
      funding: { details: 'Up to $50,000', maxAwardAmount: { amount: '50000', currency: 'USD' } },
      keyDates: { closeDate: { name: 'Application deadline', eventType: 'singleDate', date: daysFromNow(30) } },
      source: 'https://funder.example.org/water',
      acceptedApplicantTypes: [{ value: 'unrestricted' }],
    })
    expect(water.customFields).toMatchObject({
      funder: { name: 'funder', fieldType: 'string', value: 'Baobab Futures Foundation' },
      sector: { value: 'health' },
      countries: { fieldType: 'array', value: ['KE'] },
      regions: { value: ['east_africa'] },
      isDemo: { fieldType: 'boolean', value: false },
      harambeeUrl: { value: `${server.url}/grant/${water.id}` },
    })
    const closed = items.find((i) => i.title === 'Girls Education Scholarship')!
    expect(closed.status.value).toBe('closed')
    const rolling = items.find((i) => i.title === 'Climate-Smart Agriculture Challenge')!
    expect(rolling.keyDates?.closeDate).toBeUndefined()
    expect(rolling.customFields.rolling).toEqual({ name: 'rolling', fieldType: 'boolean', value: true })
    const solar = items.find((i) => i.title === 'Solar Mini-Grid Award')!
    // Nothing unknown is sent as null: the field is left out.
    expect(solar).not.toHaveProperty('funding')
    expect(solar).not.toHaveProperty('source')
    expect(JSON.stringify(items)).not.toContain('null')
    const french = items.find((i) => i.title === 'Fonds pour l’eau potable des villages')!
    expect(french.customFields).toMatchObject({ language: { value: 'fr' }, isDemo: { value: true }, countries: { value: ['SN'] } })
  })
})

describe('GET /common-grants/opportunities/{oppId}', () => {
  it('reads one published opportunity with its full description', async () => {
    const id = ids.get('Fonds pour l’eau potable des villages')!
    const res = await api(server, key, `/common-grants/opportunities/${id}`)
    expect(validate('GET', '/common-grants/opportunities/{oppId}', res.status, res.json)).toEqual([])
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ status: 200, data: { id, title: 'Fonds pour l’eau potable des villages', description: 'Des forages et des latrines pour les villages du Sénégal.' } })
  })

  it('answers 404 in the Error shape for an unknown id, a malformed one and an unpublished grant', async () => {
    for (const id of ['7b1e3c1a-8d7f-4a7e-9c55-0d2f8f0b6a11', 'not-an-id', ids.get('Archived Health Fund')!]) {
      const res = await api(server, key, `/common-grants/opportunities/${id}`)
      expect(res.status, id).toBe(404)
      expect(validate('GET', '/common-grants/opportunities/{oppId}', 404, res.json)).toEqual([])
      expect(res.json).toMatchObject({ status: 404, message: 'No published opportunity has this id.' })
    }
  })
})

describe('POST /common-grants/opportunities/search', () => {
  it('finds grants by their words as the site does, best match first, misspellings included', async () => {
    const res = await search({ search: 'water' })
    expect(res.status).toBe(200)
    expect(titles(res.json).sort()).toEqual(['Clean Water Boreholes for Rural Schools', 'Water and Sanitation Challenge Fund'])
    // The words together in the title first ("sanitation challenge" stands as typed in one title only).
    expect(titles((await search({ search: 'challenge' })).json)).toHaveLength(2)
    expect(titles((await search({ search: 'sanitation challenge' })).json)[0]).toBe('Water and Sanitation Challenge Fund')
    expect(res.json.sortInfo).toEqual({ sortBy: 'custom', customSortBy: 'relevance', sortOrder: 'desc' })
    expect(res.json.filterInfo).toEqual({ filters: {} })
    expect(titles((await search({ search: 'agricultre' })).json)).toEqual(['Climate-Smart Agriculture Challenge'])
    // French words find the French grant.
    expect(titles((await search({ search: 'eau potable' })).json)).toEqual(['Fonds pour l’eau potable des villages'])
  })

  it('filters by status: open, closed, and not open', async () => {
    const closed = await search({ filters: { status: { operator: 'in', value: ['closed'] } } })
    expect(titles(closed.json).sort()).toEqual(['Girls Education Scholarship', 'Youth Employment Fund'])
    expect(closed.json.filterInfo).toEqual({ filters: { status: { operator: 'in', value: ['closed'] } } })
    expect(titles((await search({ filters: { status: { operator: 'notIn', value: ['open'] } } })).json).sort()).toEqual(['Girls Education Scholarship', 'Youth Employment Fund'])
    expect((await search({ filters: { status: { operator: 'in', value: ['open'] } } })).json.paginationInfo).toMatchObject({ totalItems: 5 })
    expect((await search({ filters: { status: { operator: 'in', value: ['forecasted'] } } })).json.items).toEqual([])
  })

  it('filters by close date, leaving out rolling grants, which have none', async () => {
    const soon = await search({ filters: { closeDateRange: { operator: 'between', value: { min: daysFromNow(0), max: daysFromNow(40) } } }, sorting: { sortBy: 'keyDates.closeDate' } })
    expect(titles(soon.json)).toEqual(['Water and Sanitation Challenge Fund', 'Clean Water Boreholes for Rural Schools'])
    expect(soon.json.sortInfo).toEqual({ sortBy: 'keyDates.closeDate', sortOrder: 'asc' })
    const outside = await search({ filters: { closeDateRange: { operator: 'outside', value: { min: `${daysFromNow(0)}T00:00:00Z`, max: daysFromNow(60) } } } })
    expect(titles(outside.json).sort()).toEqual(['Girls Education Scholarship', 'Solar Mini-Grid Award', 'Youth Employment Fund'])
  })

  it('filters by the largest award in USD; another currency matches nothing and says why', async () => {
    const range = { operator: 'between', value: { min: { amount: '20000', currency: 'USD' }, max: { amount: '60000', currency: 'USD' } } }
    const usd = await search({ filters: { maxAwardAmountRange: range }, sorting: { sortBy: 'funding.maxAwardAmount', sortOrder: 'asc' } })
    expect(titles(usd.json)).toEqual(['Climate-Smart Agriculture Challenge', 'Fonds pour l’eau potable des villages', 'Clean Water Boreholes for Rural Schools'])
    const eur = await search({ filters: { maxAwardAmountRange: { ...range, value: { min: { amount: '20000', currency: 'EUR' }, max: { amount: '60000', currency: 'EUR' } } } } })
    expect(eur.status).toBe(200)
    expect(eur.json.items).toEqual([])
    expect((eur.json.filterInfo as { errors: string[] }).errors[0]).toContain('our amounts are in USD')
  })

  it('filters by our custom filters (country, sector, region, language) and names an unknown one in filterInfo.errors', async () => {
    const nigeria = await search({ search: 'fund', filters: { customFilters: { country: { operator: 'in', value: ['ng'] } } } })
    expect(titles(nigeria.json).sort()).toEqual(['Water and Sanitation Challenge Fund', 'Youth Employment Fund'])
    const health = await search({ filters: { customFilters: { sector: { operator: 'eq', value: 'health' }, language: { operator: 'neq', value: 'fr' } } } })
    expect(titles(health.json).sort()).toEqual(['Clean Water Boreholes for Rural Schools', 'Water and Sanitation Challenge Fund'])
    const west = await search({ filters: { customFilters: { region: { operator: 'in', value: ['west_africa'] } }, status: { operator: 'in', value: ['open'] } } })
    // Côte d’Ivoire is in West Africa: its grant is found by the region its country lies in.
    expect(titles(west.json).sort()).toEqual(['Climate-Smart Agriculture Challenge', 'Fonds pour l’eau potable des villages', 'Solar Mini-Grid Award', 'Water and Sanitation Challenge Fund'])
    const unknown = await search({ filters: { customFilters: { funderType: { operator: 'eq', value: 'foundation' }, country: { operator: 'in', value: ['KE'] } } } })
    expect(unknown.status).toBe(200)
    expect(titles(unknown.json).sort()).toEqual(['Clean Water Boreholes for Rural Schools', 'Girls Education Scholarship'])
    expect(unknown.json.filterInfo).toEqual({
      filters: { customFilters: { country: { operator: 'in', value: ['KE'] } } },
      errors: ['customFilters.funderType: unknown custom filter; ignored (known: sector, country, region, language)'],
    })
    const unsupported = await search({ filters: { minAwardAmountRange: { operator: 'between', value: { min: { amount: '1', currency: 'USD' }, max: { amount: '2', currency: 'USD' } } } } })
    expect(unsupported.status).toBe(200)
    expect(unsupported.json.paginationInfo).toMatchObject({ totalItems: 7 })
    expect((unsupported.json.filterInfo as { errors: string[] }).errors[0]).toContain('minAwardAmountRange: not supported')
  })

  it('sorts by the base keys, answers keys it does not hold in the default order, and pages in the body', async () => {
    const byTitle = await search({ sorting: { sortBy: 'title', sortOrder: 'asc' }, pagination: { page: 2, pageSize: 2 } })
    expect(titles(byTitle.json)).toEqual([...PUBLISHED].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())).slice(2, 4))
    expect(byTitle.json.paginationInfo).toEqual({ page: 2, pageSize: 2, totalItems: 7, totalPages: 4 })
    const unheld = await search({ sorting: { sortBy: 'funding.minAwardAmount' } })
    expect(unheld.status).toBe(200)
    expect(titles(unheld.json)).toEqual(PUBLISHED)
    expect(unheld.json.sortInfo).toMatchObject({ sortBy: 'lastModifiedAt', sortOrder: 'desc', errors: [expect.stringContaining('funding.minAwardAmount')] })
    const custom = await search({ sorting: { sortBy: 'custom', customSortBy: 'popularity' } })
    expect(custom.status).toBe(200)
    expect((custom.json.sortInfo as { errors: string[] }).errors[0]).toContain('unknown sort key "popularity"')
  })

  it('takes an empty status list as no filter, as the protocol’s examples do', async () => {
    const all = await search({})
    const empty = await search({ filters: { status: { operator: 'in', value: [] } } })
    expect(empty.status).toBe(200)
    expect(empty.json.paginationInfo).toMatchObject({ totalItems: 7 })
    expect(titles(empty.json)).toEqual(titles(all.json))
    expect((await search({ filters: { status: { operator: 'notIn', value: [] } } })).json.paginationInfo).toMatchObject({ totalItems: 7 })
  })

  it('accepts the examples’ open close-date range: {} is no filter, a missing min or max is no bound on that side', async () => {
    const open = await search({ filters: { closeDateRange: { operator: 'between', value: {} } } })
    expect(open.status, JSON.stringify(open.json)).toBe(200)
    expect(open.json.paginationInfo).toMatchObject({ totalItems: 7 })
    expect((await search({ filters: { closeDateRange: { operator: 'outside', value: {} } } })).json.paginationInfo).toMatchObject({ totalItems: 7 })
    const bounded = await search({ filters: { closeDateRange: { operator: 'between', value: { min: daysFromNow(0), max: daysFromNow(40) } } } })
    const fromToday = await search({ filters: { closeDateRange: { operator: 'between', value: { min: daysFromNow(0) } } } })
    const untilForty = await search({ filters: { closeDateRange: { operator: 'between', value: { max: daysFromNow(40) } } } })
    expect(fromToday.status).toBe(200)
    expect(untilForty.status).toBe(200)
    expect(fromToday.json.filterInfo).toEqual({ filters: {}, errors: ['closeDateRange: no max given; applied with no bound on that side'] })
    // Each one-sided range holds the two-sided one, and more: the later grants, or the closed ones.
    for (const title of titles(bounded.json)) {
      expect(titles(fromToday.json)).toContain(title)
      expect(titles(untilForty.json)).toContain(title)
    }
    expect(titles(fromToday.json)).toContain('Solar Mini-Grid Award')
    expect(titles(untilForty.json)).not.toContain('Solar Mini-Grid Award')
    expect(titles(untilForty.json)).toEqual(expect.arrayContaining(['Girls Education Scholarship', 'Youth Employment Fund']))
    expect(titles(fromToday.json)).not.toContain('Girls Education Scholarship')
    // Outside [today, ∞): the grants that closed before today.
    const before = await search({ filters: { closeDateRange: { operator: 'outside', value: { min: daysFromNow(0) } } } })
    expect(titles(before.json).sort()).toEqual(['Girls Education Scholarship', 'Youth Employment Fund'])
  })

  it('refuses a body that breaks the base schema, naming each problem', async () => {
    const bad = [
      [{ filters: { status: { operator: 'equals', value: ['open'] } } }, 'filters.status.operator'],
      [{ filters: { closeDateRange: { operator: 'between', value: { min: '31/12/2026', max: '2027-01-01' } } } }, 'filters.closeDateRange.value.min'],
      [
        { filters: { maxAwardAmountRange: { operator: 'between', value: { min: { amount: 5000, currency: 'USD' }, max: { amount: '1', currency: 'USD' } } } } },
        'filters.maxAwardAmountRange.value.min.amount',
      ],
      [{ sorting: { sortBy: 'popularity' } }, 'sorting.sortBy'],
      [{ pagination: { pageSize: 0 } }, 'pagination.pageSize'],
      [{ search: 42 }, 'search'],
      [[1, 2], ''],
    ] as const
    for (const [body, where] of bad) {
      const res = await search(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((res.json.errors as string[]).join(' ')).toContain(where)
    }
    const notJson = await api(server, key, '/common-grants/opportunities/search', { body: '{"search": ', headers: { 'Content-Type': 'application/json' } })
    expect(notJson.status).toBe(400)
    expect(notJson.json).toMatchObject({ status: 400, errors: ['body: not valid JSON'] })
  })
})

describe('Everything else an API client meets', () => {
  it('publishes the OpenAPI document at /api/openapi.json to anyone, cached by ETag', async () => {
    const res = await fetch(`${server.url}/api/openapi.json`)
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument(server.services.config.appName, server.url))))
    const again = await fetch(`${server.url}/api/openapi.json`, { headers: { 'If-None-Match': res.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('answers JSON, never the site’s pages: unknown routes, other methods, and browsers’ preflights', async () => {
    const unknown = await api(server, key, '/common-grants/awards')
    expect(unknown.status).toBe(404)
    expect(unknown.json).toMatchObject({ status: 404, errors: ['GET /common-grants/awards: not found'] })
    const wrongMethod = await api(server, key, '/common-grants/opportunities', { method: 'POST', body: {} })
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('GET, OPTIONS')
    expect(wrongMethod.json).toMatchObject({ status: 405 })
    const preflight = await fetch(`${server.url}/common-grants/opportunities/search`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://dashboard.example.org', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization')
    // A search posted by another site's script (the key is its only credential).
    const crossSite = await api(server, key, '/common-grants/opportunities/search', { body: { search: 'solar' }, headers: { Origin: 'https://dashboard.example.org' } })
    expect(crossSite.status).toBe(200)
    expect(titles(crossSite.json)).toEqual(['Solar Mini-Grid Award'])
    expect(crossSite.headers.get('access-control-allow-origin')).toBe('*')
    expect(crossSite.headers.get('cache-control')).toBe('private, no-store')
  })

  it('refuses a body larger than a search needs with 413', async () => {
    const res = await api(server, key, '/common-grants/opportunities/search', { body: { search: 'x'.repeat(20_000) } })
    expect(res.status).toBe(413)
  })

  it('answers a body beyond any form’s limit (refused before the app) in JSON too', async () => {
    const res = await api(server, key, '/common-grants/opportunities/search', { body: { search: 'x'.repeat(2 * 1024 * 1024) } })
    expect(res.status).toBe(413)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.json).toMatchObject({ status: 413, message: expect.stringContaining('too large'), errors: [] })
  })
})
