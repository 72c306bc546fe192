import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { calendarFeeds, profiles } from '../../db/schema/index.ts'
import type { Language } from '../../i18n/languages.ts'
import { hashFeedToken, isFeedToken } from './feed-token.server.ts'

/** The member a feed token belongs to, with the language their calendar is written in; null for any other string. */
export async function findCalendarFeedOwner(db: Db, token: string): Promise<{ userId: string; language: Language } | null> {
  if (!isFeedToken(token)) return null
  const [row] = await db
    .select({ userId: calendarFeeds.userId, language: profiles.language })
    .from(calendarFeeds)
    .leftJoin(profiles, eq(profiles.userId, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)))
    .limit(1)
  return row ? { userId: row.userId, language: row.language ?? 'en' } : null
}
