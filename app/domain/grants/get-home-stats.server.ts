import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { openGrantCondition } from './open-grants.server.ts'

export interface HomeStats {
  activeGrants: number
  totalFundingUsd: number
  countries: number
  /** Open sample grants (is_demo): never counted above; the page labels the site's sample data instead. */
  demoGrants: number
  /** Every open grant, real and sample: what Discover lists and pages through (samples carry their label there). */
  listedGrants: number
}

const TTL_MS = 60_000
const cache = new WeakMap<Db, { at: number; value: Promise<HomeStats> }>()

/**
 * The public pages' live figures: open real grants, the funding they name, and the countries they
 * cover. Generated sample grants (is_demo) are never counted: they are only tallied apart.
 */
export function getHomeStats(db: Db): Promise<HomeStats> {
  const hit = cache.get(db)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value
  const value = loadStats(db)
  cache.set(db, { at: Date.now(), value })
  value.catch(() => cache.delete(db))
  return value
}

async function loadStats(db: Db): Promise<HomeStats> {
  const open = and(openGrantCondition(), eq(grants.isDemo, false))
  const [[totals], [covered], [demo]] = await Promise.all([
    db
      .select({ activeGrants: sql<number>`count(*)::int`, totalFundingUsd: sql<number>`coalesce(sum(${grants.fundingUsd}), 0)::float8` })
      .from(grants)
      .where(open),
    db.select({ countries: sql<number>`count(distinct country)::int` }).from(sql`${grants}, unnest(${grants.countryCodes}) as country`).where(open),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(grants)
      .where(and(openGrantCondition(), eq(grants.isDemo, true))),
  ])
  return { ...totals, countries: covered.countries, demoGrants: demo.n, listedGrants: totals.activeGrants + demo.n }
}
