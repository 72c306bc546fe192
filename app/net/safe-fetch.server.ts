import { lookup as dnsLookup } from 'node:dns/promises'
import { isIP, type LookupFunction } from 'node:net'
import type { fetch as undiciFetch } from 'undici'
import { isLocalHostName, isPublicAddress } from './ip-address.ts'

/**
 * The one way the server fetches a URL that came from outside: a member's website, a page a crawler
 * follows, any redirect. Each hop is checked before it is connected to: http(s) only, on an allowed
 * port, not a local host name, and every address the name resolves to public. The connection is then
 * pinned to the address that was checked (the socket's DNS lookup answers with it), so a resolver that
 * changes its answer between the check and the connection (DNS rebinding) cannot win. Redirects are
 * followed here, a limited number of times, each Location checked like the first URL. The body is
 * read as a stream and refused (or cut) past a size limit, and one time limit covers every hop and
 * the body. Every refusal is a SafeFetchError with its reason. See docs/decisions/011-safe-fetch.md.
 */

export type SafeFetchRefusal =
  | 'invalid-url' // not a URL, or a Location that is not one
  | 'scheme' // not http or https
  | 'credentials' // user:password@ in the URL
  | 'local-name' // localhost, *.localhost, *.local, *.internal
  | 'host-not-allowed' // outside the caller's allowHosts
  | 'dns' // the name does not resolve
  | 'private-address' // the name or literal is (or resolves to) a non-public address
  | 'internal-redirect' // a redirect into one of allowInternalHosts from a host not in it
  | 'port' // not one of the allowed ports
  | 'too-many-redirects'
  | 'too-large' // the body is longer than maxBytes
  | 'timeout'
  | 'aborted' // the caller's signal
  | 'network' // refused connection, reset, TLS failure…

export class SafeFetchError extends Error {
  override readonly name = 'SafeFetchError'
  readonly reason: SafeFetchRefusal
  /** The URL of the hop that was refused. */
  readonly url: string
  constructor(reason: SafeFetchRefusal, url: string, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.reason = reason
    this.url = url
  }
}

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

export interface SafeFetchOptions {
  method?: 'GET' | 'HEAD' | 'POST'
  headers?: Record<string, string>
  body?: string | Uint8Array
  /** Redirects followed before giving up (default 5; 0 refuses any redirect). */
  maxRedirects?: number
  /** Body bytes accepted, counted after decompression (default 1 MiB). */
  maxBytes?: number
  /** Past maxBytes, keep the first maxBytes and stop reading instead of refusing. */
  truncate?: boolean
  /** One limit for the whole exchange: every hop, and reading the body (default 10 s). */
  timeoutMs?: number
  signal?: AbortSignal
  /** Ports that may be connected to (default 80 and 443). */
  ports?: readonly number[]
  /** When given, only these host names may be fetched, on every hop: for fixed provider APIs. */
  allowHosts?: readonly string[]
  /**
   * Tests only, never from user input: origins (e.g. "http://127.0.0.1:4123") fetched although
   * their address is private or their port not allowed. A redirect to any other origin is checked.
   */
  allowOrigins?: readonly string[]
  /**
   * Internal hosts the operator chose to let the crawler reach (CRAWL_ALLOW_HOSTS): exact lower-case
   * `host:port` pairs, the default port written out (`localhost:80`, `127.0.0.1:8123`, `[::1]:8000`).
   * A listed hop skips the local-name, private-address and port checks; its name is still resolved
   * and the address pinned. A listed host is only reached when every hop before it was listed too:
   * a redirect into it from any other host is refused ('internal-redirect'), so a public page
   * cannot bounce a request into the intranet. See docs/decisions/026-crawler.md.
   */
  allowInternalHosts?: readonly string[]
  /** Tests only: answers DNS instead of the system resolver. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>
}

export interface SafeResponse {
  /** The URL that answered, after redirects. */
  url: string
  status: number
  ok: boolean
  headers: Headers
  /** The URLs that redirected, in order. */
  redirects: string[]
  body: Uint8Array
  /** The body was longer than maxBytes and was cut (only with `truncate`). */
  truncated: boolean
  text(): string
}

export const SAFE_FETCH_DEFAULTS = { maxRedirects: 5, maxBytes: 1024 * 1024, timeoutMs: 10_000, ports: [80, 443] } as const
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization']

export async function safeFetch(input: string | URL, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes
  return exchange(input, options, async (response, url, redirects) => {
    const { bytes, truncated } = await readLimited(response.body, response.headers.get('content-length'), url.href, maxBytes, options.truncate ?? false)
    return {
      url: url.href,
      status: response.status,
      ok: response.ok,
      headers: new Headers([...response.headers]),
      redirects,
      body: bytes,
      truncated,
      text: () => new TextDecoder().decode(bytes),
    }
  })
}

