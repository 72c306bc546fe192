import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentCosts, agentTasks, discoveredGrantsQueue, grantDiscoverySources } from '../../app/db/schema/index.ts'
import { costsByAgentType } from '../../app/domain/discovery/console.server.ts'
import { runCrawlTask } from '../../app/domain/discovery/crawl.server.ts'
import { startCrawls } from '../../app/domain/discovery/start-crawl.server.ts'
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 12, item 4: the optional model. An OpenAI-compatible endpoint on loopback (what LLM_URL
 * names) answers chat completions with the fields it read and the tokens it used; the crawler asks
 * it only about grant pages the rules left fields empty on, fills only those fields, and records the
 * tokens and the cost for the console.
 */
let site: FixtureSite
let model: Server
let server: TestServer
const asked: { model: string; authorization?: string; text: string }[] = []

beforeAll(async () => {
  site = await startFixtureSite('acacia')
  model = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const request = JSON.parse(body) as { model: string; messages: { content: string }[] }
      asked.push({ model: request.model, authorization: req.headers.authorization, text: request.messages[1].content })
      const fields = { title: 'ignored', funderName: 'Acacia Foundation', applicationUrl: 'https://apply.acacia.example/digital-skills', sectors: ['education'] }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(fields) } }], usage: { prompt_tokens: 1200, completion_tokens: 80 } }))
    })
  })
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve))
  const modelHost = `127.0.0.1:${(model.address() as AddressInfo).port}`
  server = await startTestServer({
    env: {
      CRAWL_ALLOW_HOSTS: `${site.hostPort},${modelHost}`,
      CRAWL_MIN_DELAY_MS: '0',
      LLM_URL: `http://${modelHost}/v1`,
      LLM_MODEL: 'grant-reader-small',
      LLM_API_KEY: 'sk-local-test',
      LLM_PRICE_IN_PER_MTOK: '2.5',
      LLM_PRICE_OUT_PER_MTOK: '10',
    },
  })
})
afterAll(async () => {
  await server?.close()
  await site?.close()
  await new Promise((resolve) => model?.close(resolve))
})

describe('The optional model', () => {
  it('fills what the rules left empty, marks it, and records tokens and cost per agent type', async () => {
    // The Open Graph page gives no application link: the rules leave it empty.
    const [source] = await server.services.db
      .insert(grantDiscoverySources)
      .values({ sourceName: 'Acacia (Open Graph page)', sourceUrl: `${site.origin}/grants/digital-skills-kenya.html`, sourceType: 'funder_website', crawlFrequency: 'weekly', priority: 'low' })
      .returning()
    const { started } = await startCrawls({ db: server.services.db, jobs: server.services.jobs }, { sourceIds: [source.id], trigger: 'manual' })
    await runCrawlTask(server.services, started[0].taskId)

    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ model: 'grant-reader-small', authorization: 'Bearer sk-local-test' })
    expect(asked[0].text).toContain(`${site.origin}/grants/digital-skills-kenya.html`)
    const [row] = await server.services.db.select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.sourceId, source.id))
    expect(row.applicationUrl).toBe('https://apply.acacia.example/digital-skills')
    expect(row.fieldOrigins.applicationUrl).toBe('llm')
    // A value the page itself gave is never replaced by the model's.
    expect(row.title).not.toBe('ignored')
    expect(row.fieldOrigins.title).not.toBe('llm')

    // 1,200 prompt tokens at $2.50 and 80 completion tokens at $10 per million: $0.0038.
    const [cost] = await server.services.db.select().from(agentCosts).where(eq(agentCosts.taskId, started[0].taskId))
    expect(cost).toMatchObject({ agentType: 'extractor', model: 'grant-reader-small', promptTokens: 1200, completionTokens: 80 })
    expect(cost.costAmount).toBeCloseTo(0.0038, 6)
    const [task] = await server.services.db.select().from(agentTasks).where(eq(agentTasks.id, started[0].taskId))
    expect(task.actualCost).toBeCloseTo(0.0038, 6)
    const byType = await costsByAgentType(server.services.db)
    expect(JSON.stringify(byType)).toContain('extractor')
  })

  it('is not asked about a page the rules read in full', async () => {
    const before = asked.length
    const [source] = await server.services.db
      .insert(grantDiscoverySources)
      .values({ sourceName: 'Acacia (JSON-LD page)', sourceUrl: `${site.origin}/grants/climate-resilience-fund.html`, sourceType: 'funder_website', crawlFrequency: 'weekly', priority: 'low' })
      .returning()
    const { started } = await startCrawls({ db: server.services.db, jobs: server.services.jobs }, { sourceIds: [source.id], trigger: 'manual' })
    await runCrawlTask(server.services, started[0].taskId)
    expect(asked.length).toBe(before)
    expect(await server.services.db.select().from(agentCosts).where(eq(agentCosts.taskId, started[0].taskId))).toEqual([])
  })
})
