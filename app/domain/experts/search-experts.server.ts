import { pageCountOf } from '../shared/paging.ts'
import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.server.ts'
import { expertExpertise, experts, expertStats, user } from '../../db/schema/index.ts'
import { searchTerms } from '../grants/search-grants.server.ts'
import type { DirectoryState } from './directory-url.ts'
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
  totalProjects: number
  totalFundingSecured: number
  featured: boolean
  /** Seeded sample profile: the card says so. */
  isDemo: boolean
  /** Distinct expertise sectors. */
  sectors: string[]
}

export interface DirectoryResult {
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
 * every word searched (as a word or the start of one: "amar" finds Amara), with an expertise row in
 * the sector when one is chosen. A search with no word left (only punctuation) matches nobody.
 */
export function directoryConditions(query: DirectoryState, now: Date): SQL {
  const conditions: SQL[] = [listedExpertCondition(now)]
  if (query.q) {
    const terms = searchTerms(query.q)
    if (terms.length === 0) conditions.push(sql`false`)
    for (const term of terms) conditions.push(matchesWord(term))
  }
  if (query.sector) {
    conditions.push(exists(sql`(select 1 from ${expertExpertise} where ${expertExpertise.expertId} = ${experts.id} and ${expertExpertise.sector} = ${query.sector})`))
  }
  return and(...conditions)!
}

/**
 * One page of the directory and the exact count, on the server: featured tiers first (Elite, then
 * Pro), then newest first (spec §7), id as the tie-break so pages never overlap. Two steps: the
 * matches are ordered and counted on experts alone (count(*) over (), one pass), then only
 * the page's experts are read with their names and stats.
 */
export async function searchExperts(db: Db, query: DirectoryState, now = new Date(), pageSize = DIRECTORY_PAGE_SIZE): Promise<DirectoryResult> {
  const where = directoryConditions(query, now)
  const weight = featuredWeight()
  const offset = (query.page - 1) * pageSize
  // The matches are found apart from their order (a subquery fenced by OFFSET 0): without the
  // fence the planner walks experts_directory_idx in order and probes every expert one by one
  // to skip a sort that the count needs anyway (a sector filter took 50 ms at 10,000 experts).
  // The sort keys of listed experts come from experts_directory_idx (index-only).
  const ranked = await queryRows<{ id: string; total: number }>(
    db,
    sql`select id, (count(*) over ())::int as total
        from (select ${experts.id} as id, ${weight} as k0, ${experts.createdAt} as k1 from ${experts} where ${where} offset 0) as matches
        order by k0 desc, k1 desc, id asc limit ${pageSize} offset ${offset}`,
  )
  let total = Number(ranked[0]?.total ?? 0)
  // Past the last page no row carries the count.
  if (ranked.length === 0 && offset > 0) {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(experts).where(where)
    total = Number(n)
  }
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
