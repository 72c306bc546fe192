import { inlineJobServices } from '../support/jobs.ts'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, notifications, organizationVerifications, paymentSessions, type DigitalCheck } from '../../app/db/schema/index.ts'
import { checkEmailDomain, runDigitalChecks } from '../../app/domain/verification/digital-checks.server.ts'
import { isPublicAddress } from '../../app/net/ip-address.ts'
import { scanVerificationChecks } from '../../app/jobs/verification-checks.server.ts'
import { organizationOf, signedInAdmin, newMember } from '../support/accounts.ts'
import { headerText, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { ALL_DOCUMENTS, approveWithTwoReviewers, PDF, submitStandardApplication } from '../support/verification.ts'

let server: TestServer
let website: Server
let websiteUrl: string
let admin: TestClient
let second: TestClient

beforeAll(async () => {
  server = await startTestServer()
  // The applicant's website, on this machine: it names the organization.
  website = createServer((_req, res) => res.end('<html><body><h1>Kampala&nbsp;Youth Works</h1><p>Welcome to Kampala Youth   Works, trades for young people.</p></body></html>'))
  await new Promise<void>((resolve) => website.listen(0, '127.0.0.1', resolve))
  websiteUrl = `http://127.0.0.1:${(website.address() as AddressInfo).port}/`
  admin = await signedInAdmin(server, 'reviewer@example.org', 'Rita Reviewer')
  second = await signedInAdmin(server, 'second@example.org', 'Sam Second')
})
afterAll(async () => {
  website?.close()
  await server?.close()
})

const row = async (id: number) => (await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, id)))[0]
const outboxTo = async (email: string) => (await server.services.mailer.listOutbox()).filter((m) => m.to === email)

const inlineJobs = () => inlineJobServices(server)

let first: { member: TestClient; id: number; path: string }
let copycat: { member: TestClient; id: number; path: string }

describe('Automated digital checks', () => {
  it('run in the background for every submitted application, and never fetch private addresses there', async () => {
    const member = await newMember(server, { email: 'grace@kyw.example.org', orgName: 'Kampala Youth Works' })
    first = { member, ...(await submitStandardApplication(server, member, { websiteUrl })) }
    expect((await row(first.id)).digitalChecks).toBeNull()
    await scanVerificationChecks.handler({}, inlineJobs())
    const checks = (await row(first.id)).digitalChecks!
    expect(checks.find((c) => c.id === 'website')).toMatchObject({ outcome: 'fail', message: 'checks.websitePrivate' })
    expect(checks.find((c) => c.id === 'registration')).toMatchObject({ outcome: 'pass' })
    expect(checks.find((c) => c.id === 'documents')).toMatchObject({ outcome: 'pass', params: { count: 6 } })
  })

  it('find the website naming the organization, when it can be reached', async () => {
    const checks = (await runDigitalChecks(server.services.db, first.id, { allowOrigins: [new URL(websiteUrl).origin] }))!
    expect(checks.find((c) => c.id === 'website')).toMatchObject({ outcome: 'pass', message: 'checks.websiteNamesOrg' })
    expect(checks.find((c) => c.id === 'email-domain')).toMatchObject({ outcome: 'warn', message: 'checks.emailDiffers' })
  })

  it('flag a registration number and a document already used by another organization', async () => {
    const member = await newMember(server, { email: 'copy@example.org', orgName: 'Copy Youth Works' })
    copycat = {
      member,
      ...(await submitStandardApplication(
        server,
        member,
        { organizationName: 'Copy Youth Works', registrationNumber: 'ug ngo 2020 0077' },
        { ...ALL_DOCUMENTS, financial_statements: [[PDF('other accounts'), 'mine.pdf']] },
      )),
    }
    const checks = (await runDigitalChecks(server.services.db, copycat.id))!
    expect(checks.find((c) => c.id === 'registration')).toMatchObject({ outcome: 'fail', params: { organizations: 'Kampala Youth Works' } })
    const documents = checks.find((c) => c.id === 'documents')!
    expect(documents.outcome).toBe('fail')
    expect(documents.params!.files).toContain('certificate.pdf (Kampala Youth Works)')
    expect(documents.params!.files).not.toContain('accounts-2025.pdf')
    expect(checks.find((c) => c.id === 'website')).toMatchObject({ outcome: 'warn', message: 'checks.websiteMissing' })
  })

  it('compare the email domain with the website, and know free mail and private addresses', () => {
    expect(checkEmailDomain('grace@kyw.org', 'https://www.kyw.org/about').outcome).toBe('pass')
    expect(checkEmailDomain('grace@gmail.com', 'https://kyw.org').outcome).toBe('warn')
    expect(checkEmailDomain('grace@kyw.org', null).outcome).toBe('skipped')
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '172.20.0.1', '169.254.169.254', '::1', 'fd00::1', '::ffff:127.0.0.1']) expect(isPublicAddress(ip)).toBe(false)
    for (const ip of ['41.204.0.1', '102.88.1.1', '2c0f:fe38::1']) expect(isPublicAddress(ip)).toBe(true)
  })
})

