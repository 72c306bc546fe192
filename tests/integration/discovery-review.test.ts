import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, discoveredGrantsQueue, grantDiscoverySources, grants } from '../../app/db/schema/index.ts'
import { CATALOGUES } from '../../app/i18n/messages/index.ts'
import type { Language } from '../../app/i18n/languages.ts'
import { signedInAdmin, newMember } from '../support/accounts.ts'
import { writeDiscoveredGrant } from '../../app/domain/discovery/queue-writes.server.ts'
import { discoverySource, queuedGrant } from '../support/discovery-queue.ts'
import { grant } from '../support/grants.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 12 item 6: an admin reviews one grant the crawler found (/taf-admin/discovered/:id), edits
 * it, publishes or rejects it, and exports the whole queue. Queue rows are written straight to the
 * database, as a crawl would leave them.
 */
let server: TestServer
let admin: TestClient
let member: TestClient
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Already Known Borehole Fund' })] })
  admin = await signedInAdmin(server)
  member = await newMember(server, { email: 'reviewer-member@example.org', orgName: 'Lake Victoria Fishers' })
})
afterAll(() => server?.close())

const db = () => server.services.db
const pageOf = (id: string) => `/taf-admin/discovered/${id}`
const words = (language: Language, id: string) => Object.assign({}, ...Object.values(CATALOGUES[language]))[id] as string
const queueRow = async (id: string) => (await db().select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.id, id)))[0]
const sourceTotal = async (id: string) => (await db().select().from(grantDiscoverySources).where(eq(grantDiscoverySources.id, id)))[0].totalGrantsDiscovered
const grantsFrom = (sourceId: string) => db().select().from(grants).where(eq(grants.discoverySourceId, sourceId))

/** The review form as a browser sends it: every field of the row, the changes over them, lists as repeated fields. */
function reviewForm(row: typeof discoveredGrantsQueue.$inferSelect, intent: string, changes: Record<string, string | string[]> = {}) {
  const fields: Record<string, string | string[]> = {
    title: row.title,
    funderName: row.funderName ?? '',
    description: row.description ?? '',
    language: row.language,
    fundingAmount: row.fundingAmount ?? '',
    amountMin: row.amountMin?.toString() ?? '',
    amountMax: row.amountMax?.toString() ?? '',
    currency: row.currency ?? '',
    deadline: row.deadline ?? '',
    ...(row.isRolling ? { isRolling: 'on' } : {}),
    countryScope: row.countryScope ?? '',
    applicationUrl: row.applicationUrl ?? '',
    countryCodes: row.countryCodes,
    geographicFocus: row.geographicFocus,
    sectors: row.sectors,
    applicantTypes: row.applicantTypes,
    foreignApplicants: row.foreignApplicants === null ? '' : row.foreignApplicants ? 'yes' : 'no',
    eligibleCountries: row.eligibleCountries,
    ...changes,
    intent,
  }
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) body.append(key, one)
  return body
}
/** RFC 4180 CSV (quoted cells, doubled quotes, line breaks inside quotes) as objects keyed by the header row. */
function parseCsv(csv: string): Array<Record<string, string>> {
  const rows: string[][] = [[]]
  let cell = ''
  let quoted = false
  const endCell = () => {
    rows[rows.length - 1].push(cell)
    cell = ''
  }
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]
    if (quoted && c === '"' && csv[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (quoted) cell += c
    else if (c === ',') endCell()
    else if (c === '\n') {
      endCell()
      rows.push([])
    } else if (c !== '\r') cell += c
  }
  if (cell !== '' || rows[rows.length - 1].length > 0) endCell()
  else rows.pop()
  const [header, ...body] = rows
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])))
}
const send = (client: TestClient, id: string, body: URLSearchParams) => client.request(pageOf(id), { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })

