import { EXPERT_ASSISTANT_FEATURES } from '../../app/catalog/expert-membership.ts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSISTANT_MONTHLY_REQUESTS } from '../../app/catalog/assistant.ts'
import { assistantConsents, assistantUsage } from '../../app/db/schema/index.ts'
import { askAssistant, assistantAvailable } from '../../app/domain/assistant/ask-assistant.server.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { newMember, organizationOf, signedInAdmin } from '../support/accounts.ts'
import { joinTeam, onPlan } from '../support/team.ts'
import { type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * The grant assistant's core (issue 28 §1, ADR 072), against the local OpenAI-compatible model on
 * loopback (the same HTTP code path as a hosted one): nothing reaches the model without the
 * organization's consent; the month's allowance holds under concurrent requests; a failed call is
 * not counted; tokens and cost are recorded and shown to staff; streaming; and with no model
 * configured, the assistant is nowhere and the cards sell nothing that needs it.
 */
let model: LocalModel
let server: TestServer
let bare: TestServer
let owner: TestClient
let editor: TestClient
let admin: TestClient
let org: { id: string; userId: string }
const translate = (text: string) => [
  { role: 'system' as const, content: 'Task: translation\nTarget: sw' },
  { role: 'user' as const, content: text },
]

beforeAll(async () => {
  model = await startLocalModel()
  server = await startTestServer({ env: { LLM_URL: model.url, LLM_MODEL: 'local', LLM_API_KEY: 'sk-local', LLM_PRICE_IN_PER_MTOK: '2.5', LLM_PRICE_OUT_PER_MTOK: '10' } })
  bare = await startTestServer()
  owner = await newMember(server, { email: 'owner@assistant.example', name: 'Grace Owner', orgName: 'Kisumu Water Trust' })
  // A team needs Pro; the organization is back on Free for the allowance tests.
  await onPlan(server, 'owner@assistant.example', 'pro')
  editor = await joinTeam(server, owner, { email: 'editor@assistant.example', name: 'Eli Editor' })
  await onPlan(server, 'owner@assistant.example', 'free')
  admin = await signedInAdmin(server, 'staff@assistant.example')
  org = await organizationOf(server, 'owner@assistant.example')
})
afterAll(async () => {
  await server?.close()
  await bare?.close()
  await model?.close()
})

const ask = (content: string, extra: { onToken?: (t: string) => void } = {}) =>
  askAssistant(server.services, { organizationId: org.id, userId: org.userId, purpose: 'translation', messages: translate(content), ...extra })

describe('Consent', () => {
  it('is off at first: the page says what would be sent and what never is, and nothing is sent', async () => {
    const page = await owner.page('/assistant')
    expect(page.status).toBe(200)
    const words = text(page.html)
    expect(words).toContain('The assistant is off for Kisumu Water Trust')
    expect(words).toContain('What is sent to the model')
    expect(words).toContain(`the model local at ${new URL(model.url).host}`)
    expect(words).toContain('title, description and eligibility')
    expect(words).toContain('Names, email addresses and phone numbers of your members')
    expect(words).toContain(`0 of ${ASSISTANT_MONTHLY_REQUESTS.free} requests used this month`)
    const before = model.requests.length
    expect(await ask('Nothing of this may leave.')).toEqual({ ok: false, reason: 'no-consent' })
    expect(model.requests.length).toBe(before)
    expect(model.requests.some((r) => r.messages.some((m) => m.content.includes('Nothing of this may leave')))).toBe(false)
  })

  it('an editor reads the page but cannot turn it on', async () => {
    const page = await editor.page('/assistant')
    expect(text(page.html)).toContain('Only your organization’s owner or an admin can turn the assistant on or off')
    const response = await editor.post('/assistant', { intent: 'optIn' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/dashboard')
    expect(await server.services.db.select().from(assistantConsents).where(eq(assistantConsents.organizationId, org.id))).toEqual([])
  })

  it('the owner turns it on: who and when are recorded, and the page says so', async () => {
    const response = await owner.post('/assistant', { intent: 'optIn' })
    expect(response.status).toBe(303)
    const [row] = await server.services.db.select().from(assistantConsents).where(eq(assistantConsents.organizationId, org.id))
    expect(row.consentedBy).toBe(org.userId)
    expect(row.withdrawnAt).toBeNull()
    const page = await owner.follow(response)
    expect(text(page.html)).toContain('The assistant is on for your organization.')
    expect(text(page.html)).toContain('Grace Owner turned it on on')
  })
})

describe('Asking', () => {
  it('answers, records tokens and cost, and counts against the month', async () => {
    const result = await ask('Grants of USD 10,000 for Kisumu.')
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.content).toBe('[sw] Grants of USD 10,000 rof Kisumu.')
    const sent = model.requests.at(-1)!
    expect(sent.authorization).toBe('Bearer sk-local')
    expect(sent.model).toBe('local')
    const [usage] = await server.services.db.select().from(assistantUsage).where(eq(assistantUsage.id, result.usageId))
    expect(usage).toMatchObject({ organizationId: org.id, userId: org.userId, purpose: 'translation', status: 'completed', model: 'local' })
    expect(usage.promptTokens).toBeGreaterThan(0)
    expect(usage.completionTokens).toBe(12)
    expect(usage.costUsd).toBeCloseTo((usage.promptTokens * 2.5 + usage.completionTokens * 10) / 1e6, 10)
    expect(text((await owner.page('/assistant')).html)).toContain(`1 of ${ASSISTANT_MONTHLY_REQUESTS.free} requests used this month`)
  })

  it('streams: the pieces arrive one by one and make the same answer', async () => {
    const pieces: string[] = []
    const result = await ask('Applications close on 30 June 2027 for Nairobi and Mombasa.', { onToken: (t) => pieces.push(t) })
    expect(result.ok).toBe(true)
    expect(pieces.length).toBeGreaterThan(2)
    expect(model.requests.at(-1)!.stream).toBe(true)
    if (result.ok) expect(pieces.join('')).toBe(result.content)
  })

  it('a failed call is recorded as failed and not counted', async () => {
    const [{ count: before }] = await countUsed()
    model.failNext()
    expect(await ask('This one fails.')).toEqual({ ok: false, reason: 'failed' })
    const [{ count: after }] = await countUsed()
    expect(after).toBe(before)
    const failed = await server.services.db
      .select()
      .from(assistantUsage)
      .where(and(eq(assistantUsage.organizationId, org.id), eq(assistantUsage.status, 'failed')))
    expect(failed).toHaveLength(1)
  })

  it('of concurrent requests for the last call of the month, exactly one passes', async () => {
    const [{ count: used }] = await countUsed()
    const limit = ASSISTANT_MONTHLY_REQUESTS.free
    // Fill the month up to one call before the limit, as earlier calls would have.
    await server.services.db
      .insert(assistantUsage)
      .values(Array.from({ length: limit - 1 - used }, () => ({ organizationId: org.id, userId: org.userId, purpose: 'translation' as const, status: 'completed' as const, model: 'local' })))
    const before = model.requests.length
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => ask(`Concurrent request ${i}.`)))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.reason === 'allowance')).toHaveLength(4)
    expect(model.requests.length).toBe(before + 1)
    expect(text((await owner.page('/assistant')).html)).toContain(`${limit} of ${limit} requests used this month`)
  })

  it('a paid plan has a larger allowance', async () => {
    await onPlan(server, 'owner@assistant.example', 'pro')
    expect((await ask('On Pro now.')).ok).toBe(true)
    expect(text((await owner.page('/assistant')).html)).toContain(`of ${ASSISTANT_MONTHLY_REQUESTS.pro} requests used this month`)
  })

  it('staff see requests, tokens and cost per organization and per purpose; members do not', async () => {
    const page = await admin.page('/admin/assistant')
    expect(page.status).toBe(200)
    const words = text(page.html)
    expect(words).toContain('Kisumu Water Trust')
    expect(words).toContain('By purpose')
    expect(words).toMatch(/Translation: \d+ \(\$0\.\d+\)/)
    const [{ cost }] = await server.services.db.select({ cost: assistantUsage.costUsd }).from(assistantUsage).where(eq(assistantUsage.status, 'completed')).limit(1)
    expect(cost).toBeGreaterThan(0)
    const denied = await owner.get('/admin/assistant')
    expect(denied.status).toBe(302)
    expect(denied.headers.get('Location')).toBe('/dashboard')
  })

  it('once withdrawn, nothing is sent again', async () => {
    expect((await owner.post('/assistant', { intent: 'optOut' })).status).toBe(303)
    const before = model.requests.length
    expect(await ask('After withdrawal.')).toEqual({ ok: false, reason: 'no-consent' })
    expect(model.requests.length).toBe(before)
    expect(text((await owner.page('/assistant')).html)).toContain('It was turned off on')
  })
})

