import { describe, expect, it } from 'vitest'
import { maskEmail } from './mask-email.ts'

describe('A masked address', () => {
  it('keeps the first character and the domain, enough for its owner to recognise it', () => {
    expect(maskEmail('kofi.mensah@ngo.org')).toBe('k…@ngo.org')
    expect(maskEmail('j@ngo.org')).toBe('j…@ngo.org')
  })

  it('shows nothing of something that is not an address', () => {
    expect(maskEmail('@ngo.org')).toBe('…')
    expect(maskEmail('no-at-sign')).toBe('…')
  })
})
