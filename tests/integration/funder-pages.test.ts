import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../app/db/client.server.ts'
import { grants } from '../../app/db/schema/index.ts'
import { funderPath, funderSlug, LATIN_FOLDS } from '../../app/domain/funders/funder-slug.ts'
import { discoverySource, queuedGrant } from '../support/discovery-queue.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

const ACACIA = 'Acacia Water Trust'
const ARABIC = 'مؤسسة الأطلس للتنمية'

let server: TestServer
const ids: Record<string, string> = {}
beforeAll(async () => {
  server = await startTestServer({
    grants: [
      // Acacia Water Trust: two open calls, one past its deadline, one closed at its source, and one
      // more open call under its name written otherwise (the same slug: the same funder).
      grant({
        title: 'Acacia Borehole Grants',
        source: ACACIA,
        sector: 'health',
        sectors: ['health', 'environment'],
        countryScope: 'Kenya and Uganda',
        fundingAmount: 'Up to $10,000',
        deadline: daysFromNow(30),
      }),
      grant({ title: 'Acacia Sanitation Fund', source: ACACIA, sector: 'health', countryScope: 'Tanzania', fundingAmount: '$30,000', deadline: daysFromNow(10) }),
      grant({ title: 'Acacia Water Call 2025', source: ACACIA, sector: 'environment', countryScope: 'Kenya', fundingAmount: '$50,000', deadline: daysFromNow(-20) }),
      grant({ title: 'Acacia Closed At Source', source: ACACIA, sector: 'health', fundingAmount: 'Up to $20,000', deadline: daysFromNow(40), status: 'closed' }),
      grant({ title: 'Acacia Youth Water Grant', source: 'Acacia newsletter', funderName: 'ACACIA WATER TRUST.', sector: 'education', fundingAmount: null, deadline: daysFromNow(15) }),
      // Other funders' grants: similar to the first by sector, by region, or not at all.
      grant({ title: 'Nile Health Grant', source: 'Nile Valley Philanthropies', sector: 'health', countryScope: 'Nigeria', geographicFocus: ['west_africa'], deadline: daysFromNow(5) }),
      grant({ title: 'Sahara Solar Grant', source: 'Sahara Energy Fund', sector: 'energy', countryScope: 'Egypt', geographicFocus: ['north_africa'], deadline: daysFromNow(3) }),
      grant({ title: 'Sample Savannah Grant', source: 'Savannah Community Trust', isDemo: true, deadline: daysFromNow(70) }),
      grant({ title: 'Quiet Rolling Grant', source: 'Quiet Grants Trust', sector: 'governance', countryScope: null, geographicFocus: [], fundingAmount: null, deadline: null }),
      grant({ title: 'منحة المياه الريفية', source: ARABIC, sector: 'agriculture', countryScope: 'Egypt', geographicFocus: ['north_africa'], language: 'ar', deadline: daysFromNow(50) }),
    ],
  })
  for (const row of await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)) ids[row.title] = row.id

  // The awards the importers read: one from 360Giving and one from IATI for Acacia; a record read twice
  // (a duplicate), an open call found by the crawler and another funder's award, none of them Acacia's awards.
  const giving = await discoverySource(server, { sourceName: '360Giving file', format: 'giving360_json' })
  const iati = await discoverySource(server, { sourceName: 'IATI file', format: 'iati_xml' })
  await queuedGrant(server, giving.id, {
    isAwardedRecord: true,
    externalId: '360giving:360G-acacia-2025-001',
    title: 'Borehole repairs in Turkana',
    funderName: ACACIA,
    fundingAmount: 'GBP 95,000 awarded to Turkana Water Users on 2025-09-01',
    amountMin: 95_000,
    amountMax: 95_000,
    currency: 'GBP',
    amountUsd: 120_000,
    deadline: '2027-06-30',
    countryScope: 'Kenya',
    countryCodes: ['KE'],
  })
  await queuedGrant(server, iati.id, {
    isAwardedRecord: true,
    externalId: 'iati:GB-GOV-1-301234',
    title: 'Sanitation in Ethiopian schools',
    funderName: 'Acacia Water Trust',
    fundingAmount: 'USD 450,000',
    currency: 'USD',
    amountUsd: 450_000,
    deadline: '2028-03-31',
    countryScope: 'Ethiopia',
    countryCodes: ['ET'],
    geographicFocus: [],
  })
  await queuedGrant(server, iati.id, { isAwardedRecord: true, externalId: 'iati:GB-GOV-1-301234-copy', title: 'Sanitation in Ethiopian schools (again)', funderName: ACACIA, status: 'duplicate' })
  await queuedGrant(server, giving.id, { title: 'Acacia open call found by the crawler', funderName: ACACIA })
  await queuedGrant(server, iati.id, {
    isAwardedRecord: true,
    externalId: 'iati:XM-kestrel-1',
    title: 'Kestrel girls’ schooling',
    funderName: 'Kestrel Foundation',
    amountUsd: 75_000,
    countryCodes: ['RW'],
  })
})
afterAll(() => server?.close())

