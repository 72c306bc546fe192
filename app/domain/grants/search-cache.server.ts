import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.server.ts'

/**
 * A least-recently-used map of promises: concurrent requests for the same key share one load, and
 * a failed load is forgotten so the next request tries again. A Map keeps insertion order, so the
 * first key is the least recently used.
 */
export class PromiseCache<T> {
  private readonly entries = new Map<string, Promise<T>>()
  private readonly max: number

  constructor(max: number) {
    this.max = max
  }

  get size() {
    return this.entries.size
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const value = load()
    this.entries.set(key, value)
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key)
    })
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!)
    return value
  }
}

/**
 * What search results depend on besides the search itself: the grants (their revision, raised by a
 * trigger at the commit of any change; see search_revision in app/db/schema/grants.ts) and the day
 * (deadlines pass at midnight, in the database's time zone). Read before searching, so results are
 * never cached under a revision older than the grants they were computed from.
 */
export async function searchEpoch(db: Db): Promise<string> {
  const [row] = await queryRows<{ revision: string; today: string }>(db, sql`select revision::text as revision, current_date::text as today from search_revision where id = 1`)
  return `${row?.revision ?? 'none'}@${row?.today ?? ''}`
}

const caches = new WeakMap<Db, Map<string, PromiseCache<unknown>>>()

/** A cache of this kind for this database (each test server and process has its own). */
export function cacheFor<T>(db: Db, kind: string, max: number): PromiseCache<T> {
  const byKind = caches.get(db) ?? new Map<string, PromiseCache<unknown>>()
  caches.set(db, byKind)
  const cache = byKind.get(kind) ?? new PromiseCache<unknown>(max)
  byKind.set(kind, cache)
  return cache as PromiseCache<T>
}