describe('Reviewing a discovered grant', () => {
  it('shows every field the crawler found, the source, View Source and the links to duplicates', async () => {
    const source = await discoverySource(server, { sourceName: 'Okavango Trust Website' })
    const original = await queuedGrant(server, source.id, { title: 'Okavango Original Call' })
    const [known] = await db().select().from(grants).where(eq(grants.title, 'Already Known Borehole Fund'))
    const row = await queuedGrant(server, source.id, {
      title: 'Borehole Maintenance Call 2099',
      isRolling: true,
      isAwardedRecord: true,
      status: 'duplicate',
      duplicateOfId: original.id,
      duplicateOfGrantId: known.id,
    })
    const { status, html } = await admin.page(pageOf(row.id))
    expect(status).toBe(200)
    const body = text(html)
    for (const shown of [
      'Borehole Maintenance Call 2099',
      'Okavango Water Trust',
      'Grants for community water committees that maintain rural boreholes.',
      'Up to KES 2,000,000',
      '2,000,000',
      'KES',
      '$15,423 (rate 129.675 on Sep 29, 2026)',
      'Mar 31, 2099',
      'Deadline: 31 March 2099',
      'Rolling deadline (open until filled) Yes',
      'Kenya and Uganda',
      '… – 2,000,000',
      'East Africa',
      'Health',
      'Awarded record Yes',
      'Okavango Trust Website',
      'Page text',
      'JSON-LD',
      'Community water committees can apply.',
      'Duplicate',
      'Okavango Original Call',
      'Already Known Borehole Fund',
    ])
      expect(body).toContain(shown)
    expect(html).toContain(`href="${row.rawData.url}"`)
    expect(html).toContain(`href="${pageOf(original.id)}"`)
    expect(html).toContain(`href="/grant/${known.id}"`)
    expect(html).toContain(`href="${source.sourceUrl}"`)
    // A duplicate is linked, never reviewed: no form to publish it.
    expect(body).toContain('This grant has been reviewed: it can no longer be edited.')
    expect(html).not.toContain('value="publish"')
  })

  it('publishes the edited values as a grant members find in search, and the source counts it', async () => {
    const source = await discoverySource(server, { sourceName: 'Sahel Foundation Portal' })
    const row = await queuedGrant(server, source.id, { title: 'Appel à projets eau potable', language: 'en' })
    const before = await sourceTotal(source.id)
    const response = await send(
      admin,
      row.id,
      reviewForm(row, 'publish', {
        title: 'Fonds Baobab pour les puits villageois',
        language: 'fr',
        description: 'Subventions pour les comités villageois qui entretiennent les puits et forages.',
        amountMax: '50000',
        currency: 'EUR',
        sectors: ['agriculture', 'health'],
      }),
    )
    expect(response.status).toBe(302)
    // On to the next grant waiting (tests/integration/discovery-review-snippets.test.ts), with the outcome.
    expect(response.headers.get('Location')).toMatch(/^\/taf-admin\/discovered\/[0-9a-f-]{36}$|^\/taf-admin\?tab=discovered$/)
    expect(response.headers.get('Location')).not.toBe(pageOf(row.id))
    expect(messages((await admin.follow(response)).html, 'status')).toContain('Grant published')
    const page = await admin.page(pageOf(row.id))

    const [published] = await grantsFrom(source.id)
    expect(published).toMatchObject({
      title: 'Fonds Baobab pour les puits villageois',
      language: 'fr',
      source: 'Okavango Water Trust',
      funderName: 'Okavango Water Trust',
      sector: 'agriculture',
      sectors: ['agriculture', 'health'],
      countryScope: 'Kenya and Uganda',
      deadline: '2099-03-31',
      applicationUrl: row.applicationUrl,
      url: row.canonicalUrl,
      // 50,000 EUR at 0.88022588 a dollar.
      fundingUsd: 56_804,
      discoverySourceId: source.id,
    })
    expect(published.countryCodes.sort()).toEqual(['KE', 'UG'])
    expect(published.regions).toContain('east_africa')
    const after = await queueRow(row.id)
    expect(after).toMatchObject({ status: 'verified', publishedGrantId: published.id, title: 'Fonds Baobab pour les puits villageois', amountUsd: 56_804, currency: 'EUR' })
    expect(after.reviewedBy).toBeTruthy()
    expect(after.reviewedAt).toBeInstanceOf(Date)
    expect(await sourceTotal(source.id)).toBe(before + 1)
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'discovery.grant.publish')))
    expect(entry.after).toMatchObject({ status: 'verified', grantId: published.id })

    // The page now links to the grant, and members find it by its edited (French) title.
    expect(page.html).toContain(`href="/grant/${published.id}"`)
    const search = await member.page(`/discover?q=${encodeURIComponent('puits villageois')}`)
    expect(text(search.html)).toContain('Fonds Baobab pour les puits villageois')
  })

  it('does not publish twice: a second publish says the grant was already reviewed, and nothing more is written', async () => {
    const source = await discoverySource(server)
    const row = await queuedGrant(server, source.id, { title: 'Twice Clicked Water Grant' })
    const [first, second] = await Promise.all([send(admin, row.id, reviewForm(row, 'publish')), send(admin, row.id, reviewForm(row, 'publish'))])
    expect([first.status, second.status].sort()).toEqual([302, 409])
    const again = await send(admin, row.id, reviewForm(row, 'publish', { title: 'A third try at publishing' }))
    expect(again.status).toBe(409)
    expect(messages(await again.text(), 'alert')).toContain('This grant has already been reviewed')
    expect(await grantsFrom(source.id)).toHaveLength(1)
    expect(await sourceTotal(source.id)).toBe(1)
    expect((await queueRow(row.id)).title).toBe('Twice Clicked Water Grant')
  })

  it('saves edits without publishing, converting the amount to dollars again with the rate and its date', async () => {
    const source = await discoverySource(server)
    const row = await queuedGrant(server, source.id, { title: 'Savable Irrigation Call' })
    const response = await send(admin, row.id, reviewForm(row, 'save', { title: 'Savable Irrigation Call (edited)', amountMin: '10000', amountMax: '', currency: 'NGN', isRolling: 'on' }))
    expect(response.status).toBe(302)
    const page = await admin.follow(response)
    expect(messages(page.html, 'status')).toContain('Changes saved')
    // 10,000 NGN at 1326.1644 a dollar.
    expect(await queueRow(row.id)).toMatchObject({
      status: 'pending_verification',
      title: 'Savable Irrigation Call (edited)',
      amountMin: 10_000,
      amountMax: null,
      amountUsd: 8,
      currency: 'NGN',
      isRolling: true,
      fxDate: '2026-09-29',
    })
    expect(text(page.html)).toContain('$8 (rate 1,326.164 on Sep 29, 2026)')
    expect(await grantsFrom(source.id)).toHaveLength(0)

    // The funder's page changes and the crawler comes back: the reviewer's saved values stand.
    const saved = await queueRow(row.id)
    const again = await writeDiscoveredGrant(db(), {
      sourceId: source.id,
      taskId: null,
      grant: { ...saved, title: 'Irrigation Call (changed on the funder site)', snippet: null, fieldOrigins: {}, fieldSnippets: {}, description: saved.description, externalId: saved.externalId },
    })
    expect(again).toBe('kept')
    expect((await queueRow(row.id)).title).toBe('Savable Irrigation Call (edited)')
  })

  it('refuses invalid input with each field’s message, keeps what was typed and writes nothing', async () => {
    const source = await discoverySource(server)
    const row = await queuedGrant(server, source.id, { title: 'Untouched Solar Call' })
    const response = await send(
      admin,
      row.id,
      reviewForm(row, 'publish', {
        title: 'abc',
        description: 'Typed but too short',
        applicationUrl: 'javascript:alert(1)',
        amountMin: '900',
        amountMax: '100',
        currency: 'XYZ',
        sectors: ['health', 'not_a_sector'],
      }),
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    const alerts = messages(html, 'alert')
    for (const message of [
      'Title must be at least 5 characters',
      'Description must be at least 20 characters',
      'Must be a valid URL',
      'Choose a currency from the list',
      'Choose countries, regions and sectors from the lists',
    ])
      expect(alerts).toContain(message)
    expect(html).toContain('Typed but too short')
    expect(html).toContain('value="abc"')
    // Amounts in the wrong order, once every field is right on its own.
    const reversed = await send(admin, row.id, reviewForm(row, 'save', { amountMin: '900', amountMax: '100' }))
    expect(reversed.status).toBe(400)
    expect(messages(await reversed.text(), 'alert')).toContain('The maximum amount cannot be less than the minimum')
    expect(await queueRow(row.id)).toEqual(row)
    expect(await grantsFrom(source.id)).toHaveLength(0)
    expect(await sourceTotal(source.id)).toBe(0)
  })

  it('needs a reason to reject, then keeps the reason and closes the form', async () => {
    const source = await discoverySource(server)
    const row = await queuedGrant(server, source.id, { title: 'Closed Call Picked Up By Mistake' })
    const empty = await admin.post(pageOf(row.id), { intent: 'reject', reason: '  ' })
    expect(empty.status).toBe(400)
    expect(messages(await empty.text(), 'alert')).toContain('Please give a reason (at least 5 characters)')
    expect((await queueRow(row.id)).status).toBe('pending_verification')

    const response = await admin.post(pageOf(row.id), { intent: 'reject', reason: 'The call closed in 2024.' })
    expect(response.status).toBe(302)
    expect(messages((await admin.follow(response)).html, 'status')).toContain('Discovered grant rejected')
    const page = await admin.page(pageOf(row.id))
    expect(await queueRow(row.id)).toMatchObject({ status: 'rejected', rejectionReason: 'The call closed in 2024.' })
    expect(text(page.html)).toContain('The call closed in 2024.')
    expect(page.html).not.toContain('value="publish"')
    expect((await send(admin, row.id, reviewForm(row, 'publish'))).status).toBe(409)
    expect(await grantsFrom(source.id)).toHaveLength(0)
  })

  it.each(['fr', 'pt', 'ar', 'sw'] as const)('tells an admin reading in %s the outcome in that language', async (language) => {
    const source = await discoverySource(server)
    const row = await queuedGrant(server, source.id)
    await admin.post('/language', { language, redirectTo: '/discover' })
    try {
      const published = await admin.follow(await send(admin, row.id, reviewForm(row, 'publish')))
      expect(messages(published.html, 'status')).toContain(words(language, 'discovery.grant.published'))
      const again = await send(admin, row.id, reviewForm(row, 'publish'))
      expect(text(await again.text())).toContain(words(language, 'discovery.grant.alreadyReviewed'))
    } finally {
      await admin.post('/language', { language: 'en', redirectTo: '/discover' })
    }
  })

  it('sends a row wrongly taken for a duplicate back to review, its links cleared, once', async () => {
    const source = await discoverySource(server)
    const original = await queuedGrant(server, source.id, { title: 'Savanna Seed Fund 2099' })
    const row = await queuedGrant(server, source.id, { title: 'Savanna Seed Fund 2099 (second window)', status: 'duplicate', duplicateOfId: original.id })
    expect((await admin.page(pageOf(row.id))).html).not.toContain('value="publish"')
    const response = await admin.post(pageOf(row.id), { intent: 'not-duplicate' })
    expect(response.status).toBe(302)
    const page = await admin.follow(response)
    expect(messages(page.html, 'status')).toContain('Moved to review: it is not a duplicate')
    expect(await queueRow(row.id)).toMatchObject({ status: 'pending_verification', duplicateOfId: null, duplicateOfGrantId: null })
    expect(page.html).toContain('value="publish"')
    const again = await admin.post(pageOf(row.id), { intent: 'not-duplicate' })
    expect(again.status).toBe(409)
    expect(messages(await again.text(), 'alert')).toContain('This grant has already been reviewed')
  })

  it('answers 404 for a queue row that does not exist', async () => {
    expect((await admin.get(pageOf('00000000-0000-4000-8000-000000000000'))).status).toBe(404)
  })
})

