import { pageCountOf } from '../shared/paging.ts'
import { and, sql, type SQL } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.server.ts'
import { expertExpertise, expertListings, experts, expertStats, featuredWeightOf, user } from '../../db/schema/index.ts'
import { searchTerms } from '../grants/search-grants.server.ts'
import { activeFilters, type DirectoryFilter, type DirectorySort, type DirectoryState, withoutFilter } from './directory-url.ts'
import { featuredWeight, membershipNotEnded } from './listed.server.ts'

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

const listings = expertListings

/**
 * The directory's filter, on expert_listings (the listed experts' narrow copy, ADR 086): a
 * membership not past its end, whose name, title or bio holds every word searched (as a word or
 * the start of one: "amar" finds Amara), with the tags of the country, the language, and the
 * sector and grant type chosen (one expertise row with both when both are: an expert of health
 * projects and education research is not a health researcher), and whose hourly range meets the
 * range asked for. A search with no word left (only punctuation) matches nobody; an expert without
 * a rate is left out once a rate is asked for.
 */
export function directoryConditions(query: Omit<DirectoryState, 'page' | 'sort'>, now: Date): SQL {
  // The copy holds approved, active experts only (its triggers); the end is checked here, at once.
  const conditions: SQL[] = [membershipNotEnded(listings.membershipExpiresAt, now)]
  if (query.q) {
    const terms = searchTerms(query.q)
    // Every word, in the name, title or bio (expert_listings_search_idx, one index scan for all).
    if (terms.length === 0) conditions.push(sql`false`)
    else conditions.push(sql`${listings.searchVector} @@ (${sql.join(terms.map(prefixQuery), sql` && `)})`)
  }
  const tags = [
    query.country ? `country:${query.country}` : undefined,
    query.language ? `language:${query.language}` : undefined,
    query.sector && query.type ? `sector-type:${query.sector}/${query.type}` : query.sector ? `sector:${query.sector}` : query.type ? `type:${query.type}` : undefined,
  ].filter((tag) => tag !== undefined)
  // Every filter's tag at once (expert_listings_tags_idx).
  if (tags.length > 0)
    conditions.push(
      sql`${listings.tags} @> array[${sql.join(
        tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`,
    )
  // The expert's range meets the member's: an expert who gave one end only is taken at that end.
  if (query.maxRate !== undefined) conditions.push(sql`coalesce(${listings.hourlyRateMin}, ${listings.hourlyRateMax}) <= ${query.maxRate}`)
  if (query.minRate !== undefined) conditions.push(sql`coalesce(${listings.hourlyRateMax}, ${listings.hourlyRateMin}) >= ${query.minRate}`)
  return and(...conditions)!
}

/**
 * The order of each sort on expert_listings, as keys with their direction, as in its index there
 * (each ends in the id, so pages never overlap). Only Best match lifts the featured tiers (ADR 078):
 * a member who asks for the lowest rate or the best rated gets exactly that order.
 */
function orderKeys(sort: DirectorySort): Array<[SQL, string]> {
  const createdAt: [SQL, string] = [sql`${listings.createdAt}`, 'desc']
  const id: [SQL, string] = [sql`${listings.expertId}`, 'asc']
  switch (sort) {
    case 'rating':
      return [[sql`${listings.averageRating}`, 'desc'], [sql`${listings.reviewCount}`, 'desc'], createdAt, id]
    case 'projects':
      return [[sql`${listings.completedProjects}`, 'desc'], [sql`${listings.averageRating}`, 'desc'], createdAt, id]
    case 'rate_low':
      return [[sql`coalesce(${listings.hourlyRateMin}, ${listings.hourlyRateMax})`, 'asc nulls last'], createdAt, id]
    case 'rate_high':
      return [[sql`coalesce(${listings.hourlyRateMax}, ${listings.hourlyRateMin})`, 'desc nulls last'], createdAt, id]
    default:
      return [[featuredWeightOf(listings.membershipTier), 'desc'], createdAt, id]
  }
}

/**
 * Up to how many matches the page is taken by sorting them all (about a millisecond at this size);
 * above it, by walking the order's index until the page is full (ADR 086).
 */
export const DIRECTORY_SORT_LIMIT = 2000

/**
 * The page's ids in order, each row with the count of all matches, from expert_listings, in one
 * statement of two ways, of which the count chooses one before either runs:
 * - up to DIRECTORY_SORT_LIMIT matches, they are found through the filters' indexes and sorted;
 * - above it, the order's index is walked until the page is full: with so many matches it soon is.
 * Walking for a few matches would test every listing it passes (a word no featured expert has
 * makes Best match pass them all first), and sorting thousands costs more than the walk.
 */
