import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, auditLog, expertPayouts, experts, grants, notifications, organizations, paymentSessions, profiles, receipts, user, whiteGloveRequests } from '../../app/db/schema/index.ts'
import { deleteAccount } from '../../app/domain/team/delete-account.server.ts'
import { moveCheckout } from '../../app/domain/payments/move-checkout.server.ts'
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../../app/domain/payments/sandbox-provider.server.ts'
import { signedInAdmin, newMember } from '../support/accounts.ts'
import { joinTeam, onPlan } from '../support/team.ts'
import { grant } from '../support/grants.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 11, item 8: white-glove help for a 3% success fee. The member asks on their application with
 * the terms shown first; an admin assigns a listed expert; marking the application Awarded with an
 * amount invoices the fee once; the fee is paid through the payment module (a verified sandbox event).
 */
let server: TestServer
let admin: TestClient
let grantId: string
let listedExpertId: string
let pendingExpertId: string
let expiredExpertId: string
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Kisumu Youth Water Fund' })] })
  ;[{ id: grantId }] = await server.services.db.select({ id: grants.id }).from(grants)
  admin = await signedInAdmin(server, 'wg-admin@example.org')
  listedExpertId = await expert('amina.expert@example.org', 'Amina Odhiambo', {
    applicationStatus: 'approved',
    membershipStatus: 'active',
    membershipExpiresAt: new Date(Date.now() + 200 * 86_400_000),
  })
  pendingExpertId = await expert('pending.expert@example.org', 'Pending Pete', { applicationStatus: 'pending', membershipStatus: 'inactive' })
  expiredExpertId = await expert('expired.expert@example.org', 'Expired Esther', { applicationStatus: 'approved', membershipStatus: 'active', membershipExpiresAt: new Date(Date.now() - 86_400_000) })
})
afterAll(() => server?.close())

