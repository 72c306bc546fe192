import { describe, expect, it } from 'vitest'
import { searchTerms } from './search-grants.server.ts'

describe('Splitting a search into words', () => {
  it('lower-cases, removes accents and punctuation, drops one-letter words and repeats', () => {
    expect(searchTerms('École Numérique — RURALE, rurale & a')).toEqual(['ecole', 'numerique', 'rurale'])
  })

  it('keeps at most 8 words, so a pasted paragraph stays a cheap query', () => {
    expect(searchTerms('one two three four five six seven eight nine ten')).toHaveLength(8)
  })

  it('gives nothing for a search of only symbols', () => {
    expect(searchTerms('!!! ???')).toEqual([])
  })
})
