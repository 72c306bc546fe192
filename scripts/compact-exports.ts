/**
 * Run after every install (package.json's postinstall; ADR 092): writes drizzle-orm's exports map,
 * 447 subpaths and 130 kB of JSON, as the same map in 64 entries, one of them the pattern "./*".
 *
 * Why: Node's ES module loader reads a package's package.json for every module it loads from that
 * package (to know the module's format), and in doing so parses the package's whole exports map
 * again each time. drizzle-orm's map is 130 kB and a server loads 107 of its modules, so every
 * process start (the server, the CLI, each browser test's app) spent 1–2 s of CPU parsing the
 * same JSON. The compact map names the same file for every subpath and condition: this script
 * checks that for each of the published map's subpaths before it writes, and leaves the package
 * as published when the check fails (a new drizzle-orm whose map has another shape).
 * The published map is kept beside it (exports.published.json), so running this again, or
 * scripts/compact-exports.test.ts, compares against the published map, not against its own output.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

type Target = string | null | { [condition: string]: Target }
export type ExportsMap = Record<string, Target>

/** The packages whose exports map is compacted: only those large enough to cost a process start seconds. */
export const COMPACTED_PACKAGES = ['drizzle-orm'] as const
/** Where the published map is kept, inside the package's folder. */
export const PUBLISHED_EXPORTS_FILE = 'exports.published.json'

const root = path.resolve(import.meta.dirname, '..')

/** A subpath's target written with "*" where the subpath's name was ("./batch" → "./*.js" for "./batch.js"). */
function templateOf(subpath: string, target: Target): string {
  return JSON.stringify(target).split(`"${subpath}.`).join('"./*.')
}

/** The target the pattern's template gives a subpath. */
function fromTemplate(template: string, subpath: string): Target {
  return JSON.parse(template.split('"./*.').join(`"${subpath}.`)) as Target
}

/**
 * The target Node gives a subpath under an exports map (the exact key first; else the pattern key
 * with the longest prefix before its "*" that the subpath starts with and whose suffix it ends with).
 */
export function resolveExport(map: ExportsMap, subpath: string): Target | undefined {
  if (Object.hasOwn(map, subpath) && !subpath.includes('*')) return map[subpath]
  let best: string | undefined
  for (const key of Object.keys(map)) {
    const star = key.indexOf('*')
    if (star < 0) continue
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)]
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length >= key.length && (!best || prefix.length > best.indexOf('*'))) best = key
  }
  if (!best) return undefined
  const star = best.indexOf('*')
  const match = subpath.slice(star, subpath.length - (best.length - star - 1))
  return JSON.parse(JSON.stringify(map[best]).split('*').join(match)) as Target
}

/**
 * The map with every subpath that follows the commonest shape (its name in each target, "./X" →
 * "./X.js", "./X.cjs", …) replaced by one "./*" pattern; null when that would change what any
 * subpath names, or when there is nothing to gain.
 */
export function compactExports(published: ExportsMap): ExportsMap | null {
  const counts = new Map<string, number>()
  for (const [subpath, target] of Object.entries(published)) {
    if (subpath.includes('*') || (subpath !== '.' && !subpath.startsWith('./'))) return null
    const template = templateOf(subpath, target)
    if (template.includes('"./*.')) counts.set(template, (counts.get(template) ?? 0) + 1)
  }
  const [template] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? []
  if (!template) return null
  const compact: ExportsMap = {}
  for (const [subpath, target] of Object.entries(published)) {
    if (!isDeepStrictEqual(target, fromTemplate(template, subpath))) compact[subpath] = target
  }
  compact['./*'] = JSON.parse(template) as Target
  const same = Object.entries(published).every(([subpath, target]) => isDeepStrictEqual(resolveExport(compact, subpath), target))
  return same && Object.keys(compact).length < Object.keys(published).length ? compact : null
}

/** Compacts one installed package's map; says what it did. */
export function compactInstalledPackage(packageDir: string): string {
  const manifestFile = path.join(packageDir, 'package.json')
  if (!existsSync(manifestFile)) return `${packageDir}: not installed`
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { name: string; exports?: ExportsMap }
  const publishedFile = path.join(packageDir, PUBLISHED_EXPORTS_FILE)
  const published = existsSync(publishedFile) ? (JSON.parse(readFileSync(publishedFile, 'utf8')) as ExportsMap) : manifest.exports
  if (!published) return `${manifest.name}: no exports map`
  const compact = compactExports(published)
  if (!compact) return `${manifest.name}: its exports map left as published (no equal compact form)`
  if (!existsSync(publishedFile)) writeFileSync(publishedFile, JSON.stringify(published))
  writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, exports: compact }, null, 2)}\n`)
  return `${manifest.name}: exports map written as ${Object.keys(compact).length} entries for ${Object.keys(published).length} subpaths (ADR 092)`
}

if (import.meta.main) {
  for (const name of COMPACTED_PACKAGES) console.log(compactInstalledPackage(path.join(root, 'node_modules', name)))
}