async function expert(email: string, name: string, state: Partial<typeof experts.$inferInsert>) {
  await newMember(server, { email, name })
  const [{ id: userId }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  const [row] = await server.services.db
    .insert(experts)
    .values({ userId, professionalTitle: 'Grant writer, water and sanitation', bio: 'Fifteen years of WASH proposals.', ...state })
    .returning({ id: experts.id })
  return row.id
}

let n = 0
/** A member tracking an application to the grant, and its page. */
async function member() {
  const email = `wg-member-${++n}@example.org`
  const client = await newMember(server, { email, name: `Member ${n}` })
  await client.post(`/grant/${grantId}/apply`, {})
  const [{ id: userId }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  const [{ id }] = await server.services.db.select({ id: applications.id }).from(applications).where(eq(applications.createdBy, userId))
  return { client, email, userId, applicationId: id, path: `/dashboard/applications/${id}` }
}

const requestOf = async (applicationId: string) => (await server.services.db.select().from(whiteGloveRequests).where(eq(whiteGloveRequests.applicationId, applicationId)))[0]
const ask = (m: { client: TestClient; path: string }) => m.client.post(m.path, { intent: 'white-glove-request', acceptTerms: 'on' })
const assign = (requestId: string, expertId: string, expertFeeUsd = '400') => admin.post('/admin/white-glove', { requestId, expertId, expertFeeUsd })
const update = (m: { client: TestClient; path: string }, fields: Record<string, string>) => m.client.post(m.path, { submissionDate: '', amountAwarded: '', notes: '', ...fields })

/**
 * Marks the application Awarded with an amount as a member does with an expert assigned: the first
 * post shows the fee and saves nothing; the confirm form posts the same values with the fee shown.
 */
async function award(m: { client: TestClient; path: string }, amountAwarded: string) {
  const shown = await update(m, { status: 'awarded', amountAwarded })
  expect(shown.status).toBe(200)
  const fee = (await shown.text()).match(/name="confirmFee" value="(\d+)"/)?.[1]
  expect(fee).toBeDefined()
  return update(m, { status: 'awarded', amountAwarded, confirmFee: fee! })
}

/** A member whose request has an expert assigned. */
async function assigned() {
  const m = await member()
  await ask(m)
  const request = await requestOf(m.applicationId)
  expect((await assign(request.id, listedExpertId)).status).toBe(302)
  return { ...m, requestId: request.id }
}

async function deliver(body: string) {
  const response = await fetch(`${server.url}/api/payments/webhook/sandbox`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(server.services.secrets.sandboxPayments, body) },
    body,
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { outcome: string }).outcome
}

describe('Asking for white-glove help', () => {
  it('shows the terms first, with the 3% fee, and a box to accept them', async () => {
    const m = await member()
    const page = text((await m.client.page(m.path)).html)
    expect(page).toContain('White-glove help')
    expect(page).toContain('An expert assigned by our team helps you with this application.')
    expect(page).toContain('You pay nothing now.')
    expect(page).toContain('If the grant is awarded, you pay 3% of the amount awarded.')
    expect(page).toContain('The fee is our platform fee, charged by us to your organization and invoiced once. Pay it from unrestricted funds, never from the grant’s budget.')
    expect(page).toContain('We pay the expert a fixed fee agreed before the work starts: the expert is never paid a share of your grant.')
    expect(page).toContain('You can cancel before an expert is assigned.')
    expect(page).toContain('I accept these terms')
  })

  it('refuses a request whose terms were not accepted, and stores nothing', async () => {
    const m = await member()
    const response = await m.client.post(m.path, { intent: 'white-glove-request' })
    expect(response.status).toBe(400)
    expect(messages(await response.text(), 'alert')).toEqual(['Please accept the terms to request white-glove help'])
    expect(await requestOf(m.applicationId)).toBeUndefined()
  })

  it('takes one request per application, at the fee percent of the terms accepted, and tells the admins once', async () => {
    const m = await member()
    const adminNotices = async () => (await server.services.db.select().from(notifications).where(eq(notifications.messageId, 'whiteGlove.notification.adminNew'))).length
    const before = await adminNotices()
    expect(messages((await m.client.follow(await ask(m))).html, 'status')).toContain('White-glove help requested')
    expect(await adminNotices()).toBeGreaterThan(before)
    const told = await adminNotices()
    expect(messages((await m.client.follow(await ask(m))).html, 'status')).toContain('White-glove help is already requested for this application')
    const rows = await server.services.db.select().from(whiteGloveRequests).where(eq(whiteGloveRequests.applicationId, m.applicationId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'requested', feePercent: 3, memberId: m.userId, expertId: null })
    expect(text((await m.client.page(m.path)).html)).toContain('Our team will assign an expert soon.')
    // Asking twice is not a second request: the admins are not told again.
    expect(await adminNotices()).toBe(told)
  })

  it('is the team’s: a colleague sees the request, may cancel it, and asking again makes them the expert’s contact', async () => {
    const m = await member()
    await onPlan(server, m.email, 'pro')
    const colleague = await joinTeam(server, m.client, { email: 'wg-colleague@example.org', name: 'Colleague Chidi' })
    const viewer = await joinTeam(server, m.client, { email: 'wg-viewer@example.org', name: 'Viewer Vumi', role: 'viewer' })
    await ask(m)
    // A viewer sees where it stands, with nothing to press.
    const seen = await viewer.page(m.path)
    expect(text(seen.html)).toContain('Our team will assign an expert soon.')
    expect(seen.html).not.toContain('value="white-glove-cancel"')
    expect(text((await colleague.page(m.path)).html)).toMatch(new RegExp(`Help was asked for on .+ by Member ${m.email.match(/\d+/)![0]}\\. Our team will assign an expert soon\\.`))
    expect(messages((await colleague.follow(await colleague.post(m.path, { intent: 'white-glove-cancel' }))).html, 'status')).toContain('The white-glove request was canceled')
    expect((await requestOf(m.applicationId)).status).toBe('canceled')
    expect(text((await m.client.page(m.path)).html)).toContain('The request was canceled. You can ask again.')
    await ask({ client: colleague, path: m.path })
    const [{ id: colleagueId }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'wg-colleague@example.org'))
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'requested', memberId: colleagueId })
    // Removed from the team, the colleague is no longer the contact: the owner who removed them is.
    expect((await m.client.post('/team', { intent: 'remove', id: colleagueId })).status).toBe(303)
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'requested', memberId: m.userId })
  })

  it('outlives the account of the member who asked: the owner becomes the contact', async () => {
    const m = await member()
    await onPlan(server, m.email, 'pro')
    const colleague = await joinTeam(server, m.client, { email: 'wg-leaver@example.org', name: 'Leaver Lulu' })
    await ask({ client: colleague, path: m.path })
    const [{ id: leaverId }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'wg-leaver@example.org'))
    expect((await requestOf(m.applicationId)).memberId).toBe(leaverId)
    expect(await deleteAccount(server.services, leaverId)).toBe('deleted')
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'requested', memberId: m.userId })
  })

  it('is paid by any member of the team, and its receipt is the organization’s whose application it is', async () => {
    const m = await assigned()
    await onPlan(server, m.email, 'pro')
    const colleague = await joinTeam(server, m.client, { email: 'wg-payer@example.org', name: 'Payer Pendo' })
    await update(m, { status: 'submitted' })
    await award(m, '10000')
    // The requester opens a checkout; the colleague who pays gets their own, not the requester's.
    const mine = new URL((await m.client.post(m.path, { intent: 'white-glove-pay' })).headers.get('Location')!).pathname.split('/').pop()!
    const theirs = new URL((await colleague.post(m.path, { intent: 'white-glove-pay' })).headers.get('Location')!).pathname.split('/').pop()!
    expect(theirs).not.toBe(mine)
    const [{ id: payerId }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'wg-payer@example.org'))
    expect(await deliver(JSON.stringify({ id: `evt_wg_team_${theirs}`, type: 'checkout.completed', sessionId: theirs }))).toBe('applied')
    expect((await requestOf(m.applicationId)).status).toBe('paid')
    const [receipt] = await server.services.db.select().from(receipts).where(eq(receipts.sessionId, theirs))
    const [application] = await server.services.db.select({ organizationId: applications.organizationId }).from(applications).where(eq(applications.id, m.applicationId))
    expect(receipt).toMatchObject({ userId: payerId, organizationId: application.organizationId, amountUsd: 300 })
    // The whole team finds it under Billing.
    expect((await m.client.page(`/billing/receipts/${receipt.id}`)).status).toBe(200)
  })

  it('lets only the organization’s team ask, cancel or pay: another organization finds nothing, a visitor is sent to sign in', async () => {
    const m = await member()
    const other = await newMember(server, { email: 'wg-intruder@example.org' })
    for (const intent of ['white-glove-request', 'white-glove-cancel', 'white-glove-pay']) {
      expect((await other.post(m.path, { intent, acceptTerms: 'on' })).status).toBe(404)
    }
    expect(await requestOf(m.applicationId)).toBeUndefined()
    const visitor = await server.client().post(m.path, { intent: 'white-glove-request', acceptTerms: 'on' })
    expect(visitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    expect(await requestOf(m.applicationId)).toBeUndefined()
  })

  it('is not offered on an application already decided', async () => {
    const m = await member()
    await update(m, { status: 'submitted' })
    await update(m, { status: 'not_awarded' })
    expect(text((await m.client.page(m.path)).html)).toContain('White-glove help is for applications that are not decided yet.')
    const response = await ask(m)
    expect(response.status).toBe(400)
    expect(await requestOf(m.applicationId)).toBeUndefined()
  })

  it('can be canceled before an expert is assigned, and asked for again', async () => {
    const m = await member()
    await ask(m)
    expect(messages((await m.client.follow(await m.client.post(m.path, { intent: 'white-glove-cancel' }))).html, 'status')).toContain('The white-glove request was canceled')
    expect((await requestOf(m.applicationId)).status).toBe('canceled')
    expect(text((await m.client.page(m.path)).html)).toContain('The request was canceled. You can ask again.')
    await ask(m)
    expect((await requestOf(m.applicationId)).status).toBe('requested')
  })

  it('cannot be canceled once an expert is assigned', async () => {
    const m = await assigned()
    const page = await m.client.follow(await m.client.post(m.path, { intent: 'white-glove-cancel' }))
    expect(messages(page.html, 'status')).toContain('An expert is already assigned: the request can no longer be canceled')
    expect((await requestOf(m.applicationId)).status).toBe('assigned')
  })
})

