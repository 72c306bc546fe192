import { isMessageId, type MessageId } from './i18n/index.ts'

/**
 * One-shot messages carried across a redirect in a short-lived cookie, so every outcome is also
 * shown without JavaScript. Only catalogue ids are accepted, never free text.
 */
const NAME = 'flash'

export function flashCookie(id: MessageId) {
  return `${NAME}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`
}
export const clearFlashCookie = `${NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`

export function readFlash(request: Request): MessageId | null {
  const cookie = request.headers.get('Cookie') ?? ''
  const match = cookie.match(/(?:^|;\s*)flash=([^;]+)/)
  const id = match ? decodeURIComponent(match[1]) : null
  return isMessageId(id) ? id : null
}

export function redirectWithFlash(url: string, id: MessageId, headers: Headers = new Headers()) {
  headers.append('Set-Cookie', flashCookie(id))
  headers.set('Location', url)
  return new Response(null, { status: 302, headers })
}

/** Only same-site paths are followed after sign-in or a form post. */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  return value
}
