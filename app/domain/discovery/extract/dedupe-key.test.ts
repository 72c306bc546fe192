import { describe, expect, it } from 'vitest'
import { dedupeKey, titleSimilarity } from './dedupe-key.ts'

describe('Spotting the same grant twice', () => {
  it('gives near-same titles the same key', () => {
    const a = dedupeKey('Fonds Climat 2027 – Appel à projets', 'Fondation Baobab', '2027-03-15')
    expect(a).toBe(dedupeKey('fonds climat 2027: appel a projets', 'FONDATION BAOBAB', '2027-03-15'))
    expect(a).toBe('fonds climat 2027 appel projets|fondation baobab|2027-03-15')
  })

  it('keeps grants apart when the deadline or the funder differs', () => {
    expect(dedupeKey('Climate Fund', 'Acacia', '2027-03-15')).not.toBe(dedupeKey('Climate Fund', 'Acacia', '2028-03-15'))
    expect(dedupeKey('Climate Fund', 'Acacia', null)).not.toBe(dedupeKey('Climate Fund', 'Baobab', null))
  })

  it('scores titles as pg_trgm does: 1 for the same words, near 1 for small changes, low for different titles', () => {
    expect(titleSimilarity('Community Health Grants 2027', 'community health grants 2027!')).toBe(1)
    expect(titleSimilarity('Community Health Grants 2027', 'Community Health Grant 2027')).toBeGreaterThan(0.8)
    expect(titleSimilarity('Community Health Grants 2027', 'Youth Innovation Prize')).toBeLessThan(0.2)
    expect(titleSimilarity('', 'x')).toBe(0)
    // pg_trgm: similarity('word', 'two words') = 4/11 (shared "  w"," wo","wor","ord"; 'word' has 5, 'two words' 10).
    expect(titleSimilarity('word', 'two words')).toBeCloseTo(4 / 11, 5)
  })
})
