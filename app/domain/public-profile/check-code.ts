/**
 * A badge's public check code (/verify/{code}): 10 characters of Crockford's base32 (no I, L, O or
 * U, so nothing reads as another letter or a word), 50 random bits. Stored without dashes, shown
 * as ABCD-EFGH-JK, and read back however a person types it: dashes or spaces, lower case, and the
 * letters Crockford reads as digits (O as 0, I and L as 1).
 */
export const CHECK_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const CHECK_CODE_LENGTH = 10
const STORED = /^[0-9A-HJKMNP-TV-Z]{10}$/

/** A new code from a cryptographic random source (each byte's low 5 bits: 256 is a multiple of 32, so every character is equally likely). */
export function generateCheckCode(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(CHECK_CODE_LENGTH))
  return Array.from(bytes, (b) => CHECK_CODE_ALPHABET[b & 31]).join('')
}

/** ABCDEFGHJK → ABCD-EFGH-JK, as people read, print and type it. */
export function formatCheckCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`
}

/** A typed or linked code as stored, or null when it cannot be one (wrong length or a character no code has). */
export function normalizeCheckCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 40) return null
  const code = input.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1')
  return STORED.test(code) ? code : null
}
