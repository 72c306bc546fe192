import { describe, expect, it } from 'vitest'
import { eachAtMost } from './each-at-most.ts'

describe('eachAtMost', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0
    let most = 0
    const done: number[] = []
    await eachAtMost([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++
      most = Math.max(most, running)
      await new Promise((r) => setTimeout(r, 5))
      done.push(n)
      running--
    })
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(most).toBe(3)
  })

  it('stops starting items after a failure and throws it', async () => {
    const started: number[] = []
    await expect(
      eachAtMost([1, 2, 3, 4, 5], 1, async (n) => {
        started.push(n)
        if (n === 2) throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(started).toEqual([1, 2])
  })
})
