import { describe, expect, it } from 'vitest'
import { CRAWL_FREQUENCIES } from '../../../catalog/discovery.ts'
import { REGISTRY_KIND_SOURCE_TYPE, REGISTRY_KINDS, REGISTRY_MIN_SOURCES } from '../../../catalog/discovery-registry.ts'
import { LANGUAGES } from '../../../catalog/languages.ts'
import { GRANT_REGIONS, SECTORS } from '../../../catalog/sectors.ts'
import { parseRegistry, registrySources, registryUrlKey, searchRegistry } from './registry.ts'

const valid = {
  id: 'example-fund',
  name: 'Example Fund',
  url: 'https://fund.example.org/grants',
  kind: 'foundation',
  languages: ['en'],
  regions: ['pan_african'],
  sectors: [],
  frequency: 'monthly',
  foundIn: { repo: 'owner/name', path: 'data/funders.csv' },
}

describe('The registry of funders and portals', () => {
  it('loads every entry, each valid against the catalogue and cited to a public file', () => {
    const sources = registrySources()
    for (const source of sources) {
      expect(REGISTRY_KINDS).toContain(source.kind)
      expect(CRAWL_FREQUENCIES).toContain(source.frequency)
      expect(source.languages.length).toBeGreaterThan(0)
      for (const language of source.languages) expect(LANGUAGES).toContain(language)
      expect(source.regions.length).toBeGreaterThan(0)
      for (const region of source.regions) expect(GRANT_REGIONS).toContain(region)
      for (const sector of source.sectors) expect(SECTORS).toContain(sector)
      expect(source.foundIn.repo).toMatch(/^[A-Za-z0-9][\w.-]*\/[A-Za-z0-9][\w.-]*$/)
      expect(source.foundIn.path.trim()).not.toBe('')
    }
  })

  it(`holds at least ${REGISTRY_MIN_SOURCES} entries`, () => {
    expect(registrySources().length).toBeGreaterThanOrEqual(REGISTRY_MIN_SOURCES)
  })

  it('never repeats an id or an address (lower-cased, without a trailing slash)', () => {
    const sources = registrySources()
    expect(new Set(sources.map((source) => source.id)).size).toBe(sources.length)
    expect(new Set(sources.map((source) => registryUrlKey(source.url))).size).toBe(sources.length)
  })

  it('gives every entry an http(s) address on a public host, never localhost or an IP address', () => {
    for (const source of registrySources()) {
      const url = new URL(source.url)
      expect(['https:', 'http:']).toContain(url.protocol)
      expect(url.hostname).toMatch(/\.[a-z]{2,}$/)
      expect(url.hostname).not.toMatch(/^localhost$|\.local$|\.example$|^\d+\.\d+\.\d+\.\d+$|^\[/)
      expect(url.username + url.password).toBe('')
      expect(url.port).toBe('')
    }
  })

  it('maps every kind to a source type', () => {
    for (const kind of REGISTRY_KINDS) expect(REGISTRY_KIND_SOURCE_TYPE[kind]).toBeTruthy()
    expect(REGISTRY_KIND_SOURCE_TYPE.aggregator).toBe('foundation_database')
    expect(REGISTRY_KIND_SOURCE_TYPE.embassy_fund).toBe('government_portal')
  })

  it('offers UKRI’s feed of opportunities, read as a feed (issue 25 §3: a feed in one click)', () => {
    const ukri = registrySources().find((source) => source.id === 'ukri-opportunities')
    expect(ukri).toMatchObject({ url: 'https://www.ukri.org/opportunity/feed/', format: 'feed', foundIn: { repo: 'DionCroft/Research-Funding-Debrief', path: 'app/config.py' } })
    expect(
      registrySources()
        .filter((source) => source.format !== 'auto')
        .map((source) => source.id),
    ).toEqual(['ukri-opportunities'])
  })

  it('has entries of every kind', () => {
    const kinds = new Set(registrySources().map((source) => source.kind))
    for (const kind of REGISTRY_KINDS) expect(kinds).toContain(kind)
  })
})

describe('Searching the registry', () => {
  it('finds an entry by its name, in any case', () => {
    const found = searchRegistry('mastercard FOUNDATION')
    expect(found.map((source) => source.id)).toContain('mastercard-foundation')
  })

  it('finds entries by region, written with a space or an underscore', () => {
    for (const query of ['southern africa', 'southern_africa']) {
      const found = searchRegistry(query)
      expect(found.length).toBeGreaterThan(0)
      for (const source of found) expect(source.regions.includes('southern_africa') || source.name.toLowerCase().includes('southern africa')).toBe(true)
    }
  })

  it('finds entries by the host of their address, by kind and by sector', () => {
    expect(searchRegistry('afdb.org').map((source) => source.id)).toContain('afdb')
    expect(searchRegistry('aggregator').every((source) => source.kind === 'aggregator' || source.name.toLowerCase().includes('aggregator'))).toBe(true)
    expect(searchRegistry('gender_equality').map((source) => source.id)).toContain('un-women')
  })

  it('gives everything for an empty query and nothing for a query that matches no entry', () => {
    expect(searchRegistry('  ')).toHaveLength(registrySources().length)
    expect(searchRegistry('zzz-no-such-funder')).toHaveLength(0)
  })
})

describe('Checking a registry file', () => {
  it('accepts a well-formed entry, read automatically unless it names a crawl format', () => {
    expect(parseRegistry([valid])[0]).toMatchObject({ id: 'example-fund', kind: 'foundation', format: 'auto' })
    expect(parseRegistry([{ ...valid, format: 'feed' }])[0].format).toBe('feed')
  })

  it('refuses a bad entry with an error that names it', () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ kind: 'bank' }, /example-fund.*kind "bank"/],
      [{ languages: ['de'] }, /example-fund.*languages has an unknown value "de"/],
      [{ regions: ['europe'] }, /example-fund.*regions has an unknown value "europe"/],
      [{ sectors: ['sport'] }, /example-fund.*sectors has an unknown value "sport"/],
      [{ frequency: 'hourly' }, /example-fund.*frequency "hourly"/],
      [{ url: 'ftp://fund.example.org' }, /example-fund.*url/],
      [{ foundIn: { repo: 'no-slash', path: 'a.csv' } }, /example-fund.*foundIn.repo/],
      [{ foundIn: { repo: 'owner/name', path: '' } }, /example-fund.*foundIn.path/],
      [{ id: 'Not Kebab' }, /Not Kebab.*id is not kebab-case/],
      [{ format: 'rss' }, /example-fund.*format "rss" is not a crawl format/],
      [{ format: 'grants_gov_xml' }, /example-fund.*format "grants_gov_xml" is not a crawl format/],
    ]
    for (const [change, message] of cases) expect(() => parseRegistry([{ ...valid, ...change }])).toThrow(message)
  })

  it('refuses a repeated id or address', () => {
    expect(() => parseRegistry([valid, { ...valid, url: 'https://other.example.org' }])).toThrow(/repeats an id/)
    expect(() => parseRegistry([valid, { ...valid, id: 'other-fund', url: 'HTTPS://fund.example.org/grants/' }])).toThrow(/other-fund.*repeats the url/)
  })
})