describe('The admin queue at /admin/white-glove', () => {
  it('lists each request with its member, grant and state', async () => {
    const m = await member()
    await ask(m)
    const page = text((await admin.page('/admin/white-glove')).html)
    expect(page).toContain('White-glove requests')
    expect(page).toContain(m.email)
    const [org] = await server.services.db
      .select({ name: organizations.name })
      .from(applications)
      .innerJoin(organizations, eq(organizations.id, applications.organizationId))
      .where(eq(applications.id, m.applicationId))
    expect(page).toContain(org.name)
    expect(page).toContain('Kisumu Youth Water Fund')
    expect(page).toContain('Requested')
    // Only listed experts are offered.
    expect(page).toContain('Amina Odhiambo')
    expect(page).not.toContain('Pending Pete')
    expect(page).not.toContain('Expired Esther')
  })

  it('assigns only a listed expert (approved, membership active)', async () => {
    const m = await member()
    await ask(m)
    const request = await requestOf(m.applicationId)
    for (const id of [pendingExpertId, expiredExpertId]) {
      const refused = await assign(request.id, id)
      expect(refused.status).toBe(400)
      expect(text(await refused.text())).toContain('Choose an expert listed in the directory')
    }
    expect((await requestOf(m.applicationId)).status).toBe('requested')

    const done = await admin.follow(await assign(request.id, listedExpertId))
    expect(messages(done.html, 'status')).toContain('Expert assigned')
    const after = await requestOf(m.applicationId)
    expect(after).toMatchObject({ status: 'assigned', expertId: listedExpertId })
    expect(after.assignedAt).not.toBeNull()

    const [audit] = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'white_glove.assign'), eq(auditLog.entityId, request.id)))
    expect(audit.after).toMatchObject({ status: 'assigned', expertId: listedExpertId })
    const [expertUser] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'amina.expert@example.org'))
    const memberNotes = await server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.messageId, 'whiteGlove.notification.assigned')))
    expect(memberNotes).toHaveLength(1)
    expect(
      (
        await server.services.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, expertUser.id), eq(notifications.messageId, 'whiteGlove.notification.expertAssigned')))
      ).length,
    ).toBeGreaterThan(0)
    const outbox = await server.services.mailer.listOutbox()
    expect(outbox.find((e) => e.to === m.email && e.subject === 'An expert is helping you with Kisumu Youth Water Fund')?.text).toContain('Amina Odhiambo has been assigned')
    expect(outbox.find((e) => e.to === 'amina.expert@example.org' && e.text.includes(m.email))?.subject).toBe('White-glove assignment: Kisumu Youth Water Fund')

    const page = text((await m.client.page(m.path)).html)
    expect(page).toContain('Amina Odhiambo is helping you with this application.')
    expect((await m.client.page(m.path)).html).toContain(`href="/grant-experts/${listedExpertId}"`)
  })

  it('turns members away', async () => {
    const m = await member()
    await ask(m)
    const request = await requestOf(m.applicationId)
    const response = await m.client.post('/admin/white-glove', { requestId: request.id, expertId: listedExpertId })
    expect(response.headers.get('Location')).toBe('/dashboard')
    expect((await requestOf(m.applicationId)).status).toBe('requested')
  })
})

