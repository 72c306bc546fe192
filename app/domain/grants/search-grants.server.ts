import { and, arrayContains, asc, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { DISCOVER_PAGE_SIZE, SEARCH_CACHE, SPELLING_MIN_LENGTH, SPELLING_SIMILARITY } from '../../catalog/limits.ts'
import type { Language } from '../../catalog/sectors.ts'
import { queryRows, type Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import type { DiscoverQuery } from './discover.schema.ts'
import { cacheFor, searchEpoch } from './search-cache.server.ts'

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
  geographicFocus: string[]
  /** Generated sample data (the seed): labelled "Sample listing" wherever it is shown. */
  isDemo: boolean
  /** The language the grant is written in: its text is marked with it (lang, dir). */
  language: Language
}

/** Open grants: active, and either rolling or with a deadline today or later. */
export function openGrantCondition(): SQL {
  return and(eq(grants.status, 'active'), or(isNull(grants.deadline), gte(grants.deadline, sql`current_date`)))!
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

export function discoverConditions(query: DiscoverQuery, textQuery: TextQuery | null): SQL {
  const conditions: SQL[] = [openGrantCondition()]
  if (query.q) conditions.push(textQuery ? sql`${grants.searchVector} @@ ${textQuery.match}::tsquery` : sql`false`)
  if (query.sector) conditions.push(eq(grants.sector, query.sector))
  if (query.region) conditions.push(arrayContains(grants.regions, [query.region]))
  if (query.country) conditions.push(sql`${grants.countryNames} @> array[(select name from countries where lower(name) = lower(${query.country}))]::text[]`)
  if (query.funder) conditions.push(eq(grants.source, query.funder))
  if (query.language) conditions.push(eq(grants.language, query.language))
  return and(...conditions)!
}

/**
 * The order of results. Relevance: grants whose title holds the words as typed, then whose title
 * holds every word, then where the words stand together anywhere, then by ts_rank with the field
 * weights (title A, funder B, sector C, description D); newest first among equals.
 */
export function discoverOrder(query: DiscoverQuery, textQuery: TextQuery | null): SQL[] {
  if (query.sort === 'deadline') return [sql`${grants.deadline} asc nulls last`, asc(grants.id)]
  const newest = [desc(grants.createdAt), desc(grants.id)]
  if (query.sort !== 'relevance' || !textQuery) return newest
  const holds = (tsquery: string | null) => (tsquery ? [sql`(${grants.searchVector} @@ ${tsquery}::tsquery) desc`] : [])
  return [...holds(textQuery.titlePhrase), ...holds(textQuery.title), ...holds(textQuery.phrase), sql`ts_rank(${grants.searchVector}, ${textQuery.match}::tsquery) desc`, ...newest]
}

export interface DiscoverResult {
  grants: GrantCard[]
  total: number
  page: number
  pageCount: number
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
 * change to any grant starts afresh. Deeper pages are read directly. Only the page's 12 grants
 * are then read in full.
 */
export async function searchGrants(db: Db, query: DiscoverQuery, pageSize = DISCOVER_PAGE_SIZE): Promise<DiscoverResult> {
  const epoch = await searchEpoch(db)
  const textQuery = query.q ? await buildTextQuery(db, query.q, epoch) : null
  const where = discoverConditions(query, textQuery)
  const order = discoverOrder(query, textQuery)
  const offset = (query.page - 1) * pageSize
  const kept = SEARCH_CACHE.pages * pageSize
  let pageIds: string[]
  let total: number
  if (offset + pageSize <= kept) {
    const key = JSON.stringify([epoch, textQuery ?? (query.q ? false : null), query.sort, query.sector, query.region, query.country?.toLowerCase(), query.funder, query.language])
    const ranked = await cacheFor<RankedIds>(db, 'ranked-ids', SEARCH_CACHE.searches).get(key, async () => {
      const rows = await db
        .select({ id: grants.id, total: sql<number>`(count(*) over ())::int` })
        .from(grants)
        .where(where)
        .orderBy(...order)
        .limit(kept)
      return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) }
    })
    pageIds = ranked.ids.slice(offset, offset + pageSize)
    total = ranked.total
  } else {
    const [rows, [count]] = await Promise.all([
      db
        .select({ id: grants.id })
        .from(grants)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset(offset),
      db.select({ total: sql<number>`count(*)::int` }).from(grants).where(where),
    ])
    pageIds = rows.map((r) => r.id)
    total = Number(count.total)
  }
  const cards = pageIds.length ? ((await db.select(grantCardColumns).from(grants).where(inArray(grants.id, pageIds))) as GrantCard[]) : []
  const position = new Map(pageIds.map((id, i) => [id, i]))
  cards.sort((a, b) => position.get(a.id)! - position.get(b.id)!)
  return { grants: cards, total, page: query.page, pageCount: Math.max(1, Math.ceil(total / pageSize)) }
}
