import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { newsletterSubscriptions } from '../../db/schema/index.ts'

/** Whether the member receives the newsletter, and since when (null: never opted in, or withdrew). */
export async function getNewsletterSubscription(db: Db, userId: string): Promise<{ subscribed: boolean; since: Date | null }> {
  const [row] = await db
    .select({ consentedAt: newsletterSubscriptions.consentedAt, withdrawnAt: newsletterSubscriptions.withdrawnAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.userId, userId))
  const subscribed = !!row && row.withdrawnAt === null
  return { subscribed, since: subscribed ? row.consentedAt : null }
}
