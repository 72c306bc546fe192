import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTO_RELEASE_DAYS, PAYOUT_HOLD_HOURS } from '../../app/catalog/expert-membership.ts'
import {
  auditLog,
  engagements,
  expertPayouts,
  expertPortfolio,
  expertStats,
  experts,
  milestoneDisputes,
  milestoneProposals,
  milestones,
  notifications,
  payoutAccountChanges,
  paymentEvents,
  paymentSessions,
  profiles,
  receipts,
  reviews,
} from '../../app/db/schema/index.ts'
import { canMove, MILESTONE_MOVES, type MilestoneMove, type MilestoneStatus } from '../../app/domain/engagements/milestone-state.ts'
import { moveMilestone } from '../../app/domain/engagements/move-milestone.server.ts'
import { MILESTONES_PER_ENGAGEMENT } from '../../app/domain/engagements/add-milestone.server.ts'
import { JOBS } from '../../app/jobs/index.server.ts'
import { GOOD_PASSWORD, signedInAdmin, newMember } from '../support/accounts.ts'
import { makeEngagement, makeExpert, postSandboxEvent } from '../support/engagements.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Escrow (issue 11, items 6 and 7): milestones funded only by verified payment events, delivered by
 * the expert, released by the member or by themselves after AUTO_RELEASE_DAYS, frozen by a dispute
 * until an admin refunds, releases or splits; payouts sent once; reviews after completion.
 */
let server: TestServer
let member: TestClient
let expert: TestClient
let stranger: TestClient
let admin: TestClient
let expertId: string
let expertUserId: string
let transfers: string[]

const MEMBER = 'amina.escrow@example.org'
const EXPERT = 'juma.expert@example.org'
const STRANGER = 'bakari.other@example.org'

beforeAll(async () => {
  server = await startTestServer()
  member = await newMember(server, { name: 'Amina Njeri', email: MEMBER, orgName: 'Nyeri Water Cooperative' })
  expert = await newMember(server, { name: 'Juma Otieno', email: EXPERT })
  stranger = await newMember(server, { name: 'Bakari Said', email: STRANGER, orgName: 'Mombasa Youth Trust' })
  admin = await signedInAdmin(server, 'escrow-admin@example.org', 'Esther Admin')
  ;({ expertId, userId: expertUserId } = await makeExpert(server, EXPERT))
  // Every transfer the provider is asked for, to count payouts.
  transfers = []
  const provider = server.services.payments
  const transfer = provider.transfer.bind(provider)
  provider.transfer = async (payout) => {
    transfers.push(payout.payoutId)
    return transfer(payout)
  }
})
afterAll(() => server?.close())

const db = () => server.services.db
const milestone = async (id: string) => (await db().select().from(milestones).where(eq(milestones.id, id)))[0]
const engagementRow = async (id: string) => (await db().select().from(engagements).where(eq(engagements.id, id)))[0]
const payoutsOf = (milestoneId: string) => db().select().from(expertPayouts).where(eq(expertPayouts.milestoneId, milestoneId))
const flashOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith('flash='))
    ?.split(/[=;]/)[1]

async function newEngagement(title = 'Proposal for a solar irrigation grant') {
  return (await makeEngagement(server, MEMBER, expertId, title)).engagementId
}

/** The member adds a milestone through the page's form; returns its id. */
async function addMilestone(engagementId: string, title: string, amountUsd: number) {
  const response = await member.post(`/engagements/${engagementId}`, { intent: 'add-milestone', title, amountUsd: String(amountUsd), dueDate: '2027-03-31' })
  expect(response.status).toBe(303)
  const [row] = await db()
    .select({ id: milestones.id })
    .from(milestones)
    .where(and(eq(milestones.engagementId, engagementId), eq(milestones.title, title)))
  return row.id
}

/** The member's Fund button: the checkout it opens (the sandbox's page), by its session id. */
async function openFunding(engagementId: string, milestoneId: string, client = member) {
  const response = await client.post(`/engagements/${engagementId}`, { intent: 'fund', milestoneId })
  expect(response.status).toBe(303)
  const location = response.headers.get('Location')!
  expect(location).toContain('/payments/sandbox/')
  return location.split('/').pop()!
}

/** Paid at the provider: its signed event reaches the webhook. */
async function pay(sessionId: string) {
  const { response, body } = await postSandboxEvent(server, sessionId)
  expect(response.status).toBe(200)
  return { outcome: ((await response.json()) as { outcome: string }).outcome, body }
}

async function fundedMilestone(engagementId: string, title: string, amountUsd: number) {
  const id = await addMilestone(engagementId, title, amountUsd)
  await pay(await openFunding(engagementId, id))
  expect((await milestone(id)).status).toBe('funded')
  return id
}

async function deliveredMilestone(engagementId: string, title: string, amountUsd: number) {
  const id = await fundedMilestone(engagementId, title, amountUsd)
  expect((await expert.post(`/engagements/${engagementId}`, { intent: 'deliver', milestoneId: id })).status).toBe(303)
  return id
}

const runJob = async (id: string, payload: object = {}) => {
  const job = JOBS.find((j) => j.id === id)!
  await job.handler(job.schema.parse(payload), inlineJobServices(server))
}

describe('The milestone state machine', () => {
  it('allows only the moves it lists, each to its own actor', () => {
    const all: MilestoneStatus[] = ['unfunded', 'funded', 'delivered', 'released', 'disputed', 'refunded', 'split']
    expect(canMove('fund', 'unfunded', 'payment')).toBe(true)
    expect(canMove('fund', 'unfunded', 'member')).toBe(false)
    expect(canMove('deliver', 'funded', 'expert')).toBe(true)
    expect(canMove('deliver', 'funded', 'member')).toBe(false)
    expect(canMove('release', 'unfunded', 'member')).toBe(false)
    expect(canMove('release', 'delivered', 'member')).toBe(true)
    expect(canMove('release', 'disputed', 'member')).toBe(false)
    expect(canMove('autoRelease', 'disputed', 'job')).toBe(false)
    // Nothing leaves a settled state.
    for (const move of Object.keys(MILESTONE_MOVES) as MilestoneMove[])
      for (const from of ['released', 'refunded', 'split'] as const) for (const actor of ['member', 'expert', 'payment', 'job', 'admin'] as const) expect(canMove(move, from, actor)).toBe(false)
    expect(all.filter((s) => canMove('dispute', s, 'member'))).toEqual(['funded', 'delivered'])
  })
})

