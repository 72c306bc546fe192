import { z } from 'zod'
import { paginationSchema } from './pagination.server.ts'

/**
 * The body of POST /common-grants/opportunities/search as the base defines it (OppFilters,
 * OppSorting, PaginatedBodyParams). A body that breaks the base's schema is a 400 naming each
 * problem; keys the base does not define are ignored. What we do not support but the base allows
 * (a custom filter we do not know, a sort key we do not hold) is not an error here: the search
 * names it in filterInfo.errors / sortInfo.errors and answers 200 (the protocol's rule).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const DECIMAL = /^-?[0-9]+\.?[0-9]*$/

/** A date or date-time as the day it falls on (UTC), or a refusal. */
const dateValue = z
  .string({ error: 'must be a date (YYYY-MM-DD) or a date-time' })
  .refine((v) => (ISO_DATE.test(v) || DATE_TIME.test(v)) && !Number.isNaN(Date.parse(v)), { error: 'must be a date (YYYY-MM-DD) or a date-time' })
  .transform((v) => (ISO_DATE.test(v) ? v : new Date(v).toISOString().slice(0, 10)))

export const moneySchema = z.object({
  amount: z.string({ error: 'amount must be a decimal number in a string' }).regex(DECIMAL, { error: 'amount must be a decimal number in a string, such as "50000"' }),
  currency: z.string({ error: 'currency must be a currency code such as USD' }).min(1).max(10),
})

const rangeOperator = z.enum(['between', 'outside'], { error: 'operator must be "between" or "outside"' })

const stringArrayFilter = z.object({
  operator: z.enum(['in', 'notIn'], { error: 'operator must be "in" or "notIn"' }),
  value: z.array(z.string().max(200)).max(100),
})
/** Either bound may be left out: no bound on that side (the protocol's examples send `value: {}`). */
const dateRangeFilter = z.object({ operator: rangeOperator, value: z.object({ min: dateValue.optional(), max: dateValue.optional() }) })
const moneyRangeFilter = z.object({ operator: rangeOperator, value: z.object({ min: moneySchema, max: moneySchema }) })

const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'notIn', 'between', 'outside', 'like', 'notLike'] as const
/** CommonGrants.Filters.DefaultFilter: any operator of the base, any value. */
const defaultFilter = z.object({ operator: z.enum(OPERATORS, { error: `operator must be one of ${OPERATORS.join(', ')}` }), value: z.unknown() })

export const SORT_KEYS = [
  'lastModifiedAt',
  'createdAt',
  'title',
  'status.value',
  'keyDates.closeDate',
  'funding.maxAwardAmount',
  'funding.minAwardAmount',
  'funding.totalAmountAvailable',
  'funding.estimatedAwardCount',
  'custom',
] as const
export type SortKey = (typeof SORT_KEYS)[number]

export const searchRequestSchema = z.object({
  search: z.string({ error: 'search must be a string' }).max(500, { error: 'search is longer than 500 characters' }).optional(),
  filters: z
    .object({
      status: stringArrayFilter.optional(),
      closeDateRange: dateRangeFilter.optional(),
      totalFundingAvailableRange: moneyRangeFilter.optional(),
      minAwardAmountRange: moneyRangeFilter.optional(),
      maxAwardAmountRange: moneyRangeFilter.optional(),
      customFilters: z.record(z.string().max(100), defaultFilter).optional(),
    })
    .optional(),
  sorting: z
    .object({
      sortBy: z.enum(SORT_KEYS, { error: `sortBy must be one of ${SORT_KEYS.join(', ')}` }),
      customSortBy: z.string().max(100).optional(),
      sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be "asc" or "desc"' }).optional(),
    })
    .optional(),
  pagination: z.object({ page: z.unknown().optional(), pageSize: z.unknown().optional() }).optional(),
})
export type SearchRequest = z.infer<typeof searchRequestSchema>
export type SearchFilters = NonNullable<SearchRequest['filters']>

/** The body as a search, or the problems that make it a bad request (each naming where). */
export function parseSearchRequest(body: unknown) {
  const parsed = searchRequestSchema.safeParse(body)
  if (!parsed.success) return { ok: false as const, errors: parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)) }
  const page = paginationSchema.safeParse(parsed.data.pagination ?? {})
  if (!page.success) return { ok: false as const, errors: page.error.issues.map((i) => `pagination.${i.path.join('.')}: ${i.message}`) }
  return { ok: true as const, request: parsed.data, page: page.data }
}
