/**
 * Which message namespaces a page's browser code asks for: follows a route module's imports (not
 * *.server.* modules, which never reach the browser) and collects the message ids written in them
 * ('discover.sort') and id prefixes built in templates (`documents.${group}`). Used by the tests
 * that keep app/i18n/page-namespaces.ts complete; reads source files, so never imported by the app.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { CATALOGUES } from './messages/index.ts'

const appDir = path.resolve(import.meta.dirname, '..')

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('#app/') ? path.join(appDir, specifier.slice(5)) : path.resolve(path.dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate
  return null
}

export function isBrowserModule(file: string): boolean {
  return !/\.server\.tsx?$/.test(file) && !/\/app\/(jobs|email|db)\//.test(file) && !/\/app\/i18n\/messages\//.test(file) && !file.endsWith('.test.ts')
}

/** Every module the browser may load for this entry, the entry included. */
export function browserModulesOf(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !isBrowserModule(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(/(?:from|import)\s+'((?:\.|#app\/)[^']+)'/g)) {
      if (/^import\s+type\s/m.test(source.slice(source.lastIndexOf('\n', match.index) + 1, match.index + match[0].length))) continue
      const resolved = resolveImport(file, match[1])
      if (resolved) visit(resolved)
    }
  }
  visit(entry)
  return [...seen]
}

/** The namespaces the given modules ask for, given every known message id. */
export function namespacesAskedFor(files: string[], ids: ReadonlySet<string>): Set<string> {
  const { prefixed, literal } = idsAskedFor(files, ids)
  return new Set([...prefixed, ...[...literal].map((id) => id.slice(0, id.indexOf('.')))])
}

/** The namespaces the given modules build ids in (`documents.${group}`), and the ids they write out ('discover.sort'). */
export function idsAskedFor(files: string[], ids: ReadonlySet<string>): { prefixed: Set<string>; literal: Set<string> } {
  const namespaces = new Set([...ids].map((id) => id.slice(0, id.indexOf('.'))))
  const prefixed = new Set<string>()
  const literal = new Set<string>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    for (const m of source.matchAll(/['"`]([a-zA-Z]+)\.([a-zA-Z0-9_.]*)(['"`]|\$\{)/g)) {
      const [, ns, rest, end] = m
      if (!namespaces.has(ns)) continue
      if (end === '${') prefixed.add(ns)
      else if (ids.has(`${ns}.${rest}`)) literal.add(`${ns}.${rest}`)
    }
  }
  return { prefixed, literal }
}

/**
 * The layout's messages: whole namespaces where it builds ids or asks for at least half of them,
 * single ids elsewhere, so that every page is not sent all of billing's 67 messages for the one
 * menu entry the header shows (issue 27).
 */
function layoutMessages(ids: ReadonlySet<string>): { layout: Set<string>; layoutIds: Set<string> } {
  const { prefixed, literal } = idsAskedFor(browserModulesOf(path.join(appDir, 'root.tsx')), ids)
  const size = (ns: string) => [...ids].filter((id) => id.startsWith(`${ns}.`)).length
  const asked = (ns: string) => [...literal].filter((id) => id.startsWith(`${ns}.`)).length
  const layout = new Set(prefixed)
  for (const id of literal) {
    const ns = id.slice(0, id.indexOf('.'))
    if (asked(ns) * 2 >= size(ns)) layout.add(ns)
  }
  return { layout, layoutIds: new Set([...literal].filter((id) => !layout.has(id.slice(0, id.indexOf('.'))))) }
}

/** Each route pattern in app/routes.ts ("/grant/:id") with its module. */
export function routeModules(): { pattern: string; file: string }[] {
  const config = readFileSync(path.join(appDir, 'routes.ts'), 'utf8')
  return [...config.matchAll(/(?:route\('([^']*)',\s*|index\()'([^']+)'/g)].map((m) => ({ pattern: `/${m[1] ?? ''}`, file: path.join(appDir, m[2]) }))
}

/** What app/i18n/page-namespaces.ts should say as the code stands now. */
export function computePageNamespaces(): { layout: string[]; layoutIds: string[]; pages: Record<string, string[]> } {
  const ids = new Set(Object.values(CATALOGUES.en).flatMap((area) => Object.keys(area)))
  const { layout, layoutIds } = layoutMessages(ids)
  const pages: Record<string, string[]> = {}
  for (const { pattern, file } of routeModules()) {
    const own = [...namespacesAskedFor(browserModulesOf(file), ids)].filter((n) => !layout.has(n)).sort()
    if (own.length > 0) pages[pattern] = own
  }
  return { layout: [...layout].sort(), layoutIds: [...layoutIds].sort(), pages }
}

/** The source of app/i18n/page-namespaces.ts as the code stands now. */
export function pageNamespacesSource(): string {
  const { layout, layoutIds, pages } = computePageNamespaces()
  const list = (names: Iterable<string>) => `[${[...names].map((n) => `'${n}'`).join(', ')}]`
  return `/**
 * Which message namespaces (an id's first segment) the browser needs for each page, so that a page
 * receives only its own messages in its language (issue 10). LAYOUT and LAYOUT_IDS are what the root
 * route and its header, footer and toasts use (whole namespaces, and single ids of namespaces the
 * layout uses little of: issue 27); they are sent with each page load, and a navigation adds only
 * the next page's PAGES entry. Written by \`node scripts/page-namespaces.ts\` from the imports of each route
 * module (app/i18n/browser-usage.ts); app/i18n/page-namespaces.test.ts fails when it is out of date.
 */
export const LAYOUT: readonly string[] = ${list(layout)}
export const LAYOUT_IDS: readonly string[] = ${list(layoutIds)}
export const PAGES: Record<string, readonly string[]> = {
${Object.entries(pages)
  .map(([pattern, names]) => `  '${pattern}': ${list(names)},`)
  .join('\n')}
}

/**
 * The namespaces, and the layout's single ids, to send for a route pattern ("/grant/:id", or React
 * Router's "grant/:id"), with or without the layout's (app/i18n/catalogue.server.ts messagesFor).
 */
export function namespacesOf(pattern: string, options: { withLayout: boolean }): Set<string> {
  const page = PAGES[pattern.startsWith('/') ? pattern : \`/\${pattern}\`] ?? []
  return new Set([...(options.withLayout ? [...LAYOUT, ...LAYOUT_IDS] : []), ...page])
}
`
}
