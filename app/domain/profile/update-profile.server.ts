import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { organizationSectors } from '../../catalog/sectors.ts'
import type { Db } from '../../db/client.server.ts'
import { expertProfileEdits, experts, organizationMembers, organizations, profiles, user } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { proposeProfileEdit } from '../experts/propose-profile-edit.server.ts'
import type { organizationSchema, preferencesSchema, profileSchema } from './profile.schema.ts'

/**
 * Saves the member's name, country and language. An approved grant expert's name is public text:
 * a new one waits for a light review and the profile keeps the approved name meanwhile (issue 23,
 * ADR 034). Returns whether a name change waits for review.
 */
export async function updateProfile(db: Db, userId: string, input: z.infer<typeof profileSchema>): Promise<{ nameForReview: boolean }> {
  return db.transaction(async (tx) => {
    const [expert] = await tx.select({ id: experts.id, status: experts.applicationStatus }).from(experts).where(eq(experts.userId, userId)).for('update')
    let nameForReview = false
    if (expert?.status === 'approved') nameForReview = (await proposeProfileEdit(tx, expert.id, { name: input.name })) && (await nameWaits(tx, expert.id))
    else await tx.update(user).set({ name: input.name, updatedAt: new Date() }).where(eq(user.id, userId))
    await tx.update(profiles).set({ country: input.country, language: input.language, updatedAt: new Date() }).where(eq(profiles.userId, userId))
    return { nameForReview }
  })
}

async function nameWaits(tx: Tx, expertId: string) {
  const [edit] = await tx
    .select({ name: expertProfileEdits.name })
    .from(expertProfileEdits)
    .where(and(eq(expertProfileEdits.expertId, expertId), eq(expertProfileEdits.status, 'pending')))
  return edit?.name != null
}

/**
 * Only the organization's owner may change it; returns false for anyone else. The main sector and
 * the others are written together, in one statement: `sectors` is the main one, then the others.
 */
export async function updateOrganization(db: Db, userId: string, organizationId: string, input: z.infer<typeof organizationSchema>) {
  const [membership] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, organizationId)))
  if (membership?.role !== 'owner') return false
  const { orgName, otherSectors, ...rest } = input
  await db
    .update(organizations)
    .set({ name: orgName, ...rest, sectors: organizationSectors(rest.sector, otherSectors), updatedAt: new Date() })
    .where(eq(organizations.id, organizationId))
  return true
}

export async function updatePreferences(db: Db, userId: string, input: z.infer<typeof preferencesSchema>) {
  await db
    .update(profiles)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
}
