import type { IncomingMessage } from 'node:http'
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
  [/^\/api\/auth\//, { limit: BODY_LIMITS.form, accepts: 'any' }],
  // Mail clients' one-click unsubscribe (RFC 8058) posts from their own servers, in any shape;
  // the link's signature is what authorises it.
  [/^\/unsubscribe(?:\.data)?$/, { limit: BODY_LIMITS.form, accepts: 'any', crossSite: true }],
  [/^\/verification-application\/[^/]+(?:\.data)?$/, { limit: BODY_LIMITS.upload, accepts: 'form', upload: true }],
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

/** Reads a body up to `limit` bytes, refusing (without reading further) as soon as it is passed. */
export async function readBody(req: IncomingMessage, limit: number, memory?: { take(bytes: number): boolean }): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError()
  const chunks: Buffer[] = []
  let size = 0
  // Leaving the loop early must not destroy the socket: the 413 answer still has to go out.
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length
    if (size > limit) throw new BodyTooLargeError()
    if (memory && !memory.take((chunk as Buffer).length)) throw new UploadsBusyError()
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks, size)
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
