import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizations } from '../../db/schema/index.ts'
import type { MessageId } from '../../i18n/index.ts'
import type { Member } from '../accounts/get-member.server.ts'
import { recordAudit } from '../admin/record-audit.server.ts'

/**
 * Cancels a paid plan's renewal: the plan stays until its end date, then the organization is on
 * Free (effectivePlanId), and no renewal notice is sent (renewal-notices job). Cancelling twice is
 * the same as once.
 */
export async function cancelRenewal(db: Db, member: Member): Promise<MessageId> {
  if (member.organization.plan === 'free') return 'billing.nothingToCancel'
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(organizations)
      .set({ planRenewalCanceledAt: new Date(), updatedAt: new Date() })
      .where(and(eq(organizations.id, member.organization.id), isNull(organizations.planRenewalCanceledAt)))
      .returning({ id: organizations.id })
    if (changed.length > 0)
      await recordAudit(tx, {
        actorId: member.id,
        action: 'plan.renewal_canceled',
        entityType: 'organization',
        entityId: member.organization.id,
        after: { plan: member.organization.plan, endsAt: member.organization.planRenewsAt },
      })
  })
  return 'billing.renewalCanceled'
}

/** Turns renewal back on for a paid plan whose renewal was cancelled, before it ends. */
export async function resumeRenewal(db: Db, member: Member): Promise<MessageId> {
  if (member.organization.plan === 'free') return 'billing.nothingToResume'
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(organizations)
      .set({ planRenewalCanceledAt: null, updatedAt: new Date() })
      .where(and(eq(organizations.id, member.organization.id), isNotNull(organizations.planRenewalCanceledAt)))
      .returning({ id: organizations.id })
    if (changed.length > 0)
      await recordAudit(tx, {
        actorId: member.id,
        action: 'plan.renewal_resumed',
        entityType: 'organization',
        entityId: member.organization.id,
        after: { plan: member.organization.plan, renewsAt: member.organization.planRenewsAt },
      })
  })
  return 'billing.renewalResumed'
}