async function funderPage(path: string, language?: string) {
  const client = server.client()
  if (language) await client.post('/language', { language, redirectTo: '/' })
  const page = await client.page(path)
  return { ...page, body: text(page.html) }
}

/** The text between a section's heading and the next heading of its level. */
function section(body: string, heading: string, next?: string) {
  const start = body.indexOf(heading)
  expect(start, heading).toBeGreaterThan(-1)
  return body.slice(start, next ? body.indexOf(next, start) : undefined)
}

describe('Funder pages (issue 25 §7)', () => {
  it('say what the funder funds, where and for how much, counted over its grants, whichever way a grant writes its name', async () => {
    const { status, body, html } = await funderPage('/funders/acacia-water-trust')
    expect(status).toBe(200)
    expect(html).toContain('<title>Acacia Water Trust | Harambee</title>')
    expect(body).toContain('Funder Acacia Water Trust')
    expect(body).toContain('5 grants on Harambee · 3 open now · 2 past awards in open data')
    // Sectors over its five grants: health (3), environment (2: one as a second sector), education (1).
    expect(section(body, 'What it funds', 'Where')).toContain('Health 3 grants Environment 2 grants Education 1 grant')
    // Every grant is in East Africa (named, or a country of it); Kenya three times (the default scope of two).
    const where = section(body, 'Where', 'Typical amounts')
    expect(where).toContain('Regions East Africa 5 grants')
    expect(where).toContain('Countries Kenya 4 grants Tanzania 1 grant Uganda 1 grant')
    // $10,000, $20,000, $30,000 and $50,000 (the fifth states none): median $25,000.
    const amounts = section(body, 'Typical amounts', 'Open calls')
    expect(amounts).toContain('Median grant $25,000 Smallest grant $10,000 Largest grant $50,000')
    expect(amounts).toContain('From the 4 grants that state an amount in US dollars.')
    expect(body).not.toContain('Sample data')
  })

  it('lists its open calls, closing soonest first, and its past and closed calls, each linking to its grant page', async () => {
    const { body, html } = await funderPage('/funders/acacia-water-trust')
    const open = section(body, 'Open calls', 'Past and closed calls')
    expect(open.indexOf('Acacia Sanitation Fund')).toBeLessThan(open.indexOf('Acacia Youth Water Grant'))
    expect(open.indexOf('Acacia Youth Water Grant')).toBeLessThan(open.indexOf('Acacia Borehole Grants'))
    expect(open).not.toContain('Acacia Water Call 2025')
    const closed = section(body, 'Past and closed calls', 'Past awards')
    expect(closed).toContain('Acacia Closed At Source')
    expect(closed).toContain('Acacia Water Call 2025')
    expect(closed).not.toContain('Acacia Sanitation Fund')
    for (const title of ['Acacia Sanitation Fund', 'Acacia Closed At Source']) expect(html).toContain(`href="/grant/${ids[title]}"`)
  })

  it('lists its past awards from 360Giving and IATI records, with amount, year and recipient country, naming the data source', async () => {
    const { body } = await funderPage('/funders/acacia-water-trust')
    const awards = section(body, 'Past awards')
    expect(awards).toContain('Grants it has awarded, as it publishes them in 360Giving and IATI open data.')
    expect(awards).toContain('Sanitation in Ethiopian schools Amount $450,000 Runs until 2028 Recipient country Ethiopia Data source IATI')
    expect(awards).toContain('Borehole repairs in Turkana Amount $120,000 Runs until 2027 Recipient country Kenya Data source 360Giving')
    // Latest-ending first; a record read twice, an open call and another funder's award are not its awards.
    expect(awards.indexOf('Ethiopian schools')).toBeLessThan(awards.indexOf('Turkana'))
    for (const other of ['(again)', 'found by the crawler', 'Kestrel']) expect(awards).not.toContain(other)
  })

  it('says in words when a section has nothing to show', async () => {
    const { status, body } = await funderPage(`/funders/${funderSlug('Quiet Grants Trust')}`)
    expect(status).toBe(200)
    expect(body).toContain('1 grant on Harambee · 1 open now')
    expect(body).toContain('Its grants name no country or region.')
    expect(body).toContain('None of its grants states an amount in US dollars.')
    expect(body).toContain('It has no past or closed call on Harambee.')
    expect(body).toContain('No awards of this funder in the 360Giving or IATI data we read.')
    // A funder known only from its awards has a page too.
    const kestrel = await funderPage('/funders/kestrel-foundation')
    expect(kestrel.status).toBe(200)
    expect(kestrel.body).toContain('No grants on Harambee · 1 past award in open data')
    expect(kestrel.body).toContain('It has no open call on Harambee right now.')
    expect(kestrel.body).toContain('Kestrel girls’ schooling Amount $75,000')
    expect(kestrel.body).toContain('Rwanda')
  })

  it('labels a funder whose grants are all samples, and its grants', async () => {
    const { body } = await funderPage(`/funders/${funderSlug('Savannah Community Trust')}`)
    expect(body).toContain('Sample data This funder and its grants are generated examples')
    expect(section(body, 'Open calls', 'Past and closed calls')).toContain('Sample listing')
  })

  it('is linked from the funder’s name on each of its grants, also under a name in Arabic script', async () => {
    const grantPage = await server.client().page(`/grant/${ids['Acacia Youth Water Grant']}`)
    expect(grantPage.html).toMatch(/href="\/funders\/acacia-water-trust"[^>]*>ACACIA WATER TRUST\.<\/a>/)
    expect(text(grantPage.html)).toContain('by ACACIA WATER TRUST.')
    const arabicGrant = await server.client().page(`/grant/${ids['منحة المياه الريفية']}`)
    const path = funderPath(ARABIC)
    expect(path).toBe(`/funders/${encodeURIComponent('مؤسسة-الأطلس-للتنمية')}`)
    expect(arabicGrant.html).toContain(`href="${path}"`)
    const arabic = await funderPage(path)
    expect(arabic.status).toBe(200)
    expect(arabic.body).toContain(`Funder ${ARABIC}`)
  })

  it('shows in the reader’s language, with amounts and names through Intl and the catalogue', async () => {
    const french = await funderPage('/funders/acacia-water-trust', 'fr')
    expect(french.body).toContain('Ce qu’il finance Santé 3 subventions')
    expect(french.body).toContain('Tanzanie')
    expect(french.body).toMatch(/Subvention médiane 25\s000\s\$US/)
    const arabic = await funderPage('/funders/acacia-water-trust', 'ar')
    expect(arabic.html).toMatch(/<html[^>]*dir="rtl"/)
    expect(arabic.body).toContain('ما تموّله')
    expect(arabic.body).toContain('كينيا')
  })

  it('answers an unknown funder, and an address no funder could have, with the 404 page', async () => {
    for (const path of [
      '/funders/no-such-funder',
      '/funders/Acacia-Water-Trust',
      '/funders/acacia%20water%20trust',
      '/funders/%00',
      `/funders/${'a'.repeat(500)}`,
      '/funders/..%2F..%2Fadmin',
      '/funders/x-',
    ]) {
      const response = await server.client().get(path)
      expect(response.status, path).toBe(404)
      expect(text(await response.text()), path).toContain('Oops! Page not found')
    }
    // An address that is not even percent-encoded rightly is refused before any route, as on every page.
    expect((await server.client().get('/funders/%E0%A4%A')).status).toBe(400)
  })
})

