import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, automationRules, automationRuns, grants, notifications, organizationMembers, organizations, userSavedGrants } from '../../app/db/schema/index.ts'
import { setupNewMember } from '../../app/domain/accounts/setup-new-member.server.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { automationDeadlines, automationMatch } from '../../app/jobs/automation.server.ts'
import { organizationOf, signedInAdmin, newMember } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Workflow automation (issue 14, item 6): a Premium team's rules, set on /team/automation, run by
 * the job queue, each rule once per grant, every run logged. The two examples: "when a new
 * match scores ≥ 85 in Agriculture, save it and assign it to our program lead"; "14 days before a
 * deadline, remind the assignee".
 */
let server: TestServer
let admin: TestClient
const queued: Array<{ jobId: string; payload: object; options?: object }> = []

beforeAll(async () => {
  server = await startTestServer()
  // The web process's queue, recorded: what a publish asks for.
  server.services.jobs.attach(async (jobId, payload, options) => {
    queued.push({ jobId, payload, options })
  })
  admin = await signedInAdmin(server)
})
afterAll(() => server?.close())

const db = () => server.services.db
const DAY_MS = 86_400_000

/** A form post with repeated fields (the ticked actions), as a browser sends it. */
function postForm(client: TestClient, path: string, fields: Array<[string, string]>) {
  return client.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
}

/** An owner whose organization farms in Kenya (so irrigation grants there score 100%), on a plan. */
async function owner(email: string, name: string, plan: 'free' | 'pro' | 'premium') {
  const client = await newMember(server, { email, name, orgName: `${name} Growers` })
  const saved = await client.post('/profile', {
    intent: 'organization',
    orgName: `${name} Growers`,
    sector: 'agriculture',
    country: 'KE',
    mission: 'We help smallholder farmers adopt drip irrigation.',
    programAreas: '',
    website: '',
    registrationNumber: '',
    orgType: 'ngo',
    annualBudgetUsd: '40,000',
    languages: 'en',
  })
  expect(saved.status).toBe(302)
  const org = await organizationOf(server, email)
  if (plan !== 'free')
    await db()
      .update(organizations)
      .set({ plan, planRenewsAt: new Date(Date.now() + 300 * DAY_MS) })
      .where(eq(organizations.id, org.id))
  return { client, userId: org.userId, orgId: org.id }
}

/** Someone who signs up and is moved into the team with a role (the invitation flow is another package's). */
async function teammate(orgId: string, email: string, name: string, role: 'admin' | 'editor' | 'viewer') {
  const client = await newMember(server, { email, name })
  const { userId, id: ownOrg } = await organizationOf(server, email)
  await db().delete(organizationMembers).where(eq(organizationMembers.userId, userId))
  await db().delete(organizations).where(eq(organizations.id, ownOrg))
  await db().insert(organizationMembers).values({ organizationId: orgId, userId, role })
  return { client, userId }
}

async function publish(title: string, fields: Record<string, string> = {}) {
  const response = await admin.post('/admin/grants/new', {
    title,
    description: 'Drip irrigation for smallholder farmers in western Kenya.',
    source: 'Acacia Farming Trust',
    sector: 'agriculture',
    fundingAmount: 'Up to $30,000',
    countryScope: 'Kenya',
    eligibility: '',
    url: 'https://acacia.example.org/fund',
    deadline: '',
    language: 'en',
    ...fields,
  })
  expect(response.status).toBe(302)
  const [row] = await db().select({ id: grants.id }).from(grants).where(eq(grants.title, title))
  return row.id
}

