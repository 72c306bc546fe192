import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPERT_ASSISTANT_REQUESTS_PER_MONTH } from '../../app/catalog/assistant.ts'
import { PRIORITY_MATCHING_HOURS } from '../../app/catalog/expert-ai.ts'
import { EXPERT_TIERS, isExpertFeatureSoon } from '../../app/catalog/expert-membership.ts'
import { assistantUsage, expertAiDrafts, expertAiMessages, experts, grants, projectRequests, requestMessages } from '../../app/db/schema/index.ts'
import { askAssistant } from '../../app/domain/assistant/ask-assistant.server.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { newMember, signedInAdmin } from '../support/accounts.ts'
import { makeExpert, verifyOrganization } from '../support/experts.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Experts' AI features (issue 28 §2, ADR 081) on the deterministic local model: the chat assistant
 * (Basic and up), project analysis and funder matching (Pro), content generation and priority
 * matching (Elite); the expert's opt-in before anything is sent, the tier's monthly allowance, the
 * priority window, and the expert's edits, never sent or submitted for them.
 */
let model: LocalModel
let server: TestServer
const HOUR = 3_600_000
const DAY = 24 * HOUR

beforeAll(async () => {
  model = await startLocalModel()
  server = await startTestServer({
    env: { LLM_URL: model.url, LLM_MODEL: 'local', CRAWL_ALLOW_HOSTS: `127.0.0.1:${model.port}` },
    grants: [
      grant({ title: 'Rural Maternal Health Fund', sector: 'health', countryScope: 'Kenya', geographicFocus: ['east_africa'], createdAt: new Date(Date.now() - 10 * DAY) }),
      grant({ title: 'Community Clinics Just Published', sector: 'health', countryScope: 'Kenya', geographicFocus: ['east_africa'], createdAt: new Date(Date.now() - 2 * HOUR) }),
      grant({ title: 'Coastal Fisheries Grant', sector: 'agriculture', countryScope: 'Ghana', geographicFocus: ['west_africa'], createdAt: new Date(Date.now() - 10 * DAY) }),
    ],
  })
})
afterAll(async () => {
  await server?.close()
  await model?.close()
})

let count = 0
async function expert(tier: 'basic' | 'pro' | 'elite') {
  count++
  const made = await makeExpert(server, `expert-ai-${count}@example.org`, { name: `AI Expert ${count}`, sectors: ['health'] })
  await server.services.db.update(experts).set({ membershipTier: tier, country: 'KE' }).where(eq(experts.id, made.expertId))
  return made
}
const optIn = (client: Awaited<ReturnType<typeof expert>>['client']) => client.post('/expert/assistant', { intent: 'consent' })
const chat = (expertId: string) => server.services.db.select().from(expertAiMessages).where(eq(expertAiMessages.expertId, expertId))