describe('Similar open grants on a grant page', () => {
  it('lists up to four other open grants, its sectors first, then its regions, each by deadline, and never itself or a closed one', async () => {
    const { html } = await server.client().page(`/grant/${ids['Acacia Borehole Grants']}`)
    const similar = text(html.slice(html.indexOf('id="similar-heading"')))
    expect(similar).toContain('Similar open grants')
    const titles = ['Acacia Sanitation Fund', 'Nile Health Grant', 'Acacia Youth Water Grant', 'Sample Savannah Grant']
    const places = titles.map((title) => similar.indexOf(title))
    expect(places.every((p) => p > -1)).toBe(true)
    // Sector and region (Sanitation), sector only (Nile, west Africa), then region only, soonest deadline first.
    expect(places).toEqual([...places].sort((a, b) => a - b))
    for (const other of ['Acacia Borehole Grants', 'Acacia Water Call 2025', 'Acacia Closed At Source', 'Sahara Solar Grant', 'Quiet Rolling Grant']) expect(similar).not.toContain(other)
    expect(similar).toContain('Sample listing')
    expect(html).toContain(`href="/grant/${ids['Nile Health Grant']}"`)
  })

  it('says so when no open grant shares its sectors or regions', async () => {
    const { html } = await server.client().page(`/grant/${ids['Quiet Rolling Grant']}`)
    expect(text(html)).toContain('Similar open grants No other open grant shares this grant’s sectors or regions.')
  })
})

