import { describe, expect, it } from 'vitest'
import { searchTerms } from './search-grants.server.ts'

describe('Splitting a search into words', () => {
  it('lower-cases, splits at punctuation, drops one-letter words and repeats (the database takes accents off)', () => {
    expect(searchTerms('École Numérique — RURALE, rurale & a')).toEqual(['école', 'numérique', 'rurale'])
  })

  it('keeps words of every script the grants are written in', () => {
    expect(searchTerms('Educação: água potável')).toEqual(['educação', 'água', 'potável'])
    expect(searchTerms('التعليم للجميع، elimu kwa wote')).toEqual(['التعليم', 'للجميع', 'elimu', 'kwa', 'wote'])
    // Arabic vowel marks are part of a word, not a break in it.
    expect(searchTerms('التَّعْلِيم')).toEqual(['التَّعْلِيم'])
  })

  it('keeps at most 8 words, so a pasted paragraph stays a cheap query', () => {
    expect(searchTerms('one two three four five six seven eight nine ten')).toHaveLength(8)
  })

  it('gives nothing for a search of only symbols', () => {
    expect(searchTerms('!!! ???')).toEqual([])
  })
})
