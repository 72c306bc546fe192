import { describe, expect, it } from 'vitest'
import { UploadMemory } from './request-policy.ts'

describe('Memory held for uploads', () => {
  it('is shared by all uploads up to its total, and given back when each one ends', () => {
    const memory = new UploadMemory({ total: 100, perMember: 2 })
    const a = memory.open('amina')!
    const b = memory.open('baraka')!
    expect(a.take(60)).toBe(true)
    expect(b.take(50)).toBe(false)
    expect(b.take(40)).toBe(true)
    a.close()
    expect(b.take(50)).toBe(true)
  })

  it('lets one member send only a few uploads at a time', () => {
    const memory = new UploadMemory({ total: 100, perMember: 2 })
    const first = memory.open('amina')!
    expect(memory.open('amina')).not.toBeNull()
    expect(memory.open('amina')).toBeNull()
    expect(memory.open('baraka')).not.toBeNull()
    first.close()
    expect(memory.open('amina')).not.toBeNull()
  })
})
