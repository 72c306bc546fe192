import { and, inArray, not, or, sql, type SQL } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import type { DiscoverQuery } from '../grants/discover.schema.ts'
import { buildTextQuery, discoverOrder, type TextQuery } from '../grants/search-grants.server.ts'
import { cacheFor, searchEpoch } from '../grants/search-cache.server.ts'
import { isOpenSql, type OpportunityRow, opportunityColumns, publishedGrant, toOpportunity } from './opportunity.server.ts'
import { offsetOf, type Page, paginationInfo } from './pagination.server.ts'
import type { SearchFilters, SearchRequest, SortKey } from './search-request.schema.server.ts'
import { textList } from '../../db/array-params.ts'

/**
 * POST /common-grants/opportunities/search over published grants (ADR 031). `search` is analysed
 * and ranked as Discover does (buildTextQuery: every language's stems, misspellings widened), so
 * the API finds what the site finds. Filters become SQL over indexed columns; what the base allows
 * but we do not hold is ignored and named in filterInfo.errors / sortInfo.errors (never a non-2xx,
 * as the protocol asks). The first pages of a search are ranked once and cached under the grants'
 * revision and the day, as Discover's are.
 */

/** Ranked ids kept per search: the first ten pages of 100. */
const KEPT_IDS = 1000
const RANKED_SEARCHES = 300

/** The custom filters we read: each a column and whether it holds one value or a list. */
const CUSTOM_FILTERS: Record<string, { column: SQL; list: boolean; normalise: (v: string) => string }> = {
  sector: { column: sql`${grants.sector}`, list: false, normalise: (v) => v.trim().toLowerCase() },
  country: { column: sql`${grants.countryCodes}`, list: true, normalise: (v) => v.trim().toUpperCase() },
  region: { column: sql`${grants.regions}`, list: true, normalise: (v) => v.trim().toLowerCase() },
  language: { column: sql`${grants.language}::text`, list: false, normalise: (v) => v.trim().toLowerCase() },
}

interface Translated {
  conditions: SQL[]
  /** What was applied, echoed in filterInfo.filters. */
  applied: SearchFilters
  errors: string[]
  /** A stable description of the conditions, for the ranked-ids cache. */
  key: unknown[]
}