describe('The expert’s fixed fee, never a share of the grant (ADR 079)', () => {
  const payoutsOf = (requestId: string) => server.services.db.select().from(expertPayouts).where(eq(expertPayouts.whiteGloveRequestId, requestId))

  it('is agreed when the expert is assigned: required, in whole dollars, and told to the expert with the rule', async () => {
    const m = await member()
    await ask(m)
    const request = await requestOf(m.applicationId)
    for (const fee of ['', '0', '12.50', 'lots']) {
      const refused = await assign(request.id, listedExpertId, fee)
      expect(refused.status).toBe(400)
      const html = await refused.text()
      expect(text(html)).toContain('Enter the expert’s fee as a whole number of US dollars, from 1 to')
      // What the admin chose stays chosen.
      expect(html).toMatch(new RegExp(`<option value="${listedExpertId}" selected`))
    }
    expect((await requestOf(m.applicationId)).status).toBe('requested')
    expect((await assign(request.id, listedExpertId, '1,200')).status).toBe(302)
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'assigned', expertFeeUsd: 1200 })
    const outbox = await server.services.mailer.listOutbox()
    const email = outbox.filter((e) => e.to === 'amina.expert@example.org' && e.text.includes(m.email)).at(-1)
    expect(email?.text).toContain('pays you the fixed fee agreed with you, $1,200, once the application is submitted or decided, whatever the outcome')
    expect(email?.text).toContain('Never ask the member for a share of the grant')
    expect(text((await admin.page('/admin/white-glove')).html)).toContain('Expert’s fee $1,200')
  })

  it('is owed once the application is submitted, whatever the outcome, once', async () => {
    const m = await assigned()
    expect(await payoutsOf(m.requestId)).toHaveLength(0)
    await update(m, { status: 'draft' })
    expect(await payoutsOf(m.requestId)).toHaveLength(0)
    expect((await update(m, { status: 'submitted' })).status).toBe(302)
    const [payout, ...more] = await payoutsOf(m.requestId)
    expect(more).toHaveLength(0)
    expect(payout).toMatchObject({ expertId: listedExpertId, amountUsd: 400, status: 'pending', milestoneId: null, provider: 'sandbox' })
    await update(m, { status: 'not_awarded' })
    expect(await payoutsOf(m.requestId)).toHaveLength(1)
  })

  it('is owed when the application is withdrawn before it is submitted: the work was asked for', async () => {
    const m = await assigned()
    await update(m, { status: 'withdrawn' })
    expect(await payoutsOf(m.requestId)).toMatchObject([{ expertId: listedExpertId, amountUsd: 400 }])
  })

  it('is owed to an expert replaced by another, and the new expert is owed their own on submission', async () => {
    const m = await assigned()
    const otherId = await expert(`second.expert.${++n}@example.org`, 'Baraka Mwangi', {
      applicationStatus: 'approved',
      membershipStatus: 'active',
      membershipExpiresAt: new Date(Date.now() + 200 * 86_400_000),
    })
    expect((await assign(m.requestId, otherId, '650')).status).toBe(302)
    expect(await payoutsOf(m.requestId)).toMatchObject([{ expertId: listedExpertId, amountUsd: 400 }])
    await update(m, { status: 'submitted' })
    const owed = (await payoutsOf(m.requestId)).map((p) => [p.expertId, p.amountUsd]).sort()
    expect(owed).toEqual(
      [
        [listedExpertId, 400],
        [otherId, 650],
      ].sort(),
    )
  })

  it('is sent through the provider by the payout scan and told to the expert', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    await server.services.db.update(experts).set({ payoutAccount: 'acct_sandbox_amina' }).where(eq(experts.id, listedExpertId))
    const { sendWaitingPayouts } = await import('../../app/domain/engagements/send-payouts.server.ts')
    const outcome = await sendWaitingPayouts(server.services.db, server.services.payments, { expertId: listedExpertId })
    expect(outcome.sent).toBeGreaterThan(0)
    const [payout] = await payoutsOf(m.requestId)
    expect(payout.status).toBe('sent')
    const [expertUser] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'amina.expert@example.org'))
    const told = await server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expertUser.id), eq(notifications.messageId, 'whiteGlove.notification.expertPaid')))
    expect(told.some((n) => (n.params as { grant?: string }).grant === 'Kisumu Youth Water Fund' && (n.params as { amountUsd?: number }).amountUsd === 400)).toBe(true)
    // And by email, once a payout (the scan sent this expert's earlier fees too), naming the grant and the account it went to, masked.
    const { sendWaitingEscrowEmails } = await import('../../app/domain/engagements/escrow-notices.server.ts')
    await sendWaitingEscrowEmails(inlineJobServices(server))
    await sendWaitingEscrowEmails(inlineJobServices(server))
    const emails = (await server.services.mailer.listOutbox()).filter((mail) => mail.to === 'amina.expert@example.org' && mail.subject === 'Your fixed fee for Kisumu Youth Water Fund was sent')
    const sent = await server.services.db
      .select()
      .from(expertPayouts)
      .where(and(eq(expertPayouts.expertId, listedExpertId), eq(expertPayouts.status, 'sent')))
    expect(sent.length).toBeGreaterThan(0)
    expect(emails).toHaveLength(sent.length)
    expect(emails[0].text).toContain('Your fixed fee of $400 for the white-glove help with Kisumu Youth Water Fund was sent to your payout account.')
    expect(emails[0].text).toContain('It was sent to your payout account')
    expect(emails[0].text).not.toContain('acct_sandbox_amina')
  })
})

describe('The fee when the grant is awarded', () => {
  it('invoices 3% of the amount awarded, once, however often the application is updated again', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    expect((await requestOf(m.applicationId)).status).toBe('assigned')
    expect((await award(m, '25,000')).status).toBe(302)
    const invoiced = await requestOf(m.applicationId)
    expect(invoiced).toMatchObject({ status: 'invoiced', awardAmountUsd: 25_000, feeUsd: 750 })
    expect(invoiced.invoicedAt).not.toBeNull()

    // A later change of the amount is refused (staff correct it); the same save again invoices nothing more.
    expect((await update(m, { status: 'awarded', amountAwarded: '40000' })).status).toBe(400)
    expect((await update(m, { status: 'awarded', amountAwarded: '25000', notes: 'Funds arrive in March' })).status).toBe(302)
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'invoiced', awardAmountUsd: 25_000, feeUsd: 750, invoicedAt: invoiced.invoicedAt })

    const notes = await server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.messageId, 'whiteGlove.notification.invoiced')))
    expect(notes).toHaveLength(1)
    expect(notes[0].link).toBe(`${m.path}#white-glove`)
    const emails = (await server.services.mailer.listOutbox()).filter((e) => e.to === m.email && e.subject === 'Your white-glove fee for Kisumu Youth Water Fund')
    expect(emails).toHaveLength(1)
    expect(emails[0].text).toContain('The white-glove fee of $750 is due.')
    expect(text((await m.client.page(m.path)).html)).toContain('The grant was awarded ($25,000). The white-glove fee of $750 (3%) is due.')
  })

  it('rounds the fee to the nearest dollar', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    await award(m, '10050')
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'invoiced', feeUsd: 302 })
  })

  it('asks for the amount: with an expert assigned, Awarded without one is refused and saves nothing', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    const refused = await update(m, { status: 'awarded' })
    expect(refused.status).toBe(400)
    expect(text(await refused.text())).toContain('Enter the amount awarded: an expert helped with this application, and the white-glove fee is 3% of it.')
    expect((await requestOf(m.applicationId)).status).toBe('assigned')
    expect((await server.services.db.select({ status: applications.status }).from(applications).where(eq(applications.id, m.applicationId)))[0].status).toBe('submitted')
    await award(m, '1000')
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'invoiced', feeUsd: 30 })
  })

  it('invoices nothing when no expert was assigned: the decision closes the waiting request', async () => {
    const m = await member()
    await ask(m)
    await update(m, { status: 'submitted' })
    await update(m, { status: 'awarded', amountAwarded: '50000' })
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'canceled', feeUsd: null })
    // Nor can an admin assign one afterwards.
    const refused = await admin.follow(await assign((await requestOf(m.applicationId)).id, listedExpertId))
    expect(messages(refused.html, 'status')).toContain('This request can no longer be assigned')
    expect((await requestOf(m.applicationId)).status).toBe('canceled')
  })

  it('refuses an award whose fee no checkout could carry, saving nothing', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    const response = await update(m, { status: 'awarded', amountAwarded: '99999999999' })
    expect(response.status).toBe(400)
    expect(text(await response.text())).toContain('This amount is too large for the white-glove invoice. Please contact us.')
    const [row] = await server.services.db.select().from(applications).where(eq(applications.id, m.applicationId))
    expect(row.status).toBe('submitted')
    expect((await requestOf(m.applicationId)).status).toBe('assigned')
  })
})