export function rankedQuery(query: DirectoryState, now: Date, pageSize = DIRECTORY_PAGE_SIZE, sortLimit = DIRECTORY_SORT_LIMIT): SQL {
  const where = directoryConditions(query, now)
  const keys = orderKeys(query.sort ?? 'best')
  const page = sql`limit ${pageSize} offset ${(query.page - 1) * pageSize}`
  const columns = sql.join(
    keys.map(([key], i) => sql`${key} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  )
  const sorted = sql.raw(keys.map(([, direction], i) => `k${i} ${direction}`).join(', '))
  const walked = sql.join(
    keys.map(([key, direction]) => sql`${key} ${sql.raw(direction)}`),
    sql`, `,
  )
  const few = sql`(select n from total) <= ${sortLimit}`
  return sql`with total as (select count(*)::int as n from ${listings} where ${where})
    (select matches.k${sql.raw(String(keys.length - 1))} as id, (select n from total) as total
      from (select ${columns} from ${listings} where ${where} offset 0) as matches where ${few} order by ${sorted} ${page})
    union all
    (select ${listings.expertId} as id, (select n from total) as total from ${listings} where ${where} and not ${few} order by ${walked} ${page})`
}

/** A row of the page query: an expert of the page (featured as its tier's weight) with the count of all matches. */
type PageRow = Omit<ExpertCard, 'featured'> & { total: number; weight: number }

/**
 * One page of the directory and the exact count, on the server, in the chosen order (Best match:
 * featured tiers first, Elite then Pro, then newest; spec §7), in one round trip: the page's ids
 * and the count from expert_listings (rankedQuery), then only the page's experts joined to their
 * names, stats and distinct expertise sectors (in the order the expert wrote them: their rows'
 * order), kept in the ranked order. `ids` are the listed experts of the page, in order (for
 * whoever records search appearances).
 */
export async function searchExperts(
  db: Db,
  query: DirectoryState,
  now = new Date(),
  pageSize = DIRECTORY_PAGE_SIZE,
  /** Tests take either way with any number of matches. */
  sortLimit = DIRECTORY_SORT_LIMIT,
): Promise<DirectoryResult> {
  const offset = (query.page - 1) * pageSize
  const read = (reader: Db) =>
    queryRows<PageRow>(
      reader,
      sql`select page.total, ${experts.id}, ${user.name}, ${experts.professionalTitle} as title, left(${experts.bio}, 400) as bio,
          ${experts.profileImageUrl} is not null as "hasPhoto", ${experts.country}, ${experts.yearsExperience} as "yearsExperience",
          ${experts.hourlyRateMin} as "hourlyRateMin", ${experts.hourlyRateMax} as "hourlyRateMax",
          coalesce(${expertStats.averageRating}, 0) as "averageRating", coalesce(${expertStats.reviewCount}, 0)::int as "reviewCount",
          coalesce(${expertStats.completedProjects}, 0)::int as "completedProjects", coalesce(${expertStats.totalProjects}, 0)::int as "totalProjects",
          coalesce(${expertStats.totalFundingSecured}, 0)::int as "totalFundingSecured", ${featuredWeight()}::int as weight, ${experts.isDemo} as "isDemo",
          array(select first.sector from (select ${expertExpertise.sector}, min(ctid) as at from ${expertExpertise} where ${expertExpertise.expertId} = ${experts.id} group by ${expertExpertise.sector}) as first order by first.at) as sectors
        from (select ranked.id, ranked.total, row_number() over () as position from (${rankedQuery(query, now, pageSize, sortLimit)}) as ranked) as page
        join ${experts} on ${experts.id} = page.id
        join ${user} on ${user.id} = ${experts.userId}
        left join ${expertStats} on ${expertStats.expertId} = ${experts.id}
        order by page.position`,
    )
  // Words are what the planner prices wrong (withoutSequentialScans); the filters' tags and the orders it reads right.
  const rows = await (query.q ? withoutSequentialScans(db, read) : read(db))
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

/**
 * Runs the page query with sequential scans of expert_listings ruled out (for this transaction
 * only). Every way of the query has an index to go by, but PostgreSQL prices testing a search word
 * on a listing (`@@`) at one operator's cost and so reads a word's matches by testing every listing
 * rather than through expert_listings_search_idx: at 10,000 experts that took 5 to 10 ms for a word
 * in 5 to 100% of the profiles against 1 to 3 ms through the index (ADR 086).
 */
function withoutSequentialScans<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    return read(tx as unknown as Db)
  })
}

/** How many listed experts match the filters (the order and page aside). */
export async function countExperts(db: Db, query: Omit<DirectoryState, 'page' | 'sort'>, now = new Date()): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(listings).where(directoryConditions(query, now))
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
