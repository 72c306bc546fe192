import { countDistinct, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications } from '../../db/schema/index.ts'

/** Organizations with an approved verification. */
export async function countVerifiedOrganizations(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(organizationVerifications.organizationId) })
    .from(organizationVerifications)
    .where(eq(organizationVerifications.verificationStatus, 'approved'))
  return row.n
}
