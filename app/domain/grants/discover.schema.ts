import { z } from 'zod'

export const SORTS = ['newest', 'deadline'] as const
export type Sort = (typeof SORTS)[number]

const text = (max: number) =>
  z
    .string()
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

/** The URL of a Discover state, leaving out defaults so shared links stay short. */
export function discoverHref(query: Partial<DiscoverQuery>): string {
  const params = new URLSearchParams()
  for (const key of ['q', 'sector', 'region', 'country', 'funder'] as const) {
    const value = query[key]
    if (value) params.set(key, value)
  }
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `/discover?${search}` : '/discover'
}
