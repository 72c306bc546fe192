import { asc } from 'drizzle-orm'
import { REGIONS } from '../../catalog/countries.ts'
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../catalog/sectors.ts'
import type { Db } from '../../db/client.server.ts'
import { countries, grants } from '../../db/schema/index.ts'
import { openGrantCondition } from './open-grants.server.ts'

/** The filters' choices as stored: sector ids, region ids, country codes, and funders' names. */
export interface DiscoverFacets {
  sectors: string[]
  regions: string[]
  countries: string[]
  funders: string[]
  /** Every language a grant can be written in, in its own name (sent with the page, so the catalogue stays out of the browser's JavaScript). */
  languages: Array<{ id: Language; name: string }>
}

const TTL_MS = 60_000
const cache = new WeakMap<Db, { at: number; value: Promise<DiscoverFacets> }>()

/** Options for the Discover filters, from the data. Cached for a minute per database. */
export function getDiscoverFacets(db: Db): Promise<DiscoverFacets> {
  const hit = cache.get(db)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value
  const value = loadFacets(db)
  cache.set(db, { at: Date.now(), value })
  value.catch(() => cache.delete(db))
  return value
}

async function loadFacets(db: Db): Promise<DiscoverFacets> {
  const open = openGrantCondition()
  const [sectorRows, funderRows, countryRows] = await Promise.all([
    db.selectDistinct({ value: grants.sector }).from(grants).where(open).orderBy(asc(grants.sector)),
    db.selectDistinct({ value: grants.source }).from(grants).where(open).orderBy(asc(grants.source)),
    db.select({ value: countries.code }).from(countries).orderBy(asc(countries.code)),
  ])
  return {
    sectors: sectorRows.map((r) => r.value),
    regions: [...REGIONS],
    countries: countryRows.map((r) => r.value),
    funders: funderRows.map((r) => r.value),
    languages: LANGUAGES.map((id) => ({ id, name: LANGUAGE_NAMES[id] })),
  }
}
