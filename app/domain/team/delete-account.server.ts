import { count, eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { expertAiImages, experts, organizationMembers, organizations, organizationVerifications, user, verificationDocuments } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { emailRevokedMemberKeys, revokeMemberApiKeys, type RevokedMemberKeys } from '../api/revoke-member-api-keys.server.ts'
import { handOverWhiteGlove } from '../white-glove/hand-over-white-glove.server.ts'
import { recordActivity } from './record-activity.server.ts'
import { lockTeams } from './seats.server.ts'

/**
 * Deletes a person's account as the privacy policy describes (we do it on their request): their
 * sign-in, profile and personal data go with the user row; an organization they were the only
 * member of goes too, with its verification documents' files; a grant expert's photo and generated
 * images go with their expert profile. Refused while they own a team that
 * has other members: ownership is transferred first, so a team is never left without an owner
 * (ADR 030). Their work on a team stays with the team; the API keys they created for it are revoked,
 * and its owner is told.
 * 'ownsTeam': refused, nothing deleted; null: no such account.
 */
export async function deleteAccount(services: Pick<AppServices, 'db' | 'storage' | 'mailer' | 'config'>, userId: string, actorId: string | null = null): Promise<'deleted' | 'ownsTeam' | null> {
  const outcome = await services.db.transaction(async (tx) => {
    const [person] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId))
    if (!person) return null
    const [membership] = await tx.select({ organizationId: organizationMembers.organizationId, role: organizationMembers.role }).from(organizationMembers).where(eq(organizationMembers.userId, userId))
    const files: string[] = []
    let revoked: RevokedMemberKeys | null = null
    if (membership) {
      const orgId = membership.organizationId
      await lockTeams(tx, orgId)
      const [{ n }] = await tx.select({ n: count() }).from(organizationMembers).where(eq(organizationMembers.organizationId, orgId))
      if (n > 1 && membership.role === 'owner') return 'ownsTeam' as const
      if (n > 1) {
        // The team's white-glove requests they asked for would go with the user row: the owner takes them.
        await handOverWhiteGlove(tx, orgId, userId)
        revoked = await revokeMemberApiKeys(tx, { organizationId: orgId, userId, member: person.name, actorId, reason: 'account.deleted' })
        await recordActivity(tx, { organizationId: orgId, actorId: null, verb: 'member.left', subjectType: 'member', subjectId: userId, data: { member: person.name, role: membership.role } })
      } else {
        const documents = await tx
          .select({ key: verificationDocuments.storageKey })
          .from(verificationDocuments)
          .innerJoin(organizationVerifications, eq(organizationVerifications.id, verificationDocuments.verificationId))
          .where(eq(organizationVerifications.organizationId, orgId))
        const [org] = await tx.delete(organizations).where(eq(organizations.id, orgId)).returning({ logoKey: organizations.logoKey })
        files.push(...documents.map((d) => d.key), ...(org?.logoKey ? [org.logoKey] : []))
      }
    }
    // A grant expert's photo and generated images (ADR 082) are theirs: their files go with them.
    const [expert] = await tx.select({ id: experts.id, photoKey: experts.profileImageUrl }).from(experts).where(eq(experts.userId, userId))
    if (expert) {
      const images = await tx.select({ key: expertAiImages.storageKey }).from(expertAiImages).where(eq(expertAiImages.expertId, expert.id))
      files.push(...(expert.photoKey ? [expert.photoKey] : []), ...images.map((image) => image.key))
    }
    await tx.delete(user).where(eq(user.id, userId))
    await recordAudit(tx, { actorId, action: 'account.delete', entityType: 'user', entityId: userId, before: { organizationId: membership?.organizationId ?? null, role: membership?.role ?? null } })
    return { files, revoked }
  })
  if (outcome === null || outcome === 'ownsTeam') return outcome
  await emailRevokedMemberKeys(services, outcome.revoked)
  // The files go once the rows are gone; one that cannot be removed is reported, not retried.
  for (const key of outcome.files) await services.storage.remove(key).catch((error) => console.error(`Removing ${key} of a deleted account failed`, error))
  return 'deleted'
}
