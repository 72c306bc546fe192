import { writeReadableStreamToWritable } from '@react-router/node'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { createRequestHandler as createReactRouterHandler, type RouterContextProvider, type ServerBuild } from 'react-router'
import { t, type MessageId } from '../app/i18n/index.ts'
import { requestLanguage, withLanguage } from '../app/i18n/language.server.ts'
import { directionOf } from '../app/i18n/languages.ts'
import { SERVER_HEADERS } from '../app/request-headers.ts'
import { API_PATHS } from '../app/catalog/api.ts'
import { BODY_LIMITS, UPLOAD_MEMORY } from '../app/catalog/limits.ts'
import { API_HEADERS } from '../app/domain/api/api-response.server.ts'
import {
  BodyStalledError,
  BodyTooLargeError,
  bodyRuleFor,
  isCrossSite,
  isFormContentType,
  isMultipart,
  isReadableForm,
  readBody,
  SAFE_METHODS,
  UploadMemory,
  UploadsBusyError,
} from './request-policy.ts'
import { secureCookie } from './security-headers.ts'

export interface HandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider
  appUrl: string
  appName: string
  /** The signed-in member's id, or null: only members may send an upload larger than a form. */
  memberId: (req: ExpressRequest) => Promise<string | null>
}

/**
 * React Router behind Express, with every request's body checked in one place first: only our own
 * pages may post (CSRF), forms must be forms, and no body is read past its route's limit. The
 * client's address, resolved by Express from TRUST_PROXY, travels in a header the client cannot set.
 */
export function createRequestHandler(options: HandlerOptions) {
  const handle = createReactRouterHandler(options.build, process.env.NODE_ENV)
  const appOrigin = new URL(options.appUrl).origin
  const https = appOrigin.startsWith('https:')
  const uploads = new UploadMemory(UPLOAD_MEMORY)

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      // The path as React Router will see it (dot segments resolved), so no raw path picks another rule.
      const pathname = new URL(req.originalUrl, 'http://app.invalid').pathname
      let body: Buffer | undefined
      let bodyTooLarge = false
      let fromOtherSite = false
      if (!SAFE_METHODS.has(req.method)) {
        const rule = bodyRuleFor(pathname)
        const ownOrigin = `${req.protocol}://${req.get('host')}`
        if (!rule.crossSite && isCrossSite(req, [appOrigin, ownOrigin])) return refuse(res, 403, 'error.crossSite', options)
        // A route open to other sites (mail clients' one-click unsubscribe, RFC 8058) has passed the
        // check above: React Router's own origin check on page actions would refuse it again (400,
        // with a stack trace in the log), so the other site's Origin is not passed on.
        fromOtherSite = rule.crossSite === true
        const contentType = req.get('content-type') ?? ''
        if (rule.accepts === 'form' && !isFormContentType(contentType)) return refuse(res, 415, 'error.unsupportedBody', options)
        let limit = rule.limit
        let memory: ReturnType<UploadMemory['open']> | undefined
        const upload = rule.upload === true && isMultipart(contentType)
        if (upload) {
          // Nobody may make the server hold an upload before signing in; members within a budget.
          const member = await options.memberId(req)
          if (member) {
            memory = uploads.open(member)
            res.on('finish', memory.close)
            res.on('close', memory.close)
          } else {
            limit = BODY_LIMITS.form
          }
        } else if (rule.upload) {
          limit = BODY_LIMITS.form
        }
        try {
          body = await readBody(req, limit, memory)
        } catch (error) {
          if (error instanceof UploadsBusyError) {
            discardRest(req)
            res.setHeader('Retry-After', '60')
            return refuse(res, 503, 'error.uploadsBusy', options)
          }
          if (error instanceof BodyStalledError) {
            discardRest(req)
            return refuse(res, 408, 'error.bodyStalled', options)
          }
          if (!(error instanceof BodyTooLargeError)) throw error
          discardRest(req)
          if (!upload) return refuse(res, 413, 'error.bodyTooLarge', options)
          bodyTooLarge = true
          body = Buffer.alloc(0)
        }
        if (!bodyTooLarge && !(await isReadableForm(body, contentType))) return refuse(res, 400, 'error.unreadableForm', options)
      }
      const request = toFetchRequest(req, res, body, bodyTooLarge, fromOtherSite)
      const response = await handle(request, options.getLoadContext(req, res))
      await sendResponse(res, response, https)
    } catch (error) {
      next(error)
    }
  }
}

