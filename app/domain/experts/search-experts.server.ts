import { pageCountOf } from '../shared/paging.ts'
import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.server.ts'
import { expertExpertise, experts, expertStats, user } from '../../db/schema/index.ts'
import { searchTerms } from '../grants/search-grants.server.ts'
import { activeFilters, type DirectoryFilter, type DirectorySort, type DirectoryState, withoutFilter } from './directory-url.ts'
import { featuredWeight, listedExpertCondition } from './listed.server.ts'

export const DIRECTORY_PAGE_SIZE = 12

/** What a directory card shows (spec §2 Expert directory); words are added by the page. */
export interface ExpertCard {
  id: string
  name: string
  title: string
  bio: string
  hasPhoto: boolean
  country: string | null
  yearsExperience: number
  hourlyRateMin: number | null
  hourlyRateMax: number | null
  averageRating: number
  reviewCount: number
  completedProjects: number
  totalProjects: number
  totalFundingSecured: number
  featured: boolean
  /** Seeded sample profile: the card says so. */
  isDemo: boolean
  /** Distinct expertise sectors. */
  sectors: string[]
}

export interface DirectoryResult {
  /** The page's listed experts' ids, in the order shown. */
  ids: string[]
  experts: ExpertCard[]
  total: number
  page: number
  pageCount: number
}

/** A search word as a prefix query in the 'simple' configuration, analysed as the profiles were (f_search_text). */
const prefixQuery = (term: string) => sql`(quote_literal(lower(f_search_text(${term}))) || ':*')::tsquery`

/**
 * Experts matching one search word: in the title or bio (experts_search_vector_idx), or in the
 * name (user_name_search_idx, the same expression). Each branch is answered by its own GIN index.
 */
function matchesWord(term: string): SQL {
  return sql`${experts.id} in (
    select ex.id from experts ex where ex.search_vector @@ ${prefixQuery(term)}
    union
    select ex.id from experts ex join "user" u on u.id = ex.user_id
    where to_tsvector('simple'::regconfig, f_search_text(u.name)) @@ ${prefixQuery(term)}
  )`
}

/**
 * The directory's filter: listed experts (listedExpertCondition) whose name, title or bio holds
 * every word searched (as a word or the start of one: "amar" finds Amara), from the country, working
 * in the language, with an expertise row in the sector and of the grant type when chosen (one row
 * with both when both are: an expert of health projects and education research is not a health
 * researcher), and whose hourly range meets the range asked for. A search with no word left (only
 * punctuation) matches nobody; an expert without a rate is left out once a rate is asked for.
 */
export function directoryConditions(query: Omit<DirectoryState, 'page' | 'sort'>, now: Date): SQL {
  const conditions: SQL[] = [listedExpertCondition(now)]
  if (query.q) {
    const terms = searchTerms(query.q)
    if (terms.length === 0) conditions.push(sql`false`)
    for (const term of terms) conditions.push(matchesWord(term))
  }
  if (query.country) conditions.push(eq(experts.country, query.country))
  if (query.language) conditions.push(sql`${experts.languages} @> array[${query.language}]::text[]`)
  if (query.sector || query.type) {
    const row = [eq(expertExpertise.expertId, experts.id), query.sector ? eq(expertExpertise.sector, query.sector) : undefined, query.type ? eq(expertExpertise.grantType, query.type) : undefined]
    conditions.push(exists(sql`(select 1 from ${expertExpertise} where ${and(...row)})`))
  }
  // The expert's range meets the member's: an expert who gave one end only is taken at that end.
  if (query.maxRate !== undefined) conditions.push(sql`coalesce(${experts.hourlyRateMin}, ${experts.hourlyRateMax}) <= ${query.maxRate}`)
  if (query.minRate !== undefined) conditions.push(sql`coalesce(${experts.hourlyRateMax}, ${experts.hourlyRateMin}) >= ${query.minRate}`)
  return and(...conditions)!
}

/**
 * The sort keys of each order, on experts and their stats (s), descending unless told, id the
 * last tie-break so pages never overlap. Only Best match lifts the featured tiers (ADR 078): a
 * member who asks for the lowest rate or the best rated gets exactly that order.
 */
