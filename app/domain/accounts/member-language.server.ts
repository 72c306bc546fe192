import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { profiles } from '../../db/schema/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'

/**
 * Runs `work` (composing an email, a notice) in a member's profile language, whatever language the
 * request or job that sends it speaks. Without a profile yet (mid sign-up), the current language.
 */
export async function inLanguageOf<T>(db: Db, userId: string, work: () => Promise<T>): Promise<T> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.userId, userId))
  return row ? withLanguage(row.language, work) : work()
}