describe('The reviewer queue', () => {
  it('is for admins only', async () => {
    expect((await server.client().page('/admin/verifications')).url).toContain('/auth')
    const member = first.member
    for (const path of ['/admin/verifications', `/admin/verifications/${first.id}`]) expect((await member.page(path)).url).toBe('/dashboard')
    const post = await member.post(`/admin/verifications/${first.id}`, { intent: 'approve', groundCheckNotes: 'x'.repeat(20), crossValidationNotes: 'x'.repeat(20) })
    expect(post.headers.get('Location')).toBe('/dashboard')
    expect((await row(first.id)).verificationStatus).toBe('in_progress')
  })

  it('lists submitted applications with their checks, and shows one with its fields, documents and check results', async () => {
    const queue = text((await admin.page('/admin/verifications')).html)
    expect(queue).toContain('Waiting for review (2)')
    expect(queue).toContain('Kampala Youth Works')
    expect(queue).toContain('Copy Youth Works')
    const { html } = await admin.page(`/admin/verifications/${copycat.id}`)
    const page = text(html)
    for (const s of [
      'Copy Youth Works',
      'Standard tier',
      'UG 2020',
      'Sarah Namuli (chair)',
      'certificate.pdf',
      'jan.pdf',
      'The registration number is also used by: Kampala Youth Works.',
      'The same file was uploaded by another organization',
    ])
      expect(page).toContain(s.replace('UG 2020', 'ug ngo 2020 0077'))
    expect(html).toContain(`/verification-application/${copycat.id}/documents/`)
  })

  it('will not approve without the on-the-ground check and the cross-validation, keeping what was typed', async () => {
    // Layer 2 is its own form: too short a note is refused beside its field, as typed.
    const ground = await admin.post(`/admin/verifications/${first.id}`, { intent: 'ground', groundCheckNotes: 'Visited' })
    expect(ground.status).toBe(400)
    const groundPage = await ground.text()
    expect(text(groundPage)).toContain('Record the on-the-ground check (at least 10 characters).')
    expect(groundPage).toContain('>Visited</textarea>')
    expect(groundPage).toContain('id="groundCheckNotes-error"')
    expect(groundPage.match(/data-testid="error-summary"/g)).toHaveLength(1)
    expect(groundPage).toContain('href="#groundCheckNotes"')
    // Approving with no layer 2 recorded and no cross-validation: both named, in one summary.
    const response = await second.post(`/admin/verifications/${first.id}`, { intent: 'approve', crossValidationNotes: 'Too short' })
    expect(response.status).toBe(400)
    const page = await response.text()
    expect(text(page)).toContain('Record the cross-validation (at least 10 characters) before approving.')
    expect(text(page)).toContain('Layer 2 is not recorded yet: one reviewer records the on-the-ground check, then a different reviewer records layer 3 and approves.')
    expect(page).toContain('>Too short</textarea>')
    expect(page).toContain('id="crossValidationNotes-error"')
    expect(page.match(/data-testid="error-summary"/g)).toHaveLength(1)
    expect(page).toContain('href="#groundCheckNotes"')
    expect(page).toContain('href="#crossValidationNotes"')
    const reject = await admin.post(`/admin/verifications/${first.id}`, { intent: 'reject', reason: '' })
    expect(text(await reject.text())).toContain('Give a reason for the rejection')
    expect((await row(first.id)).verificationStatus).toBe('in_progress')
  })

  it('refuses layer 3 and the approval from the reviewer who recorded layer 2 (issue 23, finding 13)', async () => {
    const ground = await admin.post(`/admin/verifications/${first.id}`, { intent: 'ground', groundCheckNotes: 'Partner visited 14 Jinja Road on 20 Nov; met the chair and saw the workshop.' })
    expect(ground.headers.get('Location')).toBe(`/admin/verifications/${first.id}`)
    const rita = (await organizationOf(server, 'reviewer@example.org')).userId
    expect(await row(first.id)).toMatchObject({ groundCheckBy: rita, groundCheckNotes: 'Partner visited 14 Jinja Road on 20 Nov; met the chair and saw the workshop.' })
    expect(
      await server.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'verification.ground_check'), eq(auditLog.entityId, String(first.id)))),
    ).toHaveLength(1)
    // The same reviewer's own approval is refused on the server, with the reason, and nothing changes.
    const page = text((await admin.page(`/admin/verifications/${first.id}`)).html)
    expect(page).toContain('Recorded by Rita Reviewer on')
    expect(page).toContain('You cannot approve this application yet:')
    const own = await admin.post(`/admin/verifications/${first.id}`, { intent: 'approve', crossValidationNotes: 'I confirm my own findings, all in order.' })
    expect(own.status).toBe(400)
    expect(text(await own.text())).toContain('Layer 3 and the approval must come from a different reviewer.')
    expect(await row(first.id)).toMatchObject({ verificationStatus: 'in_progress', checkCode: null, decidedBy: null })
  })

  it('approves with notes: the member is emailed and notified, and the badge shows with its date on the dashboard, profile and menu', async () => {
    const response = await second.post(`/admin/verifications/${first.id}`, {
      intent: 'approve',
      crossValidationNotes: 'Second reviewer confirmed the registry entry and two references.',
    })
    expect(response.headers.get('Location')).toBe('/admin/verifications')
    const sam = (await organizationOf(server, 'second@example.org')).userId
    expect(await row(first.id)).toMatchObject({
      verificationStatus: 'approved',
      rejectionReason: null,
      decidedBy: sam,
      crossValidationNotes: 'Second reviewer confirmed the registry entry and two references.',
    })
    const [mail] = await outboxTo('grace@kyw.example.org').then((list) => list.filter((m) => m.subject.includes('verified')))
    expect(mail.subject).toBe('Your organization is verified (Silver)')
    const [note] = await server.services.db.select().from(notifications).where(eq(notifications.messageId, 'notifications.verificationApproved'))
    // Stored as ids, written out in the reader's language when shown.
    expect(note.params).toMatchObject({ tier: 'standard', badge: 'silver' })
    const audits = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.approve'), eq(auditLog.entityId, String(first.id))))
    expect(audits).toHaveLength(1)
    expect(audits[0].after).toMatchObject({ groundCheckBy: (await organizationOf(server, 'reviewer@example.org')).userId, crossValidationBy: sam })

    const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date())
    const badge = `Silver verified · ${today}`
    const dashboard = await first.member.page('/dashboard')
    expect(text(dashboard.html)).toContain(badge)
    expect(headerText(dashboard.html)).toContain(badge)
    expect(text((await first.member.page('/profile')).html)).toContain(badge)
    // A decided application leaves the queue and cannot be decided again.
    expect(text((await admin.page('/admin/verifications')).html)).toContain('Waiting for review (1)')
    const again = await admin.post(`/admin/verifications/${first.id}`, { intent: 'reject', reason: 'Changed my mind' })
    expect(text((await admin.page(again.headers.get('Location')!)).html)).toContain('This application is no longer waiting for review.')
  })
})

