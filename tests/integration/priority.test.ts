import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRIORITY_ANSWER_HOURS } from '../../app/catalog/priority.ts'
import { auditLog, experts, notifications, organizations, priorityRequests, projectRequests, requestMessages, scheduledEmails, user } from '../../app/db/schema/index.ts'
import type { Mailer } from '../../app/email/mailer.server.ts'
import { claimPriorityDigests } from '../../app/domain/priority/claim-priority-digests.server.ts'
import { dayOf } from '../../app/domain/priority/digest-day.ts'
import { getDigestSetting } from '../../app/domain/priority/digest-setting.server.ts'
import { escalatePriorityRequests } from '../../app/domain/priority/escalate-priority-requests.server.ts'
import { queueUnsentToldAtOnce } from '../../app/domain/priority/queue-unsent-told-at-once.server.ts'
import { EMAIL_TOLD_AT_ONCE_JOB, toldAtOnceKey, toldAtOncePrefix } from '../../app/domain/priority/told-at-once-keys.ts'
import { createProjectRequest, type RequestingMember } from '../../app/domain/requests/create-project-request.server.ts'
import type { ProjectRequestInput } from '../../app/domain/requests/request.schema.ts'
import { t } from '../../app/i18n/index.ts'
import { newMember, organizationOf, signedInAdmin } from '../support/accounts.ts'
import { makeExpert, requestFields, verifyOrganization } from '../support/experts.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Priority notifications (Pro and Elite experts told of a sector's new request at once, the others in
 * one daily digest, exactly once) and priority access (a Premium-verified organization's requests
 * shown first, answered by a stated time or escalated to staff's queue), issue 28 §2, ADR 074.
 */
let server: TestServer
let admin: TestClient
type Made = Awaited<ReturnType<typeof makeExpert>>
let pro: Made
let elite: Made
let basic: Made
let basicOff: Made
let premium: { client: TestClient; member: RequestingMember }
let standard: { client: TestClient; member: RequestingMember }
/** What the web process queued (recorded, not run): a worker runs it with `work`. */
let queued: Array<{ jobId: string; payload: object }> = []

const outboxFor = async (email: string) => (await server.services.mailer.listOutbox()).filter((m) => m.to === email)
const notificationsOf = (userId: string) => server.services.db.select().from(notifications).where(eq(notifications.userId, userId))

async function tierExpert(email: string, tier: 'basic' | 'pro' | 'elite', sectors: string[], name: string) {
  const made = await makeExpert(server, email, { name, sectors })
  await server.services.db.update(experts).set({ membershipTier: tier }).where(eq(experts.id, made.expertId))
  return made
}

async function verifiedMember(email: string, tier: 'premium' | 'standard', orgName: string) {
  const client = await newMember(server, { email, name: `${tier} member`, orgName })
  await verifyOrganization(server, email, tier)
  const org = await organizationOf(server, email)
  return { client, member: { id: org.userId, organizationId: org.id, verifiedTier: tier } as RequestingMember }
}

const input = (title: string, sector: string): ProjectRequestInput => ({
  writer: null,
  sector: sector as ProjectRequestInput['sector'],
  projectTitle: title,
  projectDescription: 'We need help writing a proposal for a programme in rural Kilifi county, with a budget and a plan.',
  budgetMin: 1000,
  budgetMax: 4000,
  deadline: null,
  preferredLanguage: 'en',
})

/** A worker: runs what the web process queued, in order, with the real job services. */
async function work(services = inlineJobServices(server)) {
  const jobs = queued
  queued = []
  for (const job of jobs) await services.enqueue(job.jobId, job.payload)
}

/**
 * A worker whose deliveries under keys beginning with `prefix` are counted: the first is delivered,
 * then the worker dies before marking it sent. `restart` runs the catching-up twice and checks that
 * the email cut short is delivered again under the same key (the outbox replaces it, SMTP's
 * Message-ID dedups), every other one once, and the second run delivers nothing; it returns the
 * deliveries by key.
 */
function killedWorker(prefix: string) {
  const services = inlineJobServices(server)
  const real = server.services.mailer
  const sends: string[] = []
  let killed = false
  services.mailer = Object.assign(Object.create(real) as Mailer, {
    async send(message: Parameters<Mailer['send']>[0]) {
      await real.send(message)
      if (!message.idempotencyKey?.startsWith(prefix)) return
      sends.push(message.idempotencyKey)
      if (!killed) {
        killed = true
        throw new Error('worker killed')
      }
    },
  })
  async function restart(run: () => Promise<unknown>) {
    const [cutShort] = sends
    await run()
    const afterRestart = sends.length
    await run()
    expect(sends).toHaveLength(afterRestart)
    const counts = Object.groupBy(sends, (key) => key)
    expect(counts[cutShort]).toHaveLength(2)
    for (const [key, list] of Object.entries(counts)) if (key !== cutShort) expect(list, key).toHaveLength(1)
    return counts
  }
  return { services, restart }
}

async function send(who: RequestingMember, title: string, sector: string, at = new Date()) {
  const made = await createProjectRequest(server.services, who, input(title, sector), at)
  if (!made.ok) throw new Error(`request refused: ${made.reason}`)
  await work()
  return made.id
}

beforeAll(async () => {
  server = await startTestServer()
  server.services.jobs.attach(async (jobId, payload) => {
    queued.push({ jobId, payload })
  })
  admin = await signedInAdmin(server, 'priority-staff@example.org', 'Sam Staff')
  pro = await tierExpert('priority-pro@example.org', 'pro', ['health', 'education'], 'Kofi Pro')
  elite = await tierExpert('priority-elite@example.org', 'elite', ['health', 'agriculture'], 'Wanjiru Elite')
  basic = await tierExpert('priority-basic@example.org', 'basic', ['health', 'education', 'agriculture'], 'Baraka Basic')
  basicOff = await tierExpert('priority-basic-off@example.org', 'basic', ['education'], 'Neema Quiet')
  premium = await verifiedMember('priority-premium@example.org', 'premium', 'Marula Premium Trust')
  standard = await verifiedMember('priority-standard@example.org', 'standard', 'Baobab Standard Group')
})
afterAll(() => server?.close())

describe('Selling what is built', () => {
  it('lists priority email notifications for Pro without "Coming soon", and priority access on the Premium tier without "coming soon"', async () => {
    const landing = text((await server.client().page('/grant-experts')).html)
    expect(landing).toContain('Priority email notifications')
    expect(landing).not.toContain('Priority email notifications Coming soon')
    const verified = await server.client().page('/get-verified')
    expect(text(verified.html)).toContain('Priority access to grant experts')
    expect(verified.html).not.toMatch(/Priority access to grant experts\s*\(coming soon\)/i)
  })
})

describe('Priority notifications', () => {
  it('tells Pro and Elite experts of a new sector request at once (email and notification); Basic experts only later', async () => {
    const response = await standard.client.post('/project-request', requestFields({ sector: 'health', projectTitle: 'Clinic outreach at once' }))
    expect(response.status).toBe(303)
    // The request's action sends nothing itself: it queues one job for the request.
    const [made] = await server.services.db.select({ id: projectRequests.id }).from(projectRequests).where(eq(projectRequests.projectTitle, 'Clinic outreach at once'))
    expect(queued).toEqual([{ jobId: EMAIL_TOLD_AT_ONCE_JOB, payload: { requestId: made.id } }])
    expect((await outboxFor('priority-pro@example.org')).some((m) => m.subject.includes('Clinic outreach at once'))).toBe(false)
    const retry = [...queued]
    await work()
    // The job retried (or queued again by the scan) delivers nothing again.
    const again = inlineJobServices(server)
    const deliveries: string[] = []
    again.mailer = Object.assign(Object.create(server.services.mailer) as Mailer, {
      async send(message: Parameters<Mailer['send']>[0]) {
        deliveries.push(message.to)
      },
    })
    queued = retry
    await work(again)
    await queueUnsentToldAtOnce(again)
    expect(deliveries).toEqual([])
    for (const who of [pro, elite]) {
      const email = who === pro ? 'priority-pro@example.org' : 'priority-elite@example.org'
      const mails = (await outboxFor(email)).filter((m) => m.subject === 'New request in Health: Clinic outreach at once')
      expect(mails, email).toHaveLength(1)
      expect(mails[0].text).toContain('/requests/')
      expect((await notificationsOf(who.userId)).some((n) => n.messageId === 'requests.notification.sectorOpen')).toBe(true)
    }
    expect((await outboxFor('priority-basic@example.org')).some((m) => m.subject.includes('Clinic outreach at once'))).toBe(false)
    expect((await notificationsOf(basic.userId)).some((n) => n.messageId === 'requests.notification.sectorOpen')).toBe(false)
    // The request is still in the Basic expert's inbox: only the telling waits for the digest.
    expect(text((await basic.client.page('/requests')).html)).toContain('Clinic outreach at once')
  })

  it('emails each Pro and Elite expert of a request exactly once even when the worker is killed mid-send and the job runs again', async () => {
    const made = await createProjectRequest(server.services, standard.member, input('Crash clinic outreach', 'health'))
    if (!made.ok) throw new Error(`request refused: ${made.reason}`)
    expect(queued).toEqual([{ jobId: EMAIL_TOLD_AT_ONCE_JOB, payload: { requestId: made.id } }])
    const { services, restart } = killedWorker(toldAtOncePrefix(made.id))
    await expect(work(services)).rejects.toThrow()
    // The scan finds the emails still unsent and queues the request's job again; once all are sent it queues nothing.
    const counts = await restart(() => queueUnsentToldAtOnce(services))
    expect(Object.keys(counts).sort()).toEqual([toldAtOnceKey(made.id, pro.userId), toldAtOnceKey(made.id, elite.userId)].sort())
    for (const email of ['priority-pro@example.org', 'priority-elite@example.org']) {
      expect(
        (await outboxFor(email)).filter((m) => m.subject === 'New request in Health: Crash clinic outreach'),
        email,
      ).toHaveLength(1)
    }
    const keys = await server.services.db
      .select()
      .from(scheduledEmails)
      .where(like(scheduledEmails.key, `${toldAtOncePrefix(made.id)}%`))
    expect(keys.map((k) => k.userId).sort()).toEqual([pro.userId, elite.userId].sort())
    expect(keys.every((k) => k.sentAt !== null)).toBe(true)
    expect((await outboxFor('priority-basic@example.org')).some((m) => m.subject.includes('Crash clinic outreach'))).toBe(false)
  })

  it('sends Basic experts one digest per day listing the day’s requests in their sectors, and nothing to an expert who turned it off', async () => {
    const yesterday = new Date(Date.now() - 86_400_000)
    await send(standard.member, 'Digest school feeding', 'education', yesterday)
    await send(premium.member, 'Digest teacher training', 'education', new Date(yesterday.getTime() + 1000))
    // Turned off on the settings page (server-checked), not in the database.
    expect((await basicOff.client.post('/expert/priority', {})).status).toBe(302)
    expect(text((await basicOff.client.page('/expert/priority')).html)).toContain(t('priority.settings.later', { tier: 'Basic' }))

    const services = inlineJobServices(server)
    await claimPriorityDigests(services)
    await claimPriorityDigests(services)
    const digests = (await outboxFor('priority-basic@example.org')).filter((m) => m.text.includes('Digest school feeding'))
    expect(digests).toHaveLength(1)
    expect(digests[0].subject).toBe('2 new project requests in your sectors')
    expect(digests[0].text).toContain('Digest teacher training')
    // The priority request is listed first, with its answer-by time.
    expect(digests[0].text.indexOf('Priority: Digest teacher training')).toBeLessThan(digests[0].text.indexOf('Digest school feeding'))
    expect((await outboxFor('priority-basic-off@example.org')).some((m) => m.text.includes('Digest school feeding'))).toBe(false)
    // Pro is told at once, so gets no digest.
    expect((await outboxFor('priority-pro@example.org')).some((m) => m.subject.includes('new project request'))).toBe(false)
    const [key] = await server.services.db
      .select()
      .from(scheduledEmails)
      .where(eq(scheduledEmails.key, `priority-digest:${basic.userId}:${dayOf(yesterday)}`))
    expect(key.sentAt).not.toBeNull()
  })

  it('sends the digest exactly once even when the worker is killed mid-send and the scan runs again', async () => {
    const dayBefore = new Date(Date.now() - 2 * 86_400_000)
    const second = await tierExpert('priority-basic-2@example.org', 'basic', ['agriculture'], 'Zawadi Second')
    await send(standard.member, 'Crash borehole plan', 'agriculture', dayBefore)
    const { services, restart } = killedWorker('priority-digest:')
    await expect(claimPriorityDigests(services)).rejects.toThrow('worker killed')
    await restart(() => claimPriorityDigests(services))
    for (const email of ['priority-basic@example.org', 'priority-basic-2@example.org']) {
      expect(
        (await outboxFor(email)).filter((m) => m.text.includes('Crash borehole plan')),
        email,
      ).toHaveLength(1)
    }
    const keys = await server.services.db
      .select()
      .from(scheduledEmails)
      .where(like(scheduledEmails.key, `priority-digest:%:${dayOf(dayBefore)}`))
    expect(keys.map((k) => k.userId).sort()).toEqual([basic.userId, second.userId].sort())
    expect(keys.every((k) => k.sentAt !== null)).toBe(true)
  })

  it('carries a one-click unsubscribe (RFC 8058) that turns the digest off without signing in', async () => {
    const [digest] = (await outboxFor('priority-basic@example.org')).filter((m) => m.text.includes('Digest school feeding'))
    const eml = (await readFile(path.join(server.dataDir, 'outbox', `${digest.id}.eml`), 'utf8')).replace(/\r?\n[ \t]+/g, ' ')
    const link = eml.match(/^List-Unsubscribe:\s*<(http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?[^>]+k=priorityDigest[^>]+)>/m)![1]
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    const stranger = server.client()
    expect(text((await stranger.page(link.replace(server.url, ''))).html)).toContain('Stop daily request digest emails?')
    expect((await stranger.request(link.replace(server.url, ''), { method: 'POST' })).status).toBe(200)
    expect(await getDigestSetting(server.services.db, basic.userId)).toBe(false)
    // Turned back on from the settings page (the box ticked).
    expect((await basic.client.post('/expert/priority', { digest: 'on' })).status).toBe(302)
    expect(await getDigestSetting(server.services.db, basic.userId)).toBe(true)
  })

  it('keeps the digest setting server-checked: a value other than a ticked box is refused and changes nothing', async () => {
    const refused = await basic.client.post('/expert/priority', { digest: 'yes please' })
    expect(refused.status).toBe(400)
    expect(text(await refused.text())).toContain(t('priority.settings.invalid'))
    const page = await basic.client.page('/expert/priority')
    expect(page.html).toMatch(/<input[^>]*name="digest"[^>]*checked/)
  })
})

describe('Priority access to grant experts', () => {
  it('marks a Premium organization’s request priority with its answer-by time, tells the member, and lists it first in experts’ inboxes', async () => {
    const form = text((await premium.client.page('/project-request?sector=health')).html)
    expect(form).toContain(`asked to answer within ${PRIORITY_ANSWER_HOURS} hours`)
    expect(text((await standard.client.page('/project-request?sector=health')).html)).not.toContain(`within ${PRIORITY_ANSWER_HOURS} hours`)

    const ordinaryId = await send(standard.member, 'Ordinary newer request', 'health', new Date(Date.now() + 1000))
    const priorityId = await send(premium.member, 'Priority older request', 'health')
    const [mark] = await server.services.db.select().from(priorityRequests).where(eq(priorityRequests.requestId, priorityId))
    expect(mark.answerBy.getTime() - mark.createdAt.getTime()).toBe(PRIORITY_ANSWER_HOURS * 3_600_000)
    expect(await server.services.db.select().from(priorityRequests).where(eq(priorityRequests.requestId, ordinaryId))).toHaveLength(0)

    const inbox = await pro.client.page('/requests')
    const body = text(inbox.html)
    expect(body.indexOf('Priority older request')).toBeGreaterThan(-1)
    expect(body.indexOf('Priority older request')).toBeLessThan(body.indexOf('Ordinary newer request'))
    expect(body).toMatch(/Priority Priority older request/)
    expect(inbox.html).toContain('data-testid="priority-label"')
    // The priority email to a Pro expert states the time.
    const mail = (await outboxFor('priority-pro@example.org')).find((m) => m.subject === 'Priority request in Health: Priority older request')!
    expect(mail.text).toContain('expects an answer by')

    const memberView = text((await premium.client.page(`/requests/${priorityId}`)).html)
    expect(memberView).toContain('Priority request: experts are asked to answer by')
  })

  it('escalates a request not answered in time to staff once, tells the member staff stepped in, and leaves answered ones alone', async () => {
    const longAgo = new Date(Date.now() - (PRIORITY_ANSWER_HOURS + 2) * 3_600_000)
    const late = await send(premium.member, 'Late water project', 'agriculture', longAgo)
    const replied = await send(premium.member, 'Replied water project', 'agriculture', longAgo)
    await send(premium.member, 'Fresh water project', 'agriculture')
    // An expert's message in the thread is an answer.
    await server.services.db.insert(requestMessages).values({ requestId: replied, senderId: elite.userId, body: 'Happy to help: what is the budget?' })

    // The organization has an account manager (Elite verification's, a member of staff): emailed too.
    const [staff] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'priority-staff@example.org'))
    await server.services.db.update(organizations).set({ accountManagerId: staff.id }).where(eq(organizations.id, premium.member.organizationId))
    const services = inlineJobServices(server)
    expect(await escalatePriorityRequests(services)).toEqual([late])
    expect(await escalatePriorityRequests(services)).toEqual([])
    expect((await outboxFor('priority-premium@example.org')).filter((m) => m.subject === 'Our staff are following up your request: Late water project')).toHaveLength(1)
    expect((await notificationsOf(premium.member.id)).filter((n) => n.messageId === 'priority.notification.steppedIn')).toHaveLength(1)
    expect((await notificationsOf(staff.id)).filter((n) => n.messageId === 'priority.notification.escalatedStaff')).toHaveLength(1)
    expect((await outboxFor('priority-staff@example.org')).filter((m) => m.subject === 'A priority request from Marula Premium Trust needs an expert: Late water project')).toHaveLength(1)
    const memberView = text((await premium.client.page(`/requests/${late}`)).html)
    expect(memberView).toContain('our staff stepped in on')

    const queue = text((await admin.page('/admin/priority-requests')).html)
    expect(queue).toContain('Late water project')
    expect(queue).not.toContain('Replied water project')
    expect(queue).not.toContain('Fresh water project')
  })

  it('lets staff assign and contact an expert (audited, the expert emailed) and close the case', async () => {
    const [row] = await server.services.db.select({ id: projectRequests.id }).from(projectRequests).where(eq(projectRequests.projectTitle, 'Late water project'))
    // Not a candidate: the Pro expert does not work in agriculture.
    const notCandidate = await admin.post('/admin/priority-requests', { intent: 'assign', id: row.id, expertId: pro.expertId, note: '' })
    expect(notCandidate.status).toBe(400)
    expect(text(await notCandidate.text())).toContain(t('priority.admin.notCandidate'))

    expect((await admin.post('/admin/priority-requests', { intent: 'contact', id: row.id, expertId: basic.expertId, note: 'Could you look at this one today?' })).status).toBe(302)
    expect((await outboxFor('priority-basic@example.org')).some((m) => m.subject === 'About a priority request: Late water project' && m.text.includes('Could you look at this one today?'))).toBe(true)

    expect((await admin.post('/admin/priority-requests', { intent: 'assign', id: row.id, expertId: elite.expertId, note: '' })).status).toBe(302)
    const [request] = await server.services.db.select().from(projectRequests).where(eq(projectRequests.id, row.id))
    expect(request.expertId).toBe(elite.expertId)
    expect((await outboxFor('priority-elite@example.org')).some((m) => m.subject === 'Please answer a priority request: Late water project')).toBe(true)
    expect(text((await elite.client.page(`/requests/${row.id}`)).html)).toContain('Late water project')

    expect((await admin.post('/admin/priority-requests', { intent: 'close', id: row.id })).status).toBe(302)
    const actions = await server.services.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'priority_request'), eq(auditLog.entityId, row.id)))
    expect(actions.map((a) => a.action).sort()).toEqual(['priority_request.assign', 'priority_request.close', 'priority_request.contact'])
    // The audit log reads each as a sentence naming the request.
    const audit = text((await admin.page('/admin?tab=audit')).html)
    expect(audit).toContain('Sam Staff asked an expert to answer the priority request “Late water project”')
    expect(audit).toContain('Sam Staff closed the priority request “Late water project”')
    const queue = text((await admin.page('/admin/priority-requests')).html)
    expect(queue).toContain(t('priority.admin.empty'))
    expect(queue).toContain('Recently closed')
    // Closed once: a second close is told so, and records nothing more.
    await admin.post('/admin/priority-requests', { intent: 'close', id: row.id })
    expect(await server.services.db.select().from(auditLog).where(eq(auditLog.entityId, row.id))).toHaveLength(3)
  })

  it('keeps the staff queue to staff: signed out to sign in, members and experts turned away, and their actions refused', async () => {
    const signedOut = await server.client().request('/admin/priority-requests', { redirect: 'manual' })
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('Location')).toMatch(/^\/auth/)
    for (const client of [premium.client, elite.client]) {
      const page = await client.request('/admin/priority-requests', { redirect: 'manual' })
      expect(page.status).toBe(302)
      expect(page.headers.get('Location')).toBe('/dashboard')
      const before = await server.services.db.select().from(auditLog)
      const [row] = await server.services.db.select({ id: priorityRequests.requestId }).from(priorityRequests).limit(1)
      const post = await client.post('/admin/priority-requests', { intent: 'close', id: row.id })
      expect(post.status).toBe(302)
      expect(post.headers.get('Location')).toBe('/dashboard')
      expect(await server.services.db.select().from(auditLog)).toHaveLength(before.length)
    }
  })
})
