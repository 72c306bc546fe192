import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSISTANT_MONTHLY_REQUESTS } from '../../app/catalog/assistant.ts'
import { applicationDrafts, applications, assistantConsents, assistantUsage, eligibilityChecks, grants, organizations } from '../../app/db/schema/index.ts'
import { TASK_RESPONDERS } from '../../app/domain/assistant/local-model/answers/index.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { toGrantRow } from '../../app/domain/grants/write-grant.server.ts'
import { newMember, organizationOf } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { joinTeam, onPlan } from '../support/team.ts'
import { type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * The assistant's help with applying (issue 28 §1, ADR 080), against the local OpenAI-compatible
 * model on loopback: "Am I eligible?" answers yes, no or unclear with each reason quoting the
 * grant's own sentence (a quote not in the grant's text is never shown as the grant's); drafting
 * help writes a section with marks naming the profile field each claim comes from, streamed or
 * whole, for the team's editors to edit, save and delete; nothing is sent for an organization that
 * has not opted in; the allowance refuses; and without a model none of it exists.
 */
let model: LocalModel
let server: TestServer
let bare: TestServer
let owner: TestClient
let editor: TestClient
let viewer: TestClient
let stranger: TestClient
let org: { id: string; userId: string }
let grantId: string
let englishGrantId: string
let applicationId: string

const FRENCH_GRANT = {
  title: 'Fonds Eau et Santé pour le Sahel',
  description: 'Le fonds soutient les projets de santé communautaire et d’accès à l’eau potable. Les projets durent deux ans au plus.',
  eligibility: 'Les associations basées au Sénégal ou au Mali peuvent postuler. Les entreprises privées ne sont pas éligibles.',
}
const QUOTE = 'Les associations basées au Sénégal ou au Mali peuvent postuler.'

const taskRequests = (task: string) => model.requests.filter((r) => r.task === task)

beforeAll(async () => {
  model = await startLocalModel()
  server = await startTestServer({ env: { LLM_URL: model.url, LLM_MODEL: 'local', LLM_API_KEY: 'sk-local' } })
  bare = await startTestServer()
  owner = await newMember(server, { email: 'owner@apply.example', name: 'Awa Owner', orgName: 'Dakar Eau Vive' })
  await onPlan(server, 'owner@apply.example', 'pro')
  editor = await joinTeam(server, owner, { email: 'editor@apply.example', name: 'Eli Editor' })
  viewer = await joinTeam(server, owner, { email: 'viewer@apply.example', name: 'Vera Viewer', role: 'viewer' })
  await onPlan(server, 'owner@apply.example', 'free')
  stranger = await newMember(server, { email: 'stranger@apply.example', name: 'Sam Stranger', orgName: 'Other Collective' })
  org = await organizationOf(server, 'owner@apply.example')
  const { db } = server.services
  await db
    .update(organizations)
    .set({ country: 'SN', sector: 'health', sectors: ['health'], orgType: 'ngo', mission: 'Bring clean water to rural clinics in Thiès.', yearFounded: 2009 })
    .where(eq(organizations.id, org.id))
  const [french] = await db
    .insert(grants)
    .values(toGrantRow(grant({ ...FRENCH_GRANT, source: 'Fondation Baobab', sector: 'health', countryScope: 'Sénégal, Mali', language: 'fr' })))
    .returning({ id: grants.id })
  grantId = french.id
  const [english] = await db
    .insert(grants)
    .values(toGrantRow(grant({ title: 'Kenya Schools Fund' })))
    .returning({ id: grants.id })
  englishGrantId = english.id
  for (const id of [englishGrantId, grantId]) expect((await owner.post(`/grant/${id}/apply`, {})).status).toBe(302)
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.organizationId, org.id), eq(applications.grantId, grantId)))
  applicationId = row.id
})
afterAll(async () => {
  await server?.close()
  await bare?.close()
  await model?.close()
})

