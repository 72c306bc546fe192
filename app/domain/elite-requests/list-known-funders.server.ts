import { asc, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { grantFunderName, grantOfFunder } from '../funders/funder-name.server.ts'
import { funderSlug } from '../funders/funder-slug.ts'

const SHOWN = 500

/** The funders Harambee knows (those its grants name, as /funders/{slug} does), by name: one per slug. */
export async function listKnownFunders(db: Db): Promise<Array<{ slug: string; name: string }>> {
  const rows = await db
    .selectDistinct({ name: grantFunderName })
    .from(grants)
    .orderBy(asc(grantFunderName))
    .limit(SHOWN * 2)
  const bySlug = new Map<string, string>()
  for (const { name } of rows) if (name && !bySlug.has(funderSlug(name))) bySlug.set(funderSlug(name), name)
  return [...bySlug].slice(0, SHOWN).map(([slug, name]) => ({ slug, name }))
}

/** The name of the known funder with this slug, or null when no grant names it. */
export async function knownFunderName(db: Db | Tx, slug: string): Promise<string | null> {
  const [row] = await db.select({ name: grantFunderName }).from(grants).where(grantOfFunder(slug)).orderBy(sql`1`).limit(1)
  return row?.name ?? null
}
