import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractDetailed } from './index.ts'
import { fillFromLlm, llmExtract, parseLlmAnswer } from './llm.server.ts'

/** A stand-in for an OpenAI-compatible model on loopback: it records each request and answers with `reply`. */
let server: Server
let origin: string
let reply: { status: number; body: unknown } = { status: 200, body: {} }
const received: Array<{ url: string; headers: IncomingMessage['headers']; body: { model: string; messages: Array<{ role: string; content: string }> } }> = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = ''
    req.on('data', (chunk) => {
      data += chunk
    })
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(data) })
      res.writeHead(reply.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const settings = () => ({ url: `${origin}/v1`, model: 'tiny-model', priceInPerMTok: 0.5, priceOutPerMTok: 1.5 })
const answer = (content: string, usage = { prompt_tokens: 1200, completion_tokens: 300 }) => ({ status: 200, body: { choices: [{ message: { content } }], usage } })

describe('Asking the optional model for a page’s grant fields', () => {
  it('posts the page to {LLM_URL}/chat/completions with the key and model, and returns its fields, tokens and cost', async () => {
    reply = answer(
      '{"title":"Water Fund","funderName":"Savanna Trust","fundingAmount":"up to KES 1,000,000","deadline":"2027-04-30","countryScope":"Kenya","sectors":["health","space"],"applicationUrl":"https://apply.example.org/w"}',
    )
    const result = await llmExtract({ url: 'https://savanna.example.org/w', text: 'Water Fund page text' }, settings(), 'secret-key', { allowOrigins: [origin] })
    const request = received.at(-1)!
    expect(request.url).toBe('/v1/chat/completions')
    expect(request.headers.authorization).toBe('Bearer secret-key')
    expect(request.body.model).toBe('tiny-model')
    expect(request.body.messages[1].content).toContain('Water Fund page text')
    expect(result.fields).toMatchObject({ title: 'Water Fund', funderName: 'Savanna Trust', deadline: '2027-04-30', sectors: ['health'] })
    expect([result.promptTokens, result.completionTokens]).toEqual([1200, 300])
    expect(result.cost).toBeCloseTo((1200 * 0.5 + 300 * 1.5) / 1e6, 10)
  })

  it('fails on an error answer rather than inventing fields', async () => {
    reply = { status: 500, body: { error: 'overloaded' } }
    await expect(llmExtract({ url: 'https://x.example.org', text: 't' }, settings(), undefined, { allowOrigins: [origin] })).rejects.toThrow(/500/)
  })

  it('reaches no address the crawl is not allowed to reach', async () => {
    await expect(llmExtract({ url: 'https://x.example.org', text: 't' }, settings(), undefined)).rejects.toThrow()
  })
})

describe('Using the model’s answer', () => {
  it('reads JSON wrapped in prose and drops values that are not allowed', () => {
    expect(parseLlmAnswer('Here it is: {"title":" T ","sectors":["energy",3],"applicationUrl":"javascript:alert(1)"} Done.')).toMatchObject({ title: 'T', sectors: ['energy'], applicationUrl: null })
    expect(parseLlmAnswer('no json').title).toBeNull()
  })

  it('fills only what the rules left empty, parsed by the same parsers, and marks it llm', () => {
    const { draft } = extractDetailed({
      url: 'https://a.example.org/grants/x',
      html: '<html><head><title>Water Fund</title></head><body><main><h1>Water Fund</h1><p>Our water fund supports community water projects.</p></main></body></html>',
      fetchedAt: new Date('2026-11-23T08:00:00Z'),
    })
    const filled = fillFromLlm(
      draft,
      parseLlmAnswer('{"title":"Other title","funderName":"Savanna Trust","fundingAmount":"up to KES 1,000,000","deadline":"30 April 2027","countryScope":"Kenya and Uganda","sectors":["health"]}'),
      new Date('2026-11-23T08:00:00Z'),
    )
    expect(filled).toMatchObject({ title: 'Water Fund', funderName: 'Savanna Trust', amountMax: 1_000_000, currency: 'KES', deadline: '2027-04-30', countryCodes: ['KE', 'UG'] })
    expect(filled.fieldOrigins).toMatchObject({ title: 'structure', funderName: 'llm', amountMax: 'llm', deadline: 'llm', countryCodes: 'llm' })
  })
})
