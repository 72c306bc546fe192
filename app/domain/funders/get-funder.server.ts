import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.server.ts'
import { discoveredGrantsQueue, grants } from '../../db/schema/index.ts'
import { openGrantCondition } from '../grants/open-grants.server.ts'
import { awardOfFunder, grantFunderName, grantOfFunder } from './funder-name.server.ts'
import { isFunderSlug } from './funder-slug.ts'

/** How many of the funder's grants name a sector, a region or a country. */
export interface Tally {
  id: string
  count: number
}

export interface Funder {
  slug: string
  /** The name its grants give it most often (then its awards'): names that share a slug are one funder. */
  name: string
  /** Its grants on Harambee, open and closed. */
  grants: number
  /** Of which open now. */
  open: number
  /** Its awards read from 360Giving and IATI data. */
  awards: number
  /** Every grant of its is sample data (ADR 040): the page says so, and its figures count those. */
  demoOnly: boolean
  /** It has sample grants beside real ones, which its figures leave out (ADR 040). */
  someDemo: boolean
  /** The grants its figures count: its real grants, or its sample grants when it has no other. */
  counted: number
  /** Sector ids, most grants first. */
  sectors: Tally[]
  /** Region and geographic-focus ids (app/catalog/sectors.ts), most grants first. */
  regions: Tally[]
  /** ISO 3166-1 codes, most grants first. */
  countries: Tally[]
  /** funding_usd over the counted grants that state one; null when none does. */
  amounts: { median: number; min: number; max: number; count: number } | null
}

interface Row {
  name: string | null
  grants: number
  open: number
  awards: number
  demo: number
  counted: number
  sectors: Tally[] | null
  regions: Tally[] | null
  countries: Tally[] | null
  median: number | null
  min: number | null
  max: number | null
  amounts: number
}

/** Each value of an array column counted once per grant, most grants first, then by id. */
const tally = (values: ReturnType<typeof sql>) =>
  sql`(select json_agg(json_build_object('id', t.id, 'count', t.n) order by t.n desc, t.id) from (select v.id, count(*)::int as n from counted, lateral (select distinct u.id from unnest(${values}) as u(id) where u.id <> '') as v group by v.id) as t)`

/**
 * A funder by the slug of its name, with what its grants fund, where, and for how much; null when no
 * grant and no award has a name with that slug. One query: the funder's grants through
 * grants_funder_slug_idx, its awards through discovered_grants_queue_awarded_funder_idx.
 */
export async function getFunder(db: Db, slug: string): Promise<Funder | null> {
  if (!isFunderSlug(slug)) return null
  const [row] = await queryRows<Row>(
    db,
    sql`with g as materialized (
      select ${grantFunderName} as name, ${grants.sector} as sector, ${grants.sectors} as sectors, ${grants.regions} as regions,
        ${grants.geographicFocus} as focus, ${grants.countryCodes} as codes, ${grants.fundingUsd} as usd, ${grants.isDemo} as demo,
        ${openGrantCondition()} as open
      from ${grants} where ${grantOfFunder(slug)}
    ),
    -- The figures count real grants only, unless the funder has none (ADR 040).
    counted as (select * from g where demo = not exists (select 1 from g where not demo)),
    a as (select ${discoveredGrantsQueue.funderName} as name from ${discoveredGrantsQueue} where ${awardOfFunder(slug)} and ${discoveredGrantsQueue.status} <> 'duplicate')
    select
      coalesce((select name from g group by name order by count(*) desc, name limit 1), (select name from a group by name order by count(*) desc, name limit 1)) as name,
      (select count(*)::int from g) as grants,
      (select count(*)::int from g where open) as open,
      (select count(*)::int from a) as awards,
      (select count(*)::int from g where demo) as demo,
      (select count(*)::int from counted) as counted,
      ${tally(sql`array_append(counted.sectors, counted.sector)`)} as sectors,
      ${tally(sql`counted.focus || counted.regions`)} as regions,
      ${tally(sql`counted.codes`)} as countries,
      (select percentile_cont(0.5) within group (order by usd) from counted where usd > 0) as median,
      (select min(usd)::float8 from counted where usd > 0) as min,
      (select max(usd)::float8 from counted where usd > 0) as max,
      (select count(*)::int from counted where usd > 0) as amounts`,
  )
  if (!row?.name) return null
  return {
    slug,
    name: row.name,
    grants: row.grants,
    open: row.open,
    awards: row.awards,
    demoOnly: row.grants > 0 && row.demo === row.grants,
    someDemo: row.demo > 0 && row.demo < row.grants,
    counted: row.counted,
    sectors: row.sectors ?? [],
    regions: row.regions ?? [],
    countries: row.countries ?? [],
    amounts: row.amounts > 0 && row.median !== null && row.min !== null && row.max !== null ? { median: row.median, min: row.min, max: row.max, count: row.amounts } : null,
  }
}
