import { describe, expect, it } from 'vitest'
import { parseCrawlCap } from './crawl-cap.ts'

describe('The pages a crawl to the end may read', () => {
  it('takes a whole number from 1 to 500, with spaces around it', () => {
    expect(parseCrawlCap('500')).toBe(500)
    expect(parseCrawlCap(' 1 ')).toBe(1)
    expect(parseCrawlCap('120')).toBe(120)
  })

  it('refuses nothing, zero, more than 500, fractions, negatives and words', () => {
    for (const typed of ['', '0', '501', '100000', '12.5', '-3', 'all', '1e3', null]) expect(parseCrawlCap(typed)).toBeNull()
  })
})
