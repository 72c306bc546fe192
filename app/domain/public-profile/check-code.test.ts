import { describe, expect, it } from 'vitest'
import { CHECK_CODE_ALPHABET, formatCheckCode, generateCheckCode, normalizeCheckCode } from './check-code.ts'

describe('Badge check codes', () => {
  it('are 10 characters of Crockford base32, without I, L, O or U', () => {
    for (let i = 0; i < 200; i++) expect(generateCheckCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/)
    expect(CHECK_CODE_ALPHABET).toHaveLength(32)
    expect(CHECK_CODE_ALPHABET).not.toMatch(/[ILOU]/)
  })

  it('come from the random source, every character equally likely', () => {
    expect(generateCheckCode((b) => b.fill(0))).toBe('0000000000')
    expect(generateCheckCode((b) => b.fill(255))).toBe('ZZZZZZZZZZ')
    expect(generateCheckCode((b) => Object.assign(b, [0, 1, 2, 10, 17, 18, 31, 32, 63, 200]))).toBe('012AHJZ0Z8')
    const seen = new Set(Array.from({ length: 400 }, () => generateCheckCode()))
    expect(seen.size).toBe(400)
  })

  it('are shown as ABCD-EFGH-JK', () => {
    expect(formatCheckCode('ABCDEFGHJK')).toBe('ABCD-EFGH-JK')
  })

  it('are read back with or without dashes, in lower case, and with O, I and L typed for 0 and 1', () => {
    expect(normalizeCheckCode('ABCD-EFGH-JK')).toBe('ABCDEFGHJK')
    expect(normalizeCheckCode('abcdefghjk')).toBe('ABCDEFGHJK')
    expect(normalizeCheckCode(' abcd efgh-jk ')).toBe('ABCDEFGHJK')
    expect(normalizeCheckCode('O1LI-2345-67')).toBe('0111234567')
    // The codes written before check codes existed (upper-case hex) read too.
    expect(normalizeCheckCode('3F9A0C7B1E')).toBe('3F9A0C7B1E')
  })

  it('refuse anything that cannot be a code', () => {
    for (const bad of ['', 'ABCD-EFGH-J', 'ABCD-EFGH-JKM', 'ABCD-EFGH-JU', 'ABCD_EFGH_JK', 'ÀBCD-EFGH-JK', '../etc/passwd', 'A'.repeat(41), 42, null, undefined]) {
      expect(normalizeCheckCode(bad), String(bad)).toBeNull()
    }
  })
})
