import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, grants, experts, notifications, user, userGrantSubmissions } from '../../app/db/schema/index.ts'
import { APPLICANT_TYPES } from '../../app/catalog/matching.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { seedDemoExperts } from '../../scripts/seed/seed-experts.ts'
import { signedInAdmin, newMember } from '../support/accounts.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { formatDate } from '../../app/i18n/index.ts'
import { withLanguage } from '../../app/i18n/language.server.ts'
import { formBody, selected, ticked } from '../support/form-values.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/** The first grant's deadline, as the test server writes it: the audit log shows it changed from this. */
const WATER_DEADLINE = daysFromNow(60)

let server: TestServer
let admin: TestClient
let member: TestClient
let grantId: string
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Existing Water Grant', deadline: WATER_DEADLINE })] })
  await seedDemoExperts(server.services.db)
  admin = await signedInAdmin(server)
  member = await newMember(server, { name: 'Musa Member', email: 'musa@example.org' })
  ;[{ id: grantId }] = await server.services.db.select({ id: grants.id }).from(grants)
})
afterAll(() => server?.close())

/** The audit tab's entries as a reader reads them, newest first: the sentence and what changed, without the time and the Details (the stored record, for staff). */
const auditEntries = (html: string) =>
  [...(html.match(/data-testid="audit-log"[\s\S]*?<\/ol>/)?.[0] ?? '').matchAll(/<li class="p-3[\s\S]*?<\/details><\/li>/g)].map((m) =>
    text(m[0].replace(/<details[\s\S]*?<\/details>/g, '').replace(/<time[\s\S]*?<\/time>/g, '')).trim(),
  )

const GRANT = {
  title: 'Rural Libraries Fund',
  description: 'Books and reading rooms for rural schools.',
  source: 'Baobab Futures Foundation',
  sector: 'education',
  fundingAmount: 'Up to $10,000',
  countryScope: 'Malawi',
  eligibility: '',
  url: 'https://baobab.example.org/libraries',
  deadline: '',
}

describe('Admin routes refuse everyone but admins', () => {
  const pages = () => [
    '/admin',
    '/admin?tab=writers',
    '/admin?tab=submissions',
    '/admin?tab=audit',
    '/admin/grants/new',
    `/admin/grants/${grantId}/edit`,
    `/admin/grants/${grantId}/delete`,
    '/admin/outbox',
  ]
  const actions = () =>
    [
      ['/admin', { intent: 'writer-approve', id: 'x' }],
      ['/admin', { intent: 'submission-publish', id: 'x' }],
      ['/admin', { intent: 'submission-reject', id: 'x', reason: 'not real' }],
      ['/admin/grants/new', GRANT],
      [`/admin/grants/${grantId}/edit`, GRANT],
      [`/admin/grants/${grantId}/delete`, {}],
    ] as const

  it('members are sent to /dashboard with "Access denied: Admin privileges required", for every page and action', async () => {
    for (const path of pages()) {
      const response = await member.get(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('Location'), path).toBe('/dashboard')
    }
    for (const [path, fields] of actions()) {
      const response = await member.post(path, fields)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('Location'), path).toBe('/dashboard')
    }
    const page = await member.follow(await member.get('/admin'))
    expect(messages(page.html, 'status')).toContain('Access denied: Admin privileges required')
    expect(await server.services.db.select().from(grants).where(eq(grants.id, grantId))).toHaveLength(1)
    expect(await server.services.db.select().from(grants).where(eq(grants.title, GRANT.title))).toHaveLength(0)
  })

  it('signed-out visitors are sent to /auth, for every page and action', async () => {
    const visitor = server.client()
    for (const path of pages()) expect((await visitor.get(path)).headers.get('Location'), path).toMatch(/^\/auth\?redirectTo=/)
    for (const [path, fields] of actions()) expect((await visitor.post(path, fields)).headers.get('Location'), path).toMatch(/^\/auth\?redirectTo=/)
  })
})

