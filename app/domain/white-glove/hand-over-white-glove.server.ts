import { and, eq, inArray } from 'drizzle-orm'
import { applications, organizationMembers, whiteGloveRequests } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/**
 * White-glove help is the team's (ADR 030): when the member who asked for it leaves, is removed or
 * deletes their account, the organization's requests they asked for pass to `to` (the remover, or
 * else the owner), who becomes the expert's contact and is told of the invoice. Called inside the
 * transaction that ends the membership, before it ends (the owner is looked up while the team stands).
 */
export async function handOverWhiteGlove(tx: Tx, organizationId: string, fromUserId: string, to?: string): Promise<void> {
  let heir = to
  if (!heir) {
    const [owner] = await tx
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'owner')))
    heir = owner?.userId
  }
  if (!heir || heir === fromUserId) return
  const teams = tx.select({ id: applications.id }).from(applications).where(eq(applications.organizationId, organizationId))
  await tx
    .update(whiteGloveRequests)
    .set({ memberId: heir })
    .where(and(eq(whiteGloveRequests.memberId, fromUserId), inArray(whiteGloveRequests.applicationId, teams)))
}
