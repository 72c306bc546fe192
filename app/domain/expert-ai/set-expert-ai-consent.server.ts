import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { expertAiConsents } from '../../db/schema/index.ts'

/** The expert opts in to sending their words to the model (recorded who and when), or withdraws. */
export async function setExpertAiConsent(db: Db, expertId: string, userId: string, on: boolean, now = new Date()): Promise<void> {
  if (on) {
    await db
      .insert(expertAiConsents)
      .values({ expertId, consentedBy: userId, consentedAt: now })
      .onConflictDoUpdate({ target: expertAiConsents.expertId, set: { consentedBy: userId, consentedAt: now, withdrawnAt: null } })
    return
  }
  await db.update(expertAiConsents).set({ withdrawnAt: now }).where(eq(expertAiConsents.expertId, expertId))
}
