import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import routes from '../../routes.ts'
import { pageTitle, productName } from './page-title.ts'

const matches = [
  { id: 'root', loaderData: { appName: 'Harambee' } },
  { id: 'routes/discover/discover', loaderData: {} },
]

describe('A page title', () => {
  it('ends with the product name, after the page’s own words', () => {
    expect(pageTitle('Discover grants', matches)).toBe('Discover grants | Harambee')
    expect(pageTitle('Découvrir les subventions', matches)).toBe('Découvrir les subventions | Harambee')
  })

  it('names the product once: not again after a title that ends with it, nor after the name alone', () => {
    expect(pageTitle('About Harambee', matches)).toBe('About Harambee')
    expect(pageTitle('Terms of Service | Harambee', matches)).toBe('Terms of Service | Harambee')
    expect(pageTitle('Harambee', matches)).toBe('Harambee')
    expect(pageTitle('', matches)).toBe('Harambee')
  })

  it('reads the name the root route gives (APP_NAME), and is the page’s words alone without it', () => {
    expect(productName([{ id: 'root', loaderData: { appName: 'Mchango' } }])).toBe('Mchango')
    expect(pageTitle('Dashboard', [{ id: 'root', loaderData: { appName: 'Mchango' } }])).toBe('Dashboard | Mchango')
    expect(pageTitle('Dashboard', [{ id: 'root', loaderData: undefined }])).toBe('Dashboard')
  })
})

type Entry = { file: string; path?: string; index?: boolean; children?: Entry[] }
const flat = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])])
const appDir = path.resolve(import.meta.dirname, '../..')

/** The text of a module's meta function: from its export to the next top-level statement. */
function metaSource(source: string): string | null {
  const start = source.search(/^export (const|function) meta\b/m)
  if (start < 0) return null
  const rest = source.slice(start + 1)
  const end = rest.search(/^(export |function |async function |const |let |type |interface |\/\*\*|\/\/)/m)
  return source.slice(start, end < 0 ? undefined : start + 1 + end)
}

/*
 * Every page names the product in its title: a route module that renders a page exports meta, and
 * each title it gives goes through pageTitle. A new page whose title forgets it fails here; the
 * integration test tests/integration/page-titles.test.ts reads the titles pages really send.
 */
describe('Every page’s meta', () => {
  // The catch-all's loader always throws 404: the root's error title (pageTitle too) is the page's.
  const pages = flat(routes as Entry[])
    .filter((e) => e.path !== '*')
    .map((e) => ({ file: e.file, source: readFileSync(path.join(appDir, e.file), 'utf8') }))
    .filter((m) => /^export default function/m.test(m.source))

  it('finds the pages (a broken reading would check nothing)', () => {
    expect(pages.length).toBeGreaterThan(70)
  })

  it('is exported by every page module', () => {
    expect(pages.filter((m) => metaSource(m.source) === null).map((m) => m.file)).toEqual([])
  })

  it('gives each title through pageTitle, so it ends with the product name', () => {
    const bare = pages.flatMap((m) => {
      const meta = metaSource(m.source) ?? ''
      return [...meta.matchAll(/\btitle:\s*/g)].filter((t) => !meta.slice((t.index ?? 0) + t[0].length).startsWith('pageTitle(')).map(() => m.file)
    })
    expect(bare).toEqual([])
  })

  it('the root’s own title (error pages) names the product the same way', () => {
    expect(metaSource(readFileSync(path.join(appDir, 'root.tsx'), 'utf8'))).toContain('pageTitle(')
  })
})
