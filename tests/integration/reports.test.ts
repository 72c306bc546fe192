import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityEvents, applications, grants, organizationMembers, organizations, profiles, savedReports, userSavedGrants } from '../../app/db/schema/index.ts'
import { organizationOf, newMember } from '../support/accounts.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/*
 * The team's pipeline in figures (issue 14, item 3). Organization A has a known pipeline, written
 * straight into the database so the sums are exact:
 *
 *   grant (funder, sector, USD)                   status        submitted    awarded   assignee
 *   Borehole Fund (Baobab Fund, health, 100,000)  awarded       2026-02-10   80,000    Amina (owner)
 *   School Meals Grant (Baobab Fund, educ, 50,000) not awarded  2026-05-05             Valentine (viewer)
 *   Solar Clinics (Acacia Trust, health, 30,000)  submitted     2026-05-20             nobody
 *   Seed Bank (Acacia Trust, agriculture, none)   draft         —                      nobody
 *   =SUM(A1) Water Award (@Evil Funder, health, 20,000) awarded 2025-11-03   20,000    nobody
 *
 * and a saved grant with no application (Saved Only Grant). Organization B applied to the School
 * Meals Grant too, awarded 999,999: that figure must never reach A.
 */

let server: TestServer
const ids: Record<string, string> = {}
let owner: TestClient
let viewer: TestClient
let orgA: string
let ownerId: string
let viewerId: string

const OWNER_EMAIL = 'amina-reports@example.org'
const VIEWER_EMAIL = 'valentine-reports@example.org'

async function setPlan(orgId: string, plan: 'free' | 'pro' | 'premium') {
  await server.services.db
    .update(organizations)
    .set({ plan, planRenewsAt: plan === 'free' ? null : new Date(Date.now() + 300 * 86_400_000) })
    .where(eq(organizations.id, orgId))
}

async function apply(orgId: string, title: string, fields: Partial<typeof applications.$inferInsert>) {
  await server.services.db.insert(applications).values({ organizationId: orgId, grantId: ids[title], ...fields })
}

/** A minimal RFC 4180 reader: quoted cells with "" inside, CRLF between records (a bare LF belongs to its cell). */
function parseCsv(body: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < body.length; i++) {
    const c = body[i]
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

beforeAll(async () => {
  server = await startTestServer({
    grants: [
      grant({ title: 'Borehole Fund', source: 'Baobab Fund', sector: 'health', fundingAmount: 'Up to $100,000', deadline: daysFromNow(20) }),
      grant({ title: 'School Meals Grant', source: 'Baobab Fund', sector: 'education', fundingAmount: 'Up to $50,000', deadline: daysFromNow(90) }),
      grant({ title: 'Solar Clinics', source: 'Acacia Trust', sector: 'health', countryScope: 'Nigeria', fundingAmount: 'Up to $30,000', deadline: daysFromNow(10) }),
      grant({ title: 'Seed Bank', source: 'Acacia Trust', sector: 'agriculture', fundingAmount: null, deadline: daysFromNow(45) }),
      grant({ title: '=SUM(A1) Water Award', source: '@Evil Funder', sector: 'health', fundingAmount: 'Up to $20,000', deadline: daysFromNow(30) }),
      grant({ title: 'Saved Only Grant', source: 'Baobab Fund', sector: 'health', fundingAmount: 'Up to $5,000', deadline: daysFromNow(5) }),
    ],
  })
  for (const g of await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)) ids[g.title] = g.id

  owner = await newMember(server, { name: 'Amina Owner', email: OWNER_EMAIL, orgName: 'Marula Reports Collective' })
  viewer = await newMember(server, { name: 'Valentine Viewer', email: VIEWER_EMAIL })
  const a = await organizationOf(server, OWNER_EMAIL)
  orgA = a.id
  ownerId = a.userId
  viewerId = (await organizationOf(server, VIEWER_EMAIL)).userId
  // Valentine joins A's team as a viewer (what an accepted invitation does).
  await server.services.db.update(organizationMembers).set({ organizationId: orgA, role: 'viewer' }).where(eq(organizationMembers.userId, viewerId))

  await apply(orgA, 'Borehole Fund', { status: 'awarded', submissionDate: '2026-02-10', outcome: 'awarded', amountAwarded: 80_000, assigneeId: ownerId, createdBy: ownerId })
  await apply(orgA, 'School Meals Grant', { status: 'not_awarded', submissionDate: '2026-05-05', outcome: 'not_awarded', assigneeId: viewerId, createdBy: ownerId })
  await apply(orgA, 'Solar Clinics', { status: 'submitted', submissionDate: '2026-05-20', createdBy: ownerId })
  await apply(orgA, 'Seed Bank', { status: 'draft', createdBy: ownerId })
  await apply(orgA, '=SUM(A1) Water Award', { status: 'awarded', submissionDate: '2025-11-03', outcome: 'awarded', amountAwarded: 20_000, createdBy: ownerId })
  await server.services.db.insert(userSavedGrants).values({ organizationId: orgA, grantId: ids['Saved Only Grant'], savedBy: ownerId })
})
afterAll(() => server?.close())

