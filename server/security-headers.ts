import { randomBytes } from 'node:crypto'
import type { Response } from 'express'

/** Where forms may send the browser on: our pages, and the hosted checkouts and sign-in we use. */
const FORM_TARGETS = ['https://checkout.stripe.com', 'https://checkout.paystack.com', 'https://accounts.google.com']

/**
 * Security headers on every response. Scripts and the inlined stylesheet run only with this
 * response's nonce (React Router's inline scripts carry it), so injected markup cannot run code.
 */
export function setSecurityHeaders(res: Response, options: { https: boolean }): string {
  const nonce = randomBytes(16).toString('base64')
  res.setHeader(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      `style-src 'self' 'nonce-${nonce}'`,
      // Progress bars set their width in a style attribute; attributes cannot run code.
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      `form-action 'self' ${FORM_TARGETS.join(' ')}`,
      "frame-ancestors 'none'",
      ...(options.https ? ['upgrade-insecure-requests'] : []),
    ].join('; '),
  )
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  if (options.https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  return nonce
}

/** On an https site every cookie we set is Secure, whoever set it (flash, theme, sessions). */
export function secureCookie(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`
}
