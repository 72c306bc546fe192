import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { assistantConsents } from '../../db/schema/index.ts'

/**
 * An organization's owner or admin opts in to the grant assistant, or withdraws (ADR 072): who and
 * when are recorded. Opting in again records the new who and when and clears the withdrawal.
 * Answers whether anything changed (opting in twice changes nothing).
 */
export async function setAssistantConsent(db: Db, organizationId: string, userId: string, consent: boolean, now = new Date()): Promise<boolean> {
  if (consent) {
    const rows = await db
      .insert(assistantConsents)
      .values({ organizationId, consentedBy: userId, consentedAt: now })
      .onConflictDoUpdate({
        target: assistantConsents.organizationId,
        set: { consentedBy: userId, consentedAt: now, withdrawnAt: null, withdrawnBy: null },
        setWhere: sql`${assistantConsents.withdrawnAt} is not null`,
      })
      .returning({ id: assistantConsents.organizationId })
    return rows.length > 0
  }
  const rows = await db
    .update(assistantConsents)
    .set({ withdrawnAt: now, withdrawnBy: userId })
    .where(and(eq(assistantConsents.organizationId, organizationId), isNull(assistantConsents.withdrawnAt)))
    .returning({ id: assistantConsents.organizationId })
  return rows.length > 0
}
