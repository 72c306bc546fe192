import { eq } from 'drizzle-orm'
import { PHONE_CHANNELS, PHONE_MESSAGE_KINDS, type PhoneChannel, type PhoneMessageKind } from '../../catalog/messaging.ts'
import type { Db } from '../../db/client.server.ts'
import { phoneMessageChoices, phoneNumbers } from '../../db/schema/index.ts'

export type PhoneChoice = { kind: PhoneMessageKind; channel: PhoneChannel }

/** "reminders:whatsapp" → the choice, or null for anything the form never offers. */
export function parsePhoneChoice(value: unknown): PhoneChoice | null {
  if (typeof value !== 'string') return null
  const [kind, channel, extra] = value.split(':')
  if (extra !== undefined || !(PHONE_MESSAGE_KINDS as readonly string[]).includes(kind) || !(PHONE_CHANNELS as readonly string[]).includes(channel)) return null
  return { kind: kind as PhoneMessageKind, channel: channel as PhoneChannel }
}

/** Replaces the member's choices; only a proven number may receive anything. */
export async function savePhoneChoices(db: Db, userId: string, choices: PhoneChoice[]): Promise<'saved' | 'unproven'> {
  return db.transaction(async (tx) => {
    const [phone] = await tx.select({ verifiedAt: phoneNumbers.verifiedAt }).from(phoneNumbers).where(eq(phoneNumbers.userId, userId))
    if (!phone?.verifiedAt) return 'unproven'
    await tx.delete(phoneMessageChoices).where(eq(phoneMessageChoices.userId, userId))
    if (choices.length)
      await tx
        .insert(phoneMessageChoices)
        .values(choices.map((c) => ({ userId, ...c })))
        .onConflictDoNothing()
    return 'saved'
  })
}
