import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, grants, user } from '../../app/db/schema/index.ts'
import { getUpcomingDeadlines } from '../../app/domain/dashboard/get-dashboard.server.ts'
import { newMember } from '../support/accounts.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { messages, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { orgOf } from '../support/org-of.ts'

let server: TestServer
const id: Record<string, string> = {}
beforeAll(async () => {
  server = await startTestServer({
    grants: [
      ...[2, 5, 9, 14, 20, 29].map((d) => grant({ title: `Due in ${d} days`, deadline: daysFromNow(d) })),
      grant({ title: 'Due in 45 days', deadline: daysFromNow(45) }),
      grant({ title: 'Rolling grant', deadline: null }),
      grant({ title: 'Applied due in 3 days', deadline: daysFromNow(3) }),
    ],
  })
  for (const row of await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)) id[row.title] = row.id
})
afterAll(() => server?.close())

async function memberId(email: string) {
  const [row] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row.id
}

describe('Dashboard counters and deadlines', () => {
  it('counts saved grants, applications, active applications (Draft or Submitted) and deadlines in the next 30 days', async () => {
    const member = await newMember(server, { name: 'Counter Member', email: 'counter@example.org' })
    for (const title of ['Due in 2 days', 'Due in 5 days', 'Due in 9 days', 'Due in 14 days', 'Due in 20 days', 'Due in 29 days', 'Due in 45 days', 'Rolling grant']) {
      await member.post(`/grant/${id[title]}/save`, { save: '1' })
    }
    for (const title of ['Applied due in 3 days', 'Due in 2 days', 'Rolling grant']) await member.post(`/grant/${id[title]}/apply`, {})
    const userId = await memberId('counter@example.org')
    await server.services.db.update(applications).set({ status: 'draft' }).where(eq(applications.grantId, id['Due in 2 days']))
    await server.services.db.update(applications).set({ status: 'submitted' }).where(eq(applications.grantId, id['Rolling grant']))

    const body = text((await member.page('/dashboard')).html)
    expect(body).toContain('Saved Grants 8')
    expect(body).toContain('Applications 3')
    expect(body).toContain('Active 2')
    // 2, 3 (applied), 5, 9, 14, 20 and 29 days: 45 days and rolling are outside the window.
    expect(body).toContain('Deadlines (Next 30 days) 7')

    const upcoming = await getUpcomingDeadlines(server.services.db, await orgOf(server.services.db, userId))
    expect(upcoming.total).toBe(7)
    expect(upcoming.shown.map((d) => d.title)).toEqual(['Due in 2 days', 'Applied due in 3 days', 'Due in 5 days', 'Due in 9 days', 'Due in 14 days'])
    expect(upcoming.shown.find((d) => d.title === 'Applied due in 3 days')).toMatchObject({ saved: false, applied: true })
  })

  it('shows at most 5 upcoming deadlines with the days left, rounded up', async () => {
    const member = await newMember(server, { email: 'deadlines@example.org' })
    for (const title of ['Due in 2 days', 'Due in 5 days', 'Due in 9 days', 'Due in 14 days', 'Due in 20 days', 'Due in 29 days']) await member.post(`/grant/${id[title]}/save`, { save: '1' })
    const page = (await member.page('/dashboard?tab=deadlines')).html
    // The deadlines tab (the team's activity below it names every saved grant).
    const body = text(page.slice(page.indexOf('aria-label="Upcoming Deadlines"'), page.indexOf('id="team-activity-heading"')))
    expect(body).toContain('Due in 2 days')
    expect(body).toContain('Due in 14 days')
    expect(body).not.toContain('Due in 29 days')
    expect(body).toContain('and 1 more in the next 30 days')
    // The test runs part-way through a UTC day, so 2 calendar days away rounds up to 2 days left.
    expect(body).toContain('2 days left')
    expect(body).toContain('14 days left')
  })

  it('shows empty states with Discover Grants', async () => {
    const member = await newMember(server, { email: 'empty@example.org' })
    for (const [tab, message] of [
      ['saved', 'You have not saved any grants yet.'],
      ['applications', 'You have not started any applications yet.'],
      ['deadlines', 'No saved or applied grants are due in the next 30 days.'],
    ]) {
      const { html } = await member.page(`/dashboard?tab=${tab}`)
      expect(text(html)).toContain(message)
      expect(html).toMatch(/href="\/discover"[^>]*>Discover Grants/)
    }
  })
})