describe('Paying the fee', () => {
  it('is paid only by the verified payment event, once; a replay changes nothing; the receipt is made', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    await award(m, '20000')
    expect(text((await m.client.page(m.path)).html)).toContain('Pay fee')

    const start = await m.client.post(m.path, { intent: 'white-glove-pay' })
    expect(start.status).toBe(303)
    const sessionId = new URL(start.headers.get('Location')!).pathname.split('/').pop()!
    const [session] = await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId))
    expect(session).toMatchObject({ purpose: 'white_glove_fee', referenceId: (await requestOf(m.applicationId)).id, amountUsd: 600, status: 'open' })
    // Returning from the checkout is not paying.
    expect(text((await m.client.page(`${m.path}?payment=success`)).html)).toContain('We are confirming your payment with the payment provider.')
    expect((await requestOf(m.applicationId)).status).toBe('invoiced')

    const event = JSON.stringify({ id: `evt_wg_${sessionId}`, type: 'checkout.completed', sessionId })
    expect(await deliver(event)).toBe('applied')
    const paid = await requestOf(m.applicationId)
    expect(paid.status).toBe('paid')
    expect(paid.paidAt).not.toBeNull()
    expect(await deliver(event)).toBe('duplicate')
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'paid', paidAt: paid.paidAt })

    const rows = await server.services.db.select().from(receipts).where(eq(receipts.sessionId, sessionId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ purpose: 'white_glove_fee', amountUsd: 600, userId: m.userId, description: 'White-glove help fee' })
    expect(rows[0].organizationId).not.toBeNull()
    const { html } = await m.client.page(m.path)
    expect(text(html)).toContain('The fee of $600 was paid on')
    expect(html).toContain(`href="/billing/receipts/${rows[0].id}"`)
    expect((await m.client.page(`/billing/receipts/${rows[0].id}`)).status).toBe(200)

    // Paid: nothing more to pay.
    expect(messages((await m.client.follow(await m.client.post(m.path, { intent: 'white-glove-pay' }))).html, 'status')).toContain('There is no fee to pay')
  })

  it('has nothing to pay before the invoice', async () => {
    const m = await assigned()
    const response = await m.client.post(m.path, { intent: 'white-glove-pay' })
    expect(messages((await m.client.follow(response)).html, 'status')).toContain('There is no fee to pay')
    expect(await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.referenceId, m.requestId))).toHaveLength(0)
  })

  it('returns a second payment for a fee already paid', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    await award(m, '3000')
    const first = new URL((await m.client.post(m.path, { intent: 'white-glove-pay' })).headers.get('Location')!).pathname.split('/').pop()!
    // A second checkout opened before the first was paid (another tab, after the first was closed).
    await server.services.db.update(paymentSessions).set({ status: 'canceled' }).where(eq(paymentSessions.id, first))
    const second = new URL((await m.client.post(m.path, { intent: 'white-glove-pay' })).headers.get('Location')!).pathname.split('/').pop()!
    expect(second).not.toBe(first)
    expect(await deliver(JSON.stringify({ id: `evt_wg2_${second}`, type: 'checkout.completed', sessionId: second }))).toBe('applied')
    expect(await deliver(JSON.stringify({ id: `evt_wg1_${first}`, type: 'checkout.completed', sessionId: first }))).toBe('refunded')
    const sessions = await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.referenceId, m.requestId))
    expect(Object.fromEntries(sessions.map((s) => [s.id, s.status]))).toEqual({ [first]: 'refunded', [second]: 'paid' })
  })
})

describe('Checkout states in the database', () => {
  it('refuses forbidden moves: a refunded checkout is not paid again, nothing goes back to open', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    await award(m, '4000')
    const sessionId = new URL((await m.client.post(m.path, { intent: 'white-glove-pay' })).headers.get('Location')!).pathname.split('/').pop()!
    const db = server.services.db
    expect(await moveCheckout(db, sessionId, 'refunded')).toBe(false)
    expect(await moveCheckout(db, sessionId, 'paid', { completedAt: new Date() })).toBe(true)
    expect(await moveCheckout(db, sessionId, 'open')).toBe(false)
    expect(await moveCheckout(db, sessionId, 'canceled')).toBe(false)
    expect(await moveCheckout(db, sessionId, 'refunded', { refundedAt: new Date() })).toBe(true)
    expect(await moveCheckout(db, sessionId, 'paid')).toBe(false)
    const [row] = await db.select({ status: paymentSessions.status }).from(paymentSessions).where(eq(paymentSessions.id, sessionId))
    expect(row.status).toBe('refunded')
  })
})

/** The application's stored status and amount. */
const applicationOf = async (id: string) =>
  (await server.services.db.select({ status: applications.status, amountAwarded: applications.amountAwarded }).from(applications).where(eq(applications.id, id)))[0]
