import { and, count, eq, ne, sql } from 'drizzle-orm'
import type { MemberRole } from '../../catalog/team.ts'
import { apiKeys, applications, organizationMembers, organizations, organizationVerifications, receipts } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/** Why a person's own organization cannot be folded into the team they were invited to (ADR 030). */
export type SoloBlocker = 'inTeam' | 'otherMembers' | 'paidPlan' | 'verification' | 'receipts' | 'apiKeys'

/**
 * Whether the organization a person belongs to now may be folded into another team when they
 * join it: only their own one-person organization, on Free, that was never verified or paid for
 * and has no API keys, since deleting it then loses nothing but what moves with them. Anything
 * else is kept: they leave it or transfer it first. null: it may be folded.
 */
export async function soloBlocker(tx: Tx, membership: { organizationId: string; role: MemberRole }, userId: string): Promise<SoloBlocker | null> {
  if (membership.role !== 'owner') return 'inTeam'
  const orgId = membership.organizationId
  const [[others], [org], [verified], [paid], [keys]] = await Promise.all([
    tx
      .select({ n: count() })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, orgId), ne(organizationMembers.userId, userId))),
    tx.select({ plan: organizations.plan }).from(organizations).where(eq(organizations.id, orgId)),
    tx.select({ n: count() }).from(organizationVerifications).where(eq(organizationVerifications.organizationId, orgId)),
    tx.select({ n: count() }).from(receipts).where(eq(receipts.organizationId, orgId)),
    tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.organizationId, orgId)),
  ])
  if (others.n > 0) return 'otherMembers'
  if (org && org.plan !== 'free') return 'paidPlan'
  if (verified.n > 0) return 'verification'
  if (paid.n > 0) return 'receipts'
  if (keys.n > 0) return 'apiKeys'
  return null
}

/**
 * Moves a one-person organization's saved grants and applications into the team (a grant the team
 * has already saved or applied for keeps the team's), then deletes the organization with whatever
 * else was its own (its membership, reveals, activity). Applications move whole, with their history.
 */
export async function foldSoloOrganization(tx: Tx, fromOrgId: string, intoOrgId: string): Promise<{ saved: number; applications: number }> {
  const saved = await tx.execute(sql`
    insert into user_saved_grants (organization_id, saved_by, grant_id, saved_at)
    select ${intoOrgId}, saved_by, grant_id, saved_at from user_saved_grants where organization_id = ${fromOrgId}
    on conflict (organization_id, grant_id) do nothing
    returning grant_id`)
  const moved = await tx
    .update(applications)
    .set({ organizationId: intoOrgId })
    .where(and(eq(applications.organizationId, fromOrgId), sql`${applications.grantId} not in (select grant_id from applications where organization_id = ${intoOrgId})`))
    .returning({ id: applications.id })
  await tx.delete(organizations).where(eq(organizations.id, fromOrgId))
  // Both drivers answer a raw query with its rows.
  return { saved: (saved as unknown as { rows: unknown[] }).rows.length, applications: moved.length }
}

/** A person who leaves or is removed from a team gets a one-person organization of their own again, as at sign-up. */
export async function giveSoloOrganization(tx: Tx, person: { id: string; name: string }) {
  const [organization] = await tx.insert(organizations).values({ name: person.name }).returning({ id: organizations.id })
  await tx.insert(organizationMembers).values({ organizationId: organization.id, userId: person.id, role: 'owner' })
  return organization.id
}