/** An answer read as it arrives: `chunks` yields the body's bytes, counted against maxBytes. */
export interface SafeStreamResponse {
  url: string
  status: number
  ok: boolean
  headers: Headers
  redirects: string[]
  chunks: AsyncIterable<Uint8Array>
}

/**
 * As safeFetch, with every hop checked the same way, but the body handed to `consume` as it arrives
 * (a model's answer streamed token by token). The size limit counts every chunk ('too-large' past
 * it, never cut), and the one time limit still covers every hop and the whole body, until `consume`
 * returns. The connection is closed when `consume` returns or throws.
 */
export async function safeFetchStream<T>(input: string | URL, options: SafeFetchOptions, consume: (response: SafeStreamResponse) => Promise<T>): Promise<T> {
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes
  return exchange(input, options, async (response, url, redirects) => {
    const stream = response.body
    if (stream && response.headers.get('content-length') && Number(response.headers.get('content-length')) > maxBytes) {
      await stream.cancel().catch(() => {})
      throw new SafeFetchError('too-large', url.href, `the answer is larger than ${maxBytes} bytes`)
    }
    const reader = stream?.getReader()
    let size = 0
    const chunks: AsyncIterable<Uint8Array> = {
      async *[Symbol.asyncIterator]() {
        if (!reader) return
        for (;;) {
          const { done, value } = await reader.read()
          if (done) return
          size += value.length
          if (size > maxBytes) {
            await reader.cancel().catch(() => {})
            throw new SafeFetchError('too-large', url.href, `the answer is larger than ${maxBytes} bytes`)
          }
          yield value
        }
      },
    }
    try {
      return await consume({ url: url.href, status: response.status, ok: response.ok, headers: new Headers([...response.headers]), redirects, chunks })
    } finally {
      await reader?.cancel().catch(() => {})
    }
  })
}

/**
 * One exchange, every hop checked and pinned, redirects followed; `finish` reads the final answer
 * while the connection and the time limit are still in force. Errors become SafeFetchErrors.
 */
async function exchange<T>(input: string | URL, options: SafeFetchOptions, finish: (response: Awaited<ReturnType<typeof undiciFetch>>, url: URL, redirects: string[]) => Promise<T>): Promise<T> {
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects
  const timeout = AbortSignal.timeout(options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs)
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout
  let url = parseUrl(String(input), String(input))
  let method: string = options.method ?? 'GET'
  let body = options.body
  const headers: Record<string, string> = Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]))
  const redirects: string[] = []
  // Whether every hop so far was one of allowInternalHosts: only then may the next hop be one.
  let internalChain = true

  // undici (109 modules) is loaded by the first outbound request, not by every process that starts.
  const undici = await import('undici')
  for (;;) {
    const { address, internal } = await checkHop(url, options, internalChain)
    internalChain &&= internal
    const agent = new undici.Agent({ connect: { lookup: pinnedLookup(address) } })
    try {
      const response = await undici.fetch(url, { method, headers, body, redirect: 'manual', signal, dispatcher: agent })
      const location = response.headers.get('location')
      if (REDIRECT_STATUSES.has(response.status) && location !== null) {
        await response.body?.cancel().catch(() => {})
        if (redirects.length >= maxRedirects) throw new SafeFetchError('too-many-redirects', url.href, `more than ${maxRedirects} redirects`)
        const next = parseUrl(location, url.href, url)
        redirects.push(url.href)
        if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
          method = 'GET'
          body = undefined
          delete headers['content-type']
        }
        if (next.origin !== url.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name]
        url = next
        continue
      }
      return await finish(response, url, redirects)
    } catch (error) {
      if (error instanceof SafeFetchError) throw error
      if (timeout.aborted) throw new SafeFetchError('timeout', url.href, `no complete answer within ${options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs} ms`, { cause: error })
      if (options.signal?.aborted) throw new SafeFetchError('aborted', url.href, 'aborted', { cause: error })
      const cause = (error as Error).cause instanceof Error ? ((error as Error).cause as Error) : (error as Error)
      throw new SafeFetchError('network', url.href, cause.message || 'network error', { cause: error })
    } finally {
      agent.destroy().catch(() => {})
    }
  }
}

/**
 * Whether safeFetch would refuse to connect to `url` before asking it anything: its scheme, a user
 * name in it, a local name, a private address (literal or resolved), a port. Answers the refusal,
 * or null when the address may be fetched, or when its name does not resolve now (a fetch will
 * tell later). For forms that take an address to fetch later: the mistake is named as it is typed.
 */
