import { eq } from 'drizzle-orm'
import { ASSISTANT_MONTHLY_REQUESTS } from '../../catalog/assistant.ts'
import { effectivePlanId, type PlanId } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { assistantConsents, organizations, user } from '../../db/schema/index.ts'
import { assistantMonth, organizationMonthUse } from './ask-assistant.server.ts'

export interface AssistantStatus {
  /** In force: who opted in and when. */
  consent: { at: Date; by: string | null } | null
  /** The last withdrawal, while not opted in again. */
  withdrawn: { at: Date; by: string | null } | null
  plan: PlanId
  used: number
  allowance: number
  /** When this month's allowance starts again. */
  resetsAt: Date
}

/** An organization's consent and this month's use against its plan's allowance, for /assistant. */
export async function assistantStatus(db: Db, organizationId: string, now = new Date()): Promise<AssistantStatus> {
  const [org] = await db.select({ plan: organizations.plan, planRenewsAt: organizations.planRenewsAt }).from(organizations).where(eq(organizations.id, organizationId))
  const [row] = await db
    .select({ consentedAt: assistantConsents.consentedAt, withdrawnAt: assistantConsents.withdrawnAt, consentedBy: assistantConsents.consentedBy, withdrawnBy: assistantConsents.withdrawnBy })
    .from(assistantConsents)
    .where(eq(assistantConsents.organizationId, organizationId))
  const names = async (id: string | null) => (id ? ((await db.select({ name: user.name }).from(user).where(eq(user.id, id)))[0]?.name ?? null) : null)
  const plan = org ? effectivePlanId(org, now) : 'free'
  return {
    consent: row && !row.withdrawnAt ? { at: row.consentedAt, by: await names(row.consentedBy) } : null,
    withdrawn: row?.withdrawnAt ? { at: row.withdrawnAt, by: await names(row.withdrawnBy) } : null,
    plan,
    used: await organizationMonthUse(db, organizationId, now),
    allowance: ASSISTANT_MONTHLY_REQUESTS[plan],
    resetsAt: assistantMonth(now).end,
  }
}
