import { describe, expect, it } from 'vitest'
import { parseAmount } from './amounts.ts'
import { countDates, parseDeadline } from './dates.ts'
import { extractDetailed } from './index.ts'
import { parsePlaces } from './places.ts'
import { sectorScores } from './sectors.ts'
import { hostileHtml } from '../../../../tests/support/hostile-page.ts'
import { TEXT_LIMIT } from './text.ts'

/**
 * Extraction runs inside the web server, so a huge or hostile page must not stall it. Every text
 * parser reads at most TEXT_LIMIT characters, and nothing in them grows with the square of the text
 * (blanking each country name by rebuilding the text once took 102 s on a 1.7 MB page). These tests
 * check what is read and that it finishes; how long it takes is measured by the bench
 * (`npm run bench -- --only crawl`), not asserted here. The old code ran for minutes on these pages:
 * the generous timeout below still catches a return of that.
 */
const MINUTE = 60_000

describe('A huge page full of dates, amounts and country names', { timeout: MINUTE }, () => {
  it('is read, its title and places found', () => {
    const html = hostileHtml()
    expect(html.length).toBeGreaterThan(2_000_000)
    const result = extractDetailed({ url: 'https://funder.example/grants/community-2027', html, fetchedAt: new Date('2026-11-23T08:00:00Z') })
    expect(result.draft.title).toBe('Community Grants 2027')
    expect(result.draft.countryCodes.length).toBeGreaterThan(0)
  })

  it('hands each parser only the start of a long text', () => {
    // A place, an amount, a date and a sector named only after the first TEXT_LIMIT characters are not read.
    const filler = 'lorem ipsum dolor sit amet '.repeat(Math.ceil((TEXT_LIMIT * 50) / 27))
    expect(parsePlaces(`${filler} Kenya`).countryCodes).toEqual([])
    expect(parsePlaces(`Ghana ${filler} Kenya`).countryCodes).toEqual(['GH'])
    expect(parseAmount(`${filler} USD 50,000`).max).toBeNull()
    expect(parseDeadline(`${filler} Deadline: 15 March 2027`, new Date('2026-11-23')).deadline).toBeNull()
    expect(countDates(`${filler} 15 March 2027`, new Date('2026-11-23'))).toBe(0)
    expect(sectorScores(`${filler} health health health`).size).toBe(0)
  })

  it('reads a whole TEXT_LIMIT of country names (one pass to blank them, not one per name)', () => {
    const text = 'Kenya, Ghana, Nigeria, Mali, Chad, Niger, Senegal, Togo, Benin, Uganda, '.repeat(Math.ceil(TEXT_LIMIT / 70))
    const places = parsePlaces(text)
    expect(places.countryCodes).toHaveLength(10)
  })
})

describe('A page of deeply nested elements', { timeout: MINUTE }, () => {
  it('is read without overflowing the stack', () => {
    const depth = 100_000
    const html = `<html><body><main><h1>Deep Grant 2027</h1>${'<div>'.repeat(depth)}Grants of USD 50,000, open to groups based in Kenya. Deadline: 1 March 2027${'</div>'.repeat(depth)}</main></body></html>`
    const result = extractDetailed({ url: 'https://funder.example/grants/deep', html, fetchedAt: new Date('2026-11-23T08:00:00Z') })
    expect(result.draft.title).toBe('Deep Grant 2027')
    // The text below the flattened depth is still read.
    expect(result.draft.countryCodes).toEqual(['KE'])
    expect(result.draft.deadline).toBe('2027-03-01')
  })
})

describe('A large text inside 120 nested inline elements', { timeout: MINUTE }, () => {
  it.each(['span', 'strong'])('is read inside <%s>s (each one is not asked for its whole text)', (tag) => {
    const inner = 'Deadline: 15 March 2027. Grants of USD 5,000 in Kenya. '.repeat(30_000)
    const html = `<html><body><main><h1>Grant</h1>${`<${tag}>`.repeat(120)}${inner}${`</${tag}>`.repeat(120)}</main></body></html>`
    extractDetailed({ url: 'https://funder.example/grants/a', html, fetchedAt: new Date('2026-11-23T08:00:00Z') })
  })
})

describe('Text built to make a pattern backtrack', { timeout: MINUTE }, () => {
  it.each([
    ['an organisation name that never reaches a verb', 'Foundation of the '.repeat(10_000)],
    ['a French one', 'Fondation pour les '.repeat(10_000)],
    ['capitalised words', 'The Alpha Beta Gamma Delta Foundation Fund Trust '.repeat(3000)],
    ['figures and separators', '1,000,000,'.repeat(20_000)],
    ['range words', 'between USD 1 and '.repeat(10_000)],
    ['Arabic organisation words', 'مؤسسة '.repeat(30_000)],
  ])('reads %s to the end', (_, text) => {
    extractDetailed({ url: 'https://funder.example/grants/a', html: `<html><body><main><h1>Grant</h1><p>${text}</p></main></body></html>`, fetchedAt: new Date('2026-11-23T08:00:00Z') })
  })
})
