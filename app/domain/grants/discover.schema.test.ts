import { describe, expect, it } from 'vitest'
import { activeAdvancedFields, discoverHref, hasAdvancedFilters, stripAdvanced } from './discover-url.ts'
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

describe('Discover advanced filters in the URL', () => {
  const parse = (search: string) => parseDiscoverQuery(new URLSearchParams(search))

  it('reads every advanced filter', () => {
    expect(parse('min_usd=1000&max_usd=50000&closing=30&from=2027-01-01&to=2027-03-31&type=research&audience=women&min_score=75&hide=saved&sort=match')).toMatchObject({
      minUsd: 1000,
      maxUsd: 50_000,
      closing: 30,
      from: '2027-01-01',
      to: '2027-03-31',
      type: 'research',
      audience: 'women',
      minScore: 75,
      hide: ['saved'],
      sort: 'match',
    })
  })

  it('falls back to no filter for bad values', () => {
    const none = { minUsd: undefined, maxUsd: undefined, closing: undefined, from: undefined, to: undefined, type: undefined, audience: undefined, minScore: undefined, hide: undefined }
    expect(parse('min_usd=-5&max_usd=ten&closing=14&from=2027-02-30&to=31/12/2027&type=loan&audience=aliens&min_score=101&hide=everything')).toMatchObject(none)
    expect(parse('min_usd=1.5&max_usd=1e3&closing=7.0&from=2027-1-1&to=%00&type=%00&audience=WOMEN&min_score=-1&hide=')).toMatchObject(none)
    // An empty field, as a form without JavaScript sends it, is no filter (not 0).
    expect(parse('min_usd=&max_usd=&closing=&from=&to=&type=&audience=&min_score=')).toMatchObject(none)
    expect(parse('min_usd=99999999999999999999')).toMatchObject({ minUsd: undefined })
  })

  it('reads amounts as typed, zero included, and a range given the wrong way round the right way round', () => {
    expect(parse('min_usd=25%2C000&max_usd=%205000%20')).toMatchObject({ minUsd: 5000, maxUsd: 25_000 })
    expect(parse('min_usd=0')).toMatchObject({ minUsd: 0 })
    expect(parse('from=2027-05-01&to=2027-04-01')).toMatchObject({ from: '2027-04-01', to: '2027-05-01' })
    // A minimum match of 0 leaves every grant in: no filter.
    expect(parse('min_score=0')).toMatchObject({ minScore: undefined })
  })

  it('reads hide more than once, each kind once, in one order', () => {
    expect(parse('hide=applied&hide=saved')).toMatchObject({ hide: ['saved', 'applied'] })
    expect(parse('hide=saved&hide=saved&hide=bogus')).toMatchObject({ hide: ['saved'] })
  })

  it('keeps sort=match as asked (the server falls back when there is no match score)', () => {
    expect(parse('sort=match')).toMatchObject({ sort: 'match' })
    expect(parse('q=water&sort=match')).toMatchObject({ sort: 'match' })
  })

  it('writes the advanced filters back into short links that parse to the same state', () => {
    const state = parse('q=water&min_usd=1000&max_usd=50000&closing=90&from=2027-01-01&to=2027-03-31&type=project&audience=farmers&min_score=60&hide=saved&hide=applied&sort=match&page=2')
    const href = discoverHref(state)
    expect(href).toBe('/discover?q=water&min_usd=1000&max_usd=50000&closing=90&from=2027-01-01&to=2027-03-31&type=project&audience=farmers&min_score=60&hide=saved&hide=applied&sort=match&page=2')
    expect(parse(href.split('?')[1])).toEqual(state)
    expect(discoverHref({ minUsd: 0, hide: [], sort: 'newest', page: 1 })).toBe('/discover?min_usd=0')
    expect(discoverHref(parse('min_usd=&max_usd=&closing=&hide=&min_score=0'))).toBe('/discover')
  })
})

describe('Advanced filters by plan', () => {
  it('are for Pro and Premium only', () => {
    expect(hasAdvancedFilters('pro')).toBe(true)
    expect(hasAdvancedFilters('premium')).toBe(true)
    expect(hasAdvancedFilters('free')).toBe(false)
    expect(hasAdvancedFilters(null)).toBe(false)
  })

  it('stripAdvanced drops every advanced filter and keeps the search and basic filters', () => {
    const query = parseDiscoverQuery(
      new URLSearchParams('q=water&sector=health&min_usd=1&max_usd=2&closing=7&from=2027-01-01&to=2027-01-02&type=research&audience=youth&min_score=50&hide=saved&sort=deadline'),
    )
    const stripped = stripAdvanced(query)
    expect(activeAdvancedFields(query)).toEqual(['minUsd', 'maxUsd', 'closing', 'from', 'to', 'type', 'audience', 'minScore', 'hide'])
    expect(activeAdvancedFields(stripped)).toEqual([])
    expect(stripped).toMatchObject({ q: 'water', sector: 'health', sort: 'deadline', page: 1 })
    expect(discoverHref(stripped)).toBe('/discover?q=water&sector=health&sort=deadline')
  })
})
