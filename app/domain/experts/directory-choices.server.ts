import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.server.ts'
import { expertExpertise, experts } from '../../db/schema/index.ts'
import { listedExpertCondition } from './listed.server.ts'

/** The directory's filter choices taken from the data: the sectors and countries of listed experts. */
export interface DirectoryChoices {
  sectors: string[]
  countries: string[]
}

/**
 * The directory's filter choices, read on every page (in one query, beside the search): a newly
 * listed expert's sector and country are offered at once.
 */
export async function getDirectoryChoices(db: Db, now = new Date()): Promise<DirectoryChoices> {
  const [row] = await queryRows<DirectoryChoices>(db, sql`select array(${listedSectors(now)}) as sectors, array(${listedCountries(now)}) as countries`)
  return row
}

/**
 * The sector filter's choices (spec: "All Sectors plus the sectors found"): the sectors of listed
 * experts. The distinct sectors are walked through expert_expertise_sector_idx (a loose index
 * scan: one index probe per sector, not a pass over every expertise row), and each is kept if one
 * listed expert has it (LIMIT 1 in a lateral subquery: the first listed expert found settles it).
 */
function listedSectors(now: Date): SQL {
  return sql`with recursive sectors(sector) as (
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
        where sectors.sector is not null
        order by sectors.sector`
}

/**
 * The country filter's choices: the countries of listed experts, walked through
 * experts_listed_country_idx one index probe per country (a loose index scan, as listedSectors),
 * each kept if one expert there is listed now (a membership past its end is not).
 */
function listedCountries(now: Date): SQL {
  return sql`with recursive countries(country) as (
          select min(country) from experts where application_status = 'approved' and membership_status = 'active'
          union all
          select (select min(e.country) from experts e where e.country > countries.country and e.application_status = 'approved' and e.membership_status = 'active')
          from countries where countries.country is not null
        )
        select countries.country from countries
        cross join lateral (select 1 from ${experts} where ${experts.country} = countries.country and ${listedExpertCondition(now)} limit 1) as listed
        where countries.country is not null
        order by countries.country`
}
