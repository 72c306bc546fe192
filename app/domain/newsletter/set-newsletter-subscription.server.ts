import { eq, sql } from 'drizzle-orm'
import type { NewsletterConsentSource } from '../../catalog/newsletter.ts'
import type { Db } from '../../db/client.server.ts'
import { newsletterSubscriptions } from '../../db/schema/index.ts'

/**
 * Records the member's choice: opting in stores the consent with its date and where it was given
 * (a member already opted in keeps their first date); opting out keeps the consent and adds when
 * and how it was withdrawn. Nothing changes when the choice is the one already recorded.
 */
export async function setNewsletterSubscription(db: Db, userId: string, subscribed: boolean, via: NewsletterConsentSource, at: Date = new Date()) {
  if (subscribed) {
    await db
      .insert(newsletterSubscriptions)
      .values({ userId, consentedAt: at, consentedVia: via })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.userId,
        set: { consentedAt: at, consentedVia: via, withdrawnAt: null, withdrawnVia: null },
        // Only a withdrawn consent is given anew: the date of a standing one stays.
        setWhere: sql`${newsletterSubscriptions.withdrawnAt} is not null`,
      })
    return
  }
  await db
    .update(newsletterSubscriptions)
    .set({ withdrawnAt: at, withdrawnVia: via })
    .where(sql`${eq(newsletterSubscriptions.userId, userId)} and ${newsletterSubscriptions.withdrawnAt} is null`)
}