/**
 * After refusing a body part-way, the rest is read and thrown away (memory stays flat) for a few
 * seconds, so the client, still sending, receives the answer instead of a reset connection; then
 * the connection is closed.
 */
function discardRest(req: ExpressRequest) {
  // No "Connection: close": Node would then close the socket with the body unread, and the
  // client would see a reset instead of the answer.
  const stop = setTimeout(() => req.socket.destroy(), DISCARD_SECONDS * 1000)
  req.on('end', () => clearTimeout(stop))
  req.on('close', () => clearTimeout(stop))
  req.resume()
}
const DISCARD_SECONDS = 10

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, body: Buffer | undefined, bodyTooLarge: boolean, fromOtherSite: boolean): Request {
  const headers = new Headers()
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined || key.startsWith('x-harambee-') || (fromOtherSite && key === 'origin')) continue
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value)
  }
  headers.set(SERVER_HEADERS.clientAddress, req.ip ?? 'unknown')
  if (bodyTooLarge) {
    headers.set(SERVER_HEADERS.bodyTooLarge, '1')
    headers.set('content-length', '0')
  }
  const controller = new AbortController()
  let finished = false
  res.on('finish', () => (finished = true))
  res.on('close', () => finished || controller.abort())
  const url = new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`)
  return new Request(url, { method: req.method, headers, signal: controller.signal, body: body === undefined ? undefined : new Uint8Array(body) })
}

async function sendResponse(res: ExpressResponse, response: Response, https: boolean) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [key, value] of response.headers.entries()) {
    if (key === 'set-cookie') continue
    res.append(key, value)
  }
  for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', https ? secureCookie(cookie) : cookie)
  if (!response.body) return void res.end()
  coalesceFlushes(res)
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error
  }
}

/**
 * React Router's stream writer flushes the compressor after every chunk, and React writes a page
 * in hundreds of small chunks: each flush ends a compression block, so /discover went out as 54 kB
 * of gzip where the same bytes make 35 kB. A flush now waits until the stream has nothing more to
 * give in this turn of the event loop: the shell still leaves at once, deferred data when it comes.
 */
function coalesceFlushes(res: ExpressResponse & { flush?: () => void }) {
  const flush = res.flush
  if (typeof flush !== 'function') return
  let pending = false
  res.flush = () => {
    if (pending) return
    pending = true
    setImmediate(() => {
      pending = false
      if (!res.writableEnded && !res.destroyed) flush.call(res)
    })
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** A refused request gets a small page in words (these answers come before the app renders). */
function refuse(res: ExpressResponse, status: number, id: MessageId, options: HandlerOptions) {
  const req = res.req
  const size = `${BODY_LIMITS.form / 1024 / 1024} MB`
  // The API answers in JSON, in English, in the CommonGrants error shape, even before the app is reached (ADR 031).
  if (API_PATHS.test(req.path)) {
    const message = withLanguage('en', () => t(id, { appName: options.appName, size }))
    res
      .status(status)
      .set(API_HEADERS)
      .send(JSON.stringify({ status, message, errors: [] }))
    return
  }
  // In the visitor's language (cookie or Accept-Language): the app, and so the profile, is not reached.
  const language = requestLanguage({ get: (name) => req.get(name) ?? null })
  const [message, title, home] = withLanguage(language, () => [t(id, { appName: options.appName, size }), t('error.title'), t('notFound.home')])
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | ${escapeHtml(options.appName)}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/">${escapeHtml(home)}</a></p></body></html>`,
    )
}
