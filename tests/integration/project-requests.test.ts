import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engagements, experts, milestones, notifications, profiles, projectRequests, requestMessages, userRoles } from '../../app/db/schema/index.ts'
import { utcDay } from '../../app/domain/verification/allowances.server.ts'
import { GOOD_PASSWORD, organizationOf, signedInAdmin, newMember } from '../support/accounts.ts'
import { makeExpert, requestFields, verifyOrganization } from '../support/experts.ts'
import { headerText, messages, type TestClient, text } from '../support/test-client.ts'
import { joinTeam, onPlan } from '../support/team.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const HIDDEN = '[contact details hidden until the request is accepted]'

/** A member of an organization verified at `tier`, signed in. */
async function verifiedMember(email: string, tier: 'basic' | 'standard' | 'premium' | 'elite' = 'basic', name = 'Amina Member') {
  const client = await newMember(server, { email, name, orgName: `${name} Collective` })
  const org = await verifyOrganization(server, email, tier)
  return { client, userId: org.userId, orgId: org.id }
}

async function requestsOf(userId: string) {
  return server.services.db.select().from(projectRequests).where(eq(projectRequests.grantSeekerId, userId))
}

/** Earlier requests of today by a member of an organization, written straight to the table, so a tier's limit is reached quickly. */
async function alreadySent(by: { userId: string; orgId: string }, count: number, at = new Date()) {
  if (count === 0) return
  await server.services.db.insert(projectRequests).values(
    Array.from({ length: count }, (_, i) => ({
      grantSeekerId: by.userId,
      organizationId: by.orgId,
      sector: 'health',
      projectTitle: `Earlier request ${i}`,
      projectDescription: 'x'.repeat(60),
      createdAt: at,
    })),
  )
}