function translateFilters(filters: SearchFilters | undefined): Translated {
  const out: Translated = { conditions: [], applied: {}, errors: [], key: [] }
  if (!filters) return out
  // An empty list of statuses is no filter at all, as the protocol's examples treat it.
  if (filters.status && filters.status.value.length > 0) {
    const { operator, value } = filters.status
    // Our opportunities are open or closed; none is forecasted or custom.
    const parts = [...new Set(value)].flatMap((v) => (v === 'open' ? [isOpenSql] : v === 'closed' ? [sql`not ${isOpenSql}`] : []))
    const any = parts.length ? or(...parts)! : sql`false`
    out.conditions.push(operator === 'in' ? any : not(any))
    out.applied.status = filters.status
    out.key.push(['status', operator, [...new Set(value)].sort()])
  }
  // A missing bound is no bound on that side; with neither, the range is no filter.
  if (filters.closeDateRange && (filters.closeDateRange.value.min || filters.closeDateRange.value.max)) {
    const { operator, value } = filters.closeDateRange
    const bounds = [...(value.min ? [sql`${grants.deadline} >= ${value.min}::date`] : []), ...(value.max ? [sql`${grants.deadline} <= ${value.max}::date`] : [])]
    // Opportunities without a close date (rolling) have none to compare: they are left out.
    const inside = and(...bounds)!
    out.conditions.push(operator === 'between' ? inside : sql`${grants.deadline} is not null and not (${inside})`)
    // filterInfo echoes a range only with both bounds (the base's DateRange needs both): a one-sided one is named in errors.
    if (value.min && value.max) out.applied.closeDateRange = filters.closeDateRange
    else out.errors.push(`closeDateRange: no ${value.min ? 'max' : 'min'} given; applied with no bound on that side`)
    out.key.push(['close', operator, value.min ?? null, value.max ?? null])
  }
  if (filters.maxAwardAmountRange) {
    const { operator, value } = filters.maxAwardAmountRange
    if (value.min.currency.toUpperCase() !== 'USD' || value.max.currency.toUpperCase() !== 'USD') {
      // Our amounts are in USD: amounts in another currency are left out, as the base says.
      out.conditions.push(sql`false`)
      out.errors.push('maxAwardAmountRange: our amounts are in USD; a range in another currency matches none of them')
    } else {
      const inside = sql`${grants.fundingUsd} between ${value.min.amount}::numeric and ${value.max.amount}::numeric`
      out.conditions.push(operator === 'between' ? inside : sql`${grants.fundingUsd} is not null and not (${inside})`)
    }
    out.applied.maxAwardAmountRange = filters.maxAwardAmountRange
    out.key.push(['max', operator, value.min, value.max])
  }
  for (const name of ['minAwardAmountRange', 'totalFundingAvailableRange'] as const) {
    if (filters[name]) out.errors.push(`${name}: not supported (our opportunities name one amount, funding.maxAwardAmount); ignored`)
  }
  const custom: NonNullable<SearchFilters['customFilters']> = {}
  for (const [name, filter] of Object.entries(filters.customFilters ?? {})) {
    const known = CUSTOM_FILTERS[name]
    if (!known) {
      out.errors.push(`customFilters.${name}: unknown custom filter; ignored (known: ${Object.keys(CUSTOM_FILTERS).join(', ')})`)
      continue
    }
    const many = filter.operator === 'in' || filter.operator === 'notIn'
    const one = filter.operator === 'eq' || filter.operator === 'neq'
    const values =
      many && Array.isArray(filter.value) && filter.value.every((v) => typeof v === 'string') ? (filter.value as string[]) : one && typeof filter.value === 'string' ? [filter.value] : null
    if (!values || values.length > 100) {
      out.errors.push(`customFilters.${name}: takes "in"/"notIn" with an array of strings or "eq"/"neq" with a string; ignored`)
      continue
    }
    const normalised = [...new Set(values.map(known.normalise))].sort()
    const matches = known.list ? sql`${known.column} && ${textList(normalised)}` : sql`${known.column} = any(${textList(normalised)})`
    out.conditions.push(filter.operator === 'in' || filter.operator === 'eq' ? matches : not(matches))
    custom[name] = filter
    out.key.push(['custom', name, filter.operator, normalised])
  }
  if (Object.keys(custom).length) out.applied.customFilters = custom
  return out
}

interface Order {
  keys: Array<{ value: SQL; direction: 'asc' | 'desc'; nullsLast?: boolean }>
  sortInfo: { sortBy: string; customSortBy?: string; sortOrder: 'asc' | 'desc'; errors?: string[] }
}

/** The columns the base's sort keys name, where we hold them; the direction when none is asked for. */
const SORTABLE: Partial<Record<SortKey, { value: SQL; order: 'asc' | 'desc'; nullable?: boolean }>> = {
  lastModifiedAt: { value: sql`${grants.updatedAt}`, order: 'desc', nullable: true },
  createdAt: { value: sql`${grants.createdAt}`, order: 'desc', nullable: true },
  title: { value: sql`lower(${grants.title})`, order: 'asc' },
  'status.value': { value: sql`(case when ${isOpenSql} then 'open' else 'closed' end)`, order: 'desc' },
  'keyDates.closeDate': { value: sql`${grants.deadline}`, order: 'asc', nullable: true },
  'funding.maxAwardAmount': { value: sql`${grants.fundingUsd}`, order: 'desc', nullable: true },
}

