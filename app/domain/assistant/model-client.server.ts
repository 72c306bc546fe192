import { hostPortOf, type SafeFetchOptions, safeFetch, safeFetchStream } from '../../net/safe-fetch.server.ts'

/**
 * The one OpenAI-compatible client (issue 28 §1, ADR 072): POST {LLM_URL}/chat/completions through
 * safeFetch, answered whole or streamed (server-sent events, `data:` lines, usage in the last
 * chunk), and POST {LLM_URL}/images/generations for an image (ADR 082). The assistant and the crawler's page reader both call it, so one HTTP code path runs
 * against a hosted provider, a self-hosted server (vLLM, llama.cpp, Ollama) and the local model.
 */

/** The model as configured (LLM_URL, LLM_MODEL, LLM_PRICE_IN/OUT_PER_MTOK); the key comes apart. */
export interface ModelSettings {
  url: string
  model: string
  priceInPerMTok: number
  priceOutPerMTok: number
  apiKey?: string
  /** The image model at the same URL (LLM_IMAGE_MODEL) and its price per image (LLM_PRICE_PER_IMAGE). */
  imageModel?: string | null
  pricePerImage?: number
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

/** The endpoint `path` under LLM_URL. */
const endpointOf = (settings: Pick<ModelSettings, 'url'>, path: string) => `${settings.url.replace(/\/+$/, '')}/${path}`

/** The JSON request's options: POST, the caller's limits and the key. */
function postOptions(settings: ModelSettings, body: string, accept: string, defaults: SafeFetchOptions, fetchOptions: SafeFetchOptions): SafeFetchOptions {
  return {
    ...defaults,
    ...fetchOptions,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept,
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      ...fetchOptions.headers,
    },
    body,
  }
}

export async function chatCompletion(settings: ModelSettings, request: ChatRequest, fetchOptions: SafeFetchOptions = {}): Promise<ChatResult> {
  const endpoint = endpointOf(settings, 'chat/completions')
  const stream = Boolean(request.onToken)
  const body = JSON.stringify({
    model: settings.model,
    messages: request.messages,
    ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
    ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
    ...(request.json ? { response_format: { type: 'json_object' } } : {}),
    ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  })
  const options = postOptions(settings, body, stream ? 'text/event-stream' : 'application/json', { timeoutMs: 120_000, maxBytes: MAX_ANSWER_BYTES }, fetchOptions)
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

export interface ImageRequest {
  prompt: string
  /** `WIDTHxHEIGHT`, as the Images API takes it. */
  size: string
}

export interface ImageResult {
  /** The image's bytes, decoded from the answer's `b64_json`. */
  bytes: Buffer
  /** Tokens, where the provider reports them (`usage.input_tokens` / `output_tokens`); 0 otherwise. */
  promptTokens: number
  completionTokens: number
  /** LLM_PRICE_PER_IMAGE for the one image, in US dollars. */
  cost: number
}

/** What an image answer may weigh: a 1536×1024 PNG in base64 is a few MB. */
const MAX_IMAGE_ANSWER_BYTES = 24 * 1024 * 1024

/**
 * One image from the Images API (ADR 082): POST {LLM_URL}/images/generations with
 * `{ model: LLM_IMAGE_MODEL, prompt, size, n: 1, response_format: "b64_json" }` through safeFetch,
 * the same host, key and limits as the chat calls. The caller checks what the bytes are.
 */
export async function generateImage(settings: ModelSettings, request: ImageRequest, fetchOptions: SafeFetchOptions = {}): Promise<ImageResult> {
  if (!settings.imageModel) throw new ModelError('No image model is configured')
  const body = JSON.stringify({ model: settings.imageModel, prompt: request.prompt, size: request.size, n: 1, response_format: 'b64_json' })
  const response = await safeFetch(endpointOf(settings, 'images/generations'), postOptions(settings, body, 'application/json', { timeoutMs: 180_000, maxBytes: MAX_IMAGE_ANSWER_BYTES }, fetchOptions))
  if (!response.ok) throw new ModelError(`The model answered ${response.status}`)
  let answer: { data?: Array<{ b64_json?: string }>; usage?: { input_tokens?: number; output_tokens?: number } }
  try {
    answer = JSON.parse(response.text())
  } catch {
    throw new ModelError('The model answered with something that is not JSON')
  }
  const encoded = answer.data?.[0]?.b64_json
  if (typeof encoded !== 'string' || !encoded) throw new ModelError('The model answered without an image')
  const bytes = Buffer.from(encoded, 'base64')
  if (bytes.length === 0) throw new ModelError('The model answered with an empty image')
  const tokens = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0)
  return { bytes, promptTokens: tokens(answer.usage?.input_tokens), completionTokens: tokens(answer.usage?.output_tokens), cost: settings.pricePerImage ?? 0 }
}