describe('Sending a project request', () => {
  it('asks a signed-out visitor to sign in, then brings them back to the request', async () => {
    const { expertId } = await makeExpert(server, 'signin-expert@example.org')
    const visitor = server.client()
    const response = await visitor.get(`/project-request?writer=${expertId}`)
    expect(response.status).toBe(302)
    const location = response.headers.get('Location')!
    expect(location).toBe(`/auth?redirectTo=${encodeURIComponent(`/project-request?writer=${expertId}`)}`)
    expect(messages((await visitor.follow(response)).html, 'status')).toContain('Please sign in to submit a project request')
    // The same is true of a form posted while signed out: nothing is stored.
    expect((await visitor.post('/project-request', requestFields({ writer: expertId }))).headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)

    await newMember(server, { email: 'comes-back@example.org' })
    const member = server.client()
    const signedIn = await member.post('/auth', { intent: 'login', email: 'comes-back@example.org', password: GOOD_PASSWORD, redirectTo: `/project-request?writer=${expertId}` })
    expect(signedIn.headers.get('Location')).toBe(`/project-request?writer=${expertId}`)
  })

  it('shows an unverified member the "Verified Members Only" block and refuses the form on the server', async () => {
    const { expertId } = await makeExpert(server, 'unverified-target@example.org', { name: 'Wanjiru Writer', title: 'Health grants specialist' })
    const member = await newMember(server, { email: 'unverified@example.org' })
    const page = await member.page(`/project-request?writer=${expertId}`)
    expect(page.status).toBe(200)
    const shown = text(page.html)
    expect(shown).toContain('Verified Members Only')
    expect(shown).toContain('Wanjiru Writer')
    expect(shown).toContain('Health grants specialist')
    expect(page.html).toContain('href="/get-verified"')
    expect(page.html).toContain('href="/trust-center"')
    expect(page.html).not.toContain('name="projectTitle"')
    const refused = await member.post('/project-request', requestFields({ writer: expertId }))
    expect(refused.status).toBe(403)
    expect(messages(await refused.text(), 'alert')).toContain(
      'Only members of a verified organization can contact grant experts. Verification starts at $150, and your daily contact limit depends on your tier.',
    )
    expect(await requestsOf((await organizationOf(server, 'unverified@example.org')).userId)).toHaveLength(0)
  })

  it('stores a verified member’s request, says so, goes to the dashboard and tells the expert', async () => {
    const { expertId, userId: expertUserId } = await makeExpert(server, 'success-expert@example.org', { name: 'Kofi Writer' })
    const { client, userId } = await verifiedMember('success@example.org')
    const form = await client.page(`/project-request?writer=${expertId}`)
    expect(text(form.html)).toContain('Kofi Writer')
    // The limit is stated as text before any JavaScript runs.
    expect(text(form.html)).toContain('50 to 2000 characters')
    const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const response = await client.post('/project-request', requestFields({ writer: expertId, deadline, preferredLanguage: 'sw' }))
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/dashboard')
    const dashboard = await client.follow(response)
    expect(messages(dashboard.html, 'status')).toContain('Project request submitted successfully!')
    expect(text(dashboard.html)).toContain('Maternal health outreach proposal')
    const [stored] = await requestsOf(userId)
    expect(stored).toMatchObject({ expertId, status: 'open', budgetMin: 2000, budgetMax: 5000, deadline, preferredLanguage: 'sw', sector: null })
    const [note] = await server.services.db.select().from(notifications).where(eq(notifications.userId, expertUserId))
    expect(note).toMatchObject({ messageId: 'requests.notification.received', link: `/requests/${stored.id}` })
    const email = (await server.services.mailer.listOutbox()).find((m) => m.to === 'success-expert@example.org' && m.subject.includes('Maternal health'))
    expect(email?.text).toContain(`/requests/${stored.id}`)
  })

  it('refuses a viewer of a verified team: they read the team’s work and ask nobody on its behalf', async () => {
    const { expertId } = await makeExpert(server, 'viewer-expert@example.org', { name: 'Esi Writer' })
    const { client: owner } = await verifiedMember('viewer-owner@example.org')
    await onPlan(server, 'viewer-owner@example.org', 'pro')
    const viewer = await joinTeam(server, owner, { email: 'viewer-requests@example.org', name: 'Vic Viewer', role: 'viewer' })
    const viewerId = (await organizationOf(server, 'viewer-requests@example.org')).userId
    // The page says so at once, with no form to fill in.
    const page = await viewer.get(`/project-request?writer=${expertId}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(messages(html, 'alert')).toContain('Your role in your organization’s team does not allow this. Ask an admin or the owner.')
    expect(html).not.toContain('name="projectTitle"')
    const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const refused = await viewer.post('/project-request', requestFields({ writer: expertId, deadline }))
    expect(refused.status).toBe(403)
    expect(text(await refused.text())).toContain('Your role in your organization’s team does not allow this. Ask an admin or the owner.')
    expect(await requestsOf(viewerId)).toHaveLength(0)
  })

  it('refuses bad input with clear messages, keeps what was typed and stores nothing', async () => {
    const { expertId } = await makeExpert(server, 'validation-expert@example.org')
    const { client, userId } = await verifiedMember('validation@example.org')
    const cases: Array<[Record<string, string>, string]> = [
      [{ projectTitle: 'Hi' }, 'Title must be at least 5 characters'],
      [{ projectDescription: 'Too short to explain anything.' }, 'Description must be at least 50 characters'],
      [{ projectDescription: 'd'.repeat(2001) }, 'Description must be at most 2000 characters'],
      [{ budgetMin: '-5' }, 'Enter the budget in whole US dollars, from 0 to 2,000,000,000'],
      [{ budgetMax: '3000000000' }, 'Enter the budget in whole US dollars, from 0 to 2,000,000,000'],
      [{ budgetMin: '9000', budgetMax: '100' }, 'The maximum budget cannot be less than the minimum'],
      [{ deadline: '2020-01-01' }, 'The deadline cannot be earlier than today'],
      [{ deadline: '2026-02-31' }, 'Enter the deadline as a date'],
      [{ preferredLanguage: 'de' }, 'Choose a language from the list'],
    ]
    for (const [changes, message] of cases) {
      const response = await client.post('/project-request', requestFields({ writer: expertId, ...changes }))
      expect(response.status, message).toBe(400)
      const html = await response.text()
      expect(messages(html, 'alert'), message).toContain(message)
      expect(html).toContain('Maternal health outreach proposal'.slice(0, changes.projectTitle ? 0 : 20))
    }
    // Exactly 2000 characters is accepted.
    expect((await client.post('/project-request', requestFields({ writer: expertId, projectDescription: 'd'.repeat(2000) }))).status).toBe(303)
    expect(await requestsOf(userId)).toHaveLength(1)
  })

  it('refuses a request to oneself and to an expert who is not listed', async () => {
    const self = await makeExpert(server, 'self-expert@example.org')
    await verifyOrganization(server, 'self-expert@example.org', 'basic')
    const own = await self.client.post('/project-request', requestFields({ writer: self.expertId }))
    expect(own.status).toBe(400)
    expect(messages(await own.text(), 'alert')).toContain('You cannot send a project request to yourself.')

    const unlisted = await makeExpert(server, 'unpaid-expert@example.org', { listed: false })
    const { client, userId } = await verifiedMember('to-unlisted@example.org')
    const response = await client.post('/project-request', requestFields({ writer: unlisted.expertId }))
    expect(response.status).toBe(400)
    expect(messages(await response.text(), 'alert')).toContain('This grant expert is not taking requests in the directory right now.')
    expect(text((await client.page(`/project-request?writer=${unlisted.expertId}`)).html)).toContain('This grant expert is not taking requests in the directory right now.')
    expect(await requestsOf(userId)).toHaveLength(0)
    expect(await requestsOf(self.userId)).toHaveLength(0)
  })

  it('opens a request to every listed expert of a sector, in all their inboxes; Pro and Elite are notified at once (ADR 074)', async () => {
    const a = await makeExpert(server, 'agri-a@example.org', { sectors: ['agriculture'] })
    const b = await makeExpert(server, 'agri-b@example.org', { sectors: ['agriculture', 'energy'] })
    await server.services.db.update(experts).set({ membershipTier: 'pro' }).where(eq(experts.id, a.expertId))
    await server.services.db.update(experts).set({ membershipTier: 'elite' }).where(eq(experts.id, b.expertId))
    // A Basic expert of the sector has it in their inbox, and is told in the next daily digest.
    const later = await makeExpert(server, 'agri-basic@example.org', { sectors: ['agriculture'] })
    const unpaid = await makeExpert(server, 'agri-unpaid@example.org', { sectors: ['agriculture'], listed: false })
    const { client, userId } = await verifiedMember('sector-member@example.org')
    expect(text((await client.page('/project-request?sector=agriculture')).html)).toContain('open to every listed grant expert')
    const missing = await client.post('/project-request', requestFields())
    expect(messages(await missing.text(), 'alert')).toContain('Choose the sector whose experts should see your request')
    const response = await client.post('/project-request', requestFields({ sector: 'agriculture', projectTitle: 'Irrigation cooperative proposal' }))
    expect(response.headers.get('Location')).toBe('/dashboard')
    const [stored] = await requestsOf(userId)
    expect(stored).toMatchObject({ expertId: null, sector: 'agriculture', status: 'open' })
    for (const expert of [a, b]) {
      const notes = await server.services.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, expert.userId), eq(notifications.link, `/requests/${stored.id}`)))
      expect(notes).toHaveLength(1)
      expect(text((await expert.client.page('/requests')).html)).toContain('Irrigation cooperative proposal')
    }
    expect(text((await later.client.page('/requests')).html)).toContain('Irrigation cooperative proposal')
    expect(await server.services.db.select().from(notifications).where(eq(notifications.userId, later.userId))).toHaveLength(0)
    expect(await server.services.db.select().from(notifications).where(eq(notifications.userId, unpaid.userId))).toHaveLength(0)
    expect((await unpaid.client.get(`/requests/${stored.id}`)).status).toBe(404)
  })
})

describe('Daily expert-contact allowance by verification tier', () => {
  it.each([
    ['basic', 5],
    ['standard', 15],
    ['premium', 50],
  ] as const)('%s allows %i contacts a day, then says when the limit resets', async (tier, limit) => {
    const { expertId } = await makeExpert(server, `limit-expert-${tier}@example.org`)
    const { client, userId, orgId } = await verifiedMember(`limit-${tier}@example.org`, tier)
    await alreadySent({ userId, orgId }, limit - 1)
    expect((await client.post('/project-request', requestFields({ writer: expertId }))).status).toBe(303)
    const refused = await client.post('/project-request', requestFields({ writer: expertId }))
    expect(refused.status).toBe(429)
    const resetDate = utcDay(new Date()).end.toLocaleDateString('en', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })
    const said = messages(await refused.text(), 'alert').join(' ')
    expect(said).toContain(`You have reached your daily limit of ${limit} expert contacts. It resets at midnight UTC`)
    expect(said.replace(/\s+/g, ' ')).toMatch(new RegExp(resetDate.replace(/[,.]/g, '.?').replace(/ /g, '\\s?')))
    expect(await requestsOf(userId)).toHaveLength(limit)
  })

  it('elite has no limit', async () => {
    const { expertId } = await makeExpert(server, 'limit-expert-elite@example.org')
    const { client, userId, orgId } = await verifiedMember('limit-elite@example.org', 'elite')
    await alreadySent({ userId, orgId }, 60)
    expect((await client.post('/project-request', requestFields({ writer: expertId }))).status).toBe(303)
    expect(text((await client.page(`/project-request?writer=${expertId}`)).html)).toContain('as many experts as you need')
  })

  it('resets at midnight UTC: yesterday’s requests do not count', async () => {
    const { expertId } = await makeExpert(server, 'reset-expert@example.org')
    const { client, userId, orgId } = await verifiedMember('reset@example.org', 'basic')
    await alreadySent({ userId, orgId }, 5)
    expect((await client.post('/project-request', requestFields({ writer: expertId }))).status).toBe(429)
    await server.services.db
      .update(projectRequests)
      .set({ createdAt: new Date(utcDay(new Date()).start.getTime() - 1000) })
      .where(eq(projectRequests.grantSeekerId, userId))
    expect((await client.post('/project-request', requestFields({ writer: expertId }))).status).toBe(303)
  })
})

describe('The expert-contact allowance is the organization’s', () => {
  it('counts every member’s contacts: a Standard organization sends 15 a day in all, and members racing for the last one cannot pass it', async () => {
    const { expertId } = await makeExpert(server, 'org-limit-expert@example.org')
    const owner = await verifiedMember('org-limit-owner@example.org', 'standard', 'Owino Owner')
    await onPlan(server, 'org-limit-owner@example.org', 'pro')
    const colleague = await joinTeam(server, owner.client, { email: 'org-limit-colleague@example.org', name: 'Chao Colleague' })
    const colleagueId = (await organizationOf(server, 'org-limit-colleague@example.org')).userId
    // 7 each: 14 of the organization's 15 are used, though neither member has used 15 alone.
    await alreadySent(owner, 7)
    await alreadySent({ userId: colleagueId, orgId: owner.orgId }, 6)
    expect((await colleague.post('/project-request', requestFields({ writer: expertId }))).status).toBe(303)
    expect(text((await owner.client.page(`/project-request?writer=${expertId}`)).html)).toContain('You can contact 1 more expert today (your tier allows 15 a day).')
    // Both members ask twice at the same moment for the last contact of the day: one is sent, the rest refused.
    const raced = await Promise.all([owner.client, colleague, owner.client, colleague].map((client) => client.post('/project-request', requestFields({ writer: expertId }))))
    expect(raced.map((r) => r.status).sort()).toEqual([303, 429, 429, 429])
    const sent = await server.services.db.select().from(projectRequests).where(eq(projectRequests.organizationId, owner.orgId))
    expect(sent).toHaveLength(15)
    // Whoever asks next is refused, with the limit.
    for (const client of [owner.client, colleague]) {
      const refused = await client.post('/project-request', requestFields({ writer: expertId }))
      expect(refused.status).toBe(429)
      expect(messages(await refused.text(), 'alert').join(' ')).toContain('You have reached your daily limit of 15 expert contacts.')
    }
    expect(await server.services.db.select().from(projectRequests).where(eq(projectRequests.organizationId, owner.orgId))).toHaveLength(15)
  })
})

describe('A request’s thread', () => {
  let member: TestClient
  let memberId: string
  let expert: Awaited<ReturnType<typeof makeExpert>>
  let requestId: string
  beforeAll(async () => {
    expert = await makeExpert(server, 'thread-expert@example.org', { name: 'Thandi Writer', sectors: ['education'] })
    const m = await verifiedMember('thread-member@example.org', 'standard', 'Baraka Member')
    member = m.client
    memberId = m.userId
    await member.post(
      '/project-request',
      requestFields({ writer: expert.expertId, projectDescription: 'School feeding proposal; write to baraka.private@ngo.example or call +254 712 345 678 for our budget of $25,000.' }),
    )
    ;[{ id: requestId }] = await requestsOf(memberId)
  })

  it('is seen only by the member who sent it, the expert asked, and admins', async () => {
    expect((await member.get(`/requests/${requestId}`)).status).toBe(200)
    expect((await expert.client.get(`/requests/${requestId}`)).status).toBe(200)
    const stranger = await newMember(server, { email: 'thread-stranger@example.org' })
    expect((await stranger.get(`/requests/${requestId}`)).status).toBe(404)
    expect((await stranger.post(`/requests/${requestId}`, { intent: 'message', body: 'Hello there' })).status).toBe(404)
    expect((await stranger.post(`/requests/${requestId}`, { intent: 'accept' })).status).toBe(404)
    // An expert of another sector is a stranger too.
    const other = await makeExpert(server, 'thread-other-expert@example.org', { sectors: ['education'] })
    expect((await other.client.get(`/requests/${requestId}`)).status).toBe(404)
    const admin = await signedInAdmin(server, 'thread-admin@example.org')
    const adminPage = await admin.page(`/requests/${requestId}`)
    expect(adminPage.status).toBe(200)
    expect(text(adminPage.html)).toContain('Administrators can read this conversation but not write in it.')
    expect((await admin.post(`/requests/${requestId}`, { intent: 'message', body: 'An admin writes' })).status).toBe(404)
    expect(await server.services.db.select().from(requestMessages).where(eq(requestMessages.requestId, requestId))).toHaveLength(0)
  })

  it('hides contact details from both sides until the request is accepted, then shows both emails', async () => {
    const sent = await expert.client.post(`/requests/${requestId}`, { intent: 'message', body: 'Happy to help. Reach me on thandi.direct@writers.example or 0733 111 222.' })
    expect(sent.status).toBe(303)
    expect(messages((await expert.client.follow(sent)).html, 'status')).toContain('Message sent')
    for (const client of [member, expert.client]) {
      const { html } = await client.page(`/requests/${requestId}`)
      for (const secret of ['baraka.private@ngo.example', '+254 712 345 678', 'thandi.direct@writers.example', '0733 111 222']) expect(html).not.toContain(secret)
      expect(text(html)).toContain(HIDDEN)
      expect(text(html)).toContain('$25,000')
      expect(text(html)).toContain('Email addresses and phone numbers are hidden from both sides until the request is accepted.')
    }
    // The emails of the parties are not shown in the thread before acceptance (the header shows one's own).
    expect(text((await expert.client.page(`/requests/${requestId}`)).html)).not.toContain('thread-member@example.org')

    const accepted = await expert.client.post(`/requests/${requestId}`, { intent: 'accept' })
    expect(accepted.status).toBe(303)
    for (const client of [member, expert.client]) {
      const shown = text((await client.page(`/requests/${requestId}`)).html)
      for (const secret of ['baraka.private@ngo.example', '+254 712 345 678', 'thandi.direct@writers.example', '0733 111 222']) expect(shown).toContain(secret)
      expect(shown).toContain('thread-member@example.org')
      expect(shown).toContain('thread-expert@example.org')
      expect(shown).not.toContain(HIDDEN)
    }
  })

  it('accepting created exactly one engagement, links to it and tells the member', async () => {
    const rows = await server.services.db.select().from(engagements).where(eq(engagements.requestId, requestId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'active', memberId, expertId: expert.expertId })
    const [request] = await server.services.db.select().from(projectRequests).where(eq(projectRequests.id, requestId))
    expect(request).toMatchObject({ status: 'accepted', acceptedExpertId: expert.expertId })
    expect(request.decidedAt).not.toBeNull()
    expect((await member.page(`/requests/${requestId}`)).html).toContain(`href="/engagements/${rows[0].id}"`)
    expect((await member.page('/dashboard')).html).toContain(`href="/engagements/${rows[0].id}"`)
    const [note] = await server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, memberId), eq(notifications.messageId, 'requests.notification.accepted')))
    expect(note.link).toBe(`/engagements/${rows[0].id}`)
    expect((await server.services.mailer.listOutbox()).some((m) => m.to === 'thread-member@example.org' && m.subject.startsWith('Your project request was accepted'))).toBe(true)
    // Accepting again changes nothing.
    const again = await expert.client.post(`/requests/${requestId}`, { intent: 'accept' })
    expect(again.headers.get('Location')).toBe('/requests')
    expect(await server.services.db.select().from(engagements).where(eq(engagements.requestId, requestId))).toHaveLength(1)
  })

  it('lets the expert decline and the member withdraw, while open only', async () => {
    const m = await verifiedMember('decline-member@example.org', 'basic')
    const e = await makeExpert(server, 'decline-expert@example.org')
    await m.client.post('/project-request', requestFields({ writer: e.expertId }))
    await m.client.post('/project-request', requestFields({ writer: e.expertId, projectTitle: 'Second proposal to withdraw' }))
    const [first, second] = (await requestsOf(m.userId)).sort((x, y) => x.projectTitle.localeCompare(y.projectTitle))
    // The member cannot accept their own request; the expert cannot withdraw it.
    expect((await m.client.post(`/requests/${first.id}`, { intent: 'accept' })).status).toBe(404)
    expect((await e.client.post(`/requests/${second.id}`, { intent: 'withdraw' })).status).toBe(404)
    expect((await e.client.post(`/requests/${first.id}`, { intent: 'decline' })).status).toBe(303)
    expect((await m.client.post(`/requests/${second.id}`, { intent: 'withdraw' })).status).toBe(303)
    const after = await requestsOf(m.userId)
    expect(after.map((r) => r.status).sort()).toEqual(['declined', 'withdrawn'])
    // Closed: no more accepting, and the thread takes no messages.
    expect((await e.client.post(`/requests/${first.id}`, { intent: 'accept' })).headers.get('Location')).toBe('/requests')
    const late = await m.client.post(`/requests/${first.id}`, { intent: 'message', body: 'Are you sure?' })
    expect(messages((await m.client.follow(late)).html, 'status')).toContain('This request is closed.')
    expect(await server.services.db.select().from(engagements).where(eq(engagements.requestId, first.id))).toHaveLength(0)
  })

  it('a sector request is taken by the first expert who accepts; the second is told it is no longer open', async () => {
    const a = await makeExpert(server, 'race-a@example.org', { sectors: ['energy'] })
    const b = await makeExpert(server, 'race-b@example.org', { sectors: ['energy'] })
    const m = await verifiedMember('race-member@example.org', 'premium')
    await m.client.post('/project-request', requestFields({ sector: 'energy', projectTitle: 'Solar mini-grid proposal' }))
    const [request] = await requestsOf(m.userId)
    const [first, second] = await Promise.all([a.client.post(`/requests/${request.id}`, { intent: 'accept' }), b.client.post(`/requests/${request.id}`, { intent: 'accept' })])
    const locations = [first.headers.get('Location'), second.headers.get('Location')]
    expect(locations.filter((l) => l?.startsWith('/engagements/'))).toHaveLength(1)
    expect(locations).toContain('/requests')
    const loser = locations[0] === '/requests' ? a : b
    const told = await loser.client.page('/requests')
    expect(messages(told.html, 'status')).toContain('This request is no longer open: another expert has accepted it, or the member has closed it.')
    expect(await server.services.db.select().from(engagements).where(eq(engagements.requestId, request.id))).toHaveLength(1)
    // Once taken, the other experts of the sector no longer see it.
    expect((await loser.client.get(`/requests/${request.id}`)).status).toBe(404)
  })
})

describe('The request form, from the review of issue 11', () => {
  it('shows "0/2000" under the description before any JavaScript runs, and "{n}/2000" with the kept text after an error', async () => {
    const { expertId } = await makeExpert(server, 'counter-expert@example.org')
    const { client } = await verifiedMember('counter@example.org')
    const page = await client.page(`/project-request?writer=${expertId}`)
    expect(text(page.html)).toContain('0/2000')
    const refused = await client.post('/project-request', requestFields({ writer: expertId, projectTitle: 'Hi', projectDescription: 'd'.repeat(75) }))
    expect(refused.status).toBe(400)
    const shown = text(await refused.text())
    expect(shown).toContain('75/2000')
    expect(shown).not.toContain('0/2000 ')
  })

  it('says "Failed to submit project request" when the database fails, and keeps what was typed', async () => {
    const { expertId } = await makeExpert(server, 'failure-expert@example.org')
    const { client, userId } = await verifiedMember('failure@example.org')
    const db = server.services.db
    const transaction = db.transaction
    db.transaction = (() => Promise.reject(new Error('database unavailable'))) as typeof transaction
    let html: string
    let status: number
    try {
      const response = await client.post('/project-request', requestFields({ writer: expertId }))
      status = response.status
      html = await response.text()
    } finally {
      db.transaction = transaction
    }
    expect(status).toBe(500)
    expect(messages(html, 'alert')).toContain('Failed to submit project request')
    expect(html).toContain('Maternal health outreach proposal')
    expect(await requestsOf(userId)).toHaveLength(0)
  })

  it('Cancel goes back to the expert’s profile, or to the directory when no expert was chosen', async () => {
    const { expertId } = await makeExpert(server, 'cancel-expert@example.org')
    const { client } = await verifiedMember('cancel@example.org')
    const cancelLink = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>Cancel<\/a>/g)].map((m) => m[1])
    expect(cancelLink((await client.page(`/project-request?writer=${expertId}`)).html)).toEqual([`/grant-experts/${expertId}`])
    expect(cancelLink((await client.page('/project-request?sector=health')).html)).toEqual(['/grant-experts/browse'])
  })

  it('shows an expert without a name as "Anonymous" on the form, the thread and the lists', async () => {
    const nameless = await makeExpert(server, 'nameless-expert@example.org', { name: 'To be cleared' })
    await server.services.db.execute(sql`update "user" set name = '' where id = ${nameless.userId}`)
    const { client, userId } = await verifiedMember('asks-nameless@example.org')
    expect(text((await client.page(`/project-request?writer=${nameless.expertId}`)).html)).toContain('Anonymous')
    await client.post('/project-request', requestFields({ writer: nameless.expertId, projectTitle: 'Request to a nameless expert' }))
    const [request] = await requestsOf(userId)
    expect(text((await client.page(`/requests/${request.id}`)).html)).toContain('Anonymous')
    expect(text((await client.page('/requests')).html)).toContain('Anonymous')
    expect(text((await client.page('/dashboard')).html)).toContain('with Anonymous')
  })
})

describe('Names before acceptance (issue 23)', () => {
  it('hides contact details in the member’s name and organization from the expert until the request is accepted', async () => {
    const expert = await makeExpert(server, 'names-expert@example.org', { name: 'Neema Writer' })
    const { client, userId, orgId } = await verifiedMember('names-member@example.org', 'standard', 'Alice Member')
    await client.post('/project-request', requestFields({ writer: expert.expertId, projectTitle: 'Names proposal' }))
    const [request] = await requestsOf(userId)
    await client.post(`/requests/${request.id}`, { intent: 'message', body: 'Hello, here is our plan.' })
    // Stored before names were checked (sign-up and Profile Settings now refuse them).
    await server.services.db.execute(sql`update "user" set name = 'Alice alice.private@example.org' where id = ${userId}`)
    await server.services.db.execute(sql`update organizations set name = 'Trust, call 0712 345 678' where id = ${orgId}`)
    for (const path of [`/requests/${request.id}`, '/requests']) {
      const { html } = await expert.client.page(path)
      for (const secret of ['alice.private@example.org', '0712 345 678']) expect(html).not.toContain(secret)
      expect(text(html)).toContain(HIDDEN)
      // Set apart from the name around it, so an Arabic page keeps the brackets in place.
      expect(html).toContain(`\u2068${HIDDEN}\u2069`)
    }
    await expert.client.post(`/requests/${request.id}`, { intent: 'accept' })
    const after = text((await expert.client.page(`/requests/${request.id}`)).html)
    expect(after).toContain('alice.private@example.org')
  })

  it('hides contact details in an expert’s stored name from members, on the request form and the thread', async () => {
    const expert = await makeExpert(server, 'names-expert2@example.org', { name: 'Esther Writer' })
    await server.services.db.execute(sql`update "user" set name = 'Esther 0712 345 678' where id = ${expert.userId}`)
    const { client, userId } = await verifiedMember('names-member2@example.org')
    const form = (await client.page(`/project-request?writer=${expert.expertId}`)).html
    expect(form).not.toContain('0712 345 678')
    expect(text(form)).toContain('Esther')
    await client.post('/project-request', requestFields({ writer: expert.expertId, projectTitle: 'Names proposal two' }))
    const [request] = await requestsOf(userId)
    for (const path of [`/requests/${request.id}`, '/requests']) expect((await client.page(path)).html).not.toContain('0712 345 678')
  })
})

describe('Threads and emails, from the review of issue 11', () => {
  it('a request open to a sector takes no messages until an expert accepts; then only the member and that expert talk', async () => {
    const a = await makeExpert(server, 'sector-thread-a@example.org', { sectors: ['governance'] })
    const b = await makeExpert(server, 'sector-thread-b@example.org', { sectors: ['governance'] })
    const m = await verifiedMember('sector-thread-member@example.org', 'premium')
    await m.client.post('/project-request', requestFields({ sector: 'governance', projectTitle: 'Borehole maintenance proposal' }))
    const [request] = await requestsOf(m.userId)
    const memberPage = text((await m.client.page(`/requests/${request.id}`)).html)
    expect(memberPage).toContain('no messages can be sent yet')
    expect(memberPage).toContain('Withdraw request')
    const expertPage = await a.client.page(`/requests/${request.id}`)
    expect(text(expertPage.html)).toContain('Accept it to start the conversation with the member.')
    expect(expertPage.html).not.toContain('name="body"')
    for (const client of [m.client, a.client, b.client]) {
      const refused = await client.post(`/requests/${request.id}`, { intent: 'message', body: 'Can we talk first?' })
      expect(refused.status).toBe(409)
      expect(messages(await refused.text(), 'alert')).toContain('Messages open once an expert accepts this request.')
    }
    expect(await server.services.db.select().from(requestMessages).where(eq(requestMessages.requestId, request.id))).toHaveLength(0)

    expect((await a.client.post(`/requests/${request.id}`, { intent: 'accept' })).status).toBe(303)
    expect((await a.client.post(`/requests/${request.id}`, { intent: 'message', body: 'Thanks, I will start with the budget.' })).status).toBe(303)
    expect((await m.client.post(`/requests/${request.id}`, { intent: 'message', body: 'Great, here it is.' })).status).toBe(303)
    expect((await b.client.get(`/requests/${request.id}`)).status).toBe(404)
    expect((await b.client.post(`/requests/${request.id}`, { intent: 'message', body: 'May I join?' })).status).toBe(404)
    const sent = await server.services.db.select().from(requestMessages).where(eq(requestMessages.requestId, request.id))
    expect(sent.map((s) => s.senderId).sort()).toEqual([a.userId, m.userId].sort())
  })

  it('an expert asked by name who is no longer listed cannot read or answer the open request; the member sees it unanswered', async () => {
    const e = await makeExpert(server, 'lapsed-expert@example.org', { name: 'Lapsed Writer' })
    const m = await verifiedMember('lapsed-member@example.org')
    await m.client.post('/project-request', requestFields({ writer: e.expertId, projectTitle: 'Request to a lapsing expert' }))
    const [request] = await requestsOf(m.userId)
    expect((await e.client.get(`/requests/${request.id}`)).status).toBe(200)
    // The membership year ends.
    await server.services.db
      .update(experts)
      .set({ membershipExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(experts.id, e.expertId))
    expect((await e.client.get(`/requests/${request.id}`)).status).toBe(404)
    expect((await e.client.post(`/requests/${request.id}`, { intent: 'message', body: 'Still here!' })).status).toBe(404)
    expect((await e.client.post(`/requests/${request.id}`, { intent: 'accept' })).status).toBe(404)
    expect(text((await e.client.page('/requests')).html)).not.toContain('Request to a lapsing expert')
    // Membership no longer active, even before its end date.
    await server.services.db
      .update(experts)
      .set({ membershipExpiresAt: new Date(Date.now() + 86_400_000), membershipStatus: 'expired' })
      .where(eq(experts.id, e.expertId))
    expect((await e.client.get(`/requests/${request.id}`)).status).toBe(404)
    const memberPage = await m.client.page(`/requests/${request.id}`)
    expect(text(memberPage.html)).toContain('Open')
    expect(text(memberPage.html)).toContain('No messages yet.')
    expect(await server.services.db.select().from(requestMessages).where(eq(requestMessages.requestId, request.id))).toHaveLength(0)
  })

  it('emails the other side of a new message in their language, at most once an hour per thread; the notification always', async () => {
    const e = await makeExpert(server, 'mail-expert@example.org', { name: 'Mail Expert' })
    await server.services.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, e.userId))
    const m = await verifiedMember('mail-member@example.org')
    await m.client.post('/project-request', requestFields({ writer: e.expertId, projectTitle: 'Chatty proposal title' }))
    const [request] = await requestsOf(m.userId)
    for (const body of ['First question', 'Second question', 'Third question']) expect((await m.client.post(`/requests/${request.id}`, { intent: 'message', body })).status).toBe(303)
    const toExpert = (await server.services.mailer.listOutbox()).filter((mail) => mail.to === 'mail-expert@example.org' && mail.subject.includes('Chatty proposal title'))
    const aboutMessages = toExpert.filter((mail) => mail.subject.startsWith('Nouveau message'))
    expect(aboutMessages).toHaveLength(1)
    expect(aboutMessages[0].subject).toBe('Nouveau message à propos de « Chatty proposal title »')
    expect(aboutMessages[0].text).toContain(`/requests/${request.id}`)
    const notes = await server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, e.userId), eq(notifications.messageId, 'requests.notification.message')))
    expect(notes).toHaveLength(3)
    // The member is emailed of the expert's reply (another recipient), once.
    await e.client.post(`/requests/${request.id}`, { intent: 'message', body: 'Réponse' })
    const toMember = (await server.services.mailer.listOutbox()).filter((mail) => mail.to === 'mail-member@example.org' && mail.subject === 'New message about “Chatty proposal title”')
    expect(toMember).toHaveLength(1)
    // An hour later, the next message emails again.
    await server.services.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(notifications.userId, e.userId))
    await m.client.post(`/requests/${request.id}`, { intent: 'message', body: 'Fourth question' })
    expect((await server.services.mailer.listOutbox()).filter((mail) => mail.to === 'mail-expert@example.org' && mail.subject.startsWith('Nouveau message'))).toHaveLength(2)
  })

  it('emails the expert asked when the member withdraws the request', async () => {
    const e = await makeExpert(server, 'withdrawn-mail-expert@example.org')
    const m = await verifiedMember('withdrawn-mail-member@example.org')
    await m.client.post('/project-request', requestFields({ writer: e.expertId, projectTitle: 'Proposal taken back' }))
    const [request] = await requestsOf(m.userId)
    expect((await m.client.post(`/requests/${request.id}`, { intent: 'withdraw' })).status).toBe(303)
    const mail = (await server.services.mailer.listOutbox()).find((x) => x.to === 'withdrawn-mail-expert@example.org' && x.subject === 'Project request withdrawn: Proposal taken back')
    expect(mail?.text).toContain(`/requests/${request.id}`)
  })
})

describe('Dashboards', () => {
  it('the expert workspace shows membership, open requests and engagements; others are sent to apply', async () => {
    const e = await makeExpert(server, 'workspace-expert@example.org')
    const m = await verifiedMember('workspace-member@example.org', 'basic')
    await m.client.post('/project-request', requestFields({ writer: e.expertId, projectTitle: 'Workspace request title' }))
    const page = await e.client.page('/expert')
    expect(page.status).toBe(200)
    const shown = text(page.html)
    expect(text(page.html.match(/<p[^>]*data-testid="membership-status"[^>]*>([\s\S]*?)<\/p>/)![1])).toContain('Membership active')
    expect(page.html).toContain('href="/become-grant-expert"')
    expect(shown).toMatch(/Open requests\s*1/)
    expect(headerText(page.html)).toContain('Expert workspace')
    const notExpert = await m.client.get('/expert')
    expect(notExpert.headers.get('Location')).toBe('/become-grant-expert')
    expect(headerText((await m.client.page('/dashboard')).html)).not.toContain('Expert workspace')
    const dashboard = text((await m.client.page('/dashboard')).html)
    expect(dashboard).toContain('Grant experts')
    expect(dashboard).toContain('Workspace request title')
  })

  it('shows an expert’s dashboard their own part: the requests sent to them and the engagements they took on', async () => {
    const e = await makeExpert(server, 'dashboard-expert@example.org', { name: 'Dashboard Expert' })
    const m = await verifiedMember('dashboard-asker@example.org', 'standard', 'Baraka Asker')
    await m.client.post('/project-request', requestFields({ writer: e.expertId, projectTitle: 'Request waiting for the expert' }))
    await m.client.post('/project-request', requestFields({ writer: e.expertId, projectTitle: 'Request the expert took on' }))
    const [taken] = await server.services.db.select().from(projectRequests).where(eq(projectRequests.projectTitle, 'Request the expert took on'))
    expect((await e.client.post(`/requests/${taken.id}`, { intent: 'accept' })).status).toBe(303)
    const [engagement] = await server.services.db.select().from(engagements).where(eq(engagements.requestId, taken.id))

    const page = await e.client.page('/dashboard')
    const part = text(page.html.match(/<div[^>]*data-testid="expert-part"[^>]*>([\s\S]*)<\/section>/)?.[1] ?? '')
    expect(part).toContain('Your work as a grant expert')
    expect(part).toContain('Requests sent to you')
    expect(part).toContain('Request waiting for the expert')
    expect(part).toContain('from Baraka Asker')
    expect(part).toContain('Engagements you took on')
    expect(page.html).toContain(`href="/engagements/${engagement.id}"`)
    expect(part).not.toContain('No engagements yet')
    // The member's own part still says what is true of them: they asked no one.
    expect(text(page.html)).toContain('You have not asked a grant expert for help yet.')
    // A member who is not an expert has no expert part.
    expect((await m.client.page('/dashboard')).html).not.toContain('data-testid="expert-part"')
  })

  it('shows the member what needs them and the expert what to deliver; every admin hears of a dispute', async () => {
    const e = await makeExpert(server, 'todo-expert@example.org', { name: 'Todo Expert' })
    const m = await verifiedMember('todo-member@example.org', 'standard')
    await m.client.post('/project-request', requestFields({ writer: e.expertId, projectTitle: 'Ongoing proposal with milestones' }))
    await m.client.post('/project-request', requestFields({ writer: e.expertId, projectTitle: 'Finished proposal to review' }))
    const sent = await requestsOf(m.userId)
    for (const r of sent) expect((await e.client.post(`/requests/${r.id}`, { intent: 'accept' })).status).toBe(303)
    const ongoing = sent.find((r) => r.projectTitle.startsWith('Ongoing'))!
    const finished = sent.find((r) => r.projectTitle.startsWith('Finished'))!
    const [active] = await server.services.db.select().from(engagements).where(eq(engagements.requestId, ongoing.id))
    await server.services.db.update(engagements).set({ status: 'completed' }).where(eq(engagements.requestId, finished.id))
    const autoReleaseAt = new Date(Date.now() + 14 * 86_400_000)
    await server.services.db.insert(milestones).values([
      { engagementId: active.id, title: 'Budget narrative', amountUsd: 300 },
      { engagementId: active.id, title: 'Logical framework', amountUsd: 450, status: 'funded', fundedAt: new Date() },
      { engagementId: active.id, title: 'First full draft', amountUsd: 800, status: 'delivered', fundedAt: new Date(), deliveredAt: new Date(), autoReleaseAt },
    ])
    // The accepted thread: the expert writes, the member has not read it yet.
    await e.client.post(`/requests/${ongoing.id}`, { intent: 'message', body: 'Here is my plan.' })

    const dashboard = await m.client.page('/dashboard')
    const part = (id: string) => text(dashboard.html.match(new RegExp(`data-testid="${id}"[\\s\\S]*?</ul>`))?.[0] ?? '')
    expect(part('milestones-to-fund')).toContain('Milestones to fund')
    expect(part('milestones-to-fund')).toContain('Budget narrative')
    expect(part('milestones-to-fund')).not.toContain('Logical framework')
    expect(part('milestones-to-release')).toContain('First full draft')
    expect(part('milestones-to-release')).toContain('released automatically on')
    expect(part('engagements-to-review')).toContain('Finished proposal to review')
    expect(text(dashboard.html)).toContain('1 unread message about your project requests')

    const workspace = await e.client.page('/expert')
    const area = (id: string) => text(workspace.html.match(new RegExp(`data-testid="${id}"[\\s\\S]*?</ul>`))?.[0] ?? '')
    expect(area('milestones-to-deliver')).toContain('Logical framework')
    expect(area('milestones-to-deliver')).not.toContain('First full draft')
    expect(area('milestones-awaiting-release')).toContain('First full draft')
    expect(text(workspace.html)).toMatch(/Completed/)

    await signedInAdmin(server, 'todo-admin@example.org')
    const [funded] = await server.services.db
      .select()
      .from(milestones)
      .where(and(eq(milestones.engagementId, active.id), eq(milestones.status, 'funded')))
    const disputed = await m.client.post(`/engagements/${active.id}`, { intent: 'dispute', milestoneId: funded.id, reason: 'The framework was not started at all this month.' })
    expect(disputed.status).toBe(303)
    const admins = await server.services.db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'))
    expect(admins.length).toBeGreaterThan(0)
    for (const admin of admins) {
      const notes = await server.services.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), eq(notifications.messageId, 'requests.notification.adminDispute')))
      expect(notes.map((n) => n.params)).toContainEqual({ title: 'Logical framework' })
    }
  })
})