function sortOrder(sorting: SearchRequest['sorting'], textQuery: TextQuery | null): Order {
  const errors: string[] = []
  const relevance = (): Order => ({
    // Discover's relevance order (title phrase, title words, phrase, rank, newest).
    keys: discoverOrder({ sort: 'relevance' } as DiscoverQuery, textQuery).map((k) => ({ value: k.value, direction: k.direction })),
    sortInfo: { sortBy: 'custom', customSortBy: 'relevance', sortOrder: 'desc' },
  })
  const byKey = (key: SortKey, order?: 'asc' | 'desc'): Order => {
    const s = SORTABLE[key]!
    const direction = order ?? s.order
    return {
      keys: [
        { value: s.value, direction, nullsLast: s.nullable },
        { value: sql`${grants.id}`, direction: 'asc' },
      ],
      sortInfo: { sortBy: key, sortOrder: direction },
    }
  }
  const fallback = () => (textQuery ? relevance() : byKey('lastModifiedAt'))
  let order: Order
  if (!sorting) order = fallback()
  else if (sorting.sortBy === 'custom') {
    if (sorting.customSortBy === 'relevance' && textQuery) order = relevance()
    else {
      errors.push(
        sorting.customSortBy === 'relevance'
          ? 'sorting.customSortBy: "relevance" needs a search text; sorted by the default instead'
          : `sorting.customSortBy: unknown sort key "${sorting.customSortBy ?? ''}"; sorted by the default instead (known: relevance)`,
      )
      order = fallback()
    }
  } else if (!SORTABLE[sorting.sortBy]) {
    errors.push(`sorting.sortBy: "${sorting.sortBy}" is not held for our opportunities; sorted by the default instead`)
    order = fallback()
  } else order = byKey(sorting.sortBy, sorting.sortOrder)
  if (errors.length) order.sortInfo.errors = errors
  return order
}

const orderSql = (order: Order) => sql.raw(order.keys.map((k, i) => `k${i} ${k.direction}${k.nullsLast ? ' nulls last' : ''}`).join(', '))

/**
 * The ids of the matches in order from `offset`, at most `limit`, each with the count of all
 * matches; the matches are found in a fenced subquery first (OFFSET 0), as Discover does.
 */
async function rankedIds(db: Db, where: SQL, order: Order, limit: number, offset: number) {
  const keys = sql.join(
    order.keys.map((k, i) => sql`${k.value} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  )
  return queryRows<{ id: string; total: number }>(
    db,
    sql`select id, (count(*) over ())::int as total
        from (select ${grants.id} as id, ${keys} from ${grants} where ${where} offset 0) as matches
        order by ${orderSql(order)} limit ${limit} offset ${offset}`,
  )
}

export async function searchOpportunities(db: Db, request: SearchRequest, page: Page, appUrl: string) {
  const epoch = await searchEpoch(db)
  const search = request.search?.trim() ?? ''
  const textQuery = search ? await buildTextQuery(db, search, epoch) : null
  const filters = translateFilters(request.filters)
  // Words that hold nothing searchable ("!!", one letter) find nothing, as on Discover.
  const textCondition = search ? (textQuery ? [sql`${grants.searchVector} @@ ${textQuery.match}::tsquery`] : [sql`false`]) : []
  const where = and(publishedGrant(), ...textCondition, ...filters.conditions)!
  const order = sortOrder(request.sorting, textQuery)
  const offset = offsetOf(page)
  let ids: string[]
  let total: number
  if (offset + page.pageSize <= KEPT_IDS) {
    const key = JSON.stringify([epoch, textQuery ?? (search ? false : null), filters.key, order.sortInfo.sortBy, order.sortInfo.customSortBy, order.sortInfo.sortOrder])
    const ranked = await cacheFor<{ ids: string[]; total: number }>(db, 'api-ranked-ids', RANKED_SEARCHES).get(key, async () => {
      const rows = await rankedIds(db, where, order, KEPT_IDS, 0)
      return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) }
    })
    ids = ranked.ids.slice(offset, offset + page.pageSize)
    total = ranked.total
  } else {
    const rows = await rankedIds(db, where, order, page.pageSize, offset)
    ids = rows.map((r) => r.id)
    total = rows.length ? Number(rows[0].total) : Number((await db.select({ n: sql<number>`count(*)::int` }).from(grants).where(where))[0].n)
  }
  const rows = ids.length ? ((await db.select(opportunityColumns).from(grants).where(inArray(grants.id, ids))) as OpportunityRow[]) : []
  const position = new Map(ids.map((id, i) => [id, i]))
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!)
  return {
    items: rows.map((r) => toOpportunity(r, appUrl)),
    paginationInfo: paginationInfo(page, total),
    sortInfo: order.sortInfo,
    filterInfo: { filters: filters.applied, ...(filters.errors.length ? { errors: filters.errors } : {}) },
  }
}