describe('Who may review', () => {
  it('sends a member to /discover with "Access Denied" and a visitor to sign in, for the page, its form and the exports', async () => {
    const source = await discoverySource(server)
    const row = await queuedGrant(server, source.id, { title: 'Members Must Not Publish This' })
    for (const path of [pageOf(row.id), '/taf-admin/export.json', '/taf-admin/export.csv']) {
      const asMember = await member.get(path)
      expect(asMember.status, path).toBe(302)
      expect(asMember.headers.get('Location')).toBe('/discover')
      expect(asMember.headers.getSetCookie().some((c) => c.startsWith('flash=discovery.accessDenied'))).toBe(true)
      const asVisitor = await server.client().get(path)
      expect(asVisitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    }
    const posted = await send(member, row.id, reviewForm(row, 'publish'))
    expect(posted.headers.get('Location')).toBe('/discover')
    const page = await member.follow(posted)
    expect(text(page.html)).toContain('Access Denied: Admin privileges required')
    expect((await queueRow(row.id)).status).toBe('pending_verification')
    expect(await grantsFrom(source.id)).toHaveLength(0)
  })
})

describe('Exporting the discovery queue', () => {
  it('downloads every row, newest first, as JSON and as CSV with formula cells made safe', async () => {
    const source = await discoverySource(server, { sourceName: '=Evil Source' })
    const old = await queuedGrant(server, source.id, { title: 'Older Export Row', discoveredAt: new Date('2026-01-01T00:00:00Z') })
    const risky = await queuedGrant(server, source.id, {
      applicantTypes: ['ngo', 'university'],
      foreignApplicants: false,
      fieldSnippets: { deadline: '=Deadline: 31 March 2099' },
      title: '=HYPERLINK("https://evil.example.org","click")',
      funderName: '+cmd|calc',
      fundingAmount: '-1+2',
      description: '@SUM(A1:A9)',
      status: 'duplicate',
      duplicateOfId: old.id,
    })
    const today = new Date().toISOString().slice(0, 10)

    const json = await admin.get('/taf-admin/export.json')
    expect(json.status).toBe(200)
    expect(json.headers.get('Content-Type')).toContain('application/json')
    expect(json.headers.get('Content-Disposition')).toBe(`attachment; filename="discovered-grants-${today}.json"`)
    const rows = (await json.json()) as Array<Record<string, unknown>>
    const total = (await db().select({ id: discoveredGrantsQueue.id }).from(discoveredGrantsQueue)).length
    expect(rows).toHaveLength(total)
    expect(rows.findIndex((r) => r.id === risky.id)).toBeLessThan(rows.findIndex((r) => r.id === old.id))
    expect(rows.at(-1)?.id).toBe(old.id)
    expect(rows.find((r) => r.id === risky.id)).toMatchObject({
      title: '=HYPERLINK("https://evil.example.org","click")',
      status: 'duplicate',
      duplicateOfId: old.id,
      sourceName: '=Evil Source',
      pageUrl: risky.pageUrl,
      countryCodes: ['KE', 'UG'],
      amountUsd: 15_423,
      fxRate: 129.6747,
      applicantTypes: ['ngo', 'university'],
      foreignApplicants: false,
      fieldSnippets: { deadline: '=Deadline: 31 March 2099' },
    })

    const csv = await admin.get('/taf-admin/export.csv')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Type')).toContain('text/csv')
    expect(csv.headers.get('Content-Disposition')).toBe(`attachment; filename="discovered-grants-${today}.csv"`)
    const records = parseCsv(await csv.text())
    expect(records).toHaveLength(total)
    const line = records.find((r) => r.id === risky.id)!
    expect(line).toMatchObject({
      title: `'=HYPERLINK("https://evil.example.org","click")`,
      funderName: "'+cmd|calc",
      fundingAmount: "'-1+2",
      description: "'@SUM(A1:A9)",
      sourceName: "'=Evil Source",
      status: 'duplicate',
      duplicateOfId: old.id,
      pageUrl: risky.pageUrl,
      countryCodes: 'KE; UG',
      isRolling: 'false',
    })
    // Where each field came from, and the page's opening words, go with the row.
    expect(Object.keys(line)).toEqual(expect.arrayContaining(['fieldOrigins', 'fieldSnippets', 'snippet']))
    expect(line).toMatchObject({ applicantTypes: 'ngo; university', foreignApplicants: 'false' })
    expect(line.fieldSnippets).toContain('=Deadline: 31 March 2099')
    for (const record of records) for (const cell of Object.values(record)) expect(cell).not.toMatch(/^[=+\-@]/)
  })
})
