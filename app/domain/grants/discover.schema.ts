import { z } from 'zod'

import { hasControlCharacters } from '../shared/form-fields.ts'
import { SORTS } from './discover-url.ts'

const text = (max: number) =>
  z
    .string()
    .refine((v) => !hasControlCharacters(v))
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined)

/** The Discover page's state, all of it in the URL. Bad values fall back to defaults rather than fail. */
export const discoverQuerySchema = z.object({
  q: text(200),
  sector: text(100),
  region: text(100),
  country: text(100),
  funder: text(200),
  sort: z.enum(SORTS).catch('newest').default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>

export function parseDiscoverQuery(params: URLSearchParams): DiscoverQuery {
  return discoverQuerySchema.parse(Object.fromEntries(params))
}
