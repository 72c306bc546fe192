import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts } from '../../db/schema/index.ts'

/** An expert names where their payouts go (a Stripe connected account or a Paystack recipient code); null when the member is not an expert. */
export async function setPayoutAccount(db: Db, userId: string, payoutAccount: string): Promise<{ expertId: string } | null> {
  const [expert] = await db.update(experts).set({ payoutAccount, updatedAt: new Date() }).where(eq(experts.userId, userId)).returning({ id: experts.id })
  return expert ? { expertId: expert.id } : null
}
