import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ChatMessage } from '../model-client.server.ts'
import { TASK_RESPONDERS } from './answers/index.ts'
import { localImage } from './image.ts'
import { countTokens } from './tokens.ts'

/**
 * A deterministic OpenAI-compatible model on this machine (issue 28 §1, ADR 072), for tests and
 * for trying the assistant without a provider: POST /v1/chat/completions (or /chat/completions),
 * whole or streamed as server-sent events (the text in chunks, then a chunk with the usage, then
 * `data: [DONE]`), with token counts. The system prompt's first line names the task
 * (`Task: translation`); each task's answer is a function of the request (./answers). It is plainly
 * not a language model: its answers are marked as coming from it. POST /v1/images/generations (or
 * /images/generations) answers `{ data: [{ b64_json }] }` with a PNG of the size asked for, made
 * from the prompt (./image.ts, ADR 082); its requests are recorded with the task `image`, the prompt
 * as the user's message and the size.
 */

export interface LocalModelRequest {
  model: string
  task: string
  messages: ChatMessage[]
  stream: boolean
  authorization?: string
  /** An image request's size (`WIDTHxHEIGHT`). */
  size?: string
}

export interface LocalModel {
  url: string
  port: number
  /** Every request received, in order (for tests: what was sent). */
  requests: LocalModelRequest[]
  /** Makes the next `n` requests answer 500 (for tests of a failed call). */
  failNext(n?: number): void
  close(): Promise<void>
}

const MAX_REQUEST_BYTES = 4 * 1024 * 1024
/** The largest side the local model draws, as hosted image models stop near it. */
const MAX_IMAGE_SIDE = 2048

export function answerFor(messages: ChatMessage[]): { task: string; content: string } {
  const systemText = messages.find((m) => m.role === 'system')?.content ?? ''
  const [first = '', ...rest] = systemText.split('\n')
  const task = first.match(/^Task:\s*([a-z_]+)\s*$/)?.[1] ?? ''
  const user = [...messages].reverse().find((m) => m.role === 'user')?.content ?? ''
  const responder = TASK_RESPONDERS[task]
  if (!responder) return { task, content: `Local model: no task named "${task}".` }
  return { task, content: responder({ system: rest.join('\n'), user, messages }) }
}

/** The answer cut into pieces of a few words, as a model streams it. */
export function streamPieces(content: string): string[] {
  return (
    content
      .match(/\S*\s*/g)
      ?.filter(Boolean)
      .reduce<string[]>((pieces, w, i) => {
        if (i % 3 === 0) pieces.push(w)
        else pieces[pieces.length - 1] += w
        return pieces
      }, []) ?? []
  )
}

export async function startLocalModel(options: { port?: number; host?: string } = {}): Promise<LocalModel> {
  const requests: LocalModelRequest[] = []
  let failures = 0
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { message: error instanceof Error ? error.message : 'error' } }))
    })
  })
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://local').pathname
    if (req.method === 'GET' && (path === '/v1/models' || path === '/models')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data: [{ id: 'local', object: 'model', owned_by: 'harambee' }] }))
      return
    }
    const images = path === '/v1/images/generations' || path === '/images/generations'
    if (req.method !== 'POST' || (!images && path !== '/v1/chat/completions' && path !== '/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }))
      return
    }
    let size = 0
    const chunks: Buffer[] = []
    for await (const chunk of req) {
      size += (chunk as Buffer).length
      if (size > MAX_REQUEST_BYTES) {
        res.writeHead(413).end()
        return
      }
      chunks.push(chunk as Buffer)
    }
    let body: { model?: string; messages?: ChatMessage[]; stream?: boolean; prompt?: unknown; size?: unknown; n?: unknown; response_format?: unknown }
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'the body is not JSON' } }))
      return
    }
    if (images) {
      answerImage(req, res, body)
      return
    }
    const messages = Array.isArray(body.messages) ? body.messages.filter((m) => m && typeof m.content === 'string') : []
    const { task, content } = answerFor(messages)
    const model = body.model ?? 'local'
    requests.push({ model, task, messages, stream: body.stream === true, authorization: req.headers.authorization })
    if (failures > 0) {
      failures--
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'the local model was told to fail' } }))
      return
    }
    const usage = { prompt_tokens: messages.reduce((n, m) => n + countTokens(m.content), 0), completion_tokens: countTokens(content) }
    usage.prompt_tokens ||= 1
    const id = `chatcmpl-local-${requests.length}`
    const created = 1_764_460_800
    if (body.stream !== true) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
        }),
      )
      return
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    const send = (data: object | string) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`)
    send({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })
    for (const piece of streamPieces(content)) send({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })
    send({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })
    send({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } })
    send('[DONE]')
    res.end()
  }
  /** An Images API request: one PNG from the prompt, at the size asked for. */
  function answerImage(req: IncomingMessage, res: ServerResponse, body: { model?: string; prompt?: unknown; size?: unknown; n?: unknown; response_format?: unknown }) {
    const refuse = (message: string) => res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message } }))
    const prompt = typeof body.prompt === 'string' ? body.prompt : ''
    const size = typeof body.size === 'string' ? body.size : '1024x1024'
    const [, w, h] = size.match(/^(\d{1,4})x(\d{1,4})$/) ?? []
    const width = Number(w)
    const height = Number(h)
    if (!prompt) return refuse('prompt is required')
    if (!(width >= 1 && height >= 1 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE)) return refuse(`size must be WIDTHxHEIGHT, each side at most ${MAX_IMAGE_SIDE}`)
    if (body.n !== undefined && body.n !== 1) return refuse('the local model draws one image a request')
    if (body.response_format !== undefined && body.response_format !== 'b64_json') return refuse('the local model answers b64_json only')
    requests.push({ model: body.model ?? 'local', task: 'image', messages: [{ role: 'user', content: prompt }], stream: false, authorization: req.headers.authorization, size })
    if (failures > 0) {
      failures--
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'the local model was told to fail' } }))
      return
    }
    const inputTokens = countTokens(prompt) || 1
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        created: 1_764_460_800,
        data: [{ b64_json: localImage(prompt, width, height).toString('base64'), revised_prompt: prompt }],
        usage: { input_tokens: inputTokens, output_tokens: 0, total_tokens: inputTokens },
      }),
    )
  }
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${port}/v1`,
    port,
    requests,
    failNext(n = 1) {
      failures += n
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
