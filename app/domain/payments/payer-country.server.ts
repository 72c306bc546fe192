import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationMembers, organizations, profiles } from '../../db/schema/index.ts'

/**
 * The country a person pays from: their organization's (one per person, ADR 030), else the one on
 * their own profile; null when neither is set. It chooses the currency of the local prices and the
 * ways to pay named on the pricing pages and offered at every checkout (ADR 070).
 */
export async function payerCountry(db: Db, userId: string): Promise<string | null> {
  const [organization] = await db
    .select({ country: organizations.country })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
  if (organization?.country) return organization.country
  const [profile] = await db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, userId))
  return profile?.country ?? null
}
