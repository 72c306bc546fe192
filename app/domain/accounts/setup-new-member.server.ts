import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import type { Language } from '../../i18n/languages.ts'
import { organizationMembers, organizations, profiles } from '../../db/schema/index.ts'

/**
 * Gives a new member their profile and their organization (named from the sign-up form, or after
 * the member when they left it empty), with the member as owner. Idempotent: safe to call again
 * for a member whose set-up was interrupted.
 */
export async function setupNewMember(db: Db, member: { id: string; name: string }, orgName?: string | null, language: Language = 'en') {
  await db.transaction(async (tx) => {
    await tx.insert(profiles).values({ userId: member.id, language }).onConflictDoNothing()
    const existing = await tx.select({ id: organizationMembers.organizationId }).from(organizationMembers).where(eq(organizationMembers.userId, member.id)).limit(1)
    if (existing.length > 0) return
    const [organization] = await tx
      .insert(organizations)
      .values({ name: orgName?.trim() || member.name })
      .returning({ id: organizations.id })
    await tx.insert(organizationMembers).values({ organizationId: organization.id, userId: member.id, role: 'owner' })
  })
}