describe('Approval and the automated checks (issue 23, finding 13)', () => {
  let unreached: { member: TestClient; id: number; path: string }
  const CHECKS: DigitalCheck[] = [
    { id: 'website', outcome: 'skipped', message: 'checks.websiteUnreachable', params: { reason: 'timeout' } },
    { id: 'registration', outcome: 'pass', message: 'checks.registrationUnique' },
    { id: 'documents', outcome: 'pass', message: 'checks.documentsUnique', params: { count: 6 } },
    { id: 'email-domain', outcome: 'pass', message: 'checks.emailMatches', params: { domain: 'nakuru.example.org' } },
  ]

  it('the queue shows each check’s own outcome: a website check that did not run never reads as a pass', async () => {
    const member = await newMember(server, { email: 'amina@nakuru.example.org', orgName: 'Nakuru Water Trust' })
    unreached = {
      member,
      ...(await submitStandardApplication(
        server,
        member,
        { organizationName: 'Nakuru Water Trust', registrationNumber: 'KE-NGO-2018-0555' },
        {
          incorporation: [[PDF('nakuru cert'), 'nakuru-cert.pdf']],
          address_proof: [[PDF('nakuru addr'), 'nakuru-addr.pdf']],
          bank_statements: [[PDF('nakuru bank'), 'nakuru-bank.pdf']],
          financial_statements: [[PDF('nakuru fin'), 'nakuru-fin.pdf']],
        },
      )),
    }
    await server.services.db.update(organizationVerifications).set({ digitalChecks: CHECKS, digitalChecksAt: new Date() }).where(eq(organizationVerifications.id, unreached.id))
    const html = (await admin.page('/admin/verifications')).html
    const cell = html.slice(html.indexOf(`data-testid="queue-checks-${unreached.id}"`), html.indexOf('</ul>', html.indexOf(`data-testid="queue-checks-${unreached.id}"`)))
    const words = text(`<ul ${cell}</ul>`).replace(/\s+/g, ' ')
    expect(words).toContain('Website Not run')
    expect(words).toContain('Registration number Pass')
    expect(words).toContain('Email domain Pass')
  })

  it('refuses approval while a check did not run; a reviewer may run the checks again or record why it does not apply, audited', async () => {
    const here = `/admin/verifications/${unreached.id}`
    expect((await admin.post(here, { intent: 'ground', groundCheckNotes: 'Partner visited the Nakuru office and met the treasurer.' })).status).toBe(302)
    const refused = await second.post(here, { intent: 'approve', crossValidationNotes: 'Registry and references agree with the documents.' })
    expect(refused.status).toBe(400)
    const said = text(await refused.text())
    expect(said).toContain('These automated checks failed or did not run: Website (Not run).')
    expect(said).toContain('Registry and references agree with the documents.')
    expect((await row(unreached.id)).verificationStatus).toBe('in_progress')
    // A check that failed blocks the same way.
    await server.services.db
      .update(organizationVerifications)
      .set({
        digitalChecks: CHECKS.map((c) => (c.id === 'registration' ? { id: 'registration', outcome: 'fail', message: 'checks.registrationShared', params: { organizations: 'Other Trust' } } : c)),
      })
      .where(eq(organizationVerifications.id, unreached.id))
    expect(text(await (await second.post(here, { intent: 'approve', crossValidationNotes: 'Registry and references agree with the documents.' })).text())).toContain(
      'These automated checks failed or did not run: Website (Not run) and Registration number (Fail).',
    )
    await server.services.db.update(organizationVerifications).set({ digitalChecks: CHECKS }).where(eq(organizationVerifications.id, unreached.id))
    // Recording why it does not apply needs a reason.
    const short = await admin.post(here, { intent: 'waive', check: 'website', waiveReason: 'n/a' })
    expect(short.status).toBe(400)
    const shortPage = await short.text()
    expect(text(shortPage)).toContain('Say why this check does not apply (at least 10 characters).')
    expect(shortPage).toContain('>n/a</textarea>')
    expect((await row(unreached.id)).checkWaivers).toBeNull()
    const waived = await admin.post(here, { intent: 'waive', check: 'website', waiveReason: 'The site blocks our server; a reviewer opened it by phone and saw the name.' })
    expect(waived.headers.get('Location')).toBe(here)
    expect((await row(unreached.id)).checkWaivers).toMatchObject([{ id: 'website', reason: 'The site blocks our server; a reviewer opened it by phone and saw the name.' }])
    const [audit] = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.check_waived'), eq(auditLog.entityId, String(unreached.id))))
    expect(audit.after).toEqual({ check: 'website', reason: 'The site blocks our server; a reviewer opened it by phone and saw the name.' })
    expect(text((await second.page(here)).html)).toContain('Website: does not apply, recorded by Rita Reviewer on')
    // The reviewer who recorded it may not approve; the second reviewer now may.
    expect(text(await (await admin.post(here, { intent: 'approve', crossValidationNotes: 'Registry and references agree with the documents.' })).text())).toContain(
      'Layer 3 and the approval must come from a different reviewer.',
    )
    const approved = await second.post(here, { intent: 'approve', crossValidationNotes: 'Registry and references agree with the documents.' })
    expect(approved.headers.get('Location')).toBe('/admin/verifications')
    // The badge check names the website as not confirmed, never as checked.
    const stored = (await row(unreached.id)).checkCode!
    const words = text((await server.client().page(`/verify/${stored}`)).html)
    expect(words).toContain('Website: not reached, or it does not name the organization')
    expect(words).not.toContain('Website reached, and it names the organization')
    expect(words).toContain('Findings confirmed by a second, different reviewer')
  })

  it('runs again only while the application waits, and the test helper approves through both reviewers', async () => {
    const member = await newMember(server, { email: 'two@example.org', orgName: 'Two Reviewers Trust' })
    const app = await submitStandardApplication(
      server,
      member,
      { organizationName: 'Two Reviewers Trust', registrationNumber: 'KE-NGO-2019-0222' },
      {
        incorporation: [[PDF('two cert'), 'two-cert.pdf']],
        address_proof: [[PDF('two addr'), 'two-addr.pdf']],
        bank_statements: [[PDF('two bank'), 'two-bank.pdf']],
        financial_statements: [[PDF('two fin'), 'two-fin.pdf']],
      },
    )
    expect((await approveWithTwoReviewers(server, admin, second, app.id)).headers.get('Location')).toBe('/admin/verifications')
    const checksAt = (await row(app.id)).digitalChecksAt
    const rerun = await admin.post(`/admin/verifications/${app.id}`, { intent: 'checks' })
    expect(text((await admin.page(rerun.headers.get('Location')!)).html)).toContain('This application is no longer waiting for review.')
    expect((await row(app.id)).digitalChecksAt).toEqual(checksAt)
  })
})

