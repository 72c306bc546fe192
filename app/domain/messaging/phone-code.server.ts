import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { PHONE_CODE } from '../../catalog/messaging.ts'

/** A fresh one-time code: PHONE_CODE.length random digits. */
export function newPhoneCode() {
  return String(randomInt(0, 10 ** PHONE_CODE.length)).padStart(PHONE_CODE.length, '0')
}

/** The code as stored: an HMAC bound to the member and the number, so a leaked row proves nothing. */
export function phoneCodeHash(secret: string, userId: string, number: string, code: string) {
  return createHmac('sha256', secret).update(`${userId}\n${number}\n${code}`).digest('base64url')
}

export function samePhoneCode(secret: string, userId: string, number: string, code: string, hash: string) {
  const a = Buffer.from(phoneCodeHash(secret, userId, number, code))
  const b = Buffer.from(hash)
  return a.length === b.length && timingSafeEqual(a, b)
}