function orderKeys(sort: DirectorySort): { keys: SQL[]; order: string[]; stats: boolean } {
  const rating = sql`coalesce(s.average_rating, 0)`
  const reviews = sql`coalesce(s.review_count, 0)`
  switch (sort) {
    case 'rating':
      return { keys: [rating, reviews, sql`${experts.createdAt}`], order: ['desc', 'desc', 'desc'], stats: true }
    case 'projects':
      return { keys: [sql`coalesce(s.completed_projects, 0)`, rating, sql`${experts.createdAt}`], order: ['desc', 'desc', 'desc'], stats: true }
    case 'rate_low':
      return { keys: [sql`coalesce(${experts.hourlyRateMin}, ${experts.hourlyRateMax})`, sql`${experts.createdAt}`], order: ['asc nulls last', 'desc'], stats: false }
    case 'rate_high':
      return { keys: [sql`coalesce(${experts.hourlyRateMax}, ${experts.hourlyRateMin})`, sql`${experts.createdAt}`], order: ['desc nulls last', 'desc'], stats: false }
    default:
      return { keys: [featuredWeight(), sql`${experts.createdAt}`], order: ['desc', 'desc'], stats: false }
  }
}

/**
 * The page's ids in order, each row with the count of all matches. The matches are found apart
 * from their order (a subquery fenced by OFFSET 0): without the fence the planner walks an order
 * index and probes every expert one by one to skip a sort that the count needs anyway (a sector
 * filter took 50 ms at 10,000 experts).
 */