describe('Before the organization opts in', () => {
  it('the grant page offers the way to opt in, not the button', async () => {
    const words = text((await owner.page(`/grant/${grantId}`)).html)
    expect(words).toContain('Am I eligible?')
    expect(words).toContain('Nothing is sent to the model until your organization turns the assistant on.')
    expect(words).toContain('It sends the grant’s text and these fields of your profile: name, country, sectors, kind of organization, mission, and year founded.')
    expect((await owner.page(`/grant/${grantId}`)).html).toContain('href="/assistant"')
    expect(words).not.toContain('Check again')
  })

  it('nothing is sent: not on a posted check, not for a draft, not streamed', async () => {
    const before = model.requests.length
    const asked = await owner.post(`/grant/${grantId}/eligibility`, {})
    expect(asked.status).toBe(303)
    expect(text((await owner.follow(asked)).html)).toContain('Your organization has not turned the assistant on: nothing was sent.')
    const drafted = await owner.post(`/dashboard/applications/${applicationId}/drafts`, { intent: 'draft', section: 'need' })
    expect(drafted.status).toBe(403)
    expect(text(await drafted.text())).toContain('Your organization has not turned the assistant on')
    const streamed = await owner.post(`/dashboard/applications/${applicationId}/drafts/stream`, { section: 'need' })
    expect(streamed.status).toBe(403)
    expect(model.requests.length).toBe(before)
    expect(model.requests).toEqual([])
    expect(await server.services.db.select().from(eligibilityChecks)).toEqual([])
    expect(await server.services.db.select().from(applicationDrafts)).toEqual([])
  })
})

