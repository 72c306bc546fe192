import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import routes from './routes.ts'

/*
 * The route table and the folder tree agree (ADR 043): every file under app/routes is a route module
 * named in app/routes.ts, except inside a marked folder (a name starting with "+", such as +shared/),
 * which holds the helpers of the route beside it and is never a route.
 */
const appDir = import.meta.dirname
const routesDir = path.join(appDir, 'routes')

type Entry = { file: string; children?: Entry[] }
const referenced = (entries: Entry[]): string[] => entries.flatMap((e) => [e.file, ...referenced(e.children ?? [])])

/** Every file under app/routes, relative to app/, and whether it sits in a marked folder. */
function routeTree(dir = routesDir): { file: string; marked: boolean }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeTree(full)
    const relative = path.relative(appDir, full).split(path.sep).join('/')
    return [
      {
        file: relative,
        marked: relative
          .split('/')
          .slice(1, -1)
          .some((segment) => segment.startsWith('+')),
      },
    ]
  })
}

describe('app/routes and app/routes.ts', () => {
  const table = new Set(referenced(routes as Entry[]))
  const tree = routeTree()

  it('names every file outside a marked folder as a route module', () => {
    const unrouted = tree.filter((f) => !f.marked && !table.has(f.file)).map((f) => f.file)
    expect(unrouted, 'move helpers into a +shared/ folder beside their route, or add the route').toEqual([])
  })

  it('names only files that exist, none of them inside a marked folder', () => {
    const files = new Map(tree.map((f) => [f.file, f]))
    const wrong = [...table].filter((file) => !files.get(file) || files.get(file)?.marked)
    expect(wrong).toEqual([])
  })
})
