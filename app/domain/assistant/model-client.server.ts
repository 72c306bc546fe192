import { hostPortOf, type SafeFetchOptions, safeFetch, safeFetchStream } from '../../net/safe-fetch.server.ts'

/**
 * The one OpenAI-compatible client (issue 28 §1, ADR 072): POST {LLM_URL}/chat/completions through
 * safeFetch, answered whole or streamed (server-sent events, `data:` lines, usage in the last
 * chunk). The assistant and the crawler's page reader both call it, so one HTTP code path runs
 * against a hosted provider, a self-hosted server (vLLM, llama.cpp, Ollama) and the local model.
 */

/** The model as configured (LLM_URL, LLM_MODEL, LLM_PRICE_IN/OUT_PER_MTOK); the key comes apart. */
export interface ModelSettings {
  url: string
  model: string
  priceInPerMTok: number
  priceOutPerMTok: number
  apiKey?: string
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export interface ChatRequest {
  messages: ChatMessage[]
  temperature?: number
  maxTokens?: number
  /** Asks for a JSON object (`response_format`), for servers that honour it. */
  json?: boolean
  /** Streams the answer: called with each piece of text as it arrives. */
  onToken?: (text: string) => void
}

export interface ChatResult {
  content: string
  promptTokens: number
  completionTokens: number
  /** tokens × LLM_PRICE_IN/OUT_PER_MTOK, in US dollars. */
  cost: number
}

export class ModelError extends Error {
  override readonly name = 'ModelError'
}

/** What a model answer may weigh: a long draft is a few kB; a stream's framing multiplies it. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024

/** Dollars for the tokens at the configured prices. */
export function costOf(settings: Pick<ModelSettings, 'priceInPerMTok' | 'priceOutPerMTok'>, promptTokens: number, completionTokens: number): number {
  return (promptTokens * settings.priceInPerMTok + completionTokens * settings.priceOutPerMTok) / 1_000_000
}

/**
 * How the server reaches the model: the operator's own LLM_URL host (configuration, never user
 * input) and the hosts CRAWL_ALLOW_HOSTS lists may be internal (a model on the operator's
 * network, or the local model on loopback); any redirect elsewhere is checked as every fetch is.
 */
export function modelFetchOptions(settings: Pick<ModelSettings, 'url'>, allowInternalHosts: readonly string[] = []): SafeFetchOptions {
  let own: string[] = []
  try {
    own = [hostPortOf(new URL(settings.url))]
  } catch {
    own = []
  }
  return { allowInternalHosts: [...new Set([...allowInternalHosts, ...own])] }
}

interface Usage {
  prompt_tokens?: number
  completion_tokens?: number
}

export async function chatCompletion(settings: ModelSettings, request: ChatRequest, fetchOptions: SafeFetchOptions = {}): Promise<ChatResult> {
  const endpoint = `${settings.url.replace(/\/+$/, '')}/chat/completions`
  const stream = Boolean(request.onToken)
  const body = JSON.stringify({
    model: settings.model,
    messages: request.messages,
    ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
    ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
    ...(request.json ? { response_format: { type: 'json_object' } } : {}),
    ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  })
  const options: SafeFetchOptions = {
    timeoutMs: 120_000,
    maxBytes: MAX_ANSWER_BYTES,
    ...fetchOptions,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: stream ? 'text/event-stream' : 'application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      ...fetchOptions.headers,
    },
    body,
  }
  if (!stream) {
    const response = await safeFetch(endpoint, options)
    if (!response.ok) throw new ModelError(`The model answered ${response.status}`)
    let answer: { choices?: Array<{ message?: { content?: string } }>; usage?: Usage }
    try {
      answer = JSON.parse(response.text())
    } catch {
      throw new ModelError('The model answered with something that is not JSON')
    }
    return result(settings, answer.choices?.[0]?.message?.content ?? '', answer.usage)
  }
  return safeFetchStream(endpoint, options, async (response) => {
    if (!response.ok) throw new ModelError(`The model answered ${response.status}`)
    const decoder = new TextDecoder()
    let buffer = ''
    let content = ''
    let usage: Usage | undefined
    let done = false
    const line = (raw: string) => {
      const text = raw.trim()
      if (!text.startsWith('data:')) return
      const data = text.slice(5).trim()
      if (data === '[DONE]') {
        done = true
        return
      }
      let chunk: { choices?: Array<{ delta?: { content?: string | null } }>; usage?: Usage | null }
      try {
        chunk = JSON.parse(data)
      } catch {
        throw new ModelError('The model streamed a line that is not JSON')
      }
      if (chunk.usage) usage = chunk.usage
      const piece = chunk.choices?.[0]?.delta?.content
      if (piece) {
        content += piece
        request.onToken?.(piece)
      }
    }
    for await (const bytes of response.chunks) {
      buffer += decoder.decode(bytes, { stream: true })
      let end = buffer.indexOf('\n')
      while (end >= 0) {
        line(buffer.slice(0, end))
        buffer = buffer.slice(end + 1)
        end = buffer.indexOf('\n')
      }
      if (done) break
    }
    if (!done && buffer) line(buffer)
    return result(settings, content, usage)
  })
}

function result(settings: ModelSettings, content: string, usage: Usage | undefined): ChatResult {
  const promptTokens = Math.max(0, Math.trunc(usage?.prompt_tokens ?? 0))
  const completionTokens = Math.max(0, Math.trunc(usage?.completion_tokens ?? 0))
  return { content, promptTokens, completionTokens, cost: costOf(settings, promptTokens, completionTokens) }
}
