import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { phoneNumbers, profiles } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { timeZonesOf } from '../messaging/phone-number.ts'

/**
 * The time zone a member reads session times in (ADR 076): profiles have none, so the zone of
 * their phone number (quiet hours, ADR 068), else their profile country's main zone, else UTC.
 */
export async function viewerTimeZone(db: Db | Tx, userId: string): Promise<string> {
  const [phone] = await db.select({ timeZone: phoneNumbers.timeZone }).from(phoneNumbers).where(eq(phoneNumbers.userId, userId))
  if (phone?.timeZone) return phone.timeZone
  const [profile] = await db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, userId))
  return timeZonesOf(profile?.country ?? undefined)[0] ?? 'UTC'
}
