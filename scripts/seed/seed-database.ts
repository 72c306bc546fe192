import { sql } from 'drizzle-orm'
import { AFRICAN_COUNTRIES } from '../../app/catalog/countries.ts'
import type { Db } from '../../app/db/client.server.ts'
import { countries, grants } from '../../app/db/schema/index.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { generateDemoGrants } from './generate-grants.ts'
import { seedDemoExperts } from './seed-experts.ts'

export async function seedCountries(db: Db) {
  await db
    .insert(countries)
    .values(AFRICAN_COUNTRIES.map((c) => ({ code: c.code, region: c.region })))
    .onConflictDoNothing()
}

export function progressPrinter(label: string) {
  let last = -1
  return (done: number, total: number) => {
    const percent = Math.floor((done / total) * 100)
    if (percent === last) return
    last = percent
    process.stdout.write(`\r${label}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${percent}%)${done === total ? '\n' : ''}`)
  }
}

/** Adds `count` demo grants; `seed` varies the generated set so repeated runs add new grants. */
export async function seedDemoGrants(db: Db, count: number, options: { seed?: number; onProgress?: (done: number, total: number) => void } = {}) {
  await insertGrants(db, generateDemoGrants({ count, seed: options.seed }), options.onProgress)
}

/** Countries always; demo grants only into a database that has no grants yet. Returns how many were added. */
export async function seedIfEmpty(db: Db, count: number, onProgress?: (done: number, total: number) => void): Promise<number> {
  await seedCountries(db)
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(grants)
  if (n > 0 || count === 0) return 0
  await seedDemoGrants(db, count, { onProgress })
  await seedDemoExperts(db)
  return count
}
