import { z } from 'zod'

import { countryCode } from '../../catalog/countries.ts'
import { LANGUAGES } from '../../catalog/sectors.ts'
import { hasControlCharacters } from '../shared/form-fields.ts'
import { defaultSort, SORTS, type DiscoverState } from './discover-url.ts'

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

/** The Discover page's state, all of it in the URL. Bad values fall back to defaults rather than fail. */
export const discoverQuerySchema = z
  .object({
    q: text(200),
    sector: catalogueId(100),
    region: catalogueId(100),
    // A country's ISO code; older links name it in English ("Kenya").
    country: text(100).transform((v) => v && (countryCode(v) ?? v)),
    funder: text(200),
    language: z.enum(LANGUAGES).optional().catch(undefined),
    sort: z.enum(SORTS).optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  })
  // Relevance needs words to match; without them the default (newest) applies.
  .transform((v): DiscoverState => ({ ...v, sort: v.sort && !(v.sort === 'relevance' && !v.q) ? v.sort : defaultSort(v.q) }))
export type DiscoverQuery = DiscoverState

export function parseDiscoverQuery(params: URLSearchParams): DiscoverQuery {
  return discoverQuerySchema.parse(Object.fromEntries(params))
}
