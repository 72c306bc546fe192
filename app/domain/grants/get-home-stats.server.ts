import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { openGrantCondition } from './open-grants.server.ts'

export interface HomeStats {
  activeGrants: number
  totalFundingUsd: number
  countries: number
}

const TTL_MS = 60_000
const cache = new WeakMap<Db, { at: number; value: Promise<HomeStats> }>()

/** The home page's live figures: open grants, the funding they name, and the countries they cover. */
export function getHomeStats(db: Db): Promise<HomeStats> {
  const hit = cache.get(db)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value
  const value = loadStats(db)
  cache.set(db, { at: Date.now(), value })
  value.catch(() => cache.delete(db))
  return value
}

async function loadStats(db: Db): Promise<HomeStats> {
  const open = openGrantCondition()
  const [[totals], [covered]] = await Promise.all([
    db
      .select({ activeGrants: sql<number>`count(*)::int`, totalFundingUsd: sql<number>`coalesce(sum(${grants.fundingUsd}), 0)::float8` })
      .from(grants)
      .where(open),
    db.select({ countries: sql<number>`count(distinct country)::int` }).from(sql`${grants}, unnest(${grants.countryCodes}) as country`).where(open),
  ])
  return { ...totals, countries: covered.countries }
}
