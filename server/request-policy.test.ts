import { describe, expect, it } from 'vitest'
import { UploadMemory } from './request-policy.ts'

describe('Memory held for uploads', () => {
  it('is shared by all uploads up to its total, and given back when each one ends', () => {
    const memory = new UploadMemory({ total: 100, perMember: 100 })
    const a = memory.open('amina')
    const b = memory.open('baraka')
    expect(a.take(60)).toBe(true)
    expect(b.take(50)).toBe(false)
    expect(b.take(40)).toBe(true)
    a.close()
    a.close()
    expect(b.take(50)).toBe(true)
  })

  it('lets one member hold only their share, across all their uploads', () => {
    const memory = new UploadMemory({ total: 100, perMember: 50 })
    const first = memory.open('amina')
    const second = memory.open('amina')
    expect(first.take(30)).toBe(true)
    expect(second.take(30)).toBe(false)
    expect(memory.open('baraka').take(50)).toBe(true)
    first.close()
    expect(second.take(30)).toBe(true)
  })
})
