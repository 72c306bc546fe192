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
  const namespaces = new Set([...ids].map((id) => id.slice(0, id.indexOf('.'))))
  const found = new Set<string>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    for (const m of source.matchAll(/['"`]([a-zA-Z]+)\.([a-zA-Z0-9_.]*)(['"`]|\$\{)/g)) {
      const [, ns, rest, end] = m
      if (!namespaces.has(ns)) continue
      if (end === '${' || ids.has(`${ns}.${rest}`)) found.add(ns)
    }
  }
  return found
}

/** Each route pattern in app/routes.ts ("/grant/:id") with its module. */
export function routeModules(): { pattern: string; file: string }[] {
  const config = readFileSync(path.join(appDir, 'routes.ts'), 'utf8')
  return [...config.matchAll(/(?:route\('([^']*)',\s*|index\()'([^']+)'/g)].map((m) => ({ pattern: `/${m[1] ?? ''}`, file: path.join(appDir, m[2]) }))
}

/** What app/i18n/page-namespaces.ts should say as the code stands now. */
export function computePageNamespaces(): { layout: string[]; pages: Record<string, string[]> } {
  const ids = new Set(Object.values(CATALOGUES.en).flatMap((area) => Object.keys(area)))
  const layout = namespacesAskedFor(browserModulesOf(path.join(appDir, 'root.tsx')), ids)
  const pages: Record<string, string[]> = {}
  for (const { pattern, file } of routeModules()) {
    const own = [...namespacesAskedFor(browserModulesOf(file), ids)].filter((n) => !layout.has(n)).sort()
    if (own.length > 0) pages[pattern] = own
  }
  return { layout: [...layout].sort(), pages }
}

/** The source of app/i18n/page-namespaces.ts as the code stands now. */
export function pageNamespacesSource(): string {
  const { layout, pages } = computePageNamespaces()
  const list = (names: Iterable<string>) => `[${[...names].map((n) => `'${n}'`).join(', ')}]`
  return `/**
 * Which message namespaces (an id's first segment) the browser needs for each page, so that a page
 * receives only its own messages in its language (issue 10). LAYOUT is what the root route and its
 * header, footer and toasts use; it is sent with each page load, and a navigation adds only the next
 * page's PAGES entry. Written by \`node scripts/page-namespaces.ts\` from the imports of each route
 * module (app/i18n/browser-usage.ts); app/i18n/page-namespaces.test.ts fails when it is out of date.
 */
export const LAYOUT: readonly string[] = ${list(layout)}
export const PAGES: Record<string, readonly string[]> = {
${Object.entries(pages)
  .map(([pattern, names]) => `  '${pattern}': ${list(names)},`)
  .join('\n')}
}

/** The namespaces to send for a route pattern ("/grant/:id", or React Router's "grant/:id"), with or without the layout's. */
export function namespacesOf(pattern: string, options: { withLayout: boolean }): Set<string> {
  const page = PAGES[pattern.startsWith('/') ? pattern : \`/\${pattern}\`] ?? []
  return new Set([...(options.withLayout ? LAYOUT : []), ...page])
}
`
}
