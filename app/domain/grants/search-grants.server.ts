import { pageCountOf } from '../shared/paging.ts'
import { createHash } from 'node:crypto'
import { and, arrayContains, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { MATCH_LIST_MIN } from '../../catalog/matching.ts'
import { DISCOVER_PAGE_SIZE, SEARCH_CACHE, SPELLING_MIN_LENGTH, SPELLING_SIMILARITY } from '../../catalog/limits.ts'
import type { Language } from '../../catalog/sectors.ts'
import { queryRows, type Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { activeAdvancedFields, defaultSort } from './discover-url.ts'
import type { DiscoverQuery } from './discover.schema.ts'
import { getHomeStats } from './get-home-stats.server.ts'
import { closedGrantCondition, openGrantCondition } from './open-grants.server.ts'
import { cacheFor, searchEpoch } from './search-cache.server.ts'
import { uuidList } from '../../db/array-params.ts'

export const grantCardColumns = {
  id: grants.id,
  title: grants.title,
  source: grants.source,
  funderName: grants.funderName,
  sector: grants.sector,
  description: sql<string>`left(${grants.description}, 200)`.as('description'),
  fundingAmount: grants.fundingAmount,
  deadline: grants.deadline,
  countryScope: grants.countryScope,
  countryCodes: grants.countryCodes,
  geographicFocus: grants.geographicFocus,
  isDemo: grants.isDemo,
  language: grants.language,
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
  /** ISO 3166-1 codes derived from the scope. */
  countryCodes: string[]
  geographicFocus: string[]
  /** Generated sample data (the seed): labelled "Sample listing" wherever it is shown. */
  isDemo: boolean
  /** The language the grant is written in: its text is marked with it (lang, dir). */
  language: Language
}

/**
 * The text search configurations a search is analysed with, one per language a grant can be
 * written in (grant_search_config in the grant-language migration picks one per grant): a word
 * is stemmed as each language would stem it, so it finds grants in any of them.
 */
export const SEARCH_CONFIGS = ['english', 'french', 'portuguese', 'arabic', 'simple'] as const

/**
 * A search split into words: lower case, letters (of any script, with their accents) and digits;
 * one-letter words and repeats dropped, at most 8 words. The database then takes accents and
 * Arabic vowel marks off (f_search_text), as it did for the grants' own words.
 */
export function searchTerms(q: string): string[] {
  const words = q
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
  return [...new Set(words.filter((w) => w.replace(/\p{M}/gu, '').length >= 2))].slice(0, 8)
}

/**
 * A search as full-text queries (tsquery text, each lexeme quoted): `match` finds the grants,
 * `title` holds when every word is in the title, `phrase` when the words stand together as typed
 * (for two words or more), `titlePhrase` when they do so in the title.
 */
export interface TextQuery {
  match: string
  title: string
  phrase: string | null
  titlePhrase: string | null
}

const quote = (lexeme: string, weight = '') => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${weight}`

/**
 * The full-text query for a search. Every word must match. Each word is analysed with every
 * configuration in SEARCH_CONFIGS, and the query is the OR of one branch per configuration, so a
 * French grant indexed with French stems is found by the French branch ("éducation" → educ), a
 * Portuguese one by the Portuguese branch ("educação" → educaca). A word that is a stop word in a
 * language is left out of that language's branch only ("son" is a French stop word but an English
 * noun). A word that occurs in no grant is widened to the closest known words (search_words,
 * trigram similarity), so misspelled words still find grants, in any language. Cached per search
 * and revision of the grants (search_words changes with them).
 */
export function buildTextQuery(db: Db, q: string, epoch?: string): Promise<TextQuery | null> {
  const terms = searchTerms(q)
  if (terms.length === 0) return Promise.resolve(null)
  const load = () => analyse(db, terms)
  return epoch ? cacheFor<TextQuery | null>(db, 'text-query', SEARCH_CACHE.textQueries).get(`${epoch}|${terms.join(' ')}`, load) : load()
}

async function analyse(db: Db, terms: string[]): Promise<TextQuery | null> {
  const rows = await queryRows<{ ord: number; cfg: string; lexemes: string[] }>(
    db,
    sql`
    with terms as (
      select lower(f_search_text(raw)) as term, ord from unnest(string_to_array(${terms.join(' ')}, ' ')) with ordinality as r(raw, ord)
    ), flagged as (
      select term, ord, exists (select 1 from search_words w where w.word = term) as known from terms
    ), candidates as (
      select ord, term as word from flagged
      union all
      select f.ord, a.word from flagged f cross join lateral (
        select w.word from search_words w
        where not f.known and length(f.term) >= ${SPELLING_MIN_LENGTH} and w.word % f.term and similarity(w.word, f.term) >= ${SPELLING_SIMILARITY}
        order by similarity(w.word, f.term) desc, w.word
        limit 3
      ) a
    )
    select c.ord::int as ord, cfg, tsvector_to_array(to_tsvector(cfg::regconfig, c.word)) as lexemes
    from candidates c cross join unnest(string_to_array(${SEARCH_CONFIGS.join(' ')}, ' ')) as cfg`,
  )
  const ords = [...new Set(rows.map((r) => Number(r.ord)))].sort((a, b) => a - b)
  const branches = new Map<string, TextQuery>()
  for (const cfg of SEARCH_CONFIGS) {
    // Each word's lexemes in this language (its spelling alternatives' too); none for a stop word.
    const words = ords.map((ord) => new Set(rows.filter((r) => Number(r.ord) === ord && r.cfg === cfg).flatMap((r) => r.lexemes)))
    const kept = words.map((lexemes, i) => ({ lexemes: [...lexemes].sort(), position: i })).filter((w) => w.lexemes.length > 0)
    if (kept.length === 0) continue
    const operand = (w: (typeof kept)[number], weight = '') => `(${w.lexemes.map((l) => quote(l, weight)).join(' | ')})`
    // A left-out stop word still takes its place in the text: "access to water" is access <2> water.
    const chain = (weight: string) => kept.map((w, i) => (i === 0 ? operand(w, weight) : `<${w.position - kept[i - 1].position}> ${operand(w, weight)}`)).join(' ')
    const match = kept.map((w) => operand(w)).join(' & ')
    if (branches.has(match)) continue
    branches.set(match, {
      match,
      title: kept.map((w) => operand(w, ':A')).join(' & '),
      phrase: kept.length > 1 ? chain('') : null,
      titlePhrase: kept.length > 1 ? chain(':A') : null,
    })
  }
  if (branches.size === 0) return null
  const all = [...branches.values()]
  // A branch left with one word (the others stop words in its language) has no phrase: its match stands in.
  const any = (part: (b: TextQuery) => string | null, alone: (b: TextQuery) => string) => (all.some((b) => part(b)) ? all.map((b) => `(${part(b) ?? alone(b)})`).join(' | ') : null)
  return {
    match: all.map((b) => `(${b.match})`).join(' | '),
    title: all.map((b) => `(${b.title})`).join(' | '),
    phrase: any(
      (b) => b.phrase,
      (b) => b.match,
    ),
    titlePhrase: any(
      (b) => b.titlePhrase,
      (b) => b.title,
    ),
  }
}

/**
 * The member's match score with each grant, for the advanced filter min_score and the sort "match"
 * (built by app/domain/matching): `sql` is an integer expression over the grants row, `key` names
 * the profile it was built from (the ranked-ids cache is per profile only when the score is used).
 */
export interface MatchScore {
  sql: SQL
  key: string
  /** Index-backed conditions every grant scoring at least `minScore` meets (they narrow; the score decides). */
  required?: (minScore: number) => SQL | null
}

export interface DiscoverOptions {
  /** Grants left out of the results: the member's saved or applied grants (advanced filter `hide`). */
  excludeIds?: readonly string[]
  /** The member's match score; without it min_score is ignored and sort=match is the default sort. */
  matchScore?: MatchScore
}

/**
 * Which grants a search finds: open grants, then each filter. The advanced filters are applied as
 * given: the caller strips them for plans without them (stripAdvanced). Also used by the saved
 * searches' alerts, which call it with the first two arguments.
 */
export function discoverConditions(query: DiscoverQuery, textQuery: TextQuery | null, options: DiscoverOptions = {}): SQL {
  const conditions: SQL[] = [query.status === 'closed' ? closedGrantCondition() : openGrantCondition()]
  if (query.q) conditions.push(textQuery ? sql`${grants.searchVector} @@ ${textQuery.match}::tsquery` : sql`false`)
  if (query.sector) conditions.push(eq(grants.sector, query.sector))
  if (query.region) conditions.push(arrayContains(grants.regions, [query.region]))
  if (query.country) conditions.push(arrayContains(grants.countryCodes, [query.country]))
  if (query.funder) conditions.push(eq(grants.source, query.funder))
  if (query.language) conditions.push(eq(grants.language, query.language))
  // Advanced filters (grants_funding_usd_idx, grants_deadline_idx, grants_grant_type_idx, grants_audience_ids_idx, grants_applicant_types_idx).
  if (query.minUsd !== undefined) conditions.push(gte(grants.fundingUsd, query.minUsd))
  if (query.maxUsd !== undefined) conditions.push(lte(grants.fundingUsd, query.maxUsd))
  if (query.closing !== undefined) conditions.push(sql`${grants.deadline} between current_date and current_date + ${query.closing}::int`)
  if (query.from) conditions.push(gte(grants.deadline, query.from))
  if (query.to) conditions.push(lte(grants.deadline, query.to))
  if (query.type) conditions.push(eq(grants.grantType, query.type))
  if (query.audience) conditions.push(arrayContains(grants.audienceIds, [query.audience]))
  // Grants that say this kind of applicant may apply (grants_applicant_types_idx); grants that say nothing are not listed.
  if (query.applicant) conditions.push(arrayContains(grants.applicantTypes, [query.applicant]))
  if (query.minScore && options.matchScore) {
    const required = options.matchScore.required?.(query.minScore)
    if (required) conditions.push(required)
    conditions.push(sql`(${options.matchScore.sql}) >= ${query.minScore}::int`)
  }
  if (options.excludeIds?.length) conditions.push(sql`not (${grants.id} = any(${uuidList(options.excludeIds)}))`)
  return and(...conditions)!
}

/** A sort key of the results: its value for each grant, and its direction. */
export interface SortKey {
  value: SQL
  direction: 'asc' | 'desc'
}

/**
 * The order of results. Best match (with a match score): highest score first, then newest.
 * Relevance: grants whose title holds the words as typed, then whose title holds every word,
 * then where the words stand together anywhere, then by ts_rank with the field weights (title A,
 * funder B, sector C, description D); newest first among equals. Deadline: soonest first,
 * rolling (no deadline) last.
 */
export function discoverOrder(query: DiscoverQuery, textQuery: TextQuery | null, matchScore?: MatchScore): SortKey[] {
  const key = (value: SQL, direction: SortKey['direction'] = 'desc'): SortKey => ({ value, direction })
  if (query.sort === 'deadline') return [key(sql`coalesce(${grants.deadline}, 'infinity'::date)`, 'asc'), key(sql`${grants.id}`, 'asc')]
  // Ties in created_at by id ascending, as grants_created_at_idx holds them (created_at desc nulls last, id).
  const newest = [key(sql`${grants.createdAt}`), key(sql`${grants.id}`, 'asc')]
  // Best match: the member's score, newest first among equals.
  if (query.sort === 'match' && matchScore) return [key(sql`(${matchScore.sql})`), ...newest]
  if (query.sort !== 'relevance' || !textQuery) return newest
  const holds = (tsquery: string | null) => (tsquery ? [key(sql`${grants.searchVector} @@ ${tsquery}::tsquery`)] : [])
  return [...holds(textQuery.titlePhrase), ...holds(textQuery.title), ...holds(textQuery.phrase), key(sql`ts_rank(${grants.searchVector}, ${textQuery.match}::tsquery)`), ...newest]
}

/**
 * The ids of the matching grants in order, from `offset`, at most `limit`, each with the count of
 * all matches. The matches are found first, in a subquery that OFFSET 0 keeps apart (the planner
 * may not pull it up), computing their sort keys; only then are they ordered and counted. Without
 * the fence the planner walks the deadline or created_at index over every grant in the table to
 * skip a sort it must do anyway for the count (a search sorted by deadline took 0.5 s).
 * `firstKeyAtLeast` keeps only the matches whose first sort key reaches it (counted before).
 */
async function rankedIds(db: Db, where: SQL, order: SortKey[], limit: number, offset: number, firstKeyAtLeast?: number): Promise<Array<{ id: string; total: number }>> {
  const keys = sql.join(
    order.map((k, i) => sql`${k.value} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  )
  const orderBy = sql.raw(order.map((k, i) => `k${i} ${k.direction}`).join(', '))
  return queryRows<{ id: string; total: number }>(
    db,
    sql`select id, (count(*) over ())::int as total
        from (select ${grants.id} as id, ${keys} from ${grants} where ${where} offset 0) as matches
        ${firstKeyAtLeast === undefined ? sql`` : sql`where k0 >= ${firstKeyAtLeast}`}
        order by ${orderBy} limit ${limit} offset ${offset}`,
  )
}