describe('Funding a milestone', () => {
  it('lets the member add a milestone with a title, whole-dollar amount and due date, and tells the expert', async () => {
    const engagementId = await newEngagement()
    const id = await addMilestone(engagementId, 'First draft of the proposal', 600)
    expect(await milestone(id)).toMatchObject({ status: 'unfunded', amountUsd: 600, dueDate: '2027-03-31', fundedAt: null })
    // Sent twice (a double click without JavaScript): still one milestone.
    await addMilestone(engagementId, 'First draft of the proposal', 600)
    expect(await db().select().from(milestones).where(eq(milestones.engagementId, engagementId))).toHaveLength(1)
    const page = text((await expert.page(`/engagements/${engagementId}`)).html)
    expect(page).toContain('First draft of the proposal')
    expect(page).toContain('Not funded')
    const told = await db().select().from(notifications).where(eq(notifications.messageId, 'engagements.notification.added'))
    expect(told.length).toBeGreaterThan(0)
  })

  it('is funded only by a verified payment: the amount comes from the row, and the return page alone changes nothing', async () => {
    const engagementId = await newEngagement()
    const id = await addMilestone(engagementId, 'Budget narrative', 450)
    const sessionId = await openFunding(engagementId, id)
    const [session] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, sessionId))
    expect(session).toMatchObject({ purpose: 'escrow_milestone', referenceId: id, amountUsd: 450, status: 'open' })
    // The browser comes back "paid" before any event: still unfunded, and an unsigned event is refused.
    await member.page(`/engagements/${engagementId}?payment=success`)
    const forged = await fetch(`${server.url}/api/payments/webhook/sandbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'evt_forged_escrow', type: 'checkout.completed', sessionId }),
    })
    expect(forged.status).toBe(400)
    expect((await milestone(id)).status).toBe('unfunded')

    const { outcome, body } = await pay(sessionId)
    expect(outcome).toBe('applied')
    const funded = await milestone(id)
    expect(funded).toMatchObject({ status: 'funded', paymentSessionId: sessionId })
    expect(funded.fundedAt).toBeInstanceOf(Date)
    expect(await db().select().from(receipts).where(eq(receipts.sessionId, sessionId))).toHaveLength(1)

    // The same event again (a replay, a provider's retry) changes nothing.
    const events = (await db().select().from(paymentEvents)).length
    const replay = await postSandboxEvent(server, sessionId, body)
    expect(((await replay.response.json()) as { outcome: string }).outcome).toBe('duplicate')
    expect((await db().select().from(paymentEvents)).length).toBe(events)
    expect(await milestone(id)).toEqual(funded)
    // Funding it again is refused before any checkout opens.
    const again = await member.post(`/engagements/${engagementId}`, { intent: 'fund', milestoneId: id })
    expect(again.status).toBe(409)
  })

  it('returns a second payment for a milestone already funded', async () => {
    const engagementId = await newEngagement()
    const id = await addMilestone(engagementId, 'Letters of support', 300)
    const first = await openFunding(engagementId, id)
    // Another tab's checkout for the same milestone, paid after the first.
    const second = `cs_sandbox_second${Date.now()}`
    await db().insert(paymentSessions).values({
      id: second,
      provider: 'sandbox',
      purpose: 'escrow_milestone',
      referenceId: id,
      item: 'milestone-tab',
      userId: null,
      amountUsd: 300,
      description: 'Escrow milestone',
      successUrl: server.url,
      cancelUrl: server.url,
    })
    await pay(first)
    const funded = await milestone(id)
    const { outcome } = await pay(second)
    expect(outcome).toBe('refunded')
    const [row] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, second))
    expect(row.status).toBe('refunded')
    expect(await milestone(id)).toEqual(funded)
  })

  it("refuses a member funding someone else's milestone, and opens no checkout", async () => {
    const engagementId = await newEngagement()
    const id = await addMilestone(engagementId, 'Theory of change', 200)
    const sessions = (await db().select().from(paymentSessions)).length
    // On the engagement's own page: it is not theirs to see.
    expect((await stranger.post(`/engagements/${engagementId}`, { intent: 'fund', milestoneId: id })).status).toBe(404)
    // Through an engagement of their own: the milestone is not part of it.
    const expertOfStranger = await makeEngagement(server, STRANGER, expertId, 'Mombasa youth sports grant')
    const mixed = await stranger.post(`/engagements/${expertOfStranger.engagementId}`, { intent: 'fund', milestoneId: id })
    expect(mixed.status).toBe(400)
    expect(messages(await mixed.text(), 'alert').join(' ')).toContain('That milestone is not part of this engagement.')
    // The expert cannot pay it either.
    expect((await expert.post(`/engagements/${engagementId}`, { intent: 'fund', milestoneId: id })).status).toBe(409)
    expect((await db().select().from(paymentSessions)).length).toBe(sessions)
    expect((await milestone(id)).status).toBe('unfunded')
  })
})

describe('Delivery and release', () => {
  it('refuses release before funding, and delivery by the member', async () => {
    const engagementId = await newEngagement()
    const id = await addMilestone(engagementId, 'Logframe', 250)
    const early = await member.post(`/engagements/${engagementId}`, { intent: 'release', milestoneId: id })
    expect(early.status).toBe(409)
    expect(messages(await early.text(), 'alert').join(' ')).toContain('Only the member can release a milestone, and only once it is funded and not disputed.')
    expect(await payoutsOf(id)).toHaveLength(0)
    await pay(await openFunding(engagementId, id))
    const byMember = await member.post(`/engagements/${engagementId}`, { intent: 'deliver', milestoneId: id })
    expect(byMember.status).toBe(409)
    expect((await milestone(id)).status).toBe('funded')
    // Nor may the expert release their own payment.
    expect((await expert.post(`/engagements/${engagementId}`, { intent: 'release', milestoneId: id })).status).toBe(409)
    expect((await milestone(id)).status).toBe('funded')
  })

  it('marks delivered by the expert with the auto-release date, then releases by the member with a payout created', async () => {
    const engagementId = await newEngagement()
    const id = await fundedMilestone(engagementId, 'Final proposal', 800)
    const delivered = await expert.post(`/engagements/${engagementId}`, { intent: 'deliver', milestoneId: id })
    expect(flashOf(delivered)).toBe('engagements.delivered')
    const row = await milestone(id)
    expect(row.status).toBe('delivered')
    expect(row.autoReleaseAt!.getTime() - row.deliveredAt!.getTime()).toBe(AUTO_RELEASE_DAYS * 86_400_000)
    expect(text((await member.page(`/engagements/${engagementId}`)).html)).toContain('Releases automatically on')

    const released = await member.post(`/engagements/${engagementId}`, { intent: 'release', milestoneId: id })
    expect(flashOf(released)).toBe('engagements.released')
    expect((await milestone(id)).status).toBe('released')
    // The expert has no payout account yet: the payout waits, and their page says why.
    const [payout] = await payoutsOf(id)
    expect(payout).toMatchObject({ status: 'pending', amountUsd: 800, expertId })
    expect(text((await expert.page(`/engagements/${engagementId}`)).html)).toContain('set your payout account so we can send it')
    // Releasing twice changes nothing.
    expect((await member.post(`/engagements/${engagementId}`, { intent: 'release', milestoneId: id })).status).toBe(409)
    expect(await payoutsOf(id)).toHaveLength(1)
    // The only milestone settled: the engagement is completed.
    expect(await engagementRow(engagementId)).toMatchObject({ status: 'completed' })
  })

  it('sends a payout once the expert names an account, and once only, even when the job runs twice at once', async () => {
    const bad = await expert.post('/engagements', { payoutAccount: 'my bank please' })
    expect(bad.status).toBe(400)
    expect(text(await bad.text())).toContain('Enter a Stripe account id (acct_…) or a Paystack recipient code (RCP_…)')
    const pending = await db().select().from(expertPayouts).where(eq(expertPayouts.status, 'pending'))
    expect(pending.length).toBeGreaterThan(0)
    const before = transfers.length
    const saved = await expert.post('/engagements', { payoutAccount: 'acct_1JumaOtieno42', password: GOOD_PASSWORD })
    expect(flashOf(saved)).toBe('engagements.payoutAccountSaved')
    for (const p of pending) {
      const [row] = await db().select().from(expertPayouts).where(eq(expertPayouts.id, p.id))
      expect(row.status).toBe('sent')
      expect(row.providerTransferId).toMatch(/^tr_sandbox_/)
    }
    expect(transfers.length - before).toBe(pending.length)

    // A new release, then two workers scanning together: one transfer.
    const engagementId = await newEngagement()
    const id = await fundedMilestone(engagementId, 'Annex and budget tables', 350)
    const job = JOBS.find((j) => j.id === 'engagements.send-payouts')!
    const { releaseMilestone } = await import('../../app/domain/engagements/release-milestone.server.ts')
    const moved = await releaseMilestone(db(), (await engagementRow(engagementId)).memberId, id, 'sandbox')
    expect(moved.ok).toBe(true)
    const count = transfers.length
    await Promise.all([job.handler({}, inlineJobServices(server)), job.handler({}, inlineJobServices(server))])
    await job.handler({}, inlineJobServices(server))
    const [payout] = await payoutsOf(id)
    expect(payout.status).toBe('sent')
    expect(transfers.slice(count)).toEqual([payout.id])
    expect(await db().select().from(notifications).where(eq(notifications.messageId, 'engagements.notification.payoutSent'))).not.toHaveLength(0)
  })

  it('marks a refused transfer failed and sends it on a later run', async () => {
    const engagementId = await newEngagement()
    const id = await fundedMilestone(engagementId, 'Evaluation plan', 150)
    const provider = server.services.payments
    const working = provider.transfer
    provider.transfer = async () => {
      throw new Error('Insufficient platform balance')
    }
    await member.post(`/engagements/${engagementId}`, { intent: 'release', milestoneId: id })
    expect((await payoutsOf(id))[0]).toMatchObject({ status: 'failed', error: 'Insufficient platform balance' })
    provider.transfer = working
    await runJob('engagements.send-payouts')
    expect((await payoutsOf(id))[0]).toMatchObject({ status: 'sent', error: null })
  })
})

describe('Auto-release', () => {
  it(`releases a delivered milestone ${AUTO_RELEASE_DAYS} days after delivery, once, however often the job runs`, async () => {
    const engagementId = await newEngagement()
    const id = await deliveredMilestone(engagementId, 'Draft reviewed by the expert', 500)
    const deliveredAt = (await milestone(id)).deliveredAt!.getTime()
    const day = 86_400_000
    await runJob('engagements.auto-release', { now: new Date(deliveredAt + (AUTO_RELEASE_DAYS - 1) * day).toISOString() })
    expect((await milestone(id)).status).toBe('delivered')
    const later = new Date(deliveredAt + (AUTO_RELEASE_DAYS + 1) * day).toISOString()
    await Promise.all([runJob('engagements.auto-release', { now: later }), runJob('engagements.auto-release', { now: later })])
    await runJob('engagements.auto-release', { now: later })
    expect((await milestone(id)).status).toBe('released')
    const payouts = await payoutsOf(id)
    expect(payouts).toHaveLength(1)
    expect(transfers.filter((t) => t === payouts[0].id)).toHaveLength(1)
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.messageId, 'engagements.notification.autoReleased'), eq(notifications.link, `/engagements/${engagementId}`)))
    expect(told.map((n) => n.userId).sort()).toEqual([(await engagementRow(engagementId)).memberId, expertUserId].sort())
  })
})

describe('Disputes', () => {
  it('needs a reason, freezes the milestone (no release, no auto-release) and tells the other side', async () => {
    const engagementId = await newEngagement()
    const id = await deliveredMilestone(engagementId, 'Narrative section', 700)
    const empty = await member.post(`/engagements/${engagementId}`, { intent: 'dispute', milestoneId: id, reason: '' })
    expect(empty.status).toBe(400)
    expect(text(await empty.text())).toContain('Please give the reason in at least 10 characters')
    expect((await milestone(id)).status).toBe('delivered')
    const opened = await member.post(`/engagements/${engagementId}`, { intent: 'dispute', milestoneId: id, reason: 'The narrative does not follow the funder template at all.' })
    expect(flashOf(opened)).toBe('engagements.disputeOpened')
    expect((await milestone(id)).status).toBe('disputed')
    expect((await member.post(`/engagements/${engagementId}`, { intent: 'release', milestoneId: id })).status).toBe(409)
    await runJob('engagements.auto-release', { now: new Date(Date.now() + 60 * 86_400_000).toISOString() })
    expect((await milestone(id)).status).toBe('disputed')
    expect(await payoutsOf(id)).toHaveLength(0)
    // A second dispute on the same milestone is refused.
    expect((await expert.post(`/engagements/${engagementId}`, { intent: 'dispute', milestoneId: id, reason: 'I delivered exactly what was agreed.' })).status).toBe(409)
    expect(await db().select().from(notifications).where(eq(notifications.messageId, 'engagements.notification.disputed'))).toHaveLength(1)
  })

  it('is settled by an admin refund: the money goes back through the provider, with an audit row and both sides told', async () => {
    const engagementId = await newEngagement('Grant for a school kitchen')
    const id = await fundedMilestone(engagementId, 'Kitchen budget', 400)
    await expert.post(`/engagements/${engagementId}`, { intent: 'dispute', milestoneId: id, reason: 'The member stopped answering for three weeks.' })
    const [dispute] = await db().select().from(milestoneDisputes).where(eq(milestoneDisputes.milestoneId, id))
    expect(text((await admin.page('/admin/disputes')).html)).toContain('Kitchen budget')
    // Members cannot decide it.
    expect(flashOf(await member.post(`/admin/disputes/${dispute.id}`, { intent: 'refund' }))).toBe('admin.accessDenied')
    const refunds: unknown[] = []
    const provider = server.services.payments
    const refund = provider.refund
    provider.refund = async (payment) => {
      refunds.push(payment)
    }
    const decided = await admin.post(`/admin/disputes/${dispute.id}`, { intent: 'refund' })
    provider.refund = refund
    expect(flashOf(decided)).toBe('engagements.admin.resolvedFlash')
    expect(refunds).toEqual([expect.objectContaining({ sessionId: (await milestone(id)).paymentSessionId, amountUsd: 400 })])
    expect((await milestone(id)).status).toBe('refunded')
    expect(await payoutsOf(id)).toHaveLength(0)
    // The funding checkout is marked refunded by the payments module (ADR 023).
    const [checkout] = await db()
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, (await milestone(id)).paymentSessionId!))
    expect(checkout.status).toBe('refunded')
    const [resolved] = await db().select().from(milestoneDisputes).where(eq(milestoneDisputes.id, dispute.id))
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'refund' })
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'dispute.refund'), eq(auditLog.entityId, dispute.id))),
    ).toHaveLength(1)
    expect(await db().select().from(notifications).where(eq(notifications.messageId, 'engagements.notification.resolvedRefund'))).toHaveLength(2)
    // Deciding again changes nothing.
    expect((await admin.post(`/admin/disputes/${dispute.id}`, { intent: 'release' })).status).toBe(409)
    expect(await payoutsOf(id)).toHaveLength(0)
  })

  it('is settled by a split: the expert is paid their share and the rest is refunded', async () => {
    const engagementId = await newEngagement('Grant for a maternity ward')
    const id = await deliveredMilestone(engagementId, 'Ward proposal', 500)
    await member.post(`/engagements/${engagementId}`, { intent: 'dispute', milestoneId: id, reason: 'Only half of the sections were written.' })
    const [dispute] = await db().select().from(milestoneDisputes).where(eq(milestoneDisputes.milestoneId, id))
    const tooMuch = await admin.post(`/admin/disputes/${dispute.id}`, { intent: 'split', expertShareUsd: '500' })
    expect(tooMuch.status).toBe(400)
    expect(text(await tooMuch.text())).toContain("Enter the expert's share in whole US dollars, more than $0 and less than the milestone's amount")
    expect((await milestone(id)).status).toBe('disputed')
    const refunds: Array<{ refundUsd?: number }> = []
    const provider = server.services.payments
    const refund = provider.refund
    provider.refund = async (payment) => {
      refunds.push(payment)
    }
    await admin.post(`/admin/disputes/${dispute.id}`, { intent: 'split', expertShareUsd: '300' })
    provider.refund = refund
    expect(await milestone(id)).toMatchObject({ status: 'split', expertShareUsd: 300 })
    expect(refunds.map((r) => r.refundUsd)).toEqual([200])
    // Part of it returned: the funding checkout stays paid.
    expect(
      (
        await db()
          .select()
          .from(paymentSessions)
          .where(eq(paymentSessions.id, (await milestone(id)).paymentSessionId!))
      )[0].status,
    ).toBe('paid')
    expect((await payoutsOf(id))[0]).toMatchObject({ amountUsd: 300, status: 'sent' })
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dispute.split'), eq(auditLog.entityId, dispute.id)))
    expect(audit.after).toMatchObject({ refundUsd: 200, expertShareUsd: 300 })
    expect(await engagementRow(engagementId)).toMatchObject({ status: 'completed' })
  })

  it('is settled by a release: the expert is paid the whole milestone and nothing is refunded', async () => {
    const engagementId = await newEngagement('Grant for a tree nursery')
    const id = await deliveredMilestone(engagementId, 'Nursery proposal', 650)
    await member.post(`/engagements/${engagementId}`, { intent: 'dispute', milestoneId: id, reason: 'I am not sure the budget adds up.' })
    const [dispute] = await db().select().from(milestoneDisputes).where(eq(milestoneDisputes.milestoneId, id))
    const refunds: unknown[] = []
    const provider = server.services.payments
    const refund = provider.refund
    provider.refund = async (payment) => {
      refunds.push(payment)
    }
    await admin.post(`/admin/disputes/${dispute.id}`, { intent: 'release' })
    provider.refund = refund
    expect(refunds).toEqual([])
    expect((await milestone(id)).status).toBe('released')
    expect((await payoutsOf(id))[0]).toMatchObject({ amountUsd: 650, status: 'sent' })
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'dispute.release'), eq(auditLog.entityId, dispute.id))),
    ).toHaveLength(1)
    expect(text((await admin.page(`/admin/disputes/${dispute.id}`)).html)).toContain('Dispute settled: paid to the expert.')
  })

  it('changes nothing when the provider refuses the refund', async () => {
    const engagementId = await newEngagement()
    const id = await fundedMilestone(engagementId, 'Cover letter', 120)
    await member.post(`/engagements/${engagementId}`, { intent: 'dispute', milestoneId: id, reason: 'The letter was never sent to me.' })
    const [dispute] = await db().select().from(milestoneDisputes).where(eq(milestoneDisputes.milestoneId, id))
    const provider = server.services.payments
    const refund = provider.refund
    provider.refund = async () => {
      throw new Error('Provider unavailable')
    }
    const response = await admin.post(`/admin/disputes/${dispute.id}`, { intent: 'refund' })
    provider.refund = refund
    expect(response.status).toBe(502)
    expect((await milestone(id)).status).toBe('disputed')
    expect((await db().select().from(milestoneDisputes).where(eq(milestoneDisputes.id, dispute.id)))[0].status).toBe('open')
  })
})

describe('Completion, outcome and reviews', () => {
  it('refuses reviews before completion, then takes one per side and recomputes the expert’s stats', async () => {
    const engagementId = await newEngagement('Grant for a community library')
    const first = await fundedMilestone(engagementId, 'Library concept note', 300)
    const second = await addMilestone(engagementId, 'Library full proposal', 900)
    const early = await member.post(`/engagements/${engagementId}`, { intent: 'review', rating: '5', body: 'Juma wrote a wonderful concept note for us.' })
    expect(early.status).toBe(409)
    expect(text(await early.text())).toContain('Reviews can only be written once the engagement is completed.')
    await member.post(`/engagements/${engagementId}`, { intent: 'release', milestoneId: first })
    // One milestone still unfunded: not completed yet.
    expect((await engagementRow(engagementId)).status).toBe('active')
    await pay(await openFunding(engagementId, second))
    await member.post(`/engagements/${engagementId}`, { intent: 'release', milestoneId: second })
    const done = await engagementRow(engagementId)
    expect(done.status).toBe('completed')
    expect(done.completedAt).toBeInstanceOf(Date)
    // Completed: no more milestones.
    expect((await member.post(`/engagements/${engagementId}`, { intent: 'add-milestone', title: 'One more thing', amountUsd: '50', dueDate: '' })).status).toBe(409)

    const badRating = await member.post(`/engagements/${engagementId}`, { intent: 'review', rating: '6', body: 'Juma wrote a wonderful proposal for us.' })
    expect(text(await badRating.text())).toContain('Choose a rating from 1 to 5 stars')
    expect(flashOf(await member.post(`/engagements/${engagementId}`, { intent: 'review', rating: '4', body: 'Juma wrote a wonderful proposal for us.' }))).toBe('engagements.reviewSaved')
    const twice = await member.post(`/engagements/${engagementId}`, { intent: 'review', rating: '1', body: 'Changing my mind about this one.' })
    expect(twice.status).toBe(409)
    expect(text(await twice.text())).toContain('You have already reviewed this engagement.')
    expect(flashOf(await expert.post(`/engagements/${engagementId}`, { intent: 'review', rating: '5', body: 'Amina’s team was clear and quick to answer.' }))).toBe('engagements.reviewSaved')
    expect(await db().select().from(reviews).where(eq(reviews.engagementId, engagementId))).toHaveLength(2)
    // Others cannot review it.
    expect((await stranger.post(`/engagements/${engagementId}`, { intent: 'review', rating: '1', body: 'I was never part of this work.' })).status).toBe(404)

    const stats = async () => (await db().select().from(expertStats).where(eq(expertStats.expertId, expertId)))[0]
    const completed = (
      await db()
        .select()
        .from(engagements)
        .where(and(eq(engagements.expertId, expertId), eq(engagements.status, 'completed')))
    ).length
    expect(await stats()).toMatchObject({ averageRating: 4, reviewCount: 1, completedProjects: completed, totalProjects: completed, successRate: 0, totalFundingSecured: 0 })

    // A portfolio entry (part B writes them) and the grant's outcome, recorded by the member.
    await db().insert(expertPortfolio).values({ expertId, projectTitle: 'Maji safi borehole grant', grantAmount: 40_000, wasSuccessful: true })
    const missing = await member.post(`/engagements/${engagementId}`, { intent: 'outcome', grantOutcome: 'won', fundingSecured: '' })
    expect(text(await missing.text())).toContain('Enter the funding secured by the grant')
    expect(flashOf(await member.post(`/engagements/${engagementId}`, { intent: 'outcome', grantOutcome: 'won', fundingSecured: '25,000' }))).toBe('engagements.outcomeSaved')
    expect(await stats()).toMatchObject({ totalProjects: completed + 1, successRate: 100, totalFundingSecured: 65_000 })
    // The expert may not record the member's outcome.
    expect((await expert.post(`/engagements/${engagementId}`, { intent: 'outcome', grantOutcome: 'lost', fundingSecured: '' })).status).toBe(403)
    expect((await engagementRow(engagementId)).grantWon).toBe(true)
  })
})

describe('Who sees an engagement', () => {
  it('shows it to its member, its expert and admins, lists it for both sides, and is a 404 for anyone else', async () => {
    const engagementId = await newEngagement('Grant for a women’s savings group')
    for (const client of [member, expert, admin]) expect((await client.page(`/engagements/${engagementId}`)).status).toBe(200)
    expect((await stranger.get(`/engagements/${engagementId}`)).status).toBe(404)
    expect((await stranger.get('/engagements/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await stranger.get('/engagements/not-an-id')).status).toBe(404)
    expect(text((await member.page('/engagements')).html)).toContain('Grant for a women’s savings group')
    expect(text((await expert.page('/engagements')).html)).toContain('Grant for a women’s savings group')
    expect(text((await stranger.page('/engagements')).html)).not.toContain('Grant for a women’s savings group')
    // An admin reads it but does not act as a party.
    expect((await admin.post(`/engagements/${engagementId}`, { intent: 'add-milestone', title: 'Admin milestone', amountUsd: '10', dueDate: '' })).status).toBe(403)
  })
})

describe('Escrow emails', () => {
  it('emails each change once, in the recipient’s language, after it commits', async () => {
    await runJob('engagements.send-emails')
    const outbox = await server.services.mailer.listOutbox()
    const toExpert = outbox.filter((m) => m.to === EXPERT).map((m) => m.subject)
    expect(toExpert).toContain('Milestone funded on Proposal for a solar irrigation grant')
    expect(toExpert).toContain('New review on Grant for a community library')
    const toMember = outbox.filter((m) => m.to === MEMBER).map((m) => m.subject)
    expect(toMember).toContain('Milestone delivered on Proposal for a solar irrigation grant')
    expect(toMember).toContain('Dispute settled on Grant for a school kitchen')
    const count = outbox.length
    await runJob('engagements.send-emails')
    expect((await server.services.mailer.listOutbox()).length).toBe(count)
  })

  it('writes to each side in their own language, whoever acted', async () => {
    await db().update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, expertUserId))
    const engagementId = await newEngagement('Subvention pour une coopérative laitière')
    await addMilestone(engagementId, 'Note conceptuelle', 220)
    await runJob('engagements.send-emails')
    const french = (await server.services.mailer.listOutbox()).find((m) => m.to === EXPERT && m.subject === 'Nouveau jalon sur Subvention pour une coopérative laitière')
    expect(french?.text).toContain('Nouveau jalon « Note conceptuelle » (220')
    await db().update(profiles).set({ language: 'en' }).where(eq(profiles.userId, expertUserId))
  })

  it('moves nothing outside the state machine: a direct move the table refuses is refused', async () => {
    const engagementId = await newEngagement()
    const id = await addMilestone(engagementId, 'Attachments', 90)
    const outcome = await db().transaction((tx) => moveMilestone(tx, { milestoneId: id, move: 'fund', actor: { kind: 'admin', userId: null } }))
    expect(outcome).toEqual({ ok: false, reason: 'not-allowed' })
    expect((await milestone(id)).status).toBe('unfunded')
  })
})

describe('Removing a mistaken milestone, and milestones the expert proposes (issue 23)', () => {
  const told = async (messageId: string, userId: string, engagementId: string) =>
    (
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.messageId, messageId), eq(notifications.userId, userId), eq(notifications.link, `/engagements/${engagementId}`)))
    ).length

  it('lets the member remove an unfunded milestone (never a funded one), refunds a payment that arrives for it, and completes once the rest is released', async () => {
    const engagementId = await newEngagement('Grant for a fish pond')
    const first = await fundedMilestone(engagementId, 'Pond concept note', 300)
    const mistaken = await addMilestone(engagementId, 'Mistaken duplicate milestone', 3000)
    // A checkout opened for it before the mistake was seen.
    const lateCheckout = await openFunding(engagementId, mistaken)
    // Only the member removes; to anyone outside it is not there.
    expect((await expert.post(`/engagements/${engagementId}`, { intent: 'remove-milestone', milestoneId: mistaken })).status).toBe(403)
    expect((await stranger.post(`/engagements/${engagementId}`, { intent: 'remove-milestone', milestoneId: mistaken })).status).toBe(404)
    // Money in escrow is never removed: a funded milestone goes through a dispute.
    const funded = await member.post(`/engagements/${engagementId}`, { intent: 'remove-milestone', milestoneId: first })
    expect(funded.status).toBe(409)
    expect(text(await funded.text())).toContain('Only an unfunded milestone of an active engagement can be removed')
    expect((await milestone(first)).status).toBe('funded')

    const removed = await member.post(`/engagements/${engagementId}`, { intent: 'remove-milestone', milestoneId: mistaken })
    expect(flashOf(removed)).toBe('engagements.milestoneRemoved')
    const row = await milestone(mistaken)
    expect(row.status).toBe('removed')
    expect(row.removedAt).toBeInstanceOf(Date)
    expect(await told('engagements.notification.removed', expertUserId, engagementId)).toBe(1)
    expect((await member.post(`/engagements/${engagementId}`, { intent: 'remove-milestone', milestoneId: mistaken })).status).toBe(409)
    // The late payment for it is returned, and the milestone stays removed.
    expect((await pay(lateCheckout)).outcome).toBe('refunded')
    expect((await milestone(mistaken)).status).toBe('removed')
    const page = text((await member.page(`/engagements/${engagementId}`)).html)
    expect(page).toContain('Removed')
    expect(page).not.toContain('$3,300')

    expect((await engagementRow(engagementId)).status).toBe('active')
    await member.post(`/engagements/${engagementId}`, { intent: 'release', milestoneId: first })
    expect(await engagementRow(engagementId)).toMatchObject({ status: 'completed' })
    expect(flashOf(await member.post(`/engagements/${engagementId}`, { intent: 'review', rating: '5', body: 'Juma wrote the pond concept note quickly.' }))).toBe('engagements.reviewSaved')
  })

  it('completes the engagement at once when the removed milestone was the last one open', async () => {
    const engagementId = await newEngagement('Grant for a bee-keeping cooperative')
    const done = await fundedMilestone(engagementId, 'Hive budget', 200)
    const mistaken = await addMilestone(engagementId, 'Hive budget again by mistake', 200)
    await member.post(`/engagements/${engagementId}`, { intent: 'release', milestoneId: done })
    // Stuck before: one unfunded milestone nobody will pay for kept it active, and reviews closed.
    expect((await engagementRow(engagementId)).status).toBe('active')
    const removed = await member.post(`/engagements/${engagementId}`, { intent: 'remove-milestone', milestoneId: mistaken })
    expect(flashOf(removed)).toBe('engagements.milestoneRemovedCompleted')
    expect(await engagementRow(engagementId)).toMatchObject({ status: 'completed' })
    expect(flashOf(await expert.post(`/engagements/${engagementId}`, { intent: 'review', rating: '5', body: 'Clear brief and quick answers.' }))).toBe('engagements.reviewSaved')
  })

  it('lets the expert propose a milestone, which the member accepts (then funds) or declines, each side told', async () => {
    const engagementId = await newEngagement('Grant for a seed bank')
    const memberId = (await engagementRow(engagementId)).memberId
    expect((await member.post(`/engagements/${engagementId}`, { intent: 'propose-milestone', title: 'Member proposing', amountUsd: '10', dueDate: '' })).status).toBe(403)
    const proposed = await expert.post(`/engagements/${engagementId}`, { intent: 'propose-milestone', title: 'Seed bank budget annex', amountUsd: '250', dueDate: '2027-04-30' })
    expect(flashOf(proposed)).toBe('engagements.milestoneProposed')
    // Sent twice: one proposal.
    await expert.post(`/engagements/${engagementId}`, { intent: 'propose-milestone', title: 'Seed bank budget annex', amountUsd: '250', dueDate: '2027-04-30' })
    const [proposal, ...more] = await db().select().from(milestoneProposals).where(eq(milestoneProposals.engagementId, engagementId))
    expect(more).toHaveLength(0)
    expect(proposal).toMatchObject({ kind: 'add', status: 'open', title: 'Seed bank budget annex', amountUsd: 250, dueDate: '2027-04-30' })
    expect(await db().select().from(milestones).where(eq(milestones.engagementId, engagementId))).toHaveLength(0)
    expect(await told('engagements.notification.proposedAdd', memberId, engagementId)).toBe(1)
    expect(text((await member.page(`/engagements/${engagementId}`)).html)).toContain('The expert proposes a new milestone ($250): Seed bank budget annex')
    // Only the member decides.
    expect((await expert.post(`/engagements/${engagementId}`, { intent: 'accept-proposal', proposalId: proposal.id })).status).toBe(403)

    expect(flashOf(await member.post(`/engagements/${engagementId}`, { intent: 'accept-proposal', proposalId: proposal.id }))).toBe('engagements.proposalAcceptedFlash')
    const [made] = await db().select().from(milestones).where(eq(milestones.engagementId, engagementId))
    expect(made).toMatchObject({ title: 'Seed bank budget annex', amountUsd: 250, dueDate: '2027-04-30', status: 'unfunded' })
    expect(await told('engagements.notification.proposalAccepted', expertUserId, engagementId)).toBe(1)
    // Decided once: not again.
    expect((await member.post(`/engagements/${engagementId}`, { intent: 'decline-proposal', proposalId: proposal.id })).status).toBe(400)
    await pay(await openFunding(engagementId, made.id))
    expect((await milestone(made.id)).status).toBe('funded')

    await expert.post(`/engagements/${engagementId}`, { intent: 'propose-milestone', title: 'Extra translation work', amountUsd: '900', dueDate: '' })
    const [second] = await db()
      .select()
      .from(milestoneProposals)
      .where(and(eq(milestoneProposals.engagementId, engagementId), eq(milestoneProposals.status, 'open')))
    expect(flashOf(await member.post(`/engagements/${engagementId}`, { intent: 'decline-proposal', proposalId: second.id }))).toBe('engagements.proposalDeclinedFlash')
    expect((await db().select().from(milestoneProposals).where(eq(milestoneProposals.id, second.id)))[0].status).toBe('declined')
    expect(await db().select().from(milestones).where(eq(milestones.engagementId, engagementId))).toHaveLength(1)
    expect(await told('engagements.notification.proposalDeclined', expertUserId, engagementId)).toBe(1)

    await runJob('engagements.send-emails')
    const outbox = await server.services.mailer.listOutbox()
    expect(outbox.filter((m) => m.to === MEMBER).map((m) => m.subject)).toContain('Milestone proposed on Grant for a seed bank')
    expect(outbox.filter((m) => m.to === EXPERT).map((m) => m.subject)).toContain('Proposal declined on Grant for a seed bank')
  })

  it('lets the expert propose removing an unfunded milestone, which the member removes by accepting, or declines', async () => {
    const engagementId = await newEngagement('Grant for a clinic solar roof')
    const memberId = (await engagementRow(engagementId)).memberId
    const wrong = await addMilestone(engagementId, 'Roof survey priced twice', 400)
    const keep = await addMilestone(engagementId, 'Roof proposal', 600)
    const funded = await fundedMilestone(engagementId, 'Roof budget', 150)
    // The expert may not remove on their own, nor ask to remove money in escrow.
    expect((await expert.post(`/engagements/${engagementId}`, { intent: 'remove-milestone', milestoneId: wrong })).status).toBe(403)
    expect((await expert.post(`/engagements/${engagementId}`, { intent: 'propose-removal', milestoneId: funded })).status).toBe(409)
    expect(flashOf(await expert.post(`/engagements/${engagementId}`, { intent: 'propose-removal', milestoneId: wrong }))).toBe('engagements.removalProposed')
    await expert.post(`/engagements/${engagementId}`, { intent: 'propose-removal', milestoneId: wrong })
    const open = await db()
      .select()
      .from(milestoneProposals)
      .where(and(eq(milestoneProposals.milestoneId, wrong), eq(milestoneProposals.status, 'open')))
    expect(open).toHaveLength(1)
    expect(await told('engagements.notification.proposedRemove', memberId, engagementId)).toBe(1)
    // Each side reads the proposal from where they stand.
    expect(text((await member.page(`/engagements/${engagementId}`)).html)).toContain('The expert proposed removing this milestone: accept or decline it under Proposed changes.')
    expect(text((await expert.page(`/engagements/${engagementId}`)).html)).toContain('You proposed removing this milestone: the member decides.')
    expect(flashOf(await member.post(`/engagements/${engagementId}`, { intent: 'accept-proposal', proposalId: open[0].id }))).toBe('engagements.proposalAcceptedFlash')
    expect((await milestone(wrong)).status).toBe('removed')
    expect((await db().select().from(milestoneProposals).where(eq(milestoneProposals.id, open[0].id)))[0].status).toBe('accepted')
    expect(await told('engagements.notification.removed', expertUserId, engagementId)).toBe(1)

    await expert.post(`/engagements/${engagementId}`, { intent: 'propose-removal', milestoneId: keep })
    const [other] = await db()
      .select()
      .from(milestoneProposals)
      .where(and(eq(milestoneProposals.milestoneId, keep), eq(milestoneProposals.status, 'open')))
    expect(flashOf(await member.post(`/engagements/${engagementId}`, { intent: 'decline-proposal', proposalId: other.id }))).toBe('engagements.proposalDeclinedFlash')
    expect((await milestone(keep)).status).toBe('unfunded')
    expect(await told('engagements.notification.proposalDeclined', expertUserId, engagementId)).toBe(1)
    await runJob('engagements.send-emails')
    expect((await server.services.mailer.listOutbox()).filter((m) => m.to === EXPERT).map((m) => m.subject)).toContain('Milestone removed on Grant for a clinic solar roof')
  })

  it('does not count removed milestones toward the limit when the member accepts a proposed one, and still refuses past it', async () => {
    const engagementId = await newEngagement('Grant for a school kitchen')
    // One short of the limit once the removed one is left out.
    await db()
      .insert(milestones)
      .values(
        Array.from({ length: MILESTONES_PER_ENGAGEMENT }, (_, i) => ({ engagementId, title: `Kitchen part ${i + 1}`, amountUsd: 10, status: i === 0 ? ('removed' as const) : ('unfunded' as const) })),
      )
    const propose = async (title: string) =>
      (await db().insert(milestoneProposals).values({ engagementId, kind: 'add', title, amountUsd: 80, proposedBy: expertUserId }).returning({ id: milestoneProposals.id }))[0].id
    const first = await propose('Kitchen budget annex')
    expect(flashOf(await member.post(`/engagements/${engagementId}`, { intent: 'accept-proposal', proposalId: first }))).toBe('engagements.proposalAcceptedFlash')
    const live = await db()
      .select({ title: milestones.title })
      .from(milestones)
      .where(and(eq(milestones.engagementId, engagementId), ne(milestones.status, 'removed')))
    expect(live).toHaveLength(MILESTONES_PER_ENGAGEMENT)
    expect(live.map((m) => m.title)).toContain('Kitchen budget annex')
    const second = await propose('One more annex')
    const refused = await member.post(`/engagements/${engagementId}`, { intent: 'accept-proposal', proposalId: second })
    expect(refused.status).toBe(409)
    expect(text(await refused.text())).toContain('This engagement already has the most milestones it can hold.')
    expect((await db().select().from(milestoneProposals).where(eq(milestoneProposals.id, second)))[0].status).toBe('open')
  })
})

describe('Changing the payout account (issue 23)', () => {
  const NEW_ACCOUNT = 'acct_1NewJumaAccountNew42'
  const accountOf = async () => (await db().select({ account: experts.payoutAccount, heldUntil: experts.payoutsHeldUntil }).from(experts).where(eq(experts.id, expertId)))[0]
  const changeEmails = async () => (await server.services.mailer.listOutbox()).filter((m) => m.to === EXPERT && /payout account|compte de versement/.test(m.subject))

  it('asks for the password again: missing or wrong, nothing changes, nobody is paid elsewhere, and the account typed stays in the form', async () => {
    const before = await accountOf()
    expect(before.account).toBe('acct_1JumaOtieno42')
    const changes = (await db().select().from(payoutAccountChanges)).length
    const emails = (await changeEmails()).length
    const missing = await expert.post('/engagements', { payoutAccount: 'acct_1AttackerAcct99' })
    expect(missing.status).toBe(400)
    const missingHtml = await missing.text()
    expect(text(missingHtml)).toContain('Enter your password to change your payout account')
    expect(missingHtml).toContain('acct_1AttackerAcct99')
    const wrong = await expert.post('/engagements', { payoutAccount: 'acct_1AttackerAcct99', password: 'Wr0ng!Passw0rd' })
    expect(wrong.status).toBe(400)
    const wrongHtml = await wrong.text()
    expect(text(wrongHtml)).toContain('Your password is not correct: the payout account was not changed')
    expect(wrongHtml).toContain('acct_1AttackerAcct99')
    expect(wrongHtml).not.toContain('Wr0ng!Passw0rd')
    expect(await accountOf()).toEqual(before)
    expect(await db().select().from(payoutAccountChanges)).toHaveLength(changes)
    await runJob('engagements.send-emails')
    expect(await changeEmails()).toHaveLength(emails)
  })

  it('emails the expert in their language naming the new account masked, holds payouts for 48 hours, then sends them there and names it', async () => {
    await db().update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, expertUserId))
    const saved = await expert.post('/engagements', { payoutAccount: NEW_ACCOUNT, password: GOOD_PASSWORD })
    expect(flashOf(saved)).toBe('engagements.payoutAccountChangedHeld')
    const { account, heldUntil } = await accountOf()
    expect(account).toBe(NEW_ACCOUNT)
    // Held for exactly PAYOUT_HOLD_HOURS from the recorded change.
    const [change] = await db().select().from(payoutAccountChanges).where(eq(payoutAccountChanges.account, NEW_ACCOUNT))
    expect(change).toMatchObject({ previousAccount: 'acct_1JumaOtieno42', expertId })
    expect(heldUntil!.getTime()).toBe(change.createdAt.getTime() + PAYOUT_HOLD_HOURS * 3_600_000)
    expect(change.heldUntil!.getTime()).toBe(heldUntil!.getTime())
    const [email] = await changeEmails()
    expect(email.subject).toBe('Votre compte de versement Harambee a été modifié')
    expect(email.text).toContain('acct_••••ew42')
    expect(email.text).not.toContain(NEW_ACCOUNT)
    await db().update(profiles).set({ language: 'en' }).where(eq(profiles.userId, expertUserId))

    // The page says so, and names the account masked.
    const page = await expert.page('/engagements')
    expect(text(page.html)).toContain('payouts are held until')
    expect(text(page.html)).toContain('Payouts are sent to acct_••••ew42.')
    expect(page.html).not.toContain(NEW_ACCOUNT)

    // A payment released during the hold waits, through the page and the scan alike.
    const engagementId = await newEngagement('Grant for a village water kiosk')
    const id = await fundedMilestone(engagementId, 'Kiosk proposal', 700)
    const count = transfers.length
    await member.post(`/engagements/${engagementId}`, { intent: 'release', milestoneId: id })
    await runJob('engagements.send-payouts')
    expect((await payoutsOf(id))[0].status).toBe('pending')
    expect(transfers.length).toBe(count)
    expect(text((await expert.page(`/engagements/${engagementId}`)).html)).toContain('payouts are held until')
    // After the hold it goes out, to the new account, and the email names it (masked).
    await runJob('engagements.send-payouts', { now: new Date(heldUntil!.getTime() + 60_000).toISOString() })
    const [payout] = await payoutsOf(id)
    expect(payout).toMatchObject({ status: 'sent', destination: NEW_ACCOUNT })
    expect(transfers.slice(count)).toEqual([payout.id])
    await runJob('engagements.send-emails')
    const sent = (await server.services.mailer.listOutbox()).find((m) => m.to === EXPERT && m.subject === 'Payout sent for Grant for a village water kiosk')
    expect(sent?.text).toContain('It was sent to your payout account acct_••••ew42.')
    await db().update(experts).set({ payoutsHeldUntil: null }).where(eq(experts.id, expertId))
  })
})
