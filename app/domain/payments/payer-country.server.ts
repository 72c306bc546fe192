import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizations, profiles } from '../../db/schema/index.ts'

/**
 * The country a member pays from: their organization's, else the one on their own profile; null
 * when neither is set. It chooses the currency of the local prices and the ways to pay named at
 * checkout (ADR 070).
 */
export async function payerCountry(db: Db, member: { id: string; organization: { id: string } }): Promise<string | null> {
  const [organization] = await db.select({ country: organizations.country }).from(organizations).where(eq(organizations.id, member.organization.id))
  if (organization?.country) return organization.country
  const [profile] = await db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, member.id))
  return profile?.country ?? null
}