describe('Expert AI features', () => {
  it('asks nothing of the model before the expert opts in: the ask and the stream are refused, the local model saw no request', async () => {
    const basic = await expert('basic')
    const page = await basic.client.page('/expert/assistant')
    expect(page.status).toBe(200)
    expect(text(page.html)).toContain('What the assistant sends')
    expect(text(page.html)).toContain('You have not opted in: nothing is sent.')
    const asked = await basic.client.post('/expert/assistant', { intent: 'ask', question: 'How long should a need statement be?' })
    expect(asked.status).toBe(409)
    const html = await asked.text()
    expect(text(html)).toContain('Opt in on the assistant page first')
    expect(html).toContain('How long should a need statement be?')
    const streamed = await basic.client.post('/expert/assistant/stream', { question: 'How long should a need statement be?' })
    expect(streamed.status).toBe(409)
    expect(model.requests).toHaveLength(0)
    expect(await chat(basic.expertId)).toHaveLength(0)
    expect(await server.services.db.select().from(assistantUsage)).toHaveLength(0)
  })

  it('lists the AI features as built (no "Coming soon") in every tier that sells them', () => {
    const features = EXPERT_TIERS.flatMap((tier) => tier.features)
    for (const id of ['ai_chat_assistant', 'ai_project_analysis', 'ai_funder_matching', 'ai_content_generation', 'ai_image_generation', 'priority_ai_matching']) {
      const feature = features.find((f) => (typeof f === 'string' ? f : f.id) === id)!
      expect(isExpertFeatureSoon(feature), id).toBe(false)
    }
  })

  it('chats once opted in: a plain POST and a streamed answer, the history kept with earlier turns sent, then deleted; withdrawing stops it', async () => {
    const basic = await expert('basic')
    expect((await optIn(basic.client)).status).toBe(303)
    const asked = await basic.client.post('/expert/assistant', { intent: 'ask', question: 'How do I write a budget narrative?' })
    expect(asked.status).toBe(303)
    const page = text((await basic.client.page('/expert/assistant')).html)
    expect(page).toContain('How do I write a budget narrative?')
    expect(page).toContain('Tie every budget line to an activity')
    expect(page).toContain('1 of 60 assistant requests used this month')
    const streamed = await basic.client.post('/expert/assistant/stream', { question: 'And the objectives?' })
    expect(streamed.status).toBe(200)
    expect(streamed.headers.get('content-type')).toContain('text/plain')
    const answer = await streamed.text()
    expect(answer).toContain('Write objectives as measurable changes')
    expect(answer).toContain('Earlier turns sent with this question: 2.')
    const last = model.requests.at(-1)!
    expect(last.task).toBe('expert_chat')
    expect(last.stream).toBe(true)
    expect((await chat(basic.expertId)).map((m) => m.role).sort()).toEqual(['assistant', 'assistant', 'user', 'user'])
    // Another expert never sees this conversation.
    const other = await expert('basic')
    expect(text((await other.client.page('/expert/assistant')).html)).not.toContain('budget narrative?')

    expect((await basic.client.post('/expert/assistant', { intent: 'clear' })).status).toBe(303)
    expect(await chat(basic.expertId)).toHaveLength(0)
    expect((await basic.client.post('/expert/assistant', { intent: 'withdraw' })).status).toBe(303)
    const sent = model.requests.length
    expect((await basic.client.post('/expert/assistant', { intent: 'ask', question: 'Still there?' })).status).toBe(409)
    expect(model.requests).toHaveLength(sent)
  })

  it('gates each feature by tier on the server: Basic chat only, Pro adds funders and project analysis, Elite adds drafting', async () => {
    const basic = await expert('basic')
    const pro = await expert('pro')
    const elite = await expert('elite')
    expect(text((await basic.client.page('/expert/funders')).html)).toContain('does not include this feature')
    expect((await basic.client.post('/expert/funders', { intent: 'why' })).status).toBe(403)
    expect(text((await basic.client.page('/expert/drafting')).html)).toContain('does not include this feature')
    expect((await basic.client.post('/expert/drafting', { intent: 'generate', section: 'objectives', project: 'Clinic', brief: 'A clinic.' })).status).toBe(403)
    expect(text((await pro.client.page('/expert/funders')).html)).not.toContain('does not include this feature')
    expect(text((await pro.client.page('/expert/drafting')).html)).toContain('does not include this feature')
    expect((await pro.client.post('/expert/drafting', { intent: 'save', section: 'objectives', project: 'Clinic', content: 'Mine.' })).status).toBe(403)
    expect(text((await elite.client.page('/expert/drafting')).html)).not.toContain('does not include this feature')
    // An expired membership has none of them.
    await server.services.db
      .update(experts)
      .set({ membershipExpiresAt: new Date(Date.now() - DAY) })
      .where(eq(experts.id, elite.expertId))
    expect(text((await elite.client.page('/expert/assistant')).html)).toContain('come with an active expert membership')
    expect((await elite.client.post('/expert/assistant', { intent: 'consent' })).status).toBe(403)
    // The workspace links to the pages of the tier only.
    const workspace = (await pro.client.page('/expert')).html
    expect(workspace).toContain('href="/expert/assistant"')
    expect(workspace).toContain('href="/expert/funders"')
    expect(workspace).not.toContain('href="/expert/drafting"')
    // A member who is not an expert is sent to become one.
    const member = await newMember(server, { email: 'expert-ai-member@example.org' })
    const response = await member.get('/expert/assistant')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toContain('/become-grant-expert')
  })

  it("counts calls against the tier's monthly allowance, failed calls not counted, and of two requests for the last call one is refused", async () => {
    const basic = await expert('basic')
    await optIn(basic.client)
    const limit = EXPERT_ASSISTANT_REQUESTS_PER_MONTH.basic
    const rows = (n: number, status: 'completed' | 'failed') => Array.from({ length: n }, () => ({ expertId: basic.expertId, purpose: 'expert_chat' as const, model: 'local', status }))
    await server.services.db.insert(assistantUsage).values([...rows(limit - 1, 'completed'), ...rows(5, 'failed')])
    const ask = () =>
      askAssistant(server.services, {
        expertId: basic.expertId,
        userId: basic.userId,
        purpose: 'expert_chat',
        messages: [
          { role: 'system', content: 'Task: expert_chat' },
          { role: 'user', content: 'Budget?' },
        ],
      })
    const results = await Promise.all([ask(), ask()])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.reason === 'allowance')).toHaveLength(1)
    const refused = await basic.client.post('/expert/assistant', { intent: 'ask', question: 'One more?' })
    expect(refused.status).toBe(409)
    expect(text(await refused.text())).toContain("You have used this month's assistant requests")
    // The limit's worth of completed calls: the one answered and those before it; failed ones are left out of the count.
    const counted = await server.services.db
      .select()
      .from(assistantUsage)
      .where(and(eq(assistantUsage.expertId, basic.expertId), eq(assistantUsage.status, 'completed')))
    expect(counted).toHaveLength(limit)
    // Staff see the expert's calls and cost by name on /admin/assistant.
    const admin = await signedInAdmin(server, 'costs-admin@example.org', 'Costs Admin')
    const costs = text((await admin.page('/admin/assistant')).html)
    expect(costs).toMatch(new RegExp(`Grant expert AI Expert ${count}\\b[^]*Expert chat: ${limit} `))
  })

  it(`shows Elite experts a new grant at once and others only ${PRIORITY_MATCHING_HOURS} hours after it was published, ranked by the match score; the model only writes a "why"`, async () => {
    const pro = await expert('pro')
    const elite = await expert('elite')
    const sent = model.requests.length
    const proPage = text((await pro.client.page('/expert/funders')).html)
    expect(proPage).toContain('Rural Maternal Health Fund')
    expect(proPage).not.toContain('Community Clinics Just Published')
    expect(proPage).not.toContain('Coastal Fisheries Grant')
    expect(proPage).toContain(`New grants appear here ${PRIORITY_MATCHING_HOURS} hours after they are published`)
    const elitePage = text((await elite.client.page('/expert/funders')).html)
    expect(elitePage).toContain('Rural Maternal Health Fund')
    expect(elitePage).toContain('Community Clinics Just Published')
    expect(elitePage).toContain('Priority matching')
    // Ranking needs no model.
    expect(model.requests).toHaveLength(sent)
    // Once the window has passed, Pro sees it too.
    await server.services.db
      .update(grants)
      .set({ createdAt: new Date(Date.now() - (PRIORITY_MATCHING_HOURS + 1) * HOUR) })
      .where(eq(grants.title, 'Community Clinics Just Published'))
    expect(text((await pro.client.page('/expert/funders')).html)).toContain('Community Clinics Just Published')
    // The "why" is the model's, on request, after the opt-in.
    expect((await pro.client.post('/expert/funders', { intent: 'why' })).status).toBe(409)
    await optIn(pro.client)
    const why = await pro.client.post('/expert/funders', { intent: 'why' })
    expect(why.status).toBe(200)
    expect(text(await why.text())).toMatch(/Local model: Rural Maternal Health Fund fits you because/)
    expect(model.requests.at(-1)!.task).toBe('funder_matching')
  })

  it('drafts a scoping note and plan within the budget for a request the expert may see; nothing reaches the member until the expert sends their own edit', async () => {
    const pro = await expert('pro')
    const basic = await expert('basic')
    const stranger = await expert('pro')
    await newMember(server, { email: 'expert-ai-ngo@example.org', orgName: 'Afya Bora Trust' })
    const org = await verifyOrganization(server, 'expert-ai-ngo@example.org', 'elite')
    const deadline = daysFromNow(90)
    const [request] = await server.services.db
      .insert(projectRequests)
      .values({
        grantSeekerId: org.userId,
        organizationId: org.id,
        expertId: pro.expertId,
        projectTitle: 'Maternal health outreach proposal',
        projectDescription: 'We need a proposal for maternal health outreach in Kilifi county. Call us on +254 712 345 678.',
        budgetMin: 2000,
        budgetMax: 5000,
        deadline,
      })
      .returning({ id: projectRequests.id })
    const here = `/requests/${request.id}/scoping`
    const messages = () => server.services.db.select().from(requestMessages).where(eq(requestMessages.requestId, request.id))

    expect(text((await pro.client.page(`/requests/${request.id}`)).html)).toContain('Draft a scoping note')
    expect((await stranger.client.get(here)).status).toBe(404)
    await optIn(pro.client)
    const drafted = await pro.client.post(here, { intent: 'draft' })
    expect(drafted.status).toBe(200)
    const form = await drafted.text()
    expect(text(form)).toContain('Local model scoping note')
    for (const amount of ['1500', '2000']) expect(form).toContain(`value="${amount}"`)
    // Contact details are not sent to the model.
    const sentToModel = model.requests.at(-1)!
    expect(sentToModel.task).toBe('project_analysis')
    expect(JSON.stringify(sentToModel.messages)).not.toContain('712 345 678')
    expect(await messages()).toHaveLength(0)

    // Over the budget: refused, what was typed kept, nothing sent.
    const over = await pro.client.post(here, { intent: 'send', note: 'My own scoping note.', title: 'Everything', amountUsd: '6000', dueDate: deadline })
    expect(over.status).toBe(400)
    const overHtml = await over.text()
    expect(text(overHtml)).toContain("more than the request's budget")
    expect(overHtml).toContain('My own scoping note.')
    expect(await messages()).toHaveLength(0)

    const body = new URLSearchParams({ intent: 'send', note: 'I will scope this with you on a call first.' })
    for (const [title, amount] of [
      ['Call and outline', '1000'],
      ['Full draft', '3000'],
    ]) {
      body.append('title', title)
      body.append('amountUsd', amount)
      body.append('dueDate', deadline)
    }
    const sent = await pro.client.post(here, body)
    expect(sent.status).toBe(303)
    const [message] = await messages()
    expect(message.body).toContain('I will scope this with you on a call first.')
    expect(message.body).toContain('Full draft')
    expect(message.body).not.toContain('Local model')

    // Basic has no project analysis, even on a request asked of them.
    const [asked] = await server.services.db
      .insert(projectRequests)
      .values({ grantSeekerId: org.userId, organizationId: org.id, expertId: basic.expertId, projectTitle: 'Another proposal', projectDescription: 'A request for a Basic expert to answer.' })
      .returning({ id: projectRequests.id })
    expect(text((await basic.client.page(`/requests/${asked.id}/scoping`)).html)).toContain('does not include this feature')
    expect((await basic.client.post(`/requests/${asked.id}/scoping`, { intent: 'draft' })).status).toBe(403)
  })

  it('drafts a section for Elite experts that only their edited, saved text keeps; their drafts are theirs alone', async () => {
    const elite = await expert('elite')
    const other = await expert('elite')
    await optIn(elite.client)
    const generated = await elite.client.post('/expert/drafting', {
      intent: 'generate',
      section: 'need_statement',
      project: 'Kilifi clinics',
      brief: 'Maternal deaths in Kilifi are high; the NGO runs two clinics.',
    })
    expect(generated.status).toBe(200)
    expect(text(await generated.text())).toContain('Need statement (local model draft)')
    expect(model.requests.at(-1)!.task).toBe('content_generation')
    expect(await server.services.db.select().from(expertAiDrafts).where(eq(expertAiDrafts.expertId, elite.expertId))).toHaveLength(0)
    const saved = await elite.client.post('/expert/drafting', { intent: 'save', section: 'need_statement', project: 'Kilifi clinics', content: 'My edited need statement.' })
    expect(saved.status).toBe(303)
    const [draft] = await server.services.db.select().from(expertAiDrafts).where(eq(expertAiDrafts.expertId, elite.expertId))
    expect(draft.content).toBe('My edited need statement.')
    expect((await other.client.post('/expert/drafting', { intent: 'delete', id: draft.id })).status).toBe(404)
    expect((await other.client.post('/expert/drafting', { intent: 'save', id: draft.id, section: 'objectives', project: 'Mine', content: 'Taken over' })).status).toBe(404)
    expect(text((await other.client.page('/expert/drafting')).html)).not.toContain('My edited need statement.')
    expect((await elite.client.post('/expert/drafting', { intent: 'delete', id: draft.id })).status).toBe(303)
    expect(await server.services.db.select().from(expertAiDrafts).where(eq(expertAiDrafts.expertId, elite.expertId))).toHaveLength(0)
  })

  it('hides every expert AI page where no model is configured', async () => {
    const plain = await startTestServer()
    try {
      const made = await makeExpert(plain, 'expert-ai-nomodel@example.org')
      await plain.services.db.update(experts).set({ membershipTier: 'elite' }).where(eq(experts.id, made.expertId))
      for (const path of ['/expert/assistant', '/expert/funders', '/expert/drafting']) expect((await made.client.get(path)).status, path).toBe(404)
      expect((await made.client.page('/expert')).html).not.toContain('href="/expert/assistant"')
    } finally {
      await plain.close()
    }
  })
})
