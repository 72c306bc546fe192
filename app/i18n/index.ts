import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { DEFAULT_LANGUAGE, directionOf, INTL_LOCALES, isLanguage, type Language } from './languages.ts'
import type { MessageId } from './message-id.ts'

export type { MessageId }

/**
 * The browser's Lingui instance: the root route loads into it the current language's messages for
 * the page (loader data, compiled on the server), so the browser never downloads a catalogue.
 */
const browserI18n = setupI18n({
  missing: (language, id) => {
    console.error(`Message ${id} is not loaded for this page (${language}): run npm run messages:generate to list its namespace in app/i18n/page-namespaces.ts`)
    return id
  },
})
let source: () => I18n = () => browserI18n

/** The server's language of the moment (language.server.ts) replaces the browser's instance. */
export function serveI18nFrom(get: () => I18n) {
  source = get
}

/**
 * Loads a page's messages into the browser's instance (root route, before anything renders). On the
 * server it does nothing: there t() reads the request's own instance (language.server.ts).
 */
export function loadBrowserMessages(language: Language, messages: Messages) {
  if (typeof document === 'undefined') return
  loadMessagesInto(browserI18n, language, messages)
  if (browserI18n.locale !== language) browserI18n.activate(language, INTL_LOCALES[language])
}

/**
 * Adds messages to a Lingui instance, as a copy: Lingui keeps the first object it is given for a
 * language and merges every later one into it, and a page's messages are an object the server
 * caches and sends again (catalogue.server.ts). Given that object, every page rendered after it
 * grew it: a server that had rendered its pages sent /discover with the messages of all of them.
 */
export function loadMessagesInto(i18n: I18n, language: Language, messages: Messages) {
  i18n.load(language, { ...messages })
}

/**
 * Looks up a message by id in the current language and formats it (ICU: placeholders, plurals,
 * select). In a right-to-left language each text placed into the message (a grant's title, a
 * name, an amount already formatted) is isolated (FSI … PDI), so Latin words and numbers inside an
 * Arabic sentence keep their own order and do not reorder the sentence around them. Links are left
 * as they are, so a mail program still sees where they start and end, and so are ids a message
 * chooses by (`{place, select, country {…} other {…}}`): a key, never shown, that must match as is.
 */
export function t(id: MessageId, params?: Record<string, string | number>): string {
  const i18n = source()
  if (params && i18n.locale === 'ar') return i18n._(id, isolated(params))
  return i18n._(id, params)
}

/** An id a select argument matches on: lower-case Latin letters, digits and underscores. */
const SELECT_KEY = /^[a-z][a-z0-9_]*$/

function isolated(params: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' && value !== '' && !/^https?:\/\//.test(value) && !SELECT_KEY.test(value) ? `\u2068${value}\u2069` : value]),
  )
}

/** The language being rendered or written in. */
export function currentLanguage(): Language {
  const locale = source().locale
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE
}

function intlLocale(): string {
  return INTL_LOCALES[currentLanguage()]
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: (locale: string) => T): T {
  const locale = intlLocale()
  let f = cache.get(`${locale}|${key}`)
  if (!f) {
    f = make(locale)
    cache.set(`${locale}|${key}`, f)
  }
  return f as T
}

/** "Mar 5, 2027", "5 mars 2027": a calendar date in the current language, shown in UTC. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value
  return formatter('date', (l) => new Intl.DateTimeFormat(l, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })).format(date)
}

/** "2027": the year of a calendar date in the current language's digits. */
export function formatYear(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value
  return formatter('year', (l) => new Intl.DateTimeFormat(l, { year: 'numeric', timeZone: 'UTC' })).format(date)
}

/** "Nov 2026", "nov. 2026" (`short`) or "November 2026", "novembre 2026" (`long`): a UTC month given as 'YYYY-MM'. */
export function formatMonth(month: string, style: 'short' | 'long' = 'short'): string {
  return formatter(`month-${style}`, (l) => new Intl.DateTimeFormat(l, { month: style, year: 'numeric', timeZone: 'UTC' })).format(new Date(`${month}-01T00:00:00Z`))
}