/** The create form as a browser sends it: every field, the typed ones over the form's defaults. */
async function addRule(client: TestClient, fields: Array<[string, string]>) {
  const typed = new Set(fields.map(([k]) => k))
  const defaults: Array<[string, string]> = [
    ['minScore', '85'],
    ['days', '14'],
    ['sector', ''],
  ]
  return postForm(client, '/team/automation', [['intent', 'create'], ...defaults.filter(([k]) => !typed.has(k)), ...fields])
}
async function ruleId(orgId: string, name: string) {
  const [row] = await db()
    .select({ id: automationRules.id })
    .from(automationRules)
    .where(and(eq(automationRules.organizationId, orgId), eq(automationRules.name, name)))
  return row.id
}
const runsOf = (id: string) => db().select().from(automationRuns).where(eq(automationRuns.ruleId, id))
const notesOf = async (userId: string, messageId: string) => (await db().select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.messageId === messageId)
const mailTo = async (email: string, subject: string) => (await server.services.mailer.listOutbox()).filter((m) => m.to === email && m.subject === subject)
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe('Workflow automation', () => {
  let team: Awaited<ReturnType<typeof owner>>
  let lead: Awaited<ReturnType<typeof teammate>>
  let viewer: Awaited<ReturnType<typeof teammate>>

  beforeAll(async () => {
    team = await owner('amina@example.org', 'Amina Wanjiru', 'premium')
    lead = await teammate(team.orgId, 'baraka@example.org', 'Baraka Otieno', 'editor')
    viewer = await teammate(team.orgId, 'vera@example.org', 'Vera Achieng', 'viewer')
  })

  it('lets a Premium admin write the issue’s two example rules with the form, and lists them in words', async () => {
    const match = await addRule(team.client, [
      ['name', 'Agriculture leads'],
      ['trigger', 'match.new'],
      ['minScore', '85'],
      ['sector', 'agriculture'],
      ['actions', 'save'],
      ['actions', 'assign'],
      ['assignTo', lead.userId],
      ['notifyTo', ''],
    ])
    expect(match.status, await match.clone().text()).toBe(303)
    const page = await team.client.follow(match)
    expect(messages(page.html, 'status')).toContain('Rule added. It acts on what happens from now on.')
    const reminder = await addRule(team.client, [
      ['name', 'Deadline reminder'],
      ['trigger', 'deadline.approaching'],
      ['days', '14'],
      ['actions', 'notify'],
      ['assignTo', ''],
      ['notifyTo', 'assignee'],
    ])
    expect(reminder.status).toBe(303)
    const body = text((await team.client.page('/team/automation')).html)
    expect(body).toContain('Agriculture leads')
    expect(body).toContain('When a new grant in Agriculture matches our profile at 85% or more')
    expect(body).toContain('Then save it and assign it to Baraka Otieno')
    expect(body).toContain('When a deadline in our pipeline is 14 days away or less')
    expect(body).toContain('Then tell whoever it is assigned to')
    expect(body).toContain('2 of 20 rules')
    const [stored] = await db().select().from(automationRules).where(eq(automationRules.name, 'Agriculture leads'))
    expect(stored).toMatchObject({
      enabled: true,
      trigger: { type: 'match.new', minScore: 85, sector: 'agriculture' },
      actions: [{ type: 'save' }, { type: 'assign', userId: lead.userId }],
      createdBy: team.userId,
    })
  })

  it('refuses a rule that does not fit, saying why beside each field and keeping what was typed', async () => {
    const refused = await addRule(team.client, [
      ['name', 'Too eager'],
      ['trigger', 'match.new'],
      ['minScore', '101'],
      ['actions', 'assign'],
      ['assignTo', ''],
      ['notifyTo', ''],
    ])
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(text(html)).toContain('Enter a match score from 50 to 100.')
    expect(text(html)).toContain('Choose whom to assign it to.')
    expect(html).toContain('value="Too eager"')
    expect(html).toContain('value="101"')
    const saveOnDeadline = await addRule(team.client, [
      ['name', 'Odd'],
      ['trigger', 'deadline.approaching'],
      ['days', '61'],
      ['actions', 'save'],
      ['assignTo', ''],
      ['notifyTo', ''],
    ])
    expect(saveOnDeadline.status).toBe(400)
    expect(text(await saveOnDeadline.text())).toContain('Enter a number of days from 1 to 60.')
    const noAction = await addRule(team.client, [
      ['name', 'Nothing'],
      ['trigger', 'match.new'],
      ['assignTo', ''],
      ['notifyTo', ''],
    ])
    expect(text(await noAction.text())).toContain('Choose at least one thing the rule does.')
    // Someone from another organization cannot be named.
    const stranger = await owner('stranger@example.org', 'Sipho Stranger', 'free')
    const outsider = await addRule(team.client, [
      ['name', 'Outsider'],
      ['trigger', 'match.new'],
      ['actions', 'assign'],
      ['assignTo', stranger.userId],
      ['notifyTo', ''],
    ])
    expect(outsider.status).toBe(400)
    expect(text(await outsider.text())).toContain('Choose someone on your team.')
    expect(await db().select().from(automationRules).where(eq(automationRules.organizationId, team.orgId))).toHaveLength(2)
  })

  it('fires the match rule once when a grant is published: one save, one assignment, one notification, one run; again and in parallel, nothing more', async () => {
    const rule = await ruleId(team.orgId, 'Agriculture leads')
    const grantId = await publish('Western Kenya Drip Irrigation Fund')
    // The publish queued the automation run with the priority alerts' 5-minute bucket.
    const announced = queued.filter((q) => q.jobId === automationMatch.id)
    expect(announced).toHaveLength(1)
    expect(announced[0].options).toMatchObject({ singletonKey: expect.stringMatching(/^automation:\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/) })
    // Grants the rule must leave alone: another sector, and a poor match.
    const health = await publish('Kisumu Clinics Fund', { sector: 'health', description: 'Clinics, nurses and medicines for rural communities in Kenya.' })
    const tanzania = await publish('Tanzania Farmers Fund', { countryScope: 'Tanzania', description: 'Seeds and storage for smallholder farmers in the Tanzanian highlands.' })

    const jobs = inlineJobServices(server)
    await automationMatch.handler(announced[0].payload as { bucket: string }, jobs)

    const check = async () => {
      const saved = await db()
        .select()
        .from(userSavedGrants)
        .where(and(eq(userSavedGrants.organizationId, team.orgId), eq(userSavedGrants.grantId, grantId)))
      expect(saved).toHaveLength(1)
      expect(saved[0].savedBy).toBeNull()
      const apps = await db()
        .select()
        .from(applications)
        .where(and(eq(applications.organizationId, team.orgId), eq(applications.grantId, grantId)))
      expect(apps).toHaveLength(1)
      expect(apps[0]).toMatchObject({ grantId, assigneeId: lead.userId, status: 'not_started' })
      expect((await notesOf(lead.userId, 'automation.notification.assigned')).filter((n) => n.params.title === 'Western Kenya Drip Irrigation Fund')).toHaveLength(1)
      expect(await mailTo('baraka@example.org', '“Western Kenya Drip Irrigation Fund” was assigned to you')).toHaveLength(1)
      const runs = (await runsOf(rule)).filter((r) => r.subjectKey === `grant:${grantId}`)
      expect(runs).toHaveLength(1)
      expect(runs[0]).toMatchObject({ subjectKey: `grant:${grantId}`, status: 'done', organizationId: team.orgId })
      expect(runs[0].detail).toMatchObject({ done: ['save', 'createApplication', 'assign'], recipients: { [lead.userId]: 'assigned' } })
    }
    await check()
    const [mail] = await mailTo('baraka@example.org', '“Western Kenya Drip Irrigation Fund” was assigned to you')
    expect(mail.text).toContain('The rule “Agriculture leads” of Amina Wanjiru Growers assigned you “Western Kenya Drip Irrigation Fund”.')
    expect(mail.text).toContain(`/dashboard/applications/${(await db().select().from(applications).where(eq(applications.organizationId, team.orgId)))[0].id}`)
    for (const other of [health, tanzania]) expect((await runsOf(rule)).some((r) => r.subjectKey === `grant:${other}`)).toBe(false)

    // The job again (a retry, the daily run), and two workers at once: nothing more.
    await automationMatch.handler(announced[0].payload as { bucket: string }, jobs)
    await automationMatch.handler({}, jobs)
    await Promise.all([automationMatch.handler({}, inlineJobServices(server)), automationMatch.handler({}, inlineJobServices(server))])
    await check()

    // Two workers at once on a grant neither has seen: one claims it, the other waits and does nothing.
    const busia = await publish('Busia Drip Irrigation Fund')
    await Promise.all([automationMatch.handler({}, inlineJobServices(server)), automationMatch.handler({}, inlineJobServices(server))])
    expect((await runsOf(rule)).filter((r) => r.subjectKey === `grant:${busia}`)).toHaveLength(1)
    expect(
      await db()
        .select()
        .from(userSavedGrants)
        .where(and(eq(userSavedGrants.organizationId, team.orgId), eq(userSavedGrants.grantId, busia))),
    ).toHaveLength(1)
    const busiaApps = await db()
      .select()
      .from(applications)
      .where(and(eq(applications.organizationId, team.orgId), eq(applications.grantId, busia)))
    expect(busiaApps.map((a) => a.assigneeId)).toEqual([lead.userId])
    expect((await notesOf(lead.userId, 'automation.notification.assigned')).filter((n) => n.params.title === 'Busia Drip Irrigation Fund')).toHaveLength(1)
    expect(await mailTo('baraka@example.org', '“Busia Drip Irrigation Fund” was assigned to you')).toHaveLength(1)
    // Nobody else heard from the rule.
    expect(await notesOf(team.userId, 'automation.notification.assigned')).toHaveLength(0)
    expect(await notesOf(viewer.userId, 'automation.notification.assigned')).toHaveLength(0)

    // The run is listed under its rule, and the team's activity feed has it.
    expect(text((await viewer.client.page('/team/activity')).html)).toContain('The automation rule “Agriculture leads” ran')
    const page = text((await team.client.page('/team/automation')).html)
    expect(page).toMatch(/Done [^“]* UTC “Western Kenya Drip Irrigation Fund”: saved, application started, and assigned/)
  })

  it('reminds the assignee once, 14 days before the deadline', async () => {
    const rule = await ruleId(team.orgId, 'Deadline reminder')
    const deadlineMs = Date.now() + 40 * DAY_MS
    await insertGrants(db(), [grant({ title: 'Nakuru Seed Bank Grant', sector: 'agriculture', deadline: ymd(deadlineMs) })])
    const [{ id: dueId }] = await db().select({ id: grants.id }).from(grants).where(eq(grants.title, 'Nakuru Seed Bank Grant'))
    await db().insert(applications).values({ organizationId: team.orgId, grantId: dueId, createdBy: team.userId, assigneeId: lead.userId, status: 'draft' })
    const jobs = inlineJobServices(server)
    const subject = '“Nakuru Seed Bank Grant” is due in 14 days'

    await automationDeadlines.handler({ today: ymd(deadlineMs - 15 * DAY_MS) }, jobs)
    expect(await runsOf(rule)).toHaveLength(0)
    await automationDeadlines.handler({ today: ymd(deadlineMs - 14 * DAY_MS) }, jobs)
    await automationDeadlines.handler({ today: ymd(deadlineMs - 14 * DAY_MS) }, jobs)
    await automationDeadlines.handler({ today: ymd(deadlineMs - 13 * DAY_MS) }, jobs)
    const runs = await runsOf(rule)
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ subjectKey: `deadline:${dueId}:${ymd(deadlineMs)}`, status: 'done' })
    const reminders = await notesOf(lead.userId, 'automation.notification.deadline')
    expect(reminders).toHaveLength(1)
    expect(reminders[0].params).toMatchObject({ rule: 'Deadline reminder', title: 'Nakuru Seed Bank Grant', days: 14, date: ymd(deadlineMs) })
    const mails = await mailTo('baraka@example.org', subject)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('reminds you that “Nakuru Seed Bank Grant” is due on')
    // Only the assignee: not the owner who created the application.
    expect(await mailTo('amina@example.org', subject)).toHaveLength(0)
  })

  it('never runs a rule that is switched off, nor on what was published while it was off', async () => {
    const made = await addRule(team.client, [
      ['name', 'Save every farm grant'],
      ['trigger', 'match.new'],
      ['minScore', '50'],
      ['sector', 'agriculture'],
      ['actions', 'save'],
      ['assignTo', ''],
      ['notifyTo', ''],
    ])
    expect(made.status).toBe(303)
    const rule = await ruleId(team.orgId, 'Save every farm grant')
    const off = await team.client.post('/team/automation', { intent: 'disable', id: rule })
    expect(messages((await team.client.follow(off)).html, 'status')).toContain('Rule turned off. It does nothing until you turn it on again.')
    const grantId = await publish('Rift Valley Irrigation Prize')
    const jobs = inlineJobServices(server)
    await automationMatch.handler({}, jobs)
    await automationDeadlines.handler({}, jobs)
    expect(await runsOf(rule)).toHaveLength(0)
    // Switched on again: what was published meanwhile stays untouched.
    expect((await team.client.post('/team/automation', { intent: 'enable', id: rule })).status).toBe(303)
    await automationMatch.handler({}, jobs)
    expect(await runsOf(rule)).toHaveLength(0)
    // The first rule took it (it matches Agriculture at 100%).
    expect((await runsOf(await ruleId(team.orgId, 'Agriculture leads'))).some((r) => r.subjectKey === `grant:${grantId}`)).toBe(true)
  })

  it('logs a run as skipped when the assignee has left the team, and changes nothing', async () => {
    // Baraka leaves: a solo organization of their own again.
    await db().delete(organizationMembers).where(eq(organizationMembers.userId, lead.userId))
    await setupNewMember(db(), { id: lead.userId, name: 'Baraka Otieno' })
    const before = (await db().select().from(notifications).where(eq(notifications.userId, lead.userId))).length

    // The reminder for an application still assigned to Baraka.
    const deadlineMs = Date.now() + 50 * DAY_MS
    await insertGrants(db(), [grant({ title: 'Machakos Water Harvesting Grant', sector: 'agriculture', deadline: ymd(deadlineMs) })])
    const [{ id: dueId }] = await db().select({ id: grants.id }).from(grants).where(eq(grants.title, 'Machakos Water Harvesting Grant'))
    await db().insert(applications).values({ organizationId: team.orgId, grantId: dueId, createdBy: team.userId, assigneeId: lead.userId, status: 'not_started' })
    const jobs = inlineJobServices(server)
    await automationDeadlines.handler({ today: ymd(deadlineMs - 14 * DAY_MS) }, jobs)
    const reminder = (await runsOf(await ruleId(team.orgId, 'Deadline reminder'))).find((r) => r.subjectKey.startsWith(`deadline:${dueId}:`))
    expect(reminder).toMatchObject({ status: 'skipped', detail: { reason: 'member_left', userId: lead.userId } })

    // A new match for the rule that assigns to Baraka: skipped too, and not even saved.
    const grantId = await publish('Embu Irrigation Cooperative Fund')
    await automationMatch.handler({}, jobs)
    const match = (await runsOf(await ruleId(team.orgId, 'Agriculture leads'))).find((r) => r.subjectKey === `grant:${grantId}`)
    expect(match).toMatchObject({ status: 'skipped', detail: { reason: 'member_left', userId: lead.userId } })
    expect(
      await db()
        .select()
        .from(applications)
        .where(and(eq(applications.organizationId, team.orgId), eq(applications.grantId, grantId))),
    ).toHaveLength(0)
    // The "save every farm grant" rule saved it: each rule on its own.
    expect(
      await db()
        .select()
        .from(userSavedGrants)
        .where(and(eq(userSavedGrants.organizationId, team.orgId), eq(userSavedGrants.grantId, grantId))),
    ).toHaveLength(1)
    expect((await db().select().from(notifications).where(eq(notifications.userId, lead.userId))).length).toBe(before)

    const page = text((await team.client.page('/team/automation')).html)
    expect(page).toMatch(/Skipped [^“]* UTC “Embu Irrigation Cooperative Fund”: nothing done, because Baraka Otieno is no longer on the team\./)
    expect(page).toContain('This rule names someone who has left your team, so it skips every run.')
  })

  it('shows a viewer the rules but lets only admins change them', async () => {
    const page = await viewer.client.page('/team/automation')
    expect(page.status).toBe(200)
    expect(text(page.html)).toContain('Agriculture leads')
    expect(text(page.html)).toContain('Only the owner and admins of your team can add or change rules.')
    expect(page.html).not.toContain('name="intent" value="create"')
    const rule = await ruleId(team.orgId, 'Agriculture leads')
    const attempts: Array<Record<string, string>> = [
      { intent: 'create', name: 'Viewer rule', trigger: 'match.new', minScore: '85', days: '14', sector: '', actions: 'save', assignTo: '', notifyTo: '' },
      { intent: 'delete', id: rule },
      { intent: 'disable', id: rule },
    ]
    for (const fields of attempts) {
      const refused = await viewer.client.post('/team/automation', fields)
      expect(refused.status).toBe(302)
      expect(refused.headers.get('Location')).toBe('/dashboard')
      expect(text((await viewer.client.follow(refused)).html)).toContain('Your role in your organization’s team does not allow this.')
    }
    const [still] = await db().select().from(automationRules).where(eq(automationRules.id, rule))
    expect(still.enabled).toBe(true)
    expect(await db().select().from(automationRules).where(eq(automationRules.name, 'Viewer rule'))).toHaveLength(0)
    // Another organization's rule is as unknown as a missing one.
    const other = await owner('other-premium@example.org', 'Olu Other', 'premium')
    expect((await other.client.post('/team/automation', { intent: 'delete', id: rule })).status).toBe(404)
  })

  it('offers Pro no rules: the page says automation comes with Premium, and a rule posted anyway is refused', async () => {
    const pro = await owner('pro-owner@example.org', 'Pendo Pro', 'pro')
    const page = await pro.client.page('/team/automation')
    expect(page.status).toBe(200)
    const upgrade = 'Workflow automation comes with the Premium plan. Upgrade to let rules save, assign and remind for your team.'
    expect(text(page.html)).toContain(upgrade)
    expect(page.html).not.toContain('name="intent" value="create"')
    const refused = await addRule(pro.client, [
      ['name', 'Pro rule'],
      ['trigger', 'match.new'],
      ['actions', 'save'],
      ['assignTo', ''],
      ['notifyTo', ''],
    ])
    expect(refused.status).toBe(403)
    expect(text(await refused.text())).toContain(upgrade)
    expect(await db().select().from(automationRules).where(eq(automationRules.organizationId, pro.orgId))).toHaveLength(0)
  })
})
