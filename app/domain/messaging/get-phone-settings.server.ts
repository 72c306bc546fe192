import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { phoneMessageChoices, phoneNumbers } from '../../db/schema/index.ts'

/** The member's number, whether it is proven or waiting for its code, which channels a STOP closed, and their choices. */
export async function getPhoneSettings(db: Db, userId: string, now = new Date()) {
  const [phone] = await db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId))
  const choices = await db.select({ kind: phoneMessageChoices.kind, channel: phoneMessageChoices.channel }).from(phoneMessageChoices).where(eq(phoneMessageChoices.userId, userId))
  return {
    number: phone?.number ?? null,
    timeZone: phone?.timeZone ?? null,
    verified: Boolean(phone?.verifiedAt),
    codeWaiting: Boolean(phone?.codeHash && phone.codeExpiresAt && phone.codeExpiresAt > now),
    stopped: { whatsapp: Boolean(phone?.whatsappStoppedAt), sms: Boolean(phone?.smsStoppedAt) },
    choices: choices.map((c) => `${c.kind}:${c.channel}`),
  }
}
