import { isMessageId } from './i18n/catalogue.server.ts'
import { type MessageId, t } from './i18n/index.ts'

/**
 * One-shot messages carried across a redirect in a short-lived cookie, so every outcome is also
 * shown without JavaScript. Only catalogue ids are accepted, never free text.
 */
export const FLASH_COOKIE = 'flash'

/** Flash messages that report a failure (shown as an alert, not a success). */
const FLASH_ERRORS = new Set<MessageId>([
  'grant.loadFailed',
  'grant.saveFailed',
  'grant.saveLimit',
  'grant.applicationFailed',
  'admin.accessDenied',
  'error.rateLimited',
  'auth.verifyFailed',
  'discover.failed',
  'pricing.noPrice',
  'pricing.authRequired',
  'pricing.checkoutFailed',
  'review.notWaiting',
  'review.refundFailed',
  'review.windowClosed',
  'review.notAllowed',
  'requests.alreadyTaken',
  'requests.notListed',
  'requests.closed',
  'eliteRequests.admin.moved',
  'events.admin.notScheduled',
  'events.notGoing',
  ...([
    'discovery.accessDenied',
    'discovery.crawlFailed',
    'discovery.crawlAlreadyRunning',
    'discovery.sourcePaused',
    'discovery.sourceNotFound',
    'discovery.addFailed',
    'discovery.updateFailed',
    'discovery.deleteFailed',
    'discovery.statusFailed',
    'discovery.bulkFailed',
    'discovery.noneSelected',
    'discovery.noneSelectedCrawl',
  ] as const),
])

/** A flash message as a page shows it: its text in the request's language, and whether it is an error. */
export function flashOutcome(id: MessageId): { text: string; error: boolean } {
  return { text: t(id), error: FLASH_ERRORS.has(id) }
}

export function flashCookie(id: MessageId) {
  return `${FLASH_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`
}
export const clearFlashCookie = `${FLASH_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`

export function readFlash(request: Request): MessageId | null {
  const cookie = request.headers.get('Cookie') ?? ''
  const value = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FLASH_COOKIE}=`))
    ?.slice(FLASH_COOKIE.length + 1)
  const id = value ? decodeURIComponent(value) : null
  return isMessageId(id) ? id : null
}

export function redirectWithFlash(url: string, id: MessageId, headers: Headers = new Headers(), status: 302 | 303 = 302) {
  headers.append('Set-Cookie', flashCookie(id))
  headers.set('Location', url)
  return new Response(null, { status, headers })
}

const REDIRECT_BASE = 'http://app.invalid'

/**
 * Only same-site paths are followed after sign-in or a form post. The value is resolved the way a
 * browser would resolve it (so tabs, newlines and backslashes cannot smuggle in another host) and
 * accepted only when it stays on our origin; the normalised path is what we send back.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(value, REDIRECT_BASE)
  } catch {
    return fallback
  }
  if (url.origin !== REDIRECT_BASE || url.pathname.startsWith('//')) return fallback
  return url.pathname + url.search + url.hash
}