export function rankedQuery(query: DirectoryState, now: Date, pageSize = DIRECTORY_PAGE_SIZE): SQL {
  const { keys, order, stats } = orderKeys(query.sort ?? 'best')
  const columns = sql.join(
    keys.map((key, i) => sql`${key} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  )
  return sql`select id, (count(*) over ())::int as total
    from (select ${experts.id} as id, ${columns} from ${experts} ${stats ? sql`left join ${expertStats} s on s.expert_id = ${experts.id}` : sql``} where ${directoryConditions(query, now)} offset 0) as matches
    order by ${sql.raw([...order.map((direction, i) => `k${i} ${direction}`), 'id asc'].join(', '))} limit ${pageSize} offset ${(query.page - 1) * pageSize}`
}

/**
 * One page of the directory and the exact count, on the server, in the chosen order (Best match:
 * featured tiers first, Elite then Pro, then newest; spec §7). Two steps: the matches are ordered
 * and counted on experts (and their stats, for the sorts that need them) in one pass (count(*)
 * over ()), then only the page's experts are read with their names and stats. `ids` are the
 * listed experts of the page, in order (for whoever records search appearances).
 */
export async function searchExperts(db: Db, query: DirectoryState, now = new Date(), pageSize = DIRECTORY_PAGE_SIZE): Promise<DirectoryResult> {
  const weight = featuredWeight()
  const offset = (query.page - 1) * pageSize
  const ranked = await queryRows<{ id: string; total: number }>(db, rankedQuery(query, now, pageSize))
  let total = Number(ranked[0]?.total ?? 0)
  // Past the last page no row carries the count.
  if (ranked.length === 0 && offset > 0) total = await countExperts(db, query, now)
  const ids = ranked.map((r) => r.id)
  const [rows, sectors] = await Promise.all([
    ids.length
      ? db
          .select({
            id: experts.id,
            name: user.name,
            title: experts.professionalTitle,
            bio: sql<string>`left(${experts.bio}, 400)`,
            profileImageUrl: experts.profileImageUrl,
            country: experts.country,
            yearsExperience: experts.yearsExperience,
            hourlyRateMin: experts.hourlyRateMin,
            hourlyRateMax: experts.hourlyRateMax,
            averageRating: sql<number>`coalesce(${expertStats.averageRating}, 0)`,
            reviewCount: sql<number>`coalesce(${expertStats.reviewCount}, 0)::int`,
            completedProjects: sql<number>`coalesce(${expertStats.completedProjects}, 0)::int`,
            totalProjects: sql<number>`coalesce(${expertStats.totalProjects}, 0)::int`,
            totalFundingSecured: sql<number>`coalesce(${expertStats.totalFundingSecured}, 0)::int`,
            weight: sql<number>`${weight}::int`,
            isDemo: experts.isDemo,
          })
          .from(experts)
          .innerJoin(user, eq(user.id, experts.userId))
          .leftJoin(expertStats, eq(expertStats.expertId, experts.id))
          .where(inArray(experts.id, ids))
      : Promise.resolve([]),
    sectorsOf(db, ids),
  ])
  const position = new Map(ids.map((id, i) => [id, i]))
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!)
  return {
    ids,
    experts: rows.map((r) => ({
      id: r.id,
      name: r.name,
      title: r.title,
      bio: r.bio,
      hasPhoto: Boolean(r.profileImageUrl),
      country: r.country,
      yearsExperience: r.yearsExperience,
      hourlyRateMin: r.hourlyRateMin,
      hourlyRateMax: r.hourlyRateMax,
      averageRating: Number(r.averageRating),
      reviewCount: Number(r.reviewCount),
      completedProjects: Number(r.completedProjects),
      totalProjects: Number(r.totalProjects),
      totalFundingSecured: Number(r.totalFundingSecured),
      featured: Number(r.weight) > 0,
      isDemo: r.isDemo,
      sectors: sectors.get(r.id) ?? [],
    })),
    total,
    page: query.page,
    pageCount: pageCountOf(total, pageSize),
  }
}

/** How many listed experts match the filters (the order and page aside). */
export async function countExperts(db: Db, query: Omit<DirectoryState, 'page' | 'sort'>, now = new Date()): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(experts).where(directoryConditions(query, now))
  return Number(n)
}

/**
 * For a search that found nobody: how many experts each filter alone keeps out, as the count of
 * the same search without it (one count per filter set, run only when the page is empty), so the
 * page can say which filter to loosen first.
 */
export async function countsWithoutEachFilter(db: Db, query: DirectoryState, now = new Date()): Promise<Array<{ filter: DirectoryFilter; count: number }>> {
  const filters = activeFilters(query)
  if (filters.length < 2) return []
  const counts = await Promise.all(filters.map((filter) => countExperts(db, withoutFilter(query, filter), now)))
  return filters.map((filter, i) => ({ filter, count: counts[i] }))
}

/** Each expert's distinct expertise sectors. */
async function sectorsOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const bySector = new Map<string, string[]>()
  if (ids.length === 0) return bySector
  const rows = await db.select({ expertId: expertExpertise.expertId, sector: expertExpertise.sector }).from(expertExpertise).where(inArray(expertExpertise.expertId, ids))
  for (const row of rows) {
    const list = bySector.get(row.expertId) ?? []
    if (!list.includes(row.sector)) list.push(row.sector)
    bySector.set(row.expertId, list)
  }
  return bySector
}

/**
 * The sector filter's choices (spec: "All Sectors plus the sectors found"): the sectors of listed
 * experts. The distinct sectors are walked through expert_expertise_sector_idx (a loose index
 * scan: one index probe per sector, not a pass over every expertise row), and each is kept if one
 * listed expert has it (LIMIT 1 in a lateral subquery: the first listed expert found settles it).
 */
export async function listedSectors(db: Db, now = new Date()): Promise<string[]> {
  const rows = await queryRows<{ sector: string }>(
    db,
    sql`with recursive sectors(sector) as (
          select min(sector) from expert_expertise
          union all
          select (select min(e.sector) from expert_expertise e where e.sector > sectors.sector) from sectors where sectors.sector is not null
        )
        select sectors.sector from sectors
        cross join lateral (
          select 1 from ${expertExpertise} join ${experts} on ${experts.id} = ${expertExpertise.expertId}
          where ${expertExpertise.sector} = sectors.sector and ${listedExpertCondition(now)}
          limit 1
        ) as listed
        where sectors.sector is not null`,
  )
  return rows.map((r) => r.sector)
}

/**
 * The country filter's choices: the countries of listed experts, walked through
 * experts_listed_country_idx one index probe per country (a loose index scan, as listedSectors),
 * each kept if one expert there is listed now (a membership past its end is not).
 */
export async function listedCountries(db: Db, now = new Date()): Promise<string[]> {
  const rows = await queryRows<{ country: string }>(
    db,
    sql`with recursive countries(country) as (
          select min(country) from experts where application_status = 'approved' and membership_status = 'active'
          union all
          select (select min(e.country) from experts e where e.country > countries.country and e.application_status = 'approved' and e.membership_status = 'active')
          from countries where countries.country is not null
        )
        select countries.country from countries
        cross join lateral (select 1 from ${experts} where ${experts.country} = countries.country and ${listedExpertCondition(now)} limit 1) as listed
        where countries.country is not null`,
  )
  return rows.map((r) => r.country)
}
