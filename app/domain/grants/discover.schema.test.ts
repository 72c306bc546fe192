import { describe, expect, it } from 'vitest'
import { discoverHref } from './discover-url.ts'
import { parseDiscoverQuery } from './discover.schema.ts'

describe('Discover state in the URL', () => {
  it('reads every part and falls back to defaults for bad values', () => {
    expect(parseDiscoverQuery(new URLSearchParams('q=%20water%20&sector=health&sort=deadline&page=3'))).toEqual({
      q: 'water',
      sector: 'health',
      region: undefined,
      country: undefined,
      funder: undefined,
      sort: 'deadline',
      page: 3,
    })
    expect(parseDiscoverQuery(new URLSearchParams('sort=up&page=zero&q='))).toMatchObject({ sort: 'newest', page: 1, q: undefined })
  })

  it('reads sectors and regions as ids and countries as ISO codes, from older links’ English words too', () => {
    expect(parseDiscoverQuery(new URLSearchParams('sector=gender_equality&region=east_africa&country=KE'))).toMatchObject({ sector: 'gender_equality', region: 'east_africa', country: 'KE' })
    expect(parseDiscoverQuery(new URLSearchParams('sector=Gender%20Equality&region=East%20Africa&country=Kenya'))).toMatchObject({ sector: 'gender_equality', region: 'east_africa', country: 'KE' })
  })

  it('drops filters with control characters (a NUL used to reach the database and fail with a 500)', () => {
    expect(parseDiscoverQuery(new URLSearchParams('sector=%00&country=Ken%00ya&region=%01&funder=x%7F&q=%00'))).toMatchObject({
      sector: undefined,
      country: undefined,
      region: undefined,
      funder: undefined,
      q: undefined,
    })
  })

  it('writes short links that leave defaults out', () => {
    expect(discoverHref({ sort: 'newest', page: 1 })).toBe('/discover')
    expect(discoverHref({ q: 'water', country: 'KE', sort: 'deadline', page: 2 })).toBe('/discover?q=water&country=KE&sort=deadline&page=2')
  })
})

describe('Discover sort and language', () => {
  it('sorts a text search by relevance unless told otherwise, and a browse by newest', () => {
    expect(parseDiscoverQuery(new URLSearchParams('q=water'))).toMatchObject({ sort: 'relevance' })
    expect(parseDiscoverQuery(new URLSearchParams('q=water&sort='))).toMatchObject({ sort: 'relevance' })
    expect(parseDiscoverQuery(new URLSearchParams('q=water&sort=newest'))).toMatchObject({ sort: 'newest' })
    expect(parseDiscoverQuery(new URLSearchParams(''))).toMatchObject({ sort: 'newest' })
    // Relevance without words to match falls back to the default.
    expect(parseDiscoverQuery(new URLSearchParams('sort=relevance'))).toMatchObject({ sort: 'newest' })
  })

  it('reads the language filter, ignoring languages it does not know', () => {
    expect(parseDiscoverQuery(new URLSearchParams('language=fr'))).toMatchObject({ language: 'fr' })
    expect(parseDiscoverQuery(new URLSearchParams('language=de'))).toMatchObject({ language: undefined })
  })

  it('leaves each search’s default sort out of links', () => {
    expect(discoverHref({ q: 'water', sort: 'relevance', page: 1 })).toBe('/discover?q=water')
    expect(discoverHref({ q: 'water', sort: 'newest', page: 1 })).toBe('/discover?q=water&sort=newest')
    expect(discoverHref({ sort: 'relevance', page: 1 })).toBe('/discover')
    expect(discoverHref({ language: 'pt', sort: 'newest', page: 2 })).toBe('/discover?language=pt&page=2')
  })
})