export async function refusalFor(url: string, options: Pick<SafeFetchOptions, 'allowInternalHosts' | 'resolve'> = {}): Promise<SafeFetchRefusal | null> {
  try {
    await checkHop(parseUrl(url, url), options, true)
    return null
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error
    return error.reason === 'dns' ? null : error.reason
  }
}

function parseUrl(text: string, context: string, base?: URL): URL {
  try {
    return new URL(text, base)
  } catch {
    throw new SafeFetchError('invalid-url', context, `not a valid URL: ${text.slice(0, 200)}`)
  }
}

/** The `host:port` a hop is listed under in allowInternalHosts: lower case, the default port written out. */
export function hostPortOf(url: URL): string {
  return `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`
}

/**
 * Everything about one hop that is decided before connecting; returns the address to connect to and
 * whether the hop is one of allowInternalHosts. `internalChain`: every earlier hop was listed.
 */
async function checkHop(url: URL, options: SafeFetchOptions, internalChain: boolean): Promise<{ address: ResolvedAddress; internal: boolean }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('scheme', url.href, `${url.protocol.replace(/:$/, '')}: addresses are not fetched`)
  if (url.username || url.password) throw new SafeFetchError('credentials', url.href, 'addresses with a user name or password are not fetched')
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  const internal = options.allowInternalHosts?.includes(hostPortOf(url)) ?? false
  if (internal && !internalChain) throw new SafeFetchError('internal-redirect', url.href, `${url.host} is an internal host and is not reached through a redirect from another host`)
  const testOrigin = options.allowOrigins?.includes(url.origin) ?? false
  const exempt = internal || testOrigin
  if (!exempt && isLocalHostName(hostname)) throw new SafeFetchError('local-name', url.href, `${hostname} is a local host name`)
  if (!testOrigin && options.allowHosts && !options.allowHosts.includes(hostname.toLowerCase())) throw new SafeFetchError('host-not-allowed', url.href, `${hostname} is not an allowed host`)
  const addresses = await resolveHost(hostname, url.href, options)
  if (exempt) return { address: addresses[0], internal }
  const refused = addresses.find((a) => !isPublicAddress(a.address))
  if (refused) throw new SafeFetchError('private-address', url.href, `${hostname} is a private network address${refused.address === hostname ? '' : ` (${refused.address})`}`)
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80
  if (!(options.ports ?? SAFE_FETCH_DEFAULTS.ports).includes(port)) throw new SafeFetchError('port', url.href, `port ${port} is not fetched`)
  return { address: addresses[0], internal }
}

async function resolveHost(hostname: string, href: string, options: SafeFetchOptions): Promise<ResolvedAddress[]> {
  const literal = isIP(hostname)
  if (literal) return [{ address: hostname, family: literal as 4 | 6 }]
  let addresses: ResolvedAddress[]
  try {
    addresses = options.resolve ? await options.resolve(hostname) : (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family as 4 | 6 }))
  } catch (error) {
    throw new SafeFetchError('dns', href, `${hostname} could not be resolved`, { cause: error })
  }
  if (!addresses.length) throw new SafeFetchError('dns', href, `${hostname} has no address`)
  return addresses
}

/** A socket lookup that answers with the address already checked, whatever DNS says now. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean } | ((...args: unknown[]) => void), callback?: (...args: unknown[]) => void) => {
    const done = (typeof options === 'function' ? options : callback)!
    if (typeof options === 'object' && options?.all) done(null, [pinned])
    else done(null, pinned.address, pinned.family)
  }) as LookupFunction
}

async function readLimited(stream: Awaited<ReturnType<typeof undiciFetch>>['body'], contentLength: string | null, href: string, maxBytes: number, truncate: boolean) {
  if (!stream) return { bytes: new Uint8Array(), truncated: false }
  if (!truncate && contentLength && Number(contentLength) > maxBytes) {
    await stream.cancel().catch(() => {})
    throw new SafeFetchError('too-large', href, `the answer is larger than ${maxBytes} bytes`)
  }
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let truncated = false
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (size + value.length > maxBytes) {
      await reader.cancel().catch(() => {})
      if (!truncate) throw new SafeFetchError('too-large', href, `the answer is larger than ${maxBytes} bytes`)
      chunks.push(value.subarray(0, maxBytes - size))
      size = maxBytes
      truncated = true
      break
    }
    chunks.push(value)
    size += value.length
  }
  return { bytes: Buffer.concat(chunks), truncated }
}
