import { count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grantChanges } from '../../db/schema/index.ts'

/** How many changes found at the source wait for a reviewer (the discovery console's link shows it). */
export async function countPendingGrantChanges(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(grantChanges).where(eq(grantChanges.status, 'pending'))
  return row?.n ?? 0
}
