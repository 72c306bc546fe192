import { type CrawlFrequency, isCrawlFrequency, isImporterFormat, isSourceFormat, type SourceFormat } from '../../../catalog/discovery.ts'
import { isRegistryKind, type RegistryKind } from '../../../catalog/discovery-registry.ts'
import { type Language, LANGUAGES } from '../../../catalog/languages.ts'
import { type GrantRegion, isGrantRegion, isOneOf, isSector, type Sector } from '../../../catalog/sectors.ts'
import data from './sources.json' with { type: 'json' }

/**
 * The registry of real funders and grant portals that fund organizations in Africa (README.md beside
 * this file): each entry's address was taken from a public file, named in `foundIn`. Read once,
 * checked whole: a bad entry is an error naming it, never a silently skipped source.
 */
export type RegistrySource = {
  /** Stable kebab-case id. */
  id: string
  /** The funder's or portal's name. */
  name: string
  /** The page to crawl: the funder's grants page when the cited file gave it, else its home page. */
  url: string
  kind: RegistryKind
  /** The languages its calls are published in. */
  languages: readonly Language[]
  /** Where in Africa it funds; pan_african when across Africa or not narrower. */
  regions: readonly GrantRegion[]
  /** Its evident focus; empty for all sectors. */
  sectors: readonly Sector[]
  frequency: CrawlFrequency
  /** How the address is read (`auto` when the entry does not say): `feed` for a funder's RSS/Atom feed of calls. */
  format: SourceFormat
  /** The public file the address was found in. */
  foundIn: { repo: string; path: string }
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const REPO = /^[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9][A-Za-z0-9_.-]*$/

function fail(index: number, entry: unknown, problem: string): never {
  const id = typeof entry === 'object' && entry !== null && 'id' in entry ? String((entry as { id: unknown }).id) : `#${index}`
  throw new Error(`Discovery registry entry ${id} (index ${index}): ${problem}`)
}

function listOf<T extends string>(index: number, entry: unknown, field: string, value: unknown, check: (item: unknown) => item is T, nonEmpty: boolean): T[] {
  if (!Array.isArray(value)) fail(index, entry, `${field} is not a list`)
  if (nonEmpty && value.length === 0) fail(index, entry, `${field} is empty`)
  for (const item of value) if (!check(item)) fail(index, entry, `${field} has an unknown value ${JSON.stringify(item)}`)
  if (new Set(value).size !== value.length) fail(index, entry, `${field} repeats a value`)
  return value as T[]
}

function httpUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** One entry of sources.json checked against the catalogue; throws an Error naming the entry. */
export function parseRegistrySource(entry: unknown, index: number): RegistrySource {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) fail(index, entry, 'is not an object')
  const e = entry as Record<string, unknown>
  if (typeof e.id !== 'string' || !ID.test(e.id)) fail(index, entry, 'id is not kebab-case')
  if (typeof e.name !== 'string' || e.name.trim() === '') fail(index, entry, 'name is empty')
  if (!httpUrl(e.url)) fail(index, entry, `url ${JSON.stringify(e.url)} is not an http(s) address`)
  if (!isRegistryKind(e.kind)) fail(index, entry, `kind ${JSON.stringify(e.kind)} is not a registry kind`)
  if (!isCrawlFrequency(e.frequency)) fail(index, entry, `frequency ${JSON.stringify(e.frequency)} is not a crawl frequency`)
  // An entry may name how its address is read (a feed); an importer's file or API is not a registry entry.
  if (e.format !== undefined && (!isSourceFormat(e.format) || isImporterFormat(e.format))) fail(index, entry, `format ${JSON.stringify(e.format)} is not a crawl format`)
  const foundIn = e.foundIn as Record<string, unknown> | undefined
  if (typeof foundIn !== 'object' || foundIn === null) fail(index, entry, 'foundIn is missing')
  if (typeof foundIn.repo !== 'string' || !REPO.test(foundIn.repo)) fail(index, entry, 'foundIn.repo is not owner/name')
  if (typeof foundIn.path !== 'string' || foundIn.path.trim() === '') fail(index, entry, 'foundIn.path is empty')
  return {
    id: e.id,
    name: e.name,
    url: e.url as string,
    kind: e.kind,
    languages: listOf(index, entry, 'languages', e.languages, (v): v is Language => isOneOf(LANGUAGES, v), true),
    regions: listOf(index, entry, 'regions', e.regions, isGrantRegion, true),
    sectors: listOf(index, entry, 'sectors', e.sectors, isSector, false),
    frequency: e.frequency,
    format: (e.format as SourceFormat | undefined) ?? 'auto',
    foundIn: { repo: foundIn.repo, path: foundIn.path },
  }
}

/** An address as compared for duplicates: lower-cased, without a trailing slash. */
export const registryUrlKey = (url: string): string => url.toLowerCase().replace(/\/+$/, '')

/** Every entry of a registry file, checked, with ids and addresses unique. */
export function parseRegistry(entries: unknown): RegistrySource[] {
  if (!Array.isArray(entries)) throw new Error('Discovery registry: sources.json is not a list')
  const sources = entries.map(parseRegistrySource)
  const ids = new Set<string>()
  const urls = new Set<string>()
  for (const [index, source] of sources.entries()) {
    if (ids.has(source.id)) fail(index, source, 'repeats an id')
    if (urls.has(registryUrlKey(source.url))) fail(index, source, `repeats the url ${source.url}`)
    ids.add(source.id)
    urls.add(registryUrlKey(source.url))
  }
  return sources
}

let cached: readonly RegistrySource[] | undefined

/** The registry's entries, checked on first use. */
export function registrySources(): readonly RegistrySource[] {
  cached ??= Object.freeze(parseRegistry(data))
  return cached
}

/**
 * Entries whose name, address host, kind, a region or a sector contains the query, case-insensitively
 * ("_" and spaces alike, so "east africa" finds east_africa). An empty query gives every entry.
 */
export function searchRegistry(query: string): readonly RegistrySource[] {
  const needle = normalize(query.trim())
  if (needle === '') return registrySources()
  return registrySources().filter((source) => {
    const host = new URL(source.url).hostname
    return [source.name, host, source.kind, ...source.regions, ...source.sectors].some((field) => normalize(field).includes(needle))
  })
}

const normalize = (text: string): string => text.toLowerCase().replace(/[_\s]+/g, ' ')
