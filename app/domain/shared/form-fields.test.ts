import { describe, expect, it } from 'vitest'
import { hasControlCharacters, isCalendarDate, optionalWholeNumber, text } from './form-fields.ts'
import { parseSerialId, parseToken, parseUuid } from './ids.ts'

describe('Form fields refuse what the database cannot hold', () => {
  it('takes only real calendar dates between 1900 and 2200', () => {
    for (const ok of ['2025-02-28', '2024-02-29', '1900-01-01', '2200-12-31']) expect(isCalendarDate(ok), ok).toBe(true)
    for (const bad of ['2025-02-31', '2025-02-29', '0000-01-01', '1899-12-31', '2201-01-01', '2025-13-01', '2025-04-31', '2025-1-1', '+275760-09-13']) expect(isCalendarDate(bad), bad).toBe(false)
  })

  it('refuses control characters, keeping line breaks and tabs in multi-line text only', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true)
    expect(hasControlCharacters('a\u009Fb')).toBe(true)
    expect(hasControlCharacters('one\ntwo', 'lines')).toBe(false)
    expect(hasControlCharacters('one\ntwo', 'line')).toBe(true)
    expect(hasControlCharacters('مؤسسة التعليم 🌍 <b>elimu</b>')).toBe(false)
  })

  it('refuses a file where text belongs, with the field’s message', () => {
    const result = text('Grant title').safeParse(new File(['x'], 'x.txt'))
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].message).toBe('Grant title must be typed text, not a file.')
  })

  it('takes amounts up to 999,999,999,999 and refuses larger ones with their own message', () => {
    const amount = optionalWholeNumber('whole numbers', 'too large')
    expect(amount.parse('4,294,967,296')).toBe(4_294_967_296)
    expect(amount.parse('999999999999')).toBe(999_999_999_999)
    expect(amount.safeParse('1000000000000').error?.issues[0].message).toBe('too large')
    expect(amount.safeParse('-1').error?.issues[0].message).toBe('whole numbers')
  })

  it('reads ids only when they can be ids', () => {
    expect(parseSerialId('2147483647')).toBe(2_147_483_647)
    for (const bad of ['2147483648', '0', '-1', '1.5', '1e3', 'abc', ' 1', '01']) expect(parseSerialId(bad), bad).toBeNull()
    expect(parseUuid('0B1C2D3E-0000-4000-8000-000000000000')).toBe('0b1c2d3e-0000-4000-8000-000000000000')
    for (const bad of ['------------------------------------', 'abc', '0b1c2d3e-0000-4000-8000-00000000000g']) expect(parseUuid(bad), bad).toBeNull()
    expect(parseToken('cs_sandbox_abc123')).toBe('cs_sandbox_abc123')
    for (const bad of ['a b', '\u0000', '../x', 'x'.repeat(201)]) expect(parseToken(bad), bad).toBeNull()
  })
})
