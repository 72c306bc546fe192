import { eq } from 'drizzle-orm'
import { PHONE_CODE } from '../../catalog/messaging.ts'
import type { Db } from '../../db/client.server.ts'
import { phoneNumbers } from '../../db/schema/index.ts'
import { samePhoneCode } from './phone-code.server.ts'

export type ConfirmPhoneResult = { ok: true } | { ok: false; error: 'messaging.codeRequired' | 'messaging.codeWrong' | 'messaging.codeExpired' | 'messaging.codeTooManyTries' | 'messaging.noCodeSent' }

/** Proves the member's number with the code sent to it: right, in time, within PHONE_CODE.attempts tries. */
export async function confirmPhoneNumber(db: Db, secret: string, userId: string, code: string, now = new Date()): Promise<ConfirmPhoneResult> {
  const typed = code.replace(/\s+/g, '')
  if (!typed) return { ok: false, error: 'messaging.codeRequired' }
  return db.transaction(async (tx) => {
    const [phone] = await tx.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId)).for('update')
    if (!phone?.codeHash || !phone.codeExpiresAt) return { ok: false, error: 'messaging.noCodeSent' }
    if (phone.codeAttempts >= PHONE_CODE.attempts) return { ok: false, error: 'messaging.codeTooManyTries' }
    if (phone.codeExpiresAt < now) return { ok: false, error: 'messaging.codeExpired' }
    if (!/^\d+$/.test(typed) || !samePhoneCode(secret, userId, phone.number, typed, phone.codeHash)) {
      await tx
        .update(phoneNumbers)
        .set({ codeAttempts: phone.codeAttempts + 1 })
        .where(eq(phoneNumbers.userId, userId))
      return { ok: false, error: phone.codeAttempts + 1 >= PHONE_CODE.attempts ? 'messaging.codeTooManyTries' : 'messaging.codeWrong' }
    }
    await tx.update(phoneNumbers).set({ verifiedAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0, updatedAt: now }).where(eq(phoneNumbers.userId, userId))
    return { ok: true }
  })
}
