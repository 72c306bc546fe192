import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPACTED_PACKAGES, compactExports, type ExportsMap, PUBLISHED_EXPORTS_FILE, resolveExport } from './compact-exports.ts'

const root = path.resolve(import.meta.dirname, '..')

/** Five subpaths of drizzle-orm 0.45.4's published map, as published (node_modules/drizzle-orm/package.json). */
const PUBLISHED_SAMPLE: ExportsMap = {
  '.': { import: { types: './index.d.ts', default: './index.js' }, require: { types: './index.d.cts', default: './index.cjs' }, types: './index.d.ts', default: './index.js' },
  './batch': { import: { types: './batch.d.ts', default: './batch.js' }, require: { types: './batch.d.cts', default: './batch.cjs' }, types: './batch.d.ts', default: './batch.js' },
  './column': { import: { types: './column.d.ts', default: './column.js' }, require: { types: './column.d.cts', default: './column.cjs' }, types: './column.d.ts', default: './column.js' },
  './pg-core/columns/text': {
    import: { types: './pg-core/columns/text.d.ts', default: './pg-core/columns/text.js' },
    require: { types: './pg-core/columns/text.d.cts', default: './pg-core/columns/text.cjs' },
    types: './pg-core/columns/text.d.ts',
    default: './pg-core/columns/text.js',
  },
  './pg-core': {
    import: { types: './pg-core/index.d.ts', default: './pg-core/index.js' },
    require: { types: './pg-core/index.d.cts', default: './pg-core/index.cjs' },
    types: './pg-core/index.d.ts',
    default: './pg-core/index.js',
  },
}

describe('An exports map written compactly (ADR 092)', () => {
  it('keeps every subpath naming the same files, with one pattern for those named after their subpath', () => {
    const compact = compactExports(PUBLISHED_SAMPLE)!
    expect(Object.keys(compact).sort()).toEqual(['.', './*', './pg-core'])
    for (const [subpath, target] of Object.entries(PUBLISHED_SAMPLE)) expect(resolveExport(compact, subpath)).toEqual(target)
  })

  it('leaves a map as published when no pattern would name the same files', () => {
    const odd: ExportsMap = { '.': './main.js', './a': './lib/a.js', './b': './other/b.js' }
    expect(compactExports(odd)).toBeNull()
    expect(compactExports({ './*': './*.js', './x': './x.js' })).toBeNull()
  })

  it('resolves a subpath as Node does: the exact key first, then the pattern with the longest prefix', () => {
    const map: ExportsMap = { './*': './*.js', './features/*': './lib/features/*.mjs', './features/special': './special.js' }
    expect(resolveExport(map, './features/x')).toBe('./lib/features/x.mjs')
    expect(resolveExport(map, './features/special')).toBe('./special.js')
    expect(resolveExport(map, './other')).toBe('./other.js')
    expect(resolveExport({ '.': './index.js' }, './missing')).toBeUndefined()
  })

  // The installed package, through Node's own resolver: every subpath of the published map gives the
  // file the published map names, for import and for require.
  for (const name of COMPACTED_PACKAGES) {
    it(`${name} as installed resolves every published subpath to the published file`, () => {
      const dir = path.join(root, 'node_modules', name)
      const publishedFile = path.join(dir, PUBLISHED_EXPORTS_FILE)
      const published = JSON.parse(readFileSync(existsSync(publishedFile) ? publishedFile : path.join(dir, 'package.json'), 'utf8').toString()) as ExportsMap
      const probe = `
        import { createRequire } from 'node:module'
        const require = createRequire(${JSON.stringify(path.join(root, 'package.json'))})
        const subpaths = JSON.parse(process.argv[1])
        console.log(JSON.stringify(subpaths.map((s) => [import.meta.resolve(${JSON.stringify(name)} + s.slice(1)), require.resolve(${JSON.stringify(name)} + s.slice(1))])))`
      const subpaths = Object.keys(published)
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe, JSON.stringify(subpaths)], { cwd: root, encoding: 'utf8' })
      const resolved = JSON.parse(out) as Array<[string, string]>
      const file = (target: unknown, condition: 'import' | 'require') => {
        const chosen = (target as Record<string, { default: string }>)[condition].default
        return path.join(dir, chosen)
      }
      subpaths.forEach((subpath, i) => {
        expect(new URL(resolved[i][0]).pathname, subpath).toBe(file(published[subpath], 'import'))
        expect(resolved[i][1], subpath).toBe(file(published[subpath], 'require'))
      })
      expect(subpaths.length).toBeGreaterThan(400)
    })
  }
})
