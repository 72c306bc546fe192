import { and, arrayContains, asc, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm'
import { DISCOVER_PAGE_SIZE } from '../../catalog/limits.ts'
import type { Db } from '../../db/client.server.ts'
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
}

/** Open grants: active, and either rolling or with a deadline today or later. */
export function openGrantCondition(): SQL {
  return and(eq(grants.status, 'active'), or(isNull(grants.deadline), gte(grants.deadline, sql`current_date`)))!
}

/**
 * Full-text search (weighted title > funder > sector > description, accents ignored) or, so that
 * misspelled words still find grants, trigram word similarity on title, funder and sector.
 */
export function textMatchCondition(q: string): SQL {
  return sql`(${grants.searchVector} @@ websearch_to_tsquery('english', f_unaccent(${q})) or lower(f_unaccent(${q})) <% ${grants.searchText})`
}

export function discoverConditions(query: DiscoverQuery): SQL {
  const conditions: SQL[] = [openGrantCondition()]
  if (query.q) conditions.push(textMatchCondition(query.q))
  if (query.sector) conditions.push(eq(grants.sector, query.sector))
  if (query.region) conditions.push(arrayContains(grants.regions, [query.region]))
  if (query.country) conditions.push(sql`${grants.countryNames} @> array[(select name from countries where lower(name) = lower(${query.country}))]::text[]`)
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
  const where = discoverConditions(query)
  const order =
    query.sort === 'deadline'
      ? [sql`${grants.deadline} asc nulls last`, asc(grants.id)]
      : [desc(grants.createdAt), desc(grants.id)]
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(grantCardColumns)
      .from(grants)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(grants).where(where),
  ])
  return { grants: rows as GrantCard[], total, page: query.page, pageCount: Math.max(1, Math.ceil(total / pageSize)) }
}
