import { eq } from 'drizzle-orm'
import { type PlanId, planById } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { organizations } from '../../db/schema/index.ts'
import type { MessageId } from '../../i18n/index.ts'
import type { Member } from '../accounts/get-member.server.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { quotePlan } from './plan-change.ts'

/**
 * Switches a paid plan in force to a cheaper paid plan now (ADR 035): nothing to pay, and the unused
 * part of the current plan buys the new one for as long as it pays for. Worked out again from the
 * organization's row under a lock, so two switches at once cannot credit the same days twice.
 * Anything but a downgrade is refused (upgrades are paid at checkout; Free is cancelling renewal).
 */
export async function switchPlan(db: Db, member: Member, target: unknown): Promise<{ ok: true } | { ok: false; message: MessageId }> {
  const plan = typeof target === 'string' ? planById(target) : null
  if (!plan || plan.id !== target || plan.id === 'free') return { ok: false, message: 'billing.switchNotDowngrade' }
  return db.transaction(async (tx) => {
    const [org] = await tx.select({ plan: organizations.plan, planRenewsAt: organizations.planRenewsAt }).from(organizations).where(eq(organizations.id, member.organization.id)).for('update')
    if (!org) return { ok: false as const, message: 'billing.switchNotDowngrade' as const }
    const quote = quotePlan(org, plan.id as PlanId)
    if (quote.kind !== 'downgrade') return { ok: false as const, message: 'billing.switchNotDowngrade' as const }
    await tx.update(organizations).set({ plan: plan.id, planStatus: 'active', planRenewsAt: quote.until, updatedAt: new Date() }).where(eq(organizations.id, member.organization.id))
    await recordAudit(tx, {
      actorId: member.id,
      action: 'plan.switched',
      entityType: 'organization',
      entityId: member.organization.id,
      before: { plan: org.plan, renewsAt: org.planRenewsAt },
      after: { plan: plan.id, renewsAt: quote.until, creditUsd: quote.creditUsd },
    })
    return { ok: true as const }
  })
}