describe('Application tracking', () => {
  async function applied(email: string, title: string) {
    const member = await newMember(server, { email })
    await member.post(`/grant/${id[title]}/apply`, {})
    const [row] = await server.services.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.createdBy, await memberId(email)))
    return { member, applicationId: row.id }
  }

  it('moves an application from Not Started through Draft and Submitted to Awarded, with a dated history', async () => {
    const { member, applicationId } = await applied('tracker@example.org', 'Due in 20 days')
    const path = `/dashboard/applications/${applicationId}`
    const update = (fields: Record<string, string>) => member.post(path, { submissionDate: '', amountAwarded: '', notes: '', ...fields })

    expect(messages((await member.follow(await update({ status: 'draft', notes: 'Budget from Joyce' }))).html, 'status')).toContain('Application updated')
    await update({ status: 'submitted', notes: 'Budget from Joyce' })
    const [submitted] = await server.services.db.select().from(applications).where(eq(applications.id, applicationId))
    expect(submitted.status).toBe('submitted')
    expect(submitted.submissionDate).toBe(new Date().toISOString().slice(0, 10))

    const awarded = await update({ status: 'awarded', amountAwarded: '25,000', notes: 'Budget from Joyce' })
    expect(awarded.status).toBe(302)
    const [row] = await server.services.db.select().from(applications).where(eq(applications.id, applicationId))
    expect(row).toMatchObject({ status: 'awarded', outcome: 'awarded', amountAwarded: 25_000, notes: 'Budget from Joyce' })

    const page = text((await member.page(path)).html)
    for (const s of ['Not Started since', 'Draft since', 'Submitted since', 'Awarded since']) expect(page).toContain(s)
    const list = text((await member.page('/dashboard?tab=applications')).html)
    expect(list).toContain('Awarded')
    expect(list).toContain('$25,000')
  })

  it.each([
    ['skip straight from Not Started to Awarded', { status: 'awarded' }, 'An application cannot move from Not Started to Awarded.', 'status'],
    ['record an amount on an application that was not awarded', { status: 'draft', amountAwarded: '500' }, 'An amount awarded can only be recorded for an awarded application.', 'amountAwarded'],
    ['record a negative amount', { status: 'draft', amountAwarded: '-5' }, 'Amount awarded must be a whole number of 0 or more', 'amountAwarded'],
    ['give a submission date in the future', { status: 'submitted', submissionDate: daysFromNow(3) }, 'Submission date cannot be in the future', 'submissionDate'],
  ])('refuses to %s, keeping what was typed, with the message beside its field', async (_case, fields, message, field) => {
    const { member, applicationId } = await applied(`refuse-${Math.random().toString(36).slice(2)}@example.org`, 'Due in 9 days')
    const response = await member.post(`/dashboard/applications/${applicationId}`, { submissionDate: '', amountAwarded: '', notes: 'kept text', ...fields })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(messages(html, 'alert')).toEqual([message])
    expect(html).toContain(`id="${field}-error"`)
    expect(html).toContain(`href="#${field}"`)
    expect(html).toContain('kept text')
    const [row] = await server.services.db.select().from(applications).where(eq(applications.id, applicationId))
    expect(row.status).toBe('not_started')
  })

  it('keeps one application per member and grant', async () => {
    const { member } = await applied('once@example.org', 'Due in 5 days')
    await member.post(`/grant/${id['Due in 5 days']}/apply`, {})
    expect(
      await server.services.db
        .select()
        .from(applications)
        .where(eq(applications.createdBy, await memberId('once@example.org'))),
    ).toHaveLength(1)
  })

  it('hides one member’s application from another (404) and sends visitors to sign in', async () => {
    const { applicationId } = await applied('owner@example.org', 'Due in 14 days')
    const other = await newMember(server, { email: 'intruder@example.org' })
    expect((await other.get(`/dashboard/applications/${applicationId}`)).status).toBe(404)
    expect((await other.post(`/dashboard/applications/${applicationId}`, { status: 'withdrawn', submissionDate: '', amountAwarded: '', notes: '' })).status).toBe(404)
    const [row] = await server.services.db.select().from(applications).where(eq(applications.id, applicationId))
    expect(row.status).toBe('not_started')
    const visitor = await server.client().get(`/dashboard/applications/${applicationId}`)
    expect(visitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
  })
})
