import { countDistinct } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications } from '../../db/schema/index.ts'
import { badgeInForce } from './badge-in-force.server.ts'

/** Organizations with an approved verification. */
export async function countVerifiedOrganizations(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(organizationVerifications.organizationId) })
    .from(organizationVerifications)
    .where(badgeInForce())
  return row.n
}