const pay = async (m: { client: TestClient; path: string }) => {
  const sessionId = new URL((await m.client.post(m.path, { intent: 'white-glove-pay' })).headers.get('Location')!).pathname.split('/').pop()!
  const [session] = await server.services.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId))
  expect(await deliver(JSON.stringify({ id: `evt_wg_pay_${sessionId}`, type: 'checkout.completed', sessionId }))).toBe('applied')
  return session
}
const correct = (requestId: string, awardUsd: string, reason = 'The funder’s award letter says otherwise') => admin.post('/admin/white-glove', { intent: 'correct', requestId, awardUsd, reason })

describe('The fee cannot be avoided (issue 23, finding 6)', () => {
  it('refuses an award whose fee rounds to $0, naming the smallest award it invoices, and saves nothing', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    for (const amount of ['1', '16']) {
      const response = await update(m, { status: 'awarded', amountAwarded: amount, confirmFee: '0' })
      expect(response.status).toBe(400)
      expect(text(await response.text())).toContain(
        `An award of $${amount} gives a white-glove fee under $1 (3%), the smallest fee we invoice: enter at least $17. If the grant really was this small, contact us.`,
      )
    }
    expect(await applicationOf(m.applicationId)).toEqual({ status: 'submitted', amountAwarded: null })
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'assigned', feeUsd: null, invoicedAt: null })
    // $17 is 3% of $0.51, which rounds to the $1 minimum.
    await award(m, '17')
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'invoiced', feeUsd: 1 })
  })

  it('shows the fee before the member confirms the award, in a server-rendered step; nothing is saved until then', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    const shown = await update(m, { status: 'awarded', amountAwarded: '25,000', notes: 'Award letter received' })
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(text(html)).toContain('Confirm the award')
    expect(text(html)).toContain('Marking this application Awarded for $25,000 invoices the white-glove fee of $750 (3% of the award).')
    expect(text(html)).toContain('Once invoiced, the amount awarded can no longer be changed here: a correction goes through our team.')
    // The confirm form carries what was typed, and the fee shown.
    expect(html).toContain('name="confirmFee" value="750"')
    expect(html).toContain('name="amountAwarded" value="25,000"')
    expect(html).toContain('Award letter received')
    expect(await applicationOf(m.applicationId)).toEqual({ status: 'submitted', amountAwarded: null })
    expect((await requestOf(m.applicationId)).status).toBe('assigned')

    // A fee that is not the one this amount gives (an amount changed after the step) is shown again, not invoiced.
    const again = await update(m, { status: 'awarded', amountAwarded: '40000', confirmFee: '750' })
    expect(again.status).toBe(200)
    expect(text(await again.text())).toContain('invoices the white-glove fee of $1,200 (3% of the award)')
    expect((await requestOf(m.applicationId)).status).toBe('assigned')

    const confirmed = await update(m, { status: 'awarded', amountAwarded: '25,000', notes: 'Award letter received', confirmFee: '750' })
    expect(confirmed.status).toBe(302)
    expect(messages((await m.client.follow(confirmed)).html, 'status')).toContain('Application saved: the white-glove fee is invoiced')
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'invoiced', awardAmountUsd: 25_000, feeUsd: 750 })
    expect(await applicationOf(m.applicationId)).toEqual({ status: 'awarded', amountAwarded: 25_000 })
  })

  it('locks the amount awarded once invoiced: the member can no longer change it, and is told how to correct it', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    await award(m, '20000')
    for (const amount of ['2,000,000', '1', '']) {
      const response = await update(m, { status: 'awarded', amountAwarded: amount, confirmFee: '60000' })
      expect(response.status).toBe(400)
      const page = text(await response.text())
      expect(page).toContain(
        'The white-glove fee was invoiced on an award of $20,000, so the amount awarded can no longer be changed here. If it is wrong, contact us: our team corrects it and the fee.',
      )
    }
    expect(await applicationOf(m.applicationId)).toEqual({ status: 'awarded', amountAwarded: 20_000 })
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'invoiced', awardAmountUsd: 20_000, feeUsd: 600 })
    // The form shows the amount locked, with where a correction goes.
    const { html } = await m.client.page(m.path)
    expect(html).toMatch(/<input[^>]*id="amountAwarded"[^>]*readOnly=""|<input[^>]*readOnly=""[^>]*id="amountAwarded"/i)
    expect(text(html)).toContain('Locked: the white-glove fee was invoiced on this amount. To correct it, contact us.')
    // Paid, it stays locked.
    await pay(m)
    expect((await update(m, { status: 'awarded', amountAwarded: '2000000' })).status).toBe(400)
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'paid', feeUsd: 600, feePaidUsd: 600 })
  })
})

