import { eq } from 'drizzle-orm'
import { PHONE_CODE, type PhoneChannel } from '../../catalog/messaging.ts'
import type { Db } from '../../db/client.server.ts'
import { phoneNumbers } from '../../db/schema/index.ts'
import type { Language } from '../../i18n/languages.ts'
import { claimPhoneMessages, type Enqueue } from './claim-phone-message.server.ts'
import { newPhoneCode, phoneCodeHash } from './phone-code.server.ts'
import { parseMobileNumber, timeZonesOf } from './phone-number.ts'
import type { Messaging } from './phone-provider.ts'

const HOUR_MS = 60 * 60 * 1000

export type AddPhoneNumberResult = { ok: true; number: string } | { ok: false; error: 'messaging.numberRequired' | 'messaging.numberInvalid' | 'messaging.numberNotMobile' | 'messaging.tooManyCodes' }

/**
 * Saves the member's mobile number, not yet proven, and sends it a one-time code by the channel they
 * chose (ADR 068). A new number starts unproven and unstopped; the same number keeps its state.
 * At most PHONE_CODE.perHour codes go out per hour.
 */
export async function addPhoneNumber(
  services: { db: Db; messaging: Messaging; enqueue: Enqueue; secret: string },
  member: { userId: string; language: Language; country: string | null },
  input: { number: string; channel: PhoneChannel },
  now = new Date(),
): Promise<AddPhoneNumberResult> {
  if (!input.number.trim()) return { ok: false, error: 'messaging.numberRequired' }
  const parsed = parseMobileNumber(input.number, member.country)
  if (!parsed.ok) return parsed
  const code = newPhoneCode()
  const sent = await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(phoneNumbers).where(eq(phoneNumbers.userId, member.userId)).for('update')
    const windowOpen = before?.codesSince && now.getTime() - before.codesSince.getTime() < HOUR_MS
    if (windowOpen && before.codesSent >= PHONE_CODE.perHour) return false
    const same = before?.number === parsed.number
    const values = {
      number: parsed.number,
      timeZone: same ? before.timeZone : timeZonesOf(parsed.country)[0],
      verifiedAt: same ? before.verifiedAt : null,
      whatsappStoppedAt: same ? before.whatsappStoppedAt : null,
      smsStoppedAt: same ? before.smsStoppedAt : null,
      codeHash: phoneCodeHash(services.secret, member.userId, parsed.number, code),
      codeExpiresAt: new Date(now.getTime() + PHONE_CODE.minutes * 60_000),
      codeAttempts: 0,
      codesSent: windowOpen ? before.codesSent + 1 : 1,
      codesSince: windowOpen ? before.codesSince : now,
      updatedAt: now,
    }
    await tx
      .insert(phoneNumbers)
      .values({ userId: member.userId, ...values })
      .onConflictDoUpdate({ target: phoneNumbers.userId, set: values })
    return true
  })
  if (!sent) return { ok: false, error: 'messaging.tooManyCodes' }
  await claimPhoneMessages(services, [
    {
      key: `code:${member.userId}:${now.getTime()}`,
      userId: member.userId,
      channel: input.channel,
      kind: null,
      template: 'code',
      params: { code, minutes: PHONE_CODE.minutes },
      to: parsed.number,
      language: member.language,
    },
  ])
  return { ok: true, number: parsed.number }
}
