import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizations } from '../../db/schema/index.ts'

/** Lists the organization in the directory of verified organizations, or leaves it out; its badge and public profile stay as they are (ADR 063). */
export async function setDirectoryListing(db: Db, organizationId: string, listed: boolean): Promise<void> {
  await db.update(organizations).set({ directoryOptOut: !listed, updatedAt: new Date() }).where(eq(organizations.id, organizationId))
}