describe('Staff correct an invoiced award (issue 23, finding 6)', () => {
  it('re-invoices an unpaid fee on the corrected amount, audited with the reason, and tells the member', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    await award(m, '20000')
    const { id } = await requestOf(m.applicationId)
    expect(text((await admin.page('/admin/white-glove')).html)).toContain('Correct the award')
    const done = await admin.follow(await correct(id, '2,000,000'))
    expect(messages(done.html, 'status')).toContain('Award corrected: the member was told')
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'invoiced', awardAmountUsd: 2_000_000, feeUsd: 60_000, feePaidUsd: 0 })
    expect(await applicationOf(m.applicationId)).toEqual({ status: 'awarded', amountAwarded: 2_000_000 })
    const [audit] = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'white_glove.correct_award'), eq(auditLog.entityId, id)))
    expect(audit.before).toMatchObject({ awardUsd: 20_000, feeUsd: 600 })
    expect(audit.after).toMatchObject({ awardUsd: 2_000_000, feeUsd: 60_000, reason: 'The funder’s award letter says otherwise' })
    const email = (await server.services.mailer.listOutbox()).find((e) => e.to === m.email && e.subject === 'Your white-glove fee for Kisumu Youth Water Fund was corrected')
    expect(email?.text).toContain('The white-glove fee is now $60,000.')
    expect(email?.text).toContain('$60,000 is due.')
    // The member pays the corrected fee.
    expect((await pay(m)).amountUsd).toBe(60_000)
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'paid', feePaidUsd: 60_000 })
  })

  it('invoices the difference on a paid fee when the award is raised, and credits it when lowered', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    await award(m, '20000')
    await pay(m)
    const { id } = await requestOf(m.applicationId)
    await correct(id, '30000')
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'invoiced', feeUsd: 900, feePaidUsd: 600 })
    expect(text((await m.client.page(m.path)).html)).toContain('Our team corrected the amount awarded to $30,000. The white-glove fee is now $900: $600 is paid, $300 is due.')
    const difference = await pay(m)
    expect(difference.amountUsd).toBe(300)
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'paid', feeUsd: 900, feePaidUsd: 900 })

    await correct(id, '10000', 'Award letter corrected by the funder')
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'paid', awardAmountUsd: 10_000, feeUsd: 300, feePaidUsd: 300 })
    const [audit] = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'white_glove.correct_award'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.createdAt)
      .offset(1)
    expect(audit.after).toMatchObject({ feeUsd: 300, feePaidUsd: 300, creditUsd: 600, reason: 'Award letter corrected by the funder' })
    const emails = (await server.services.mailer.listOutbox()).filter((e) => e.to === m.email && e.subject === 'Your white-glove fee for Kisumu Youth Water Fund was corrected')
    expect(emails.filter((e) => e.text.includes('$300 is due.'))).toHaveLength(1)
    expect(emails.filter((e) => e.text.includes('The white-glove fee is now $300.') && e.text.includes('$600 of what you paid is being returned to you.'))).toHaveLength(1)
    // The credit came out of the larger payment, returned whole: what stays paid is the $300 now due.
    const sessions = await server.services.db.select({ amountUsd: paymentSessions.amountUsd, status: paymentSessions.status }).from(paymentSessions).where(eq(paymentSessions.referenceId, id))
    expect(Object.fromEntries(sessions.map((s) => [s.amountUsd, s.status]))).toEqual({ 300: 'paid', 600: 'refunded' })
  })

  it('gives each credit its own refund, and credits no more than what earlier credits left of the payment', async () => {
    const refunds: Parameters<TestServer['services']['payments']['refund']>[0][] = []
    const refund = server.services.payments.refund
    server.services.payments.refund = async (payment) => {
      refunds.push(payment)
      return refund.call(server.services.payments, payment)
    }
    try {
      const m = await assigned()
      await update(m, { status: 'submitted' })
      await award(m, '25000')
      await pay(m)
      const { id } = await requestOf(m.applicationId)
      // Two credits of $150 from the same $750 payment: two refunds, each under its own key.
      await correct(id, '20000')
      await correct(id, '25000')
      expect((await pay(m)).amountUsd).toBe(150)
      await correct(id, '20000')
      expect(await requestOf(m.applicationId)).toMatchObject({ status: 'paid', feeUsd: 600, feePaidUsd: 600 })
      expect(refunds.map((r) => [r.amountUsd, r.refundUsd])).toEqual([
        [750, 150],
        [750, 150],
      ])
      expect(refunds.every((r) => typeof r.refundKey === 'string' && r.refundKey.length > 0)).toBe(true)
      expect(new Set(refunds.map((r) => r.refundKey)).size).toBe(2)
      const corrections = await server.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'white_glove.correct_award'), eq(auditLog.entityId, id)))
      expect(refunds.map((r) => r.refundKey)).toEqual(
        corrections.filter((a) => (a.after as { creditUsd: number }).creditUsd > 0).map((a) => `wg_correction_${(a.after as { correctionId: string }).correctionId}`),
      )
      const sessions = await server.services.db
        .select({ amountUsd: paymentSessions.amountUsd, refundedUsd: paymentSessions.refundedUsd, status: paymentSessions.status })
        .from(paymentSessions)
        .where(eq(paymentSessions.referenceId, id))
      expect(sessions.sort((a, b) => a.amountUsd - b.amountUsd)).toEqual([
        { amountUsd: 150, refundedUsd: 0, status: 'paid' },
        { amountUsd: 750, refundedUsd: 300, status: 'paid' },
      ])

      // Down to a $30 fee ($1,000 award): a $570 credit, more than the $450 left of the $750 payment
      // (or the $150 of the other): refused, nothing moves.
      const refused = await correct(id, '1000')
      expect(text(await refused.text())).toContain('The credit is more than the payment it would come from')
      expect(refunds).toHaveLength(2)
      expect(await requestOf(m.applicationId)).toMatchObject({ status: 'paid', feeUsd: 600, feePaidUsd: 600, awardAmountUsd: 20_000 })
    } finally {
      server.services.payments.refund = refund
    }
  })

  it('refuses a correction below the smallest fee, of a request not invoiced, without a reason; and members may not correct', async () => {
    const m = await assigned()
    const { id } = await requestOf(m.applicationId)
    const notYet = await correct(id, '5000')
    expect(notYet.status).toBe(400)
    expect(text(await notYet.text())).toContain('Only an invoiced or paid fee can be corrected')
    await update(m, { status: 'submitted' })
    await award(m, '5000')
    const small = await correct(id, '10')
    expect(small.status).toBe(400)
    expect(text(await small.text())).toContain('The fee on this amount would be under $1, the smallest fee we invoice')
    const noReason = await correct(id, '6000', '  ')
    expect(noReason.status).toBe(400)
    expect(text(await noReason.text())).toContain('Give the reason for the correction')
    const byMember = await m.client.post('/admin/white-glove', { intent: 'correct', requestId: id, awardUsd: '1', reason: 'mine' })
    expect(byMember.headers.get('Location')).toBe('/dashboard')
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'invoiced', awardAmountUsd: 5000, feeUsd: 150 })
    expect(
      await server.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'white_glove.correct_award'), eq(auditLog.entityId, id))),
    ).toHaveLength(0)
  })
})

