import type { IncomingMessage } from 'node:http'
import { API_PATHS } from '../app/catalog/api.ts'
import { BODY_LIMITS } from '../app/catalog/limits.ts'

/**
 * What each kind of route accepts in a request body. Every state-changing request passes these
 * checks in one place (server/request-handler.ts) before the app sees it.
 */
export interface BodyRule {
  /** The largest body read, in bytes. */
  limit: number
  /** Forms only (urlencoded or multipart), or anything (JSON webhooks, better-auth). */
  accepts: 'form' | 'any'
  /** An upload past its limit still reaches the route (unread, flagged) so its page can explain. */
  upload?: boolean
  /** Requests from other sites are accepted (payment providers post webhooks server to server). */
  crossSite?: boolean
}

const RULES: Array<[RegExp, BodyRule]> = [
  [/^\/api\/payments\/webhook\//, { limit: BODY_LIMITS.webhook, accepts: 'any', crossSite: true }],
  [/^\/api\/messaging\/(webhook\/|ussd$)/, { limit: BODY_LIMITS.webhook, accepts: 'any', crossSite: true }],
  [/^\/api\/auth\//, { limit: BODY_LIMITS.form, accepts: 'any' }],
  // The public API (ADR 031): JSON from other servers and other sites' scripts. Its routes read no
  // cookie, only the API key in the Authorization header, so a forged request carries nothing.
  [API_PATHS, { limit: BODY_LIMITS.api, accepts: 'any', crossSite: true }],
  // Mail clients' one-click unsubscribe (RFC 8058) posts from their own servers, in any shape;
  // the link's signature is what authorises it.
  [/^\/unsubscribe(?:\.data)?$/, { limit: BODY_LIMITS.form, accepts: 'any', crossSite: true }],
  [/^\/verification-application\/[^/]+(?:\.data)?$/, { limit: BODY_LIMITS.upload, accepts: 'form', upload: true }],
  // The expert application carries a profile photo (checked again by the route: 2 MB).
  [/^\/become-grant-expert(?:\.data)?$/, { limit: BODY_LIMITS.photo, accepts: 'form', upload: true }],
]
const DEFAULT_RULE: BodyRule = { limit: BODY_LIMITS.form, accepts: 'form' }

export function bodyRuleFor(pathname: string): BodyRule {
  return RULES.find(([pattern]) => pattern.test(pathname))?.[1] ?? DEFAULT_RULE
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isFormContentType(value: string | undefined): boolean {
  const type = (value ?? '').split(';')[0].trim().toLowerCase()
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data'
}

/**
 * Cross-site request forgery: a browser names the page a request comes from (Origin, or
 * Sec-Fetch-Site in browsers that leave Origin out). Only our own origin may change anything.
 * Requests with neither header do not come from a browser page, so they carry no victim's cookies
 * by surprise; they are let through to the route's own checks.
 */
export function isCrossSite(req: IncomingMessage, allowedOrigins: string[]): boolean {
  const origin = req.headers.origin
  if (origin !== undefined) return !allowedOrigins.includes(origin)
  const site = req.headers['sec-fetch-site']
  return site !== undefined && site !== 'same-origin' && site !== 'none'
}

export class BodyTooLargeError extends Error {}
export class UploadsBusyError extends Error {}
export class BodyStalledError extends Error {}

/** A body that sends nothing for this long is given up (a stalled upload must not hold memory for minutes). */
export const BODY_IDLE_SECONDS = 30

/** The bytes of uploads held in memory by this process, in all and per member. */
export class UploadMemory {
  private used = 0
  private members = new Map<string, number>()
  private readonly limits: { total: number; perMember: number }
  constructor(limits: { total: number; perMember: number }) {
    this.limits = limits
  }

  /** One upload by `member`: `take` holds more bytes while they arrive, `close` gives them back. */
  open(member: string) {
    let held = 0
    let closed = false
    return {
      take: (bytes: number) => {
        const mine = this.members.get(member) ?? 0
        if (closed || this.used + bytes > this.limits.total || mine + bytes > this.limits.perMember) return false
        this.used += bytes
        this.members.set(member, mine + bytes)
        held += bytes
        return true
      },
      close: () => {
        if (closed) return
        closed = true
        this.used -= held
        const left = (this.members.get(member) ?? held) - held
        if (left > 0) this.members.set(member, left)
        else this.members.delete(member)
      },
    }
  }
}

/**
 * Reads a body up to `limit` bytes, refusing as soon as it is passed, or when nothing arrives for
 * BODY_IDLE_SECONDS. On a refusal the request is left paused, unread, with its socket open: the
 * answer still has to go out.
 */
export function readBody(req: IncomingMessage, limit: number, memory?: { take(bytes: number): boolean }): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLargeError())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let idle: ReturnType<typeof setTimeout> | undefined
    const finish = (error: Error | null) => {
      clearTimeout(idle)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', finish)
      if (!error) return resolve(Buffer.concat(chunks, size))
      req.pause()
      reject(error)
    }
    const watch = () => {
      clearTimeout(idle)
      idle = setTimeout(() => finish(new BodyStalledError()), BODY_IDLE_SECONDS * 1000)
    }
    const onData = (chunk: Buffer) => {
      watch()
      size += chunk.length
      if (size > limit) return finish(new BodyTooLargeError())
      if (memory && !memory.take(chunk.length)) return finish(new UploadsBusyError())
      chunks.push(chunk)
    }
    const onEnd = () => finish(null)
    watch()
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', finish)
  })
}

export const isMultipart = (contentType: string) => contentType.toLowerCase().startsWith('multipart/form-data')

/** A multipart body that cannot be parsed is a bad request, not a server error in the route. */
export async function isReadableForm(body: Buffer, contentType: string): Promise<boolean> {
  if (!isMultipart(contentType)) return true
  try {
    await new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData()
    return true
  } catch {
    return false
  }
}