describe('After a rejection', () => {
  it('emails the reason, and lets the member correct and resubmit free within 30 days', async () => {
    await admin.post(`/admin/verifications/${copycat.id}`, { intent: 'reject', reason: 'The registration number belongs to another organization.' })
    expect(await row(copycat.id)).toMatchObject({ verificationStatus: 'rejected', rejectionReason: 'The registration number belongs to another organization.' })
    const [mail] = (await outboxTo('copy@example.org')).filter((m) => m.subject === 'About your verification application')
    expect(mail.text).toContain('Reason: The registration number belongs to another organization.')
    expect(mail.text).toContain('resubmit it at no cost, or ask for a refund')

    const page = text((await copycat.member.page(copycat.path)).html)
    expect(page).toContain('Your application was not approved. Reason: The registration number belongs to another organization.')
    expect(page).toContain('Correct and resubmit (free)')
    const resubmit = await copycat.member.post(copycat.path, { intent: 'resubmit' })
    expect(resubmit.headers.get('Location')).toBe(`${copycat.path}?step=1`)
    expect(await row(copycat.id)).toMatchObject({ verificationStatus: 'draft', paymentStatus: 'paid', digitalChecks: null })
    await copycat.member.post(copycat.path, { intent: 'next', step: '1', organizationName: 'Copy Youth Works', registrationNumber: 'UG-NGO-2024-0999', websiteUrl: '', socialMediaLinks: '' })
    const submitted = await copycat.member.post(copycat.path, { intent: 'submit', step: '6', declaration: 'on', signature: 'Sam Copy' })
    expect(submitted.headers.get('Location')).toBe('/dashboard')
    expect(await row(copycat.id)).toMatchObject({ verificationStatus: 'in_progress', registrationNumber: 'UG-NGO-2024-0999' })
    // Paid once: the resubmission created no new payment.
    expect(
      await server.services.db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.referenceId, String(copycat.id))),
    ).toHaveLength(1)
  })

  it('refunds the fee through the provider when asked within 30 days, recording it', async () => {
    await admin.post(`/admin/verifications/${copycat.id}`, { intent: 'reject', reason: 'We could not reach the officers.' })
    const refund = await copycat.member.post(copycat.path, { intent: 'refund' })
    expect(text((await copycat.member.page(refund.headers.get('Location')!)).html)).toContain('Your fee is being refunded')
    expect((await row(copycat.id)).paymentStatus).toBe('refunded')
    const [session] = await server.services.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.referenceId, String(copycat.id)))
    expect(session.status).toBe('refunded')
    expect(session.refundedAt).not.toBeNull()
    // Refunded: neither a second refund nor a free resubmission.
    const twice = await copycat.member.post(copycat.path, { intent: 'resubmit' })
    expect(text((await copycat.member.page(twice.headers.get('Location')!)).html)).toContain('This application cannot be resubmitted or refunded.')
  })

  it('refuses both after 30 days', async () => {
    const member = await newMember(server, { email: 'late@example.org', orgName: 'Late Youth Works' })
    const late = await submitStandardApplication(
      server,
      member,
      { organizationName: 'Late Youth Works', registrationNumber: 'UG-NGO-2021-1234' },
      {
        incorporation: [[PDF('late cert'), 'c.pdf']],
        address_proof: [[PDF('late addr'), 'a.pdf']],
        bank_statements: [[PDF('late bank'), 'b.pdf']],
        financial_statements: [[PDF('late fin'), 'f.pdf']],
      },
    )
    await admin.post(`/admin/verifications/${late.id}`, { intent: 'reject', reason: 'Documents unreadable.' })
    await server.services.db
      .update(organizationVerifications)
      .set({ decidedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(organizationVerifications.id, late.id))
    const page = text((await member.page(late.path)).html)
    expect(page).toContain('The 30 days to resubmit or ask for a refund ended on')
    expect(page).not.toContain('Correct and resubmit (free)')
    for (const intent of ['resubmit', 'refund']) {
      const response = await member.post(late.path, { intent })
      expect(text((await member.page(response.headers.get('Location')!)).html)).toContain('The 30 days to resubmit or ask for a refund have ended.')
    }
    expect(await row(late.id)).toMatchObject({ verificationStatus: 'rejected', paymentStatus: 'paid' })
  })
})
