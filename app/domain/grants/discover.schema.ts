import { z } from 'zod'

import { countryCode } from '../../catalog/countries.ts'
import { APPLICANT_TYPES, CLOSING_WINDOWS, TARGET_AUDIENCES } from '../../catalog/matching.ts'
import { GRANT_TYPES, LANGUAGES } from '../../catalog/sectors.ts'
import { hasControlCharacters } from '../shared/form-fields.ts'
import { CALL_STATUSES, defaultSort, HIDE_KINDS, SORTS, type ClosingWindow, type DiscoverState } from './discover-url.ts'

const text = (max: number) =>
  z
    .string()
    .refine((v) => !hasControlCharacters(v))
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined)

/**
 * A sector or region id as the URL gives it. Links written before these were ids carry the English
 * words ("Gender Equality", "East Africa"), which read as the ids once lower-cased and joined by "_".
 */
const catalogueId = (max: number) => text(max).transform((v) => v?.toLowerCase().replace(/[^a-z0-9]+/g, '_'))

/** The largest amount filter: more than any grant names (bigint holds it, and so does a JS number). */
const MAX_USD = 1_000_000_000_000

/** A parameter read by `read` from its text; missing, repeated or unreadable, it is no filter. */
const param = <T>(read: (v: string) => T | undefined) =>
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => (v === undefined ? undefined : read(v)))

/**
 * A whole number from `min` to `max` as typed into a field ("25,000", " 5000 "); anything else,
 * an empty field included (a form sends `min_usd=`), is no filter.
 */
const wholeNumber = (min: number, max: number) =>
  param((v) => {
    const digits = v.trim().replace(/[\s,_]/g, '')
    if (!/^\d{1,13}$/.test(digits)) return undefined
    const n = Number(digits)
    return n >= min && n <= max ? n : undefined
  })

/** A calendar date, YYYY-MM-DD, that exists (not 2027-02-30), between the years 2000 and 2999. */
const isoDate = param((v) => {
  if (!/^2\d{3}-\d{2}-\d{2}$/.test(v)) return undefined
  const date = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v ? v : undefined
})

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined)

/** The Discover page's state, all of it in the URL. Bad values fall back to defaults rather than fail. */
export const discoverQuerySchema = z
  .object({
    q: text(200),
    sector: catalogueId(100),
    region: catalogueId(100),
    // A country's ISO code; older links name it in English ("Kenya").
    country: text(100).transform((v) => v && (countryCode(v) ?? v)),
    funder: text(200),
    language: oneOf(LANGUAGES),
    status: oneOf(CALL_STATUSES),
    min_usd: wholeNumber(0, MAX_USD),
    max_usd: wholeNumber(0, MAX_USD),
    closing: param((v) => CLOSING_WINDOWS.find((w) => String(w) === v) as ClosingWindow | undefined),
    from: isoDate,
    to: isoDate,
    type: oneOf(GRANT_TYPES),
    audience: oneOf(TARGET_AUDIENCES),
    applicant: oneOf(APPLICANT_TYPES),
    // 0 leaves every grant in: no filter.
    min_score: wholeNumber(0, 100).transform((v) => v || undefined),
    // Repeatable (?hide=saved&hide=applied): the kinds it knows, each once, in one order.
    hide: z
      .array(z.string())
      .catch([])
      .transform((values) => {
        const kinds = HIDE_KINDS.filter((kind) => values.includes(kind))
        return kinds.length ? kinds : undefined
      }),
    sort: oneOf(SORTS),
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  })
  .transform(({ min_usd, max_usd, min_score, from, to, ...v }): DiscoverState => {
    // A range typed the wrong way round is read the right way round.
    const [minUsd, maxUsd] = min_usd !== undefined && max_usd !== undefined && min_usd > max_usd ? [max_usd, min_usd] : [min_usd, max_usd]
    const [start, end] = from && to && from > to ? [to, from] : [from, to]
    return {
      ...v,
      minUsd,
      maxUsd,
      from: start,
      to: end,
      minScore: min_score,
      // Relevance needs words to match; without them the default (newest) applies.
      sort: v.sort && !(v.sort === 'relevance' && !v.q) ? v.sort : defaultSort(v.q),
    }
  })
export type DiscoverQuery = DiscoverState

export function parseDiscoverQuery(params: URLSearchParams): DiscoverQuery {
  // Each parameter's last value, as before, but `hide`'s: it may be given more than once.
  return discoverQuerySchema.parse({ ...Object.fromEntries(params), hide: params.getAll('hide') })
}