/**
 * The first `limit` results sorted by match, scoring only the likely candidates: the grants that
 * can reach a match (MATCH_LIST_MIN), known by the conditions such a score needs (the profile's
 * sectors or words, its languages, its country: requiredForScore), which cost far less than the
 * score. When at least `limit` of them are matches, they are the first `limit` results, since every
 * other grant scores lower; the total is counted beside them, without the score (two queries at
 * once: on a server each has its own connection), and kept for other members' same search
 * (`totalOf`: it depends on the profile only through min_score). Otherwise null: the whole search
 * is ranked.
 */
async function bestMatchesFirst(db: Db, where: SQL, order: SortKey[], limit: number, matchScore: MatchScore, totalOf: () => Promise<number>): Promise<RankedIds | null> {
  const required = matchScore.required?.(MATCH_LIST_MIN)
  if (!required) return null
  const [rows, total] = await Promise.all([rankedIds(db, and(where, required)!, order, limit, 0, MATCH_LIST_MIN), totalOf()])
  return rows.length === limit ? { ids: rows.map((r) => r.id), total } : null
}

/** How many grants a search finds. */
async function countOf(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${grants} where ${where}`)
  return Number(total)
}

export interface DiscoverResult {
  grants: GrantCard[]
  total: number
  page: number
  pageCount: number
}

export interface SearchOptions extends DiscoverOptions {
  /** Grants a page (Discover's 12 unless told). */
  pageSize?: number
}

interface RankedIds {
  ids: string[]
  total: number
}

/**
 * One page of Discover results and the exact total, computed on the server.
 *
 * The first SEARCH_CACHE.pages pages of a search come from one query that orders every match once
 * and counts them in the same pass (count(*) over ()), keeping the first ids in order; it is cached
 * under the grants' revision and the day (searchEpoch), so the next page, the same search from
 * another member, or a second request while the first is running reads no grant twice, and a
 * change to any grant starts afresh. Deeper pages are read directly. Browsing every open grant
 * (no search, no filter) needs no ranking: its page comes from an index. Only the page's 12
 * grants are then read in full.
 *
 * Options: `excludeIds` (the member's saved or applied grants, for `hide`) and `matchScore` (the
 * member's score, for min_score and sort=match); the cache key then carries a hash of the ids and
 * the profile's key. Without a match score, min_score is ignored and sort=match is the default.
 */
export async function searchGrants(db: Db, query: DiscoverQuery, optionsOrPageSize: SearchOptions | number = {}): Promise<DiscoverResult> {
  // A number is the page size, as the third argument was before the options.
  const options = typeof optionsOrPageSize === 'number' ? { pageSize: optionsOrPageSize } : optionsOrPageSize
  const { matchScore, pageSize = DISCOVER_PAGE_SIZE } = options
  if (!matchScore) query = { ...query, minScore: undefined, sort: query.sort === 'match' ? defaultSort(query.q) : query.sort }
  const excludeIds = options.excludeIds?.length ? [...new Set(options.excludeIds)].sort() : []
  const epoch = await searchEpoch(db)
  const textQuery = query.q ? await buildTextQuery(db, query.q, epoch) : null
  const where = discoverConditions(query, textQuery, { excludeIds, matchScore })
  const order = discoverOrder(query, textQuery, matchScore)
  const offset = (query.page - 1) * pageSize
  const kept = SEARCH_CACHE.pages * pageSize
  let pageIds: string[]
  let total: number
  const browsing =
    !query.q &&
    !query.status &&
    !query.sector &&
    !query.region &&
    !query.country &&
    !query.funder &&
    !query.language &&
    activeAdvancedFields(query).length === 0 &&
    excludeIds.length === 0 &&
    query.sort !== 'match'
  if (browsing && offset + pageSize <= kept) {
    // Every open grant: the page comes straight from the created_at or deadline index, and the
    // count is the open grants, real and sample, the page's heading shows (getHomeStats, cached for a minute).
    const [rows, stats] = await Promise.all([
      db
        .select({ id: grants.id })
        .from(grants)
        .where(where)
        .orderBy(...(query.sort === 'deadline' ? [sql`${grants.deadline} asc nulls last`, asc(grants.id)] : [sql`${grants.createdAt} desc nulls last`, asc(grants.id)]))
        .limit(pageSize)
        .offset(offset),
      getHomeStats(db),
    ])
    pageIds = rows.map((r) => r.id)
    total = stats.listedGrants
  } else if (offset + pageSize <= kept) {
    // The profile matters only to a search that uses the score: other searches share one entry.
    const usesScore = Boolean(matchScore && (query.minScore || query.sort === 'match'))
    const keyOf = (sort: DiscoverQuery['sort'] | null, withScore: boolean) =>
      JSON.stringify([
        epoch,
        textQuery ?? (query.q ? false : null),
        sort,
        query.status,
        query.sector,
        query.region,
        query.country,
        query.funder,
        query.language,
        query.minUsd,
        query.maxUsd,
        query.closing,
        query.from,
        query.to,
        query.type,
        query.audience,
        query.applicant,
        withScore ? query.minScore : undefined,
        withScore ? matchScore?.key : undefined,
        excludeIds.length ? createHash('sha1').update(excludeIds.join(',')).digest('base64url') : undefined,
      ])
    const key = keyOf(query.sort, usesScore)
    const ranked = await cacheFor<RankedIds>(db, 'ranked-ids', SEARCH_CACHE.searches).get(key, async () => {
      if (query.sort === 'match' && matchScore) {
        // The total depends on the profile only through min_score: members share it.
        const total = () => cacheFor<number>(db, 'search-totals', SEARCH_CACHE.searches).get(keyOf(null, Boolean(query.minScore)), () => countOf(db, where))
        const best = await bestMatchesFirst(db, where, order, kept, matchScore, total)
        if (best) return best
      }
      const rows = await rankedIds(db, where, order, kept, 0)
      return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) }
    })
    pageIds = ranked.ids.slice(offset, offset + pageSize)
    total = ranked.total
  } else {
    const rows = await rankedIds(db, where, order, pageSize, offset)
    pageIds = rows.map((r) => r.id)
    // Past the last page there is no row to carry the count.
    total = rows.length ? Number(rows[0].total) : await countOf(db, where)
  }
  const cards = pageIds.length ? ((await db.select(grantCardColumns).from(grants).where(inArray(grants.id, pageIds))) as GrantCard[]) : []
  const position = new Map(pageIds.map((id, i) => [id, i]))
  cards.sort((a, b) => position.get(a.id)! - position.get(b.id)!)
  return { grants: cards, total, page: query.page, pageCount: pageCountOf(total, pageSize) }
}