describe('Grants Management', () => {
  it('shows Total Grants and Pending Applications, and the latest grants', async () => {
    const body = text((await admin.page('/admin')).html)
    expect(body).toContain('Total Grants 1')
    expect(body).toContain('Pending Applications 2')
    expect(body).toContain('Existing Water Grant')
  })

  it('lists the 50 most recent grants and searches them by title or funder', async () => {
    await insertGrants(
      server.services.db,
      Array.from({ length: 55 }, (_, i) => grant({ title: `Bulk Grant ${i + 1}`, source: i === 0 ? 'Quiet Harbour Trust' : 'Bulk Funder', createdAt: new Date(Date.now() - (i + 1) * 60_000) })),
    )
    const listed = (await admin.page('/admin?tab=grants')).html.match(/aria-label="Edit: /g) ?? []
    expect(listed).toHaveLength(50)
    const byFunder = text((await admin.page('/admin?tab=grants&q=harbour')).html)
    expect(byFunder).toContain('Bulk Grant 1')
    expect(byFunder).not.toContain('Bulk Grant 2 ')
    expect(text((await admin.page('/admin?tab=grants&q=zzzz_no_such')).html)).toContain('No grants match this search.')
    const bulk = await server.services.db.select({ id: grants.id }).from(grants).where(eq(grants.source, 'Bulk Funder'))
    await server.services.db.delete(grants).where(
      inArray(
        grants.id,
        bulk.map((b) => b.id),
      ),
    )
    await server.services.db.delete(grants).where(eq(grants.source, 'Quiet Harbour Trust'))
  })

  it.each([
    [{ title: 'Tiny' }, 'Title must be at least 5 characters'],
    [{ title: 't'.repeat(201) }, 'Title is too long (at most 200 characters)'],
    [{ description: 'Too short text' }, 'Description must be at least 20 characters'],
    [{ description: 'd'.repeat(2001) }, 'Description is too long (at most 2000 characters)'],
    [{ source: '' }, 'Source/Funder is required'],
    [{ source: 'B' }, 'Source/Funder is required'],
    [{ sector: '' }, 'Sector is required'],
    [{ fundingAmount: 'f'.repeat(101) }, 'Funding amount is too long (at most 100 characters)'],
    [{ countryScope: 'c'.repeat(101) }, 'Country scope is too long (at most 100 characters)'],
    [{ eligibility: 'e'.repeat(1001) }, 'Eligibility is too long (at most 1000 characters)'],
    [{ url: 'baobab.example.org' }, 'Must be a valid URL'],
  ])('refuses a new grant with %j: "%s"', async (fields, message) => {
    const response = await admin.post('/admin/grants/new', { ...GRANT, ...fields })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(messages(html, 'alert')).toEqual([message])
    expect(html).toContain(`value="${{ ...GRANT, ...fields }.title}"`)
    expect(await server.services.db.select().from(grants).where(eq(grants.source, 'Baobab Futures Foundation'))).toHaveLength(1)
  })

  it('adds a grant with "Grant added successfully", visible on /discover, and logs it', async () => {
    const response = await admin.post('/admin/grants/new', GRANT)
    expect(response.headers.get('Location')).toBe('/admin?tab=grants')
    expect(messages((await admin.follow(response)).html, 'status')).toContain('Grant added successfully')
    const [row] = await server.services.db.select().from(grants).where(eq(grants.title, GRANT.title))
    expect(row).toMatchObject({ countryCodes: ['MW'], regions: ['southern_africa'], url: GRANT.url })
    expect(text((await server.client().page('/discover?q=libraries')).html)).toContain('Rural Libraries Fund')
    const [entry] = await server.services.db.select().from(auditLog).where(eq(auditLog.entityId, row.id))
    expect(entry).toMatchObject({ action: 'grant.create', entityType: 'grant', before: null })
    expect((entry.after as { title: string }).title).toBe(GRANT.title)
  })

  it('edits a grant, logging the record before and after', async () => {
    const [row] = await server.services.db.select().from(grants).where(eq(grants.title, 'Existing Water Grant'))
    const response = await admin.post(`/admin/grants/${row.id}/edit`, { ...GRANT, title: 'Existing Water Grant (extended)', deadline: '2027-06-30' })
    expect(messages((await admin.follow(response)).html, 'status')).toContain('Grant updated successfully')
    const [after] = await server.services.db.select().from(grants).where(eq(grants.id, row.id))
    expect(after).toMatchObject({ title: 'Existing Water Grant (extended)', deadline: '2027-06-30' })
    const [entry] = await server.services.db.select().from(auditLog).where(eq(auditLog.action, 'grant.update'))
    expect((entry.before as { title: string }).title).toBe('Existing Water Grant')
    expect((entry.after as { title: string }).title).toBe('Existing Water Grant (extended)')
  })

  it('sets who can apply on a new grant and changes it on edit: stored, shown back in the form and on the grant page', async () => {
    const fields = { ...GRANT, title: 'Savanna Schools Eligibility Fund', source: 'Acacia Learning Trust', countryScope: 'Kenya' }
    const created = await admin.post('/admin/grants/new', formBody({ ...fields, applicantTypes: ['ngo', 'university'], foreignApplicants: 'no', eligibleCountries: ['KE', 'UG'] }))
    expect(created.headers.get('Location')).toBe('/admin?tab=grants')
    const [row] = await server.services.db.select().from(grants).where(eq(grants.title, fields.title))
    expect(row).toMatchObject({ applicantTypes: ['ngo', 'university'], foreignApplicants: false, eligibleCountries: ['KE', 'UG'] })
    const [createdEntry] = await server.services.db.select().from(auditLog).where(eq(auditLog.entityId, row.id))
    expect(createdEntry.after).toMatchObject({ applicantTypes: ['ngo', 'university'], foreignApplicants: false, eligibleCountries: ['KE', 'UG'] })
    const shown = text((await server.client().page(`/grant/${row.id}`)).html)
    expect(shown).toContain('Open to NGOs and community organizations and universities')
    expect(shown).toContain('Only organizations registered in Kenya and Uganda')

    // The edit form starts from what is stored.
    const form = (await admin.page(`/admin/grants/${row.id}/edit`)).html
    expect(APPLICANT_TYPES.filter((type) => ticked(form, 'applicantTypes', type))).toEqual(['ngo', 'university'])
    expect(selected(form, 'foreignApplicants')).toEqual(['no'])
    expect(selected(form, 'eligibleCountries').sort()).toEqual(['KE', 'UG'])

    const edited = await admin.post(`/admin/grants/${row.id}/edit`, formBody({ ...fields, applicantTypes: ['government'], foreignApplicants: 'yes' }))
    expect(messages((await admin.follow(edited)).html, 'status')).toContain('Grant updated successfully')
    const [after] = await server.services.db.select().from(grants).where(eq(grants.id, row.id))
    expect(after).toMatchObject({ applicantTypes: ['government'], foreignApplicants: true, eligibleCountries: [] })
    const editedPage = text((await server.client().page(`/grant/${row.id}`)).html)
    expect(editedPage).toContain('Open to government bodies')
    expect(editedPage).toContain('Organizations from outside the funder’s country may apply')
    expect(editedPage).not.toContain('Only organizations registered in')
    const reopened = (await admin.page(`/admin/grants/${row.id}/edit`)).html
    expect(APPLICANT_TYPES.filter((type) => ticked(reopened, 'applicantTypes', type))).toEqual(['government'])
    expect(selected(reopened, 'foreignApplicants')).toEqual(['yes'])
    expect(selected(reopened, 'eligibleCountries')).toEqual([])

    // Not stated again: nothing ticked, "Not stated", no country.
    await admin.post(`/admin/grants/${row.id}/edit`, formBody({ ...fields, foreignApplicants: '' }))
    const [cleared] = await server.services.db.select().from(grants).where(eq(grants.id, row.id))
    expect(cleared).toMatchObject({ applicantTypes: [], foreignApplicants: null, eligibleCountries: [] })
    await server.services.db.delete(grants).where(eq(grants.id, row.id))
  })

  it('asks "Are you sure you want to delete this grant?" before deleting, and deletes only when confirmed', async () => {
    const [row] = await server.services.db.select().from(grants).where(eq(grants.title, GRANT.title))
    const confirm = await admin.page(`/admin/grants/${row.id}/delete`)
    expect(text(confirm.html)).toContain('Are you sure you want to delete this grant?')
    expect(text(confirm.html)).toContain(GRANT.title)
    expect(await server.services.db.select().from(grants).where(eq(grants.id, row.id))).toHaveLength(1)
    const response = await admin.post(`/admin/grants/${row.id}/delete`, {})
    expect(messages((await admin.follow(response)).html, 'status')).toContain('Grant deleted')
    expect(await server.services.db.select().from(grants).where(eq(grants.id, row.id))).toHaveLength(0)
    expect((await server.services.db.select().from(auditLog).where(eq(auditLog.action, 'grant.delete'))).length).toBe(1)
    // Deleting again is refused, with the spec's failure message.
    expect(messages((await admin.follow(await admin.post(`/admin/grants/${row.id}/delete`, {}))).html, 'status')).toContain('Failed to delete grant')
  })
})

describe('Grant Expert Applications', () => {
  it('isolates each language of a list, not the list: Arabic first does not turn "العربية and Français" around', async () => {
    const html = (await admin.page('/admin?tab=writers')).html
    // Leila Haddad (seeded) writes in Arabic and French.
    expect(html).toContain('Languages:</dt> <dd class="inline">\u2068العربية\u2069 and \u2068Français\u2069</dd>')
  })

  it('approves (application approved, membership still to be paid) and rejects with a reason (application rejected only)', async () => {
    const pending = await server.services.db.select().from(experts).where(eq(experts.applicationStatus, 'pending'))
    expect(text((await admin.page('/admin?tab=writers')).html)).toContain('Chinedu Okafor')
    const approve = await admin.post('/admin', { intent: 'writer-approve', id: pending[0].id })
    expect(messages((await admin.follow(approve)).html, 'status')).toContain('Grant expert approved')
    // A rejection needs its reason: the applicant is told why.
    const noReason = await admin.post('/admin', { intent: 'writer-reject', id: pending[1].id, reason: '' })
    expect(noReason.status).toBe(400)
    const reject = await admin.post('/admin', { intent: 'writer-reject', id: pending[1].id, reason: 'Please add a portfolio of past proposals.' })
    expect(messages((await admin.follow(reject)).html, 'status')).toContain('Grant expert rejected')
    const [approved] = await server.services.db.select().from(experts).where(eq(experts.id, pending[0].id))
    const [rejected] = await server.services.db.select().from(experts).where(eq(experts.id, pending[1].id))
    expect(approved).toMatchObject({ applicationStatus: 'approved', membershipStatus: 'inactive' })
    expect(rejected).toMatchObject({ applicationStatus: 'rejected', membershipStatus: 'inactive', rejectionReason: 'Please add a portfolio of past proposals.' })
    expect(text((await admin.page('/admin')).html)).toContain('Pending Applications 0')
    // A decided application cannot be decided again.
    expect(messages((await admin.follow(await admin.post('/admin', { intent: 'writer-approve', id: pending[1].id }))).html, 'status')).toContain('Failed to approve grant expert')
    expect(messages((await admin.follow(await admin.post('/admin', { intent: 'writer-reject', id: pending[0].id, reason: 'Too late: already approved.' }))).html, 'status')).toContain(
      'Failed to reject grant expert',
    )
    const [{ name: approvedName }] = await server.services.db.select({ name: user.name }).from(experts).innerJoin(user, eq(user.id, experts.userId)).where(eq(experts.id, pending[0].id))
    const [{ name: rejectedName }] = await server.services.db.select({ name: user.name }).from(experts).innerJoin(user, eq(user.id, experts.userId)).where(eq(experts.id, pending[1].id))
    const audit = auditEntries((await admin.page('/admin?tab=audit')).html)
    expect(audit).toContain(`Ada Admin approved ${approvedName} as a grant expert Status: Pending → Approved`)
    expect(audit).toContain(`Ada Admin turned down the grant expert application of ${rejectedName} Status: Pending → Rejected Reason: none → Please add a portfolio of past proposals.`)
  })
})

describe('Submissions review', () => {
  async function submit(title: string) {
    await member.post('/submit-grant', {
      title,
      description: 'A long enough description of a real opportunity for community groups.',
      funderName: 'Zambezi Rural Development Foundation',
      applicationUrl: 'https://zambezi.example.org/apply',
      deadline: '2027-04-01',
      amountMin: '5000',
      amountMax: '20000',
      eligibilityCriteria: 'Registered CBOs',
      sectors: 'agriculture',
      geographicFocus: 'southern_africa',
    })
    const [row] = await server.services.db.select().from(userGrantSubmissions).where(eq(userGrantSubmissions.title, title))
    return row.id
  }

  it('publishes a submission as a grant, and the member is told in the app and by email', async () => {
    const id = await submit('Irrigation Pumps for Cooperatives')
    expect(text((await admin.page('/admin?tab=submissions')).html)).toContain('Submitted by Musa Member (musa@example.org)')
    const response = await admin.post('/admin', { intent: 'submission-publish', id })
    expect(messages((await admin.follow(response)).html, 'status')).toContain('Submission published as a grant')
    const [published] = await server.services.db.select().from(grants).where(eq(grants.title, 'Irrigation Pumps for Cooperatives'))
    expect(published).toMatchObject({
      source: 'Zambezi Rural Development Foundation',
      sector: 'agriculture',
      fundingAmount: '$5,000 - $20,000',
      deadline: '2027-04-01',
      regions: ['southern_africa'],
      applicationUrl: 'https://zambezi.example.org/apply',
    })
    expect(text((await server.client().page('/discover?q=irrigation%20pumps')).html)).toContain('Irrigation Pumps for Cooperatives')
    const dashboard = text((await member.page('/dashboard')).html)
    expect(dashboard).toContain('Published')
    const notes = await server.services.db.select().from(notifications)
    expect(notes.some((n) => n.messageId === 'notifications.submissionPublished' && n.link === `/grant/${published.id}`)).toBe(true)
    const [email] = (await server.services.mailer.listOutbox()).filter((m) => m.to === 'musa@example.org' && m.subject === 'Your grant submission was published')
    expect(email.text).toContain(`/grant/${published.id}`)
  })

  it('rejects only with a reason, which the member then sees', async () => {
    const id = await submit('Duplicate of an Existing Call')
    const noReason = await admin.post('/admin?tab=submissions', { intent: 'submission-reject', id, reason: 'no' })
    expect(noReason.status).toBe(400)
    const html = await noReason.text()
    expect(messages(html, 'alert')).toEqual(['Please give a reason (at least 5 characters)'])
    expect(html).toContain('value="no"')
    const response = await admin.post('/admin', { intent: 'submission-reject', id, reason: 'Already listed as Zambezi Irrigation Fund' })
    expect(messages((await admin.follow(response)).html, 'status')).toContain('Submission rejected')
    const dashboard = text((await member.page('/dashboard')).html)
    expect(dashboard).toContain('Rejected')
    expect(dashboard).toContain('Reason: Already listed as Zambezi Irrigation Fund')
    expect((await server.services.db.select().from(grants).where(eq(grants.title, 'Duplicate of an Existing Call'))).length).toBe(0)
    const audit = auditEntries((await admin.page('/admin?tab=audit')).html)
    expect(audit[0]).toBe('Ada Admin rejected the submitted grant “Duplicate of an Existing Call” Status: Pending → Rejected Reason: Already listed as Zambezi Irrigation Fund')
  })
})

describe('Audit log', () => {
  it('reads each entry as a sentence with names: who did what to which grant, when, and what changed', async () => {
    const html = (await admin.page('/admin?tab=audit')).html
    const audit = auditEntries(html)
    // The edit of "Existing Water Grant" above: its title today, and each field that changed, in words.
    expect(audit).toContain(
      [
        'Ada Admin edited the grant “Existing Water Grant (extended)”',
        'Title: Existing Water Grant → Existing Water Grant (extended)',
        'Description: Existing Water Grant: funding for community organizations with clear results. → Books and reading rooms for rural schools.',
        'Funding amount: Up to $50,000 → Up to $10,000',
        'Country scope: Kenya → Malawi',
        'Address: none → https://baobab.example.org/libraries',
        `Deadline: ${withLanguage('en', () => formatDate(WATER_DEADLINE))} → Jun 30, 2027`,
      ].join(' '),
    )
    // A grant deleted since: named as its record before deletion was, with what it held.
    expect(audit.find((entry) => entry.startsWith(`Ada Admin deleted the grant “${GRANT.title}”`))).toContain('Source/Funder: Baobab Futures Foundation Sector: Education')
    // When, in words, with the moment for machines.
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z"[^>]*>\w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d\s(AM|PM) UTC<\/time>/i)
    // No action ids, keys, ids or JSON outside the Details of each entry.
    expect(audit.join(' ')).not.toMatch(/grant\.update|grant_writer|"title"|[{}]|[0-9a-f]{8}-[0-9a-f]{4}-/)
    // The entry as stored is there for staff, in Details.
    expect(text(html)).toMatch(/Details Action grant\.update Record grant [0-9a-f-]{36} Before \{/)
  })

  it('reads in the reader’s language: the same entries in French for a French-speaking admin', async () => {
    const kofi = await signedInAdmin(server, 'kofi@example.org', 'Kofi Admin')
    await kofi.post('/language', { language: 'fr', redirectTo: '/admin' })
    const html = (await kofi.page('/admin?tab=audit')).html
    const audit = auditEntries(html)
    expect(audit.find((entry) => entry.startsWith('Ada Admin a modifié la subvention « Existing Water Grant (extended) »'))).toContain('Titre : Existing Water Grant → Existing Water Grant (extended)')
    expect(audit.join(' ')).toContain(`Date limite : ${withLanguage('fr', () => formatDate(WATER_DEADLINE))} → 30 juin 2027`)
    expect(audit).toContain(`Ada Admin a refusé la subvention proposée « Duplicate of an Existing Call » Statut : En attente → Refusée Motif : Already listed as Zambezi Irrigation Fund`)
    expect(html).toMatch(/<time datetime="[^"]+"[^>]*>\d{1,2} \S+ \d{4}, \d\d:\d\d UTC<\/time>/i)
    expect(text(html)).toContain('Détails Action grant.update')
  })

  it('names someone whose account is gone as "Someone", and a record gone without a name by what it was', async () => {
    const [{ id }] = await server.services.db
      .insert(auditLog)
      .values({ actorId: null, action: 'grant.change.dismiss', entityType: 'grant', entityId: '00000000-0000-4000-8000-000000000000', before: { changeId: 'c' }, after: { changes: [] } })
      .returning({ id: auditLog.id })
    expect(auditEntries((await admin.page('/admin?tab=audit')).html)[0]).toBe('Someone dismissed the changes found at the source of a grant that was deleted')
    await server.services.db.delete(auditLog).where(eq(auditLog.id, id))
  })
})