describe('Reports on Free', () => {
  it('show a locked page with the upgrade offer and not a single figure of the team’s own', async () => {
    await setPlan(orgA, 'free')
    const page = await owner.page('/reports')
    expect(page.status).toBe(200)
    const body = text(page.html)
    expect(body).toContain('Reports come with Pro and Premium')
    expect(body).toContain('You are on the Free plan.')
    expect(page.html).toContain('href="/#pricing"')
    expect(body).toContain('Upgrade to Pro')
    expect(page.html).not.toContain('<table')
    for (const figure of ['$100,000', '$80,000', '$200,000', '67%', 'Baobab Fund', 'Borehole Fund']) expect(body, figure).not.toContain(figure)
    // The CSV is not theirs either: back to the locked page.
    const csv = await owner.get('/reports.csv')
    expect(csv.status).toBe(302)
    expect(csv.headers.get('Location')).toBe('/reports')
    // Nor may they save a custom report.
    const save = await owner.post('/reports', { intent: 'create', name: 'Board pack', blocks: 'pipeline', groupBy: 'funder' })
    expect(save.status).toBe(400)
    expect(text(await save.text())).toContain('Custom reports come with the Premium plan; your organization is on Free.')
  })
})

describe('The standard report (Pro)', () => {
  beforeAll(async () => {
    await setPlan(orgA, 'pro')
    const b = await newMember(server, { name: 'Other Team', email: 'other-reports@example.org' })
    const orgB = (await organizationOf(server, 'other-reports@example.org')).id
    await setPlan(orgB, 'pro')
    await apply(orgB, 'School Meals Grant', { status: 'awarded', submissionDate: '2026-05-06', outcome: 'awarded', amountAwarded: 999_999 })
    expect((await b.page('/reports')).status).toBe(200)
  })

  it('counts the pipeline by status, with the grants’ amounts in USD', async () => {
    const page = await owner.page('/reports')
    expect(page.status).toBe(200)
    const body = text(page.html)
    expect(body).toContain('Marula Reports Collective')
    expect(body).toContain('Pipeline report')
    expect(body).toContain('All applications')
    expect(body).toContain('Pipeline by status')
    for (const row of ['Not Started 0 $0', 'Draft 1 $0', 'Submitted 1 $30,000', 'Awarded 2 $120,000', 'Not Awarded 1 $50,000', 'Withdrawn 0 $0', 'Total 5 $200,000']) expect(body, row).toContain(row)
    expect(body).toContain('1 application is for a grant that states no amount')
    // Another team's award is never counted.
    expect(body).not.toContain('999,999')
  })

  it('gives amounts requested and awarded by funder and by quarter, with the success rate of each', async () => {
    const body = text((await owner.page('/reports')).html)
    expect(body).toContain('Requested and awarded by funder')
    const funders = ['Baobab Fund 2 $150,000 $80,000 50%', 'Acacia Trust 2 $30,000 $0 No decisions yet', '@Evil Funder 1 $20,000 $20,000 100%']
    for (const row of funders) expect(body, row).toContain(row)
    // Largest amount requested first.
    expect(funders.map((row) => body.indexOf(row))).toEqual([...funders.map((row) => body.indexOf(row))].sort((x, y) => x - y))
    expect(body).toContain('Requested and awarded by period')
    const quarters = ['Q4 2025 1 $20,000 $20,000 100%', 'Q1 2026 1 $100,000 $80,000 100%', 'Q2 2026 2 $80,000 $0 0%']
    for (const row of quarters) expect(body, row).toContain(row)
    expect(quarters.map((row) => body.indexOf(row))).toEqual([...quarters.map((row) => body.indexOf(row))].sort((x, y) => x - y))
  })

  it('draws its bars with CSS widths only, hidden from screen readers, the numbers in the table', async () => {
    const { html } = await owner.page('/reports')
    expect(html).toMatch(/<div class="report-bar-track[^"]*" aria-hidden="true"><div class="report-bar [^"]*" style="inline-size:100%"><\/div><\/div>/)
    expect(html).not.toMatch(/<canvas|<svg[^>]*role="img"/)
    expect(html).toMatch(/<th scope="col"[^>]*>Requested \(USD\)<\/th>/)
  })

  it('gives the success rate as the dashboard defines it: awarded over decided', async () => {
    const { html } = await owner.page('/reports')
    const body = text(html)
    expect(body).toContain('Success rate 67%')
    expect(body).toContain('Awarded 2')
    expect(body).toContain('Not awarded 1')
    expect(body).toContain('Awarded (USD) $100,000')
    expect(text((await owner.page('/dashboard')).html)).toContain('67%')
  })

  it('lists the deadlines of the next 60 days, saved grants and applications, with the assignee', async () => {
    const body = text((await owner.page('/reports')).html)
    expect(body).toContain('Upcoming deadlines (next 60 days)')
    const order = ['Saved Only Grant', 'Solar Clinics', 'Borehole Fund', '=SUM(A1) Water Award', 'Seed Bank']
    const deadlines = body.slice(body.indexOf('Upcoming deadlines (next 60 days)'))
    expect(order.map((title) => deadlines.indexOf(title))).toEqual([...order.map((title) => deadlines.indexOf(title))].sort((x, y) => x - y))
    expect(deadlines).toContain('Saved, no application')
    expect(deadlines).toMatch(/Borehole Fund Baobab Fund [^·]+ · 20 days left Awarded Amina Owner/)
    expect(deadlines).toMatch(/Solar Clinics Acacia Trust [^·]+ · 10 days left Submitted Unassigned/)
    expect(deadlines).not.toContain('School Meals Grant')
  })

  it('is narrowed by each filter in the URL, which the header states', async () => {
    const figures = async (query: string) => {
      const page = await owner.page(`/reports?${query}`)
      expect(page.status, query).toBe(200)
      return text(page.html)
    }
    const baobab = await figures('funder=Baobab+Fund')
    expect(baobab).toContain('Funder: Baobab Fund')
    expect(baobab).toContain('Total 2 $150,000')
    expect(baobab).not.toContain('Acacia Trust 2')
    expect(await figures('sector=health')).toContain('Total 3 $150,000')
    const quarter = await figures('from=2026-01-01&to=2026-03-31')
    expect(quarter).toContain('Period: Jan 1, 2026 to Mar 31, 2026')
    expect(quarter).toContain('Total 1 $100,000')
    const valentine = await figures(`assignee=${viewerId}`)
    expect(valentine).toContain('Assigned to: Valentine Viewer')
    expect(valentine).toContain('Total 1 $50,000')
    expect(await figures('assignee=none')).toContain('Total 3 $50,000')
    const awarded = await figures('status=awarded&status=not_awarded')
    expect(awarded).toContain('Status: Awarded and Not Awarded')
    expect(awarded).toContain('Total 3 $170,000')
    expect(awarded).not.toContain('Draft 1')
    const yearly = await figures('unit=year')
    for (const row of ['2025 1 $20,000 $20,000 100%', '2026 3 $180,000 $80,000 50%']) expect(yearly).toContain(row)
  })

  it('refuses a filter it cannot read, showing why and keeping what was typed, with no figures', async () => {
    const response = await owner.get('/reports?from=2026-02-30&sector=mining&funder=Baobab+Fund')
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(text(html)).toContain('Enter the start of the period as a date, for example 2026-01-31.')
    expect(text(html)).toContain('Choose a sector from the list.')
    expect(html).toContain('value="2026-02-30"')
    expect(html).not.toContain('<table')
    // Someone who is not on the team is not an assignee to filter by.
    const stranger = (await organizationOf(server, 'other-reports@example.org')).userId
    const notOurs = await owner.get(`/reports?assignee=${stranger}`)
    expect(notOurs.status).toBe(400)
    expect(text(await notOurs.text())).toContain('Choose a member of your team from the list.')
    const csv = await owner.get('/reports.csv?to=never')
    expect(csv.status).toBe(400)
    expect(await csv.text()).toBe('Enter the end of the period as a date, for example 2026-12-31.')
  })

  it('has a print stylesheet and prints without JavaScript', async () => {
    const { html } = await owner.page('/reports')
    expect(html).toContain('@media print')
    const print = html.slice(html.indexOf('@media print'))
    expect(print).toMatch(/@page\s*\{\s*margin:\s*16mm/)
    expect(print).toMatch(/break-inside:\s*avoid/)
    expect(print).toMatch(/body\s*>\s*header/)
    // Without JavaScript, the page says how to print it; with it, a button opens the print dialog.
    expect(text(html)).toContain('print the page from your browser and choose “Save as PDF”')
    expect(html).toContain('href="/reports.csv"')
  })

  it('cannot save a custom report: refused with the Premium offer, nothing saved', async () => {
    const response = await owner.post('/reports', { intent: 'create', name: 'Board pack', blocks: 'pipeline', groupBy: 'funder' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(messages(html, 'alert').join(' ')).toContain('Custom reports come with the Premium plan; your organization is on Pro. Upgrade to Premium to save reports of your own.')
    expect(html).toContain('href="/#pricing"')
    expect(text(html)).toContain('With Premium, choose the blocks of a report')
    expect(await server.services.db.select().from(savedReports).where(eq(savedReports.organizationId, orgA))).toEqual([])
  })
})

describe('Custom reports (Premium)', () => {
  let reportId: string

  it('are saved with chosen blocks, a grouping and the page’s filters, then run on their own page', async () => {
    await setPlan(orgA, 'premium')
    const form = new URLSearchParams([
      ['intent', 'create'],
      ['name', 'Health by country'],
      ['blocks', 'amounts'],
      ['blocks', 'success'],
      ['groupBy', 'country'],
      ['sector', 'health'],
    ])
    const saved = await owner.request('/reports?sector=health', { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(saved.status).toBe(303)
    reportId = saved.headers.get('Location')!.split('/').pop()!
    const page = await owner.follow(saved)
    expect(messages(page.html, 'status')).toContain('Report saved.')
    const body = text(page.html)
    expect(body).toContain('Health by country')
    expect(body).toContain('Sector: Health')
    expect(body).toContain('Blocks: Amounts requested and awarded and Success rate. Amounts grouped by: Country.')
    expect(body).toContain('Requested and awarded by country')
    expect(body).toMatch(/Kenya 2 \$120,000 \$100,000 100%/)
    expect(body).toMatch(/Nigeria 1 \$30,000 \$0 No decisions yet/)
    expect(body).toContain('Success rate 100%')
    // Only the chosen blocks.
    expect(body).not.toContain('Pipeline by status')
    expect(body).not.toContain('Upcoming deadlines')

    const [row] = await server.services.db.select().from(savedReports).where(eq(savedReports.id, reportId))
    expect(row).toMatchObject({ organizationId: orgA, name: 'Health by country', createdBy: ownerId })
    expect(row.definition).toEqual({
      blocks: ['amounts', 'success'],
      groupBy: 'country',
      unit: 'quarter',
      filters: { from: null, to: null, funder: null, sector: 'health', assignee: null, status: [] },
    })
    const [activity] = await server.services.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.organizationId, orgA), eq(activityEvents.verb, 'report.saved')))
    expect(activity).toMatchObject({ actorId: ownerId, subjectType: 'report', subjectId: reportId, data: { name: 'Health by country' } })
    expect(text((await owner.page('/reports')).html)).toContain('Health by country')
  })

  it('are run afresh each time: a changed status shows at once', async () => {
    await server.services.db
      .update(applications)
      .set({ status: 'not_awarded', outcome: 'not_awarded' })
      .where(and(eq(applications.organizationId, orgA), eq(applications.grantId, ids['Solar Clinics'])))
    const body = text((await owner.page(`/reports/${reportId}`)).html)
    expect(body).toMatch(/Nigeria 1 \$30,000 \$0 0%/)
    expect(body).toContain('Success rate 67%')
    await server.services.db
      .update(applications)
      .set({ status: 'submitted', outcome: null })
      .where(and(eq(applications.organizationId, orgA), eq(applications.grantId, ids['Solar Clinics'])))
  })

  it('are renamed and deleted, a duplicate name and a missing one refused', async () => {
    await owner.post('/reports', { intent: 'create', name: 'Second', blocks: 'pipeline', groupBy: 'funder' })
    const taken = await owner.post(`/reports/${reportId}`, { intent: 'rename', name: 'SECOND' })
    expect(taken.status).toBe(400)
    const takenHtml = await taken.text()
    expect(text(takenHtml)).toContain('Your organization already has a report called “SECOND”. Choose another name.')
    expect(takenHtml).toContain('value="SECOND"')
    expect((await owner.post(`/reports/${reportId}`, { intent: 'rename', name: '' })).status).toBe(400)
    const renamed = await owner.post(`/reports/${reportId}`, { intent: 'rename', name: 'Health, by country' })
    expect(renamed.status).toBe(303)
    expect(messages((await owner.follow(renamed)).html, 'status')).toContain('Report renamed.')
    const missingName = await owner.post('/reports', { intent: 'create', name: '', groupBy: 'funder' })
    expect(missingName.status).toBe(400)
    const missingHtml = text(await missingName.text())
    expect(missingHtml).toContain('Give the report a name.')
    expect(missingHtml).toContain('Choose at least one block.')

    const [second] = await server.services.db
      .select()
      .from(savedReports)
      .where(and(eq(savedReports.organizationId, orgA), eq(savedReports.name, 'Second')))
    const deleted = await owner.post(`/reports/${second.id}`, { intent: 'delete' })
    expect(deleted.status).toBe(303)
    expect(deleted.headers.get('Location')).toBe('/reports')
    expect(messages((await owner.follow(deleted)).html, 'status')).toContain('Report deleted.')
    expect((await owner.get(`/reports/${second.id}`)).status).toBe(404)
    // The team's activity feed says who renamed and who deleted which report.
    const feed = text((await owner.page('/team/activity')).html)
    expect(feed).toContain('Amina Owner renamed the report “Health by country” to “Health, by country”')
    expect(feed).toContain('Amina Owner deleted the report “Second”')
  })

  it('are at most 20 per organization', async () => {
    const existing = (await server.services.db.select().from(savedReports).where(eq(savedReports.organizationId, orgA))).length
    await server.services.db
      .insert(savedReports)
      .values(Array.from({ length: 20 - existing }, (_, i) => ({ organizationId: orgA, name: `Filler ${i}`, definition: { blocks: ['pipeline'], groupBy: 'funder', unit: 'quarter', filters: {} } })))
    const refused = await owner.post('/reports', { intent: 'create', name: 'One too many', blocks: 'pipeline', groupBy: 'funder' })
    expect(refused.status).toBe(400)
    expect(text(await refused.text())).toContain('Your organization keeps up to 20 custom reports. Delete one to save another.')
    await server.services.db.delete(savedReports).where(and(eq(savedReports.organizationId, orgA), eq(savedReports.name, 'Filler 0')))
  })

  it('of another organization are a 404, to read, download, rename or delete', async () => {
    const feedBefore = await server.services.db.select().from(activityEvents)
    const nosy = await newMember(server, { name: 'Nosy Premium', email: 'nosy-reports@example.org' })
    await setPlan((await organizationOf(server, 'nosy-reports@example.org')).id, 'premium')
    expect((await nosy.get(`/reports/${reportId}`)).status).toBe(404)
    expect((await nosy.get(`/reports/${reportId}.csv`)).status).toBe(404)
    expect((await nosy.post(`/reports/${reportId}`, { intent: 'rename', name: 'Mine now' })).status).toBe(404)
    expect((await nosy.post(`/reports/${reportId}`, { intent: 'delete' })).status).toBe(404)
    expect(text((await nosy.page('/reports')).html)).not.toContain('Health, by country')
    expect((await owner.get('/reports/not-a-uuid')).status).toBe(404)
    const [row] = await server.services.db.select().from(savedReports).where(eq(savedReports.id, reportId))
    expect(row.name).toBe('Health, by country')
    // Nothing of theirs reached anyone's activity feed.
    expect(await server.services.db.select().from(activityEvents)).toHaveLength(feedBefore.length)
    // Renaming to the name it has already is no change for the feed either.
    expect((await owner.post(`/reports/${reportId}`, { intent: 'rename', name: 'Health, by country' })).status).toBe(303)
    expect(await server.services.db.select().from(activityEvents)).toHaveLength(feedBefore.length)
  })

  it('can be read by a viewer, who cannot save, rename or delete one', async () => {
    const page = await viewer.page('/reports')
    expect(page.status).toBe(200)
    const body = text(page.html)
    expect(body).toContain('Total 5 $200,000')
    expect(body).toContain('Health, by country')
    expect(body).toContain('Admins and the owner of your organization save custom reports.')
    expect(body).not.toContain('Save a custom report')
    expect((await viewer.page(`/reports/${reportId}`)).status).toBe(200)
    expect(text((await viewer.page(`/reports/${reportId}`)).html)).not.toContain('Manage this report')
    expect((await viewer.get(`/reports/${reportId}.csv`)).status).toBe(200)
    for (const [path, fields] of [
      ['/reports', { intent: 'create', name: 'Viewer report', blocks: 'pipeline', groupBy: 'funder' }],
      [`/reports/${reportId}`, { intent: 'rename', name: 'Viewer name' }],
      [`/reports/${reportId}`, { intent: 'delete' }],
    ] as const) {
      const refused = await viewer.post(path, fields)
      expect(refused.status, path).toBe(302)
      expect(refused.headers.get('Location')).toBe('/dashboard')
      expect(messages((await viewer.follow(refused)).html, 'status').join(' ')).toContain('Your role in your organization’s team does not allow this.')
    }
    expect((await server.services.db.select().from(savedReports).where(eq(savedReports.id, reportId)))[0].name).toBe('Health, by country')
  })

  it('are sent back to /reports after a downgrade, kept for when Premium returns', async () => {
    await setPlan(orgA, 'pro')
    const response = await owner.get(`/reports/${reportId}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/reports')
    expect(messages((await owner.follow(response)).html, 'status')).toContain('Custom reports come with the Premium plan. Your saved reports are kept.')
    await setPlan(orgA, 'premium')
  })
})

describe('White-label on the report', () => {
  it('on Premium, heads the report with the organization’s logo and colours; on Pro, with ours', async () => {
    await server.services.db.update(organizations).set({ brandPrimary: '#0b5394', brandAccent: '#b45309', logoKey: 'org-logos/marula-1234abcd' }).where(eq(organizations.id, orgA))
    await setPlan(orgA, 'premium')
    for (const path of ['/reports', `/reports/${(await server.services.db.select().from(savedReports).where(eq(savedReports.name, 'Health, by country')))[0].id}`]) {
      const { html } = await owner.page(path)
      expect(html, path).toMatch(/class="report-brand[^"]*" style="background-color:#0b5394;color:#ffffff;border-block-end:4px solid #b45309" data-testid="report-brand"/)
      expect(html, path).toContain('src="/profile/public/logo?v=1234abcd" alt="Marula Reports Collective logo"')
    }
    // A viewer prints the same header.
    expect((await viewer.page('/reports')).html).toContain('data-testid="report-brand"')
    await setPlan(orgA, 'pro')
    const pro = await owner.page('/reports')
    expect(pro.html).not.toContain('data-testid="report-brand"')
    expect(pro.html).not.toContain('#0b5394')
    expect(pro.html).not.toContain('/profile/public/logo')
  })
})

describe('The report as CSV', () => {
  it('has one section per block, UTF-8 with BOM, CRLF line ends and formula-safe cells', async () => {
    await setPlan(orgA, 'pro')
    const response = await owner.get('/reports.csv?sector=health')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="harambee-report-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = bytes.subarray(3).toString('utf8')
    expect(csv).toContain('\r\n')
    expect(csv.split('\r\n').some((line) => line.includes('\n'))).toBe(false)
    const rows = parseCsv(csv)
    expect(rows[0]).toEqual(['Pipeline report'])
    expect(rows[1]).toEqual(['Organization', 'Marula Reports Collective'])
    expect(rows[3]).toEqual(['Filters', 'Sector: Health'])
    const at = (title: string) => rows.findIndex((r) => r[0] === title)
    for (const title of ['Pipeline by status', 'Requested and awarded by funder', 'Requested and awarded by period', 'Success rate', 'Upcoming deadlines (next 60 days)'])
      expect(at(title), title).toBeGreaterThan(0)
    const pipeline = at('Pipeline by status')
    expect(rows[pipeline + 1]).toEqual(['Status', 'Applications', 'Grant amounts (USD)', 'Without a stated amount'])
    expect(rows.slice(pipeline + 2, pipeline + 9)).toContainEqual(['Awarded', '2', '120000', '0'])
    expect(rows.slice(pipeline + 2, pipeline + 9)).toContainEqual(['Total', '3', '150000', '0'])
    const funders = at('Requested and awarded by funder')
    expect(rows[funders + 1]).toEqual(['Funder', 'Applications', 'Requested (USD)', 'Awarded (USD)', 'Awarded', 'Not awarded', 'Success rate (%)'])
    // A funder's name that a spreadsheet would run as a formula is written as text.
    expect(rows.slice(funders + 2)).toContainEqual(["'@Evil Funder", '1', '20000', '20000', '1', '0', '100'])
    expect(rows.slice(funders + 2)).toContainEqual(['Acacia Trust', '1', '30000', '0', '0', '0', ''])
    const deadlines = at('Upcoming deadlines (next 60 days)')
    expect(rows[deadlines + 1]).toEqual(['Grant', 'Funder', 'Deadline', 'Days left', 'Saved', 'Status', 'Assignee'])
    expect(rows.slice(deadlines + 2).map((r) => r[0])).toContain("'=SUM(A1) Water Award")
    expect(csv).not.toMatch(/(^|,)=SUM/m)
    expect(csv).not.toMatch(/(^|,)@Evil/m)
    expect(csv).not.toContain('999999')
  })

  it('speaks the member’s language in its header rows', async () => {
    await server.services.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, ownerId))
    const rows = parseCsv(
      Buffer.from(await (await owner.get('/reports.csv')).arrayBuffer())
        .subarray(3)
        .toString('utf8'),
    )
    expect(rows[0]).toEqual(['Rapport de suivi des candidatures'])
    expect(rows).toContainEqual(['Statut', 'Candidatures', 'Montants des subventions (USD)', 'Sans montant indiqué'])
    expect(rows).toContainEqual(['Retenue', '2', '120000', '0'])
    await server.services.db.update(profiles).set({ language: 'en' }).where(eq(profiles.userId, ownerId))
  })

  it('of a custom report holds its own blocks (Premium)', async () => {
    await setPlan(orgA, 'premium')
    const [report] = await server.services.db
      .select()
      .from(savedReports)
      .where(and(eq(savedReports.organizationId, orgA), eq(savedReports.name, 'Health, by country')))
    const response = await owner.get(`/reports/${report.id}.csv`)
    expect(response.status).toBe(200)
    const rows = parseCsv(
      Buffer.from(await response.arrayBuffer())
        .subarray(3)
        .toString('utf8'),
    )
    expect(rows[0]).toEqual(['Health, by country'])
    expect(rows).toContainEqual(['Country', 'Applications', 'Requested (USD)', 'Awarded (USD)', 'Awarded', 'Not awarded', 'Success rate (%)'])
    expect(rows).toContainEqual(['Kenya', '2', '120000', '100000', '2', '0', '100'])
    expect(rows.find((r) => r[0] === 'Pipeline by status')).toBeUndefined()
  })
})
