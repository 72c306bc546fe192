import type { IncomingMessage } from 'node:http'
import { PassThrough } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { BODY_IDLE_SECONDS, BodyStalledError, BodyTooLargeError, readBody, UploadMemory } from './request-policy.ts'

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

/** A request body arriving as a stream, with no Content-Length (as a chunked upload). */
const chunked = () => Object.assign(new PassThrough(), { headers: {} })

describe('Reading a request body', () => {
  it('gives up on a body that stops arriving, instead of holding it for minutes', async () => {
    vi.useFakeTimers()
    try {
      const stream = chunked()
      const reading = readBody(stream as unknown as IncomingMessage, 1024 * 1024)
      const outcome = reading.then(
        () => 'read',
        (error: unknown) => error,
      )
      stream.write(Buffer.alloc(1000))
      await vi.advanceTimersByTimeAsync(BODY_IDLE_SECONDS * 1000 + 1)
      expect(await outcome).toBeInstanceOf(BodyStalledError)
    } finally {
      vi.useRealTimers()
    }
  })

  it('reads a body that arrives, and refuses one past its limit', async () => {
    const whole = chunked()
    const read = readBody(whole as unknown as IncomingMessage, 10)
    whole.end(Buffer.from('name=Amina'))
    expect((await read).toString()).toBe('name=Amina')
    const large = chunked()
    const refused = readBody(large as unknown as IncomingMessage, 10)
    large.write(Buffer.alloc(11))
    await expect(refused).rejects.toBeInstanceOf(BodyTooLargeError)
  })
})