describe('The funder slug in the database', () => {
  it('is the same as funderSlug for every folded letter, the scripts it keeps and the fallback', async () => {
    const names = [
      ACACIA,
      ARABIC,
      'مُؤَسَّسَة الأطلس للتنمـية',
      'Fondation Sénégalaise pour l’Éducation',
      "O'Brien & Sons",
      'E\u0301cole',
      'የኢትዮጵያ ልማት ፈንድ',
      'ⵜⴰⵎⴰⵣⵉⵖⵜ',
      '基金会',
      '***',
      'Фонд Africa',
      `${'Very Long Funder Name '.repeat(10)}!`,
      '😀 Fund',
      ...[...LATIN_FOLDS.keys()].map((letter) => `X${letter}Y`),
    ]
    const rows = await queryRows<{ name: string; slug: string }>(
      server.services.db,
      sql`select n.name, f_funder_slug(n.name) as slug from json_array_elements_text(${JSON.stringify(names)}::json) as n(name)`,
    )
    expect(rows).toHaveLength(names.length)
    expect(rows.filter((r) => r.slug !== funderSlug(r.name))).toEqual([])
  })

  it('finds a funder’s grants and awards through their indexes', async () => {
    const plans = await server.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const plan = async (query: ReturnType<typeof sql>) => {
        const { rows } = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Array<{ 'QUERY PLAN': string }> }
        return rows.map((r) => r['QUERY PLAN']).join('\n')
      }
      return [
        await plan(sql`select id from grants where f_funder_slug(coalesce(funder_name, source)) = 'acacia-water-trust'`),
        await plan(sql`select id from discovered_grants_queue where is_awarded_record and f_funder_slug(funder_name) = 'acacia-water-trust'`),
      ]
    })
    expect(plans[0]).toContain('grants_funder_slug_idx')
    expect(plans[1]).toContain('discovered_grants_queue_awarded_funder_idx')
  })
})