describe('Without a model', () => {
  it('the assistant is nowhere: its pages are not found, the menu has no link, and nothing is asked', async () => {
    expect(assistantAvailable(bare.services.config)).toBe(false)
    const member = await newMember(bare, { email: 'nomodel@assistant.example', name: 'No Model' })
    const bareAdmin = await signedInAdmin(bare, 'staff@nomodel.example')
    expect((await member.get('/assistant')).status).toBe(404)
    expect((await bare.client().get('/assistant')).status).toBe(404)
    expect((await bareAdmin.get('/admin/assistant')).status).toBe(404)
    expect((await member.post('/assistant', { intent: 'optIn' })).status).toBe(404)
    const dashboard = await member.page('/dashboard')
    expect(dashboard.html).not.toContain('href="/assistant"')
    expect((await bareAdmin.page('/admin')).html).not.toContain('href="/admin/assistant"')
    const { id, userId } = await organizationOf(bare, 'nomodel@assistant.example')
    const before = model.requests.length
    expect(await askAssistant(bare.services, { organizationId: id, userId, purpose: 'translation', messages: translate('Never sent.') })).toEqual({ ok: false, reason: 'no-model' })
    expect(model.requests.length).toBe(before)
  })

  it('plan and membership cards say which features need the assistant and that it is not offered here', async () => {
    const pricing = text((await bare.client().page('/')).html)
    expect(pricing).toContain(`Grant assistant: ${ASSISTANT_MONTHLY_REQUESTS.free} requests a month (translation, eligibility, drafting) Needs the assistant — not offered here`)
    expect(pricing.match(/Needs the assistant — not offered here/g)).toHaveLength(3)
    const experts = text((await bare.client().page('/grant-experts')).html)
    expect(experts.match(/Needs the assistant — not offered here/g)).toHaveLength(EXPERT_ASSISTANT_FEATURES.size)
    expect(experts).toMatch(/AI.{0,40}Needs the assistant — not offered here/)
  })

  it('with a model, the same cards include the assistant and the menu links to it', async () => {
    const pricing = text((await server.client().page('/')).html)
    expect(pricing).toContain(`Grant assistant: ${ASSISTANT_MONTHLY_REQUESTS.pro} requests a month`)
    expect(pricing).not.toContain('Needs the assistant — not offered here')
    expect((await owner.page('/dashboard')).html).toContain('href="/assistant"')
    expect((await admin.page('/admin')).html).toContain('href="/admin/assistant"')
  })
})

function countUsed() {
  return server.services.db.$count(assistantUsage, and(eq(assistantUsage.organizationId, org.id), eq(assistantUsage.status, 'completed'))).then((count) => [{ count }])
}
