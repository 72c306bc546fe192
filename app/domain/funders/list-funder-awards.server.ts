import { and, desc, ne, sql } from 'drizzle-orm'
import { FUNDER_AWARDS_SHOWN } from '../../catalog/limits.ts'
import type { Language } from '../../catalog/sectors.ts'
import type { Db } from '../../db/client.server.ts'
import { discoveredGrantsQueue } from '../../db/schema/index.ts'
import { awardOfFunder } from './funder-name.server.ts'

/** The open-data standards awards are read from (app/domain/discovery/importers/), by the prefix each importer gives its records' ids. */
export const AWARD_STANDARDS = ['360giving', 'iati'] as const
export type AwardStandard = (typeof AWARD_STANDARDS)[number]

export interface FunderAward {
  id: string
  title: string
  language: Language
  /** The amount in US dollars, converted at the importer's rate; null when the record's currency is unknown or it gives none. */
  amountUsd: number | null
  /** The amount as the record gives it ("GBP 120,000 awarded to …"), shown when there is no dollar figure. */
  fundingAmount: string | null
  /** When the funded work ends (the record's planned or actual end date). */
  endsOn: string | null
  /** The recipients' countries (ISO 3166-1), else the places as the record names them, else its regions. */
  countryCodes: string[]
  countryScope: string | null
  geographicFocus: string[]
  standard: AwardStandard | null
}

export interface FunderAwards {
  /** Latest-ending first, then the largest, at most FUNDER_AWARDS_SHOWN. */
  awards: FunderAward[]
  total: number
  /** The standards its awards come from, in AWARD_STANDARDS order. */
  standards: AwardStandard[]
}

/**
 * The grants the funder awarded, as 360Giving and IATI publish them and the importers read them
 * into the discovery queue (`is_awarded_record`). Rows marked duplicate of another are left out so
 * an award read twice counts once; the review's other states are about whether a row is an open call,
 * which an award never is, so they all count. One query, through discovered_grants_queue_awarded_funder_idx.
 */
export async function listFunderAwards(db: Db, slug: string): Promise<FunderAwards> {
  const q = discoveredGrantsQueue
  const standard = sql<string>`split_part(${q.externalId}, ':', 1)`
  const rows = await db
    .select({
      id: q.id,
      title: q.title,
      language: q.language,
      amountUsd: q.amountUsd,
      fundingAmount: q.fundingAmount,
      endsOn: q.deadline,
      countryCodes: q.countryCodes,
      countryScope: q.countryScope,
      geographicFocus: q.geographicFocus,
      standard,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      // Every standard among all its awards, not only the ones shown (an uncorrelated subquery: run once).
      standards: sql<
        string[]
      >`(select array_agg(distinct split_part(d.external_id, ':', 1)) from ${q} as d where d.is_awarded_record and f_funder_slug(d.funder_name) = ${slug} and d.status <> 'duplicate')`,
    })
    .from(q)
    .where(and(awardOfFunder(slug), ne(q.status, 'duplicate')))
    .orderBy(sql`${q.deadline} desc nulls last`, sql`${q.amountUsd} desc nulls last`, desc(q.discoveredAt))
    .limit(FUNDER_AWARDS_SHOWN)
  const known = (value: string): value is AwardStandard => (AWARD_STANDARDS as readonly string[]).includes(value)
  return {
    awards: rows.map(({ total: _t, standards: _s, standard, ...award }) => ({ ...award, standard: known(standard) ? standard : null })),
    total: rows[0]?.total ?? 0,
    standards: AWARD_STANDARDS.filter((s) => rows[0]?.standards.includes(s)),
  }
}