/** "19 August 2024", "19 août 2024", "19 Agosti 2024": a calendar date with its month written out, in UTC. */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value
  return formatter('long-date', (l) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(date)
}

/** "Nov 30, 2026, 16:55 UTC": a moment in the current language, in UTC (the server does not know the reader's zone). */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return `${formatter('date-time', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).format(date)} UTC`
}

/** "21:00", "9:00 PM": an hour of the day in the current language. */
export function formatHour(hour: number): string {
  return formatter('hour', (l) => new Intl.DateTimeFormat(l, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })).format(new Date(Date.UTC(2026, 0, 1, hour)))
}

/** "KES 0.80", "0,0085 $US": an amount in any currency, in the current language, up to four decimals (message costs). */
export function formatMoney(value: number, currency: string): string {
  return formatter(`money-${currency}`, (l) => new Intl.NumberFormat(l, { style: 'currency', currency, maximumFractionDigits: 4 })).format(value)
}

/**
 * "KES 44,885", "44 885 KES", "Ksh 44,885": a whole amount in any currency (an indicative local
 * price), in the current language; the currency isolated in Arabic as in formatUsd.
 */
export function formatWholeMoney(value: number, currency: string): string {
  const format = formatter(`whole-${currency}`, (l) => new Intl.NumberFormat(l, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }))
  if (directionOf(currentLanguage()) === 'ltr') return format.format(value)
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
    .join('')
}

export function formatNumber(value: number): string {
  return formatter('number', (l) => new Intl.NumberFormat(l)).format(value)
}

/** "4.8", "4,8": a number with exactly one decimal (a rating) in the current language. */
export function formatOneDecimal(value: number): string {
  return formatter('one-decimal', (l) => new Intl.NumberFormat(l, { maximumFractionDigits: 1, minimumFractionDigits: 1 })).format(value)
}

export function formatPercent(value: number): string {
  return formatter('percent', (l) => new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits: 0 })).format(value / 100)
}

/**
 * "$1,500", "1 500 $US", "US$ 1,500". In Arabic the symbol "US$" is isolated left to right (LRI …
 * PDI): otherwise its "$", a neutral next to the end of a right-to-left text, is drawn before
 * "US" and the price reads "$US 348".
 */
export function formatUsd(value: number, options: { compact?: boolean } = {}): string {
  const key = options.compact ? 'usd-compact' : 'usd'
  const format = formatter(
    key,
    (l) => new Intl.NumberFormat(l, { style: 'currency', currency: 'USD', maximumFractionDigits: options.compact ? 1 : 0, notation: options.compact ? 'compact' : 'standard' }),
  )
  if (directionOf(currentLanguage()) === 'ltr') return format.format(value)
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
    .join('')
}

const lists = new Map<string, Intl.ListFormat>()
/** "East Africa and West Africa", "Afrique de l’Est et Afrique de l’Ouest": words joined as the current language joins them. */
export function formatList(items: readonly string[]): string {
  const locale = intlLocale()
  let list = lists.get(locale)
  if (!list) {
    list = new Intl.ListFormat(locale, { type: 'conjunction' })
    lists.set(locale, list)
  }
  return list.format(items)
}

/**
 * A list whose items may each run in another direction (language names in their own script, people's
 * names): each item is isolated (U+2068 … U+2069), not the list as a whole. One isolate around
 * "العربية and Français" takes its direction from the Arabic and reads "and Français العربية".
 */
export function formatIsolatedList(items: readonly string[]): string {
  return formatList(items.map(isolate))
}

/** A piece of text set apart from its neighbours' direction (U+2068 FIRST STRONG ISOLATE … U+2069), as <bdi> does. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`
}
