import { and, arrayContains, asc, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { DISCOVER_PAGE_SIZE, SPELLING_MIN_LENGTH, SPELLING_SIMILARITY } from '../../catalog/limits.ts'
import { queryRows, type Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import type { DiscoverQuery } from './discover.schema.ts'

export const grantCardColumns = {
  id: grants.id,
  title: grants.title,
  source: grants.source,
  funderName: grants.funderName,
  sector: grants.sector,
  description: sql<string>`left(${grants.description}, 220)`.as('description'),
  fundingAmount: grants.fundingAmount,
  deadline: grants.deadline,
  countryScope: grants.countryScope,
  geographicFocus: grants.geographicFocus,
  isDemo: grants.isDemo,
}
export type GrantCard = {
  id: string
  title: string
  source: string
  funderName: string | null
  sector: string
  description: string
  fundingAmount: string | null
  deadline: string | null
  countryScope: string | null
  geographicFocus: string[]
  /** Generated sample data (the seed): labelled "Sample listing" wherever it is shown. */
  isDemo: boolean
}

/** Open grants: active, and either rolling or with a deadline today or later. */
export function openGrantCondition(): SQL {
  return and(eq(grants.status, 'active'), or(isNull(grants.deadline), gte(grants.deadline, sql`current_date`)))!
}

/** A search split into words as the index stores them: lower case, accents removed. */
export function searchTerms(q: string): string[] {
  const words = q
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
  return [...new Set(words.filter((w) => w.length >= 2))].slice(0, 8)
}

/**
 * The full-text query for a search: every word must match; a word that occurs in no grant is
 * widened to the closest known words (search_words), so misspelled words still find grants.
 */
export async function buildTextQuery(db: Db, q: string): Promise<string | null> {
  const terms = searchTerms(q)
  if (terms.length === 0) return null
  const rows = await queryRows<{ term: string; alternatives: string[] }>(
    db,
    sql`
    select t.term, array(
      select w.word from search_words w
      where w.word % t.term and similarity(w.word, t.term) >= ${SPELLING_SIMILARITY}
      order by similarity(w.word, t.term) desc, w.word
      limit 3
    ) as alternatives
    from unnest(string_to_array(${terms.join(' ')}, ' ')) as t(term)
    where length(t.term) >= ${SPELLING_MIN_LENGTH}
      and not exists (select 1 from search_words w where w.word = t.term)`,
  )
  const corrections = new Map(rows.map((r) => [r.term, r.alternatives]))
  return terms.map((term) => (corrections.get(term)?.length ? `(${[term, ...corrections.get(term)!].join(' | ')})` : term)).join(' & ')
}

export function discoverConditions(query: DiscoverQuery, textQuery: string | null): SQL {
  const conditions: SQL[] = [openGrantCondition()]
  // Terms are only letters and digits, so the query string is safe for to_tsquery's syntax.
  if (query.q) conditions.push(textQuery ? sql`${grants.searchVector} @@ to_tsquery('english', ${textQuery})` : sql`false`)
  if (query.sector) conditions.push(eq(grants.sector, query.sector))
  if (query.region) conditions.push(arrayContains(grants.regions, [query.region]))
  if (query.country) conditions.push(arrayContains(grants.countryCodes, [query.country]))
  if (query.funder) conditions.push(eq(grants.source, query.funder))
  return and(...conditions)!
}

export interface DiscoverResult {
  grants: GrantCard[]
  total: number
  page: number
  pageCount: number
}

/** One page of Discover results and the total count, computed on the server. */
export async function searchGrants(db: Db, query: DiscoverQuery, pageSize = DISCOVER_PAGE_SIZE): Promise<DiscoverResult> {
  const where = discoverConditions(query, query.q ? await buildTextQuery(db, query.q) : null)
  const order = query.sort === 'deadline' ? [sql`${grants.deadline} asc nulls last`, asc(grants.id)] : [desc(grants.createdAt), desc(grants.id)]
  // The page's ids are sorted on narrow rows first; only those 12 grants are then read in full.
  const pageIds = db
    .select({ id: grants.id })
    .from(grants)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(grantCardColumns)
      .from(grants)
      .where(inArray(grants.id, pageIds))
      .orderBy(...order),
    db.select({ total: sql<number>`count(*)::int` }).from(grants).where(where),
  ])
  return { grants: rows as GrantCard[], total, page: query.page, pageCount: Math.max(1, Math.ceil(total / pageSize)) }
}