describe('A request closes when the grant is not awarded (issue 23, finding 12)', () => {
  let frenchExpertId: string
  beforeAll(async () => {
    frenchExpertId = await expert('fatou.expert@example.org', 'Fatou Diop', { applicationStatus: 'approved', membershipStatus: 'active', membershipExpiresAt: new Date(Date.now() + 200 * 86_400_000) })
    const [{ id }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'fatou.expert@example.org'))
    await server.services.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, id))
  })
  const noticesOf = async (email: string, messageId: string) => {
    const [{ id }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    return server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id), eq(notifications.messageId, messageId)))
  }

  for (const [decision, memberLine, memberEmail, expertEmailLine] of [
    [
      'not_awarded',
      'The grant was not awarded: the request is closed, with no fee to pay.',
      'Kisumu Youth Water Fund was not awarded. Your white-glove request is closed: there is no fee to pay.',
      'Kisumu Youth Water Fund n’a pas été accordée.',
    ],
    [
      'withdrawn',
      'The application was withdrawn: the request is closed, with no fee to pay.',
      'The application to Kisumu Youth Water Fund was withdrawn. Your white-glove request is closed: there is no fee to pay.',
      'La candidature à Kisumu Youth Water Fund a été retirée.',
    ],
  ] as const) {
    it(`closes an assigned request with no fee when the application is ${decision === 'not_awarded' ? 'not awarded' : 'withdrawn'}, and tells the member and the expert, each in their language`, async () => {
      const m = await member()
      await ask(m)
      expect((await assign((await requestOf(m.applicationId)).id, frenchExpertId)).status).toBe(302)
      await update(m, { status: 'submitted' })
      expect((await update(m, { status: decision })).status).toBe(302)
      expect(await requestOf(m.applicationId)).toMatchObject({ status: 'closed', feeUsd: null, invoicedAt: null })
      const page = text((await m.client.page(m.path)).html)
      expect(page).toContain(memberLine)
      expect(page).toContain('Closed, no fee')
      expect(messages((await m.client.follow(await m.client.post(m.path, { intent: 'white-glove-pay' }))).html, 'status')).toContain('There is no fee to pay')

      const suffix = decision === 'not_awarded' ? 'NotAwarded' : 'Withdrawn'
      expect(await noticesOf(m.email, `whiteGlove.notification.closed${suffix}`)).toHaveLength(1)
      expect(await noticesOf('fatou.expert@example.org', `whiteGlove.notification.expertClosed${suffix}`)).toHaveLength(1)
      const outbox = await server.services.mailer.listOutbox()
      expect(outbox.filter((e) => e.to === m.email && e.subject === 'White-glove request closed: Kisumu Youth Water Fund').map((e) => e.text.includes(memberEmail))).toEqual([true])
      const toExpert = outbox.filter((e) => e.to === 'fatou.expert@example.org' && e.subject === 'Mission d’accompagnement clôturée : Kisumu Youth Water Fund' && e.text.includes(expertEmailLine))
      expect(toExpert).toHaveLength(1)
      expect(toExpert[0].text).toContain(`Member ${m.email.match(/\d+/)![0]}`)
      // The queue shows it closed: no expert can be assigned to it any more.
      expect(text((await admin.page('/admin/white-glove')).html)).toContain('Closed, no fee')
    })
  }

  it('invoices the fee when a withdrawn application whose request was closed is taken up and awarded after all: the confirm step shows it, the member is told', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    await update(m, { status: 'withdrawn' })
    expect((await requestOf(m.applicationId)).status).toBe('closed')
    await update(m, { status: 'draft' })
    await update(m, { status: 'submitted' })
    // The expert helped: the award asks for the fee as with an assigned request, and saves nothing until confirmed.
    const shown = await update(m, { status: 'awarded', amountAwarded: '25,000' })
    expect(shown.status).toBe(200)
    expect(text(await shown.text())).toContain('Marking this application Awarded for $25,000 invoices the white-glove fee of $750 (3% of the award).')
    expect(await applicationOf(m.applicationId)).toEqual({ status: 'submitted', amountAwarded: null })
    const confirmed = await update(m, { status: 'awarded', amountAwarded: '25,000', confirmFee: '750' })
    expect(confirmed.status).toBe(302)
    expect(messages((await m.client.follow(confirmed)).html, 'status')).toContain('Application saved: the white-glove fee is invoiced')
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'invoiced', expertId: listedExpertId, awardAmountUsd: 25_000, feeUsd: 750 })
    expect(await noticesOf(m.email, 'whiteGlove.notification.invoiced')).toHaveLength(1)
    const outbox = await server.services.mailer.listOutbox()
    expect(outbox.filter((e) => e.to === m.email && e.subject === 'Your white-glove fee for Kisumu Youth Water Fund' && e.text.includes('$750'))).toHaveLength(1)
  })

  it('takes a withdrawn application’s closed request up again with the same expert when asked again, and its award invoices the fee', async () => {
    const m = await assigned()
    await update(m, { status: 'withdrawn' })
    expect((await requestOf(m.applicationId)).status).toBe('closed')
    await update(m, { status: 'draft' })
    expect(messages((await m.client.follow(await ask(m))).html, 'status')).toContain('White-glove help requested')
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'assigned', expertId: listedExpertId })
    await update(m, { status: 'submitted' })
    expect((await award(m, '10000')).status).toBe(302)
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'invoiced', feeUsd: 300 })
  })

  it('never bills a request closed when the grant was not awarded: the application cannot be awarded afterwards', async () => {
    const m = await assigned()
    await update(m, { status: 'submitted' })
    await update(m, { status: 'not_awarded' })
    expect((await update(m, { status: 'awarded', amountAwarded: '25,000', confirmFee: '750' })).status).toBe(400)
    expect(await requestOf(m.applicationId)).toMatchObject({ status: 'closed', feeUsd: null })
  })
})
