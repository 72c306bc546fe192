import { currentLanguage, type MessageId, t } from '../../../i18n/index.ts'
import { directionOf, INTL_LOCALES } from '../../../i18n/languages.ts'

const cents = new Map<string, Intl.NumberFormat>()

/**
 * "$0.04", "0,04 $US": a cost in US dollars to 2 decimals (spec §2 Cost Analysis), in the page's
 * language. Model calls cost fractions of a cent, so the app's whole-dollar formatUsd would show
 * every cost as $0. In Arabic the symbol is isolated left to right, as formatUsd does.
 */
export function formatCost(value: number): string {
  const language = currentLanguage()
  let format = cents.get(language)
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    cents.set(language, format)
  }
  if (directionOf(language) === 'ltr') return format.format(value)
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
    .join('')
}

/** "04:37 UTC": the time of day of a task's start or end, to the minute, as the audit log shows times. */
export function formatTime(iso: string): string {
  return `${iso.slice(11, 16)} UTC`
}

/** Only web addresses become links (a crawled page's address is data from elsewhere). */
export const isWebAddress = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value)

const KNOWN_REASONS = new Set([
  'robots',
  'private-address',
  'internal-redirect',
  'local-name',
  'port',
  'timeout',
  'network',
  'dns',
  'too-large',
  'time-budget',
  'unreadable-feed',
  'unreadable-sitemap',
  'crawl-delay-too-long',
  'worker-stopped',
  'unreadable-file',
  'crawl-failed',
  'model-failed',
])

/** A task error's reason id (fetch/fetcher.server.ts, crawl.server.ts) in the reader's language. */
export function errorReasonText(reason: string): string {
  const http = /^http-(\d{3})$/.exec(reason)
  if (http) return t('discovery.errorReason.http', { status: http[1] })
  if (KNOWN_REASONS.has(reason)) return t(`discovery.errorReason.${reason}` as MessageId)
  return t('discovery.errorReason.other', { reason })
}

/** A count a redirect put in the URL (`?started=3&failed=0`), or null when absent or not a small whole number. */
export function countParam(value: string | null): number | null {
  return value !== null && /^\d{1,4}$/.test(value) ? Number(value) : null
}
