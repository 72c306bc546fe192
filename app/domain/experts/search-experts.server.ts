import { pageCountOf } from '../shared/paging.ts'
import { and, eq, exists, sql, type SQL } from 'drizzle-orm'
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
    // Every word, in the name, title or bio (experts_search_vector_idx, one index scan for all).
    if (terms.length === 0) conditions.push(sql`false`)
    else conditions.push(sql`${experts.searchVector} @@ (${sql.join(terms.map(prefixQuery), sql` && `)})`)
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

/** A row of the page query: an expert of the page (featured as its tier's weight) with the count of all matches. */
type PageRow = Omit<ExpertCard, 'featured'> & { total: number; weight: number }

/**
 * One page of the directory and the exact count, on the server, in the chosen order (Best match:
 * featured tiers first, Elite then Pro, then newest; spec §7), in one round trip: the matches are
 * ordered and counted on experts (and their stats, for the sorts that need them) in one pass
 * (rankedQuery), then only the page's experts are joined to their names, stats and distinct
 * expertise sectors (in the order the expert wrote them: their rows' order), kept in the ranked order. `ids` are the listed experts of the page, in order
 * (for whoever records search appearances).
 */
export async function searchExperts(db: Db, query: DirectoryState, now = new Date(), pageSize = DIRECTORY_PAGE_SIZE): Promise<DirectoryResult> {
  const offset = (query.page - 1) * pageSize
  const rows = await queryRows<PageRow>(
    db,
    sql`select page.total, ${experts.id}, ${user.name}, ${experts.professionalTitle} as title, left(${experts.bio}, 400) as bio,
          ${experts.profileImageUrl} is not null as "hasPhoto", ${experts.country}, ${experts.yearsExperience} as "yearsExperience",
          ${experts.hourlyRateMin} as "hourlyRateMin", ${experts.hourlyRateMax} as "hourlyRateMax",
          coalesce(${expertStats.averageRating}, 0) as "averageRating", coalesce(${expertStats.reviewCount}, 0)::int as "reviewCount",
          coalesce(${expertStats.completedProjects}, 0)::int as "completedProjects", coalesce(${expertStats.totalProjects}, 0)::int as "totalProjects",
          coalesce(${expertStats.totalFundingSecured}, 0)::int as "totalFundingSecured", ${featuredWeight()}::int as weight, ${experts.isDemo} as "isDemo",
          array(select first.sector from (select ${expertExpertise.sector}, min(ctid) as at from ${expertExpertise} where ${expertExpertise.expertId} = ${experts.id} group by ${expertExpertise.sector}) as first order by first.at) as sectors
        from (select ranked.id, ranked.total, row_number() over () as position from (${rankedQuery(query, now, pageSize)}) as ranked) as page
        join ${experts} on ${experts.id} = page.id
        join ${user} on ${user.id} = ${experts.userId}
        left join ${expertStats} on ${expertStats.expertId} = ${experts.id}
        order by page.position`,
  )
  let total = Number(rows[0]?.total ?? 0)
  // Past the last page no row carries the count.
  if (rows.length === 0 && offset > 0) total = await countExperts(db, query, now)
  return {
    ids: rows.map((r) => r.id),
    experts: rows.map((r) => ({
      id: r.id,
      name: r.name,
      title: r.title,
      bio: r.bio,
      hasPhoto: r.hasPhoto,
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
      sectors: r.sectors,
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
