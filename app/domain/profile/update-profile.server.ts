import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.server.ts'
import { organizationMembers, organizations, profiles, user } from '../../db/schema/index.ts'
import type { organizationSchema, preferencesSchema, profileSchema } from './profile.schema.ts'

export async function updateProfile(db: Db, userId: string, input: z.infer<typeof profileSchema>) {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name: input.name, updatedAt: new Date() }).where(eq(user.id, userId))
    await tx.update(profiles).set({ country: input.country, language: input.language, updatedAt: new Date() }).where(eq(profiles.userId, userId))
  })
}

/** Only the organization's owner may change it; returns false for anyone else. */
export async function updateOrganization(db: Db, userId: string, organizationId: string, input: z.infer<typeof organizationSchema>) {
  const [membership] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, organizationId)))
  if (membership?.role !== 'owner') return false
  const { orgName, ...rest } = input
  await db
    .update(organizations)
    .set({ name: orgName, ...rest, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId))
  return true
}

export async function updatePreferences(db: Db, userId: string, input: z.infer<typeof preferencesSchema>) {
  await db
    .update(profiles)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
}