describe('Am I eligible?', () => {
  beforeAll(async () => {
    await server.services.db.insert(assistantConsents).values({ organizationId: org.id, consentedBy: org.userId })
  })

  it('answers with reasons, each quoting the grant’s sentence, found in its text; one model call per press', async () => {
    const calls = taskRequests('eligibility').length
    const asked = await owner.post(`/grant/${grantId}/eligibility`, {})
    expect(asked.status).toBe(303)
    expect(asked.headers.get('Location')).toBe(`/grant/${grantId}#eligibility`)
    expect(taskRequests('eligibility').length).toBe(calls + 1)
    const page = await owner.follow(asked)
    const words = text(page.html)
    expect(words).toContain('The assistant answered: its reasons are below.')
    expect(words).toContain('Likely eligible')
    expect(words).toContain(`The grant says: ${QUOTE}`)
    expect(words).toContain('Compared with your profile’s country.')
    expect(page.html).toContain('<blockquote lang="fr"')
    const [check] = await server.services.db.select().from(eligibilityChecks).where(eq(eligibilityChecks.organizationId, org.id))
    expect(check.verdict).toBe('yes')
    expect(check.reasons.every((r) => r.found)).toBe(true)
    expect(check.reasons[0].quote).toBe(QUOTE)
    const [usage] = await server.services.db.select().from(assistantUsage).where(eq(assistantUsage.id, check.usageId!))
    expect(usage).toMatchObject({ purpose: 'eligibility', status: 'completed', organizationId: org.id })
  })

  it('sends the grant’s text and the named profile fields, in the grant’s language, and no person’s data', async () => {
    const sent = taskRequests('eligibility').at(-1)!
    const body = JSON.parse(sent.messages.find((m) => m.role === 'user')!.content)
    expect(Object.keys(body.profile).sort()).toEqual(['country', 'mission', 'name', 'orgType', 'sectors', 'yearFounded'])
    expect(body.profile.country).toBe('Sénégal')
    expect(body.profile.sectors).toBe('Santé')
    expect(body.grant).toContain(QUOTE)
    const everything = JSON.stringify(sent.messages)
    for (const personal of ['owner@apply.example', 'Awa Owner', 'editor@apply.example', 'Eli Editor']) expect(everything).not.toContain(personal)
  })

  it('never shows a made-up quote as the grant’s: the reason stays, marked, its words dropped', async () => {
    const real = TASK_RESPONDERS.eligibility
    TASK_RESPONDERS.eligibility = () =>
      JSON.stringify({
        verdict: 'yes',
        reasons: [
          { text: 'Invented rule.', quote: 'Toutes les ONG du Sénégal reçoivent 50 000 dollars sans condition.', fields: ['country'] },
          { text: 'Real rule.', quote: QUOTE, fields: ['country'] },
        ],
      })
    try {
      const asked = await owner.post(`/grant/${grantId}/eligibility`, {})
      const page = await owner.follow(asked)
      expect(page.html).not.toContain('reçoivent 50 000 dollars')
      expect(text(page.html)).toContain('The model quoted words that are not in the grant’s text, so they are not shown.')
      expect(text(page.html)).toContain(`The grant says: ${QUOTE}`)
      const rows = await server.services.db.select().from(eligibilityChecks).where(eq(eligibilityChecks.organizationId, org.id))
      const latest = rows.sort((a, b) => +b.createdAt - +a.createdAt)[0]
      expect(latest.reasons).toEqual([
        { text: 'Invented rule.', quote: '', found: false, fields: ['country'] },
        { text: 'Real rule.', quote: QUOTE, found: true, fields: ['country'] },
      ])
    } finally {
      TASK_RESPONDERS.eligibility = real
    }
  })

  it('an answer that is not the JSON asked for is stored as nothing, and the member is told', async () => {
    const real = TASK_RESPONDERS.eligibility
    TASK_RESPONDERS.eligibility = () => 'Yes, certainly!'
    const count = (await server.services.db.select().from(eligibilityChecks)).length
    try {
      const page = await owner.follow(await owner.post(`/grant/${grantId}/eligibility`, {}))
      expect(text(page.html)).toContain('The assistant’s answer could not be read. Try again.')
      expect((await server.services.db.select().from(eligibilityChecks)).length).toBe(count)
    } finally {
      TASK_RESPONDERS.eligibility = real
    }
  })

  it('a viewer reads the latest answer but cannot ask', async () => {
    const words = text((await viewer.page(`/grant/${grantId}`)).html)
    expect(words).toContain('Likely eligible')
    expect(words).toContain('Editors, admins and the owner of your organization can ask.')
    const before = model.requests.length
    const refused = await viewer.post(`/grant/${grantId}/eligibility`, {})
    expect(refused.status).toBe(302)
    expect(refused.headers.get('Location')).toBe(`/grant/${grantId}`)
    expect(model.requests.length).toBe(before)
  })

  it('another organization sees none of it, and a visitor is sent to sign in', async () => {
    const words = text((await stranger.page(`/grant/${grantId}`)).html)
    expect(words).not.toContain('Likely eligible')
    expect(words).toContain('Nothing is sent to the model until your organization turns the assistant on.')
    const visitor = await server.client().post(`/grant/${grantId}/eligibility`, {})
    expect(visitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    expect((await owner.post('/grant/00000000-0000-4000-8000-000000000000/eligibility', {})).status).toBe(404)
  })

  it('when the month’s allowance is used, the member is told and nothing is sent', async () => {
    const filler = Array.from({ length: ASSISTANT_MONTHLY_REQUESTS.free }, () => ({ organizationId: org.id, purpose: 'translation' as const, status: 'completed' as const, model: 'local' }))
    const added = await server.services.db.insert(assistantUsage).values(filler).returning({ id: assistantUsage.id })
    const before = model.requests.length
    try {
      const page = await owner.follow(await owner.post(`/grant/${grantId}/eligibility`, {}))
      expect(text(page.html)).toContain('Your organization has used this month’s assistant requests. More come next month, or with a higher plan.')
      const drafted = await editor.post(`/dashboard/applications/${applicationId}/drafts`, { intent: 'draft', section: 'need' })
      expect(drafted.status).toBe(429)
      const streamed = await editor.post(`/dashboard/applications/${applicationId}/drafts/stream`, { section: 'need' })
      expect(streamed.status).toBe(429)
      expect(await streamed.text()).toContain('this month’s assistant requests')
      expect(model.requests.length).toBe(before)
    } finally {
      for (const { id } of added) await server.services.db.delete(assistantUsage).where(eq(assistantUsage.id, id))
    }
  })
})

describe('Drafting help', () => {
  const draftsPage = () => `/dashboard/applications/${applicationId}/drafts`

  it('the application page links to it', async () => {
    const page = await viewer.page(`/dashboard/applications/${applicationId}`)
    expect(page.html).toContain(`href="${draftsPage()}"`)
  })

  it('without JavaScript, a plain post drafts the need statement whole; each claim names its profile field', async () => {
    const response = await editor.post(draftsPage(), { intent: 'draft', section: 'need' })
    expect(response.status).toBe(303)
    const page = await editor.follow(response)
    const words = text(page.html)
    expect(words).toContain('The section is drafted: edit it below and save.')
    expect(words).toContain('Need statement')
    expect(words).toContain('Its mission: Bring clean water to rural clinics in Thiès. from: mission')
    expect(words).toContain('from: country')
    const [draft] = await server.services.db.select().from(applicationDrafts).where(eq(applicationDrafts.applicationId, applicationId))
    expect(draft.section).toBe('need')
    expect(draft.body).toContain('[from: mission]')
    expect(draft.fieldsSent).toEqual(['name', 'country', 'sectors', 'orgType', 'mission', 'yearFounded'])
    const sent = JSON.parse(
      taskRequests('drafting')
        .at(-1)!
        .messages.find((m) => m.role === 'user')!.content,
    )
    expect(sent.pastApplications).toEqual([{ grant: 'Kenya Schools Fund', status: 'not_started' }])
    expect(sent.grant).toContain(QUOTE)
  })

  it('a mark naming a field that was not sent is shown as not from the profile', async () => {
    const real = TASK_RESPONDERS.drafting
    TASK_RESPONDERS.drafting = () => 'We are registered as NGO-1234 [from: registrationNumber]. We work in Senegal [from: country]. Budget 1M [from: annualBudgetUsd].'
    try {
      await editor.post(draftsPage(), { intent: 'draft', section: 'budget' })
      const [draft] = await server.services.db
        .select()
        .from(applicationDrafts)
        .where(and(eq(applicationDrafts.applicationId, applicationId), eq(applicationDrafts.section, 'budget')))
      expect(draft.body).toBe('We are registered as NGO-1234 [from: ?]. We work in Senegal [from: country]. Budget 1M [from: ?].')
      expect(text((await editor.page(draftsPage())).html)).toContain('We are registered as NGO-1234 not from your profile: check it')
    } finally {
      TASK_RESPONDERS.drafting = real
    }
  })

  it('with JavaScript, the stream route sends the text as the model writes it, then stores it', async () => {
    const response = await editor.post(`${draftsPage()}/stream`, { section: 'objectives' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const streamed = await response.text()
    expect(streamed).toContain('Objectives (local model draft)')
    expect(taskRequests('drafting').at(-1)!.stream).toBe(true)
    const [draft] = await server.services.db
      .select()
      .from(applicationDrafts)
      .where(and(eq(applicationDrafts.applicationId, applicationId), eq(applicationDrafts.section, 'objectives')))
    expect(draft.body).toBe(streamed.trim())
  })

  it('the member edits every word and saves; nothing is submitted anywhere', async () => {
    const status = (await server.services.db.select({ status: applications.status }).from(applications).where(eq(applications.id, applicationId)))[0].status
    const edited = 'Our own need statement, rewritten by us. Founded 2009 [from: yearFounded]. Invented [from: password].'
    const response = await editor.post(draftsPage(), { intent: 'save', section: 'need', body: edited })
    expect(response.status).toBe(303)
    expect(text((await editor.follow(response)).html)).toContain('Your text is saved.')
    const [draft] = await server.services.db
      .select()
      .from(applicationDrafts)
      .where(and(eq(applicationDrafts.applicationId, applicationId), eq(applicationDrafts.section, 'need')))
    expect(draft.body).toBe('Our own need statement, rewritten by us. Founded 2009 [from: yearFounded]. Invented [from: ?].')
    expect((await server.services.db.select({ status: applications.status }).from(applications).where(eq(applications.id, applicationId)))[0].status).toBe(status)
  })

  it('an empty text is refused, with the message beside the field and the page kept', async () => {
    const response = await editor.post(draftsPage(), { intent: 'save', section: 'need', body: '   ' })
    expect(response.status).toBe(400)
    expect(text(await response.text())).toContain('Write the section’s text, or delete the section.')
    const refused = await editor.post(draftsPage(), { intent: 'save', section: 'nonsense', body: 'Kept words' })
    expect(refused.status).toBe(400)
    expect(text(await refused.text())).toContain('Choose one of the sections.')
    const notDrafted = await editor.post(draftsPage(), { intent: 'save', section: 'monitoring', body: 'Typed before any draft' })
    expect(notDrafted.status).toBe(400)
    const html = await notDrafted.text()
    expect(text(html)).toContain('That section has no draft to save any more')
  })

  it('a viewer reads the drafts, with no form; their posts are refused', async () => {
    const page = await viewer.page(draftsPage())
    const words = text(page.html)
    expect(words).toContain('Our own need statement, rewritten by us.')
    expect(words).toContain('You can read the drafts; editors, admins and the owner draft, edit and delete them.')
    expect(page.html).not.toContain('name="body"')
    const posts: Array<Record<string, string>> = [
      { intent: 'save', section: 'need', body: 'Viewer words' },
      { intent: 'delete', section: 'need' },
      { intent: 'draft', section: 'need' },
    ]
    for (const fields of posts) {
      const refused = await viewer.post(draftsPage(), fields)
      expect(refused.status).toBe(302)
      expect(refused.headers.get('Location')).toBe('/dashboard')
    }
    expect((await viewer.post(`${draftsPage()}/stream`, { section: 'need' })).status).toBe(302)
    const [draft] = await server.services.db
      .select()
      .from(applicationDrafts)
      .where(and(eq(applicationDrafts.applicationId, applicationId), eq(applicationDrafts.section, 'need')))
    expect(draft.body).not.toContain('Viewer words')
  })

  it('another organization’s member finds nothing', async () => {
    expect((await stranger.get(draftsPage())).status).toBe(404)
    expect((await stranger.post(draftsPage(), { intent: 'delete', section: 'need' })).status).toBe(404)
    expect((await stranger.post(`${draftsPage()}/stream`, { section: 'need' })).status).toBe(404)
    expect(await server.services.db.select().from(applicationDrafts).where(eq(applicationDrafts.section, 'need'))).toHaveLength(1)
  })

  it('drafts are the organization’s to delete', async () => {
    const response = await owner.post(draftsPage(), { intent: 'delete', section: 'need' })
    expect(response.status).toBe(303)
    expect(text((await owner.follow(response)).html)).toContain('The draft is deleted.')
    expect(await server.services.db.select().from(applicationDrafts).where(eq(applicationDrafts.section, 'need'))).toEqual([])
    const again = await owner.post(draftsPage(), { intent: 'delete', section: 'need' })
    expect(text((await owner.follow(again)).html)).toContain('That draft was already deleted.')
  })

  it('a failed call stores nothing and is not counted', async () => {
    model.failNext()
    const response = await editor.post(draftsPage(), { intent: 'draft', section: 'monitoring' })
    expect(response.status).toBe(502)
    expect(text(await response.text())).toContain('The assistant did not answer. Nothing was counted')
    expect(await server.services.db.select().from(applicationDrafts).where(eq(applicationDrafts.section, 'monitoring'))).toEqual([])
  })
})

describe('With no model configured', () => {
  it('there is no "Am I eligible?", no drafting help and nothing to post to', async () => {
    const member = await newMember(bare, { email: 'bare@apply.example', orgName: 'Bare Collective' })
    const [row] = await bare.services.db
      .insert(grants)
      .values(toGrantRow(grant({ title: 'Bare Grant' })))
      .returning({ id: grants.id })
    expect((await member.post(`/grant/${row.id}/apply`, {})).status).toBe(302)
    const [app] = await bare.services.db.select({ id: applications.id }).from(applications).where(eq(applications.grantId, row.id))
    expect(text((await member.page(`/grant/${row.id}`)).html)).not.toContain('Am I eligible?')
    expect((await member.page(`/dashboard/applications/${app.id}`)).html).not.toContain('/drafts')
    expect((await member.get(`/dashboard/applications/${app.id}/drafts`)).status).toBe(404)
    expect((await member.post(`/grant/${row.id}/eligibility`, {})).status).toBe(404)
    expect((await member.post(`/dashboard/applications/${app.id}/drafts/stream`, { section: 'need' })).status).toBe(404)
  })
})
