import { and, count, eq, gt, isNull, sql } from 'drizzle-orm'
import { effectivePlanId, type PlanId, planById, planName } from '../../catalog/plans.ts'
import { SEAT_UPGRADE } from '../../catalog/team.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationInvitations, organizationMembers, organizations } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

export interface Seats {
  /** Members plus open (not yet expired) invitations. */
  used: number
  members: number
  pending: number
  /** The plan's number of seats; null is unlimited. */
  limit: number | null
  plan: PlanId
}

/**
 * Holds the organization's team lock until the transaction ends: every change to who is in a team
 * (invite, accept, leave, remove, a role, the owner) takes it, so two of them never count seats or
 * check the owner at the same time. Several organizations are locked in one order (sorted), so two
 * people joining each other's teams at once cannot deadlock.
 */
export async function lockTeams(tx: Tx, ...organizationIds: string[]) {
  for (const id of [...new Set(organizationIds)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seats:${id}`}))`)
}

/** The organization's seats: who is in it, who is invited, and what its plan in force allows (ADR 030). */
export async function countSeats(tx: Tx | Db, organizationId: string, now = new Date()): Promise<Seats> {
  const [[org], [{ members }], [{ pending }]] = await Promise.all([
    tx.select({ plan: organizations.plan, planRenewsAt: organizations.planRenewsAt }).from(organizations).where(eq(organizations.id, organizationId)),
    tx.select({ members: count() }).from(organizationMembers).where(eq(organizationMembers.organizationId, organizationId)),
    tx
      .select({ pending: count() })
      .from(organizationInvitations)
      .where(
        and(
          eq(organizationInvitations.organizationId, organizationId),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
          gt(organizationInvitations.expiresAt, now),
        ),
      ),
  ])
  const plan = org ? effectivePlanId(org, now) : 'free'
  return { used: members + pending, members, pending, limit: planById(plan).entitlements.teamMembers, plan }
}

/**
 * Why no one more can be invited or join, naming the plan, its seats and what is used, and the
 * plan to upgrade to ("Your Pro plan includes 5 seats…"); the page adds the link to the plans.
 */
export function seatRefusal(seats: Pick<Seats, 'plan' | 'limit' | 'used'>): string {
  const upgrade = SEAT_UPGRADE[seats.plan]
  const facts = t('team.seats.full', { plan: planName(seats.plan), limit: seats.limit ?? 0, used: seats.used })
  if (!upgrade) return facts
  const more = planById(upgrade).entitlements.teamMembers
  return `${facts} ${more === null ? t('team.seats.upgradeUnlimited', { plan: planName(upgrade) }) : t('team.seats.upgradeTo', { plan: planName(upgrade), limit: more })}`
}

/** "3 of 5 seats used", or on a plan without a limit "3 seats used: Premium has no limit". */
export function seatsText(seats: Pick<Seats, 'plan' | 'limit' | 'used'>): string {
  return seats.limit === null ? t('team.seats.unlimited', { used: seats.used, plan: planName(seats.plan) }) : t('team.seats.used', { used: seats.used, limit: seats.limit })
}
