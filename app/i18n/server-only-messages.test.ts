import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_ONLY_PREFIXES, withoutServerOnlyMessages } from './server-only-messages.ts'

const appDir = path.resolve(import.meta.dirname, '..')
const catalogue = readFileSync(path.join(appDir, 'i18n/en.ts'), 'utf8')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : []
  })
}
/** Modules the browser may load: not *.server.ts, not the jobs, email and database code. */
const browserModules = files(appDir).filter((f) => !/\.server\.tsx?$/.test(f) && !/\/app\/(jobs|email|db)\//.test(f) && !/\/i18n\/(en|server-only-messages)\.ts$/.test(f))

describe('messages only the server renders', () => {
  it('are left out of the browser catalogue, and nothing else is', async () => {
    const stripped = withoutServerOnlyMessages(catalogue)
    const browser = (await import(`data:text/javascript,${encodeURIComponent(stripped.replace(/ as const/g, '').replace(/export type[^\n]*/g, ''))}`)).en as Record<string, string>
    const { en } = await import('./en.ts')
    const serverOnly = Object.keys(en).filter((id) => SERVER_ONLY_PREFIXES.some((p) => id.startsWith(p)))
    expect(serverOnly.length).toBeGreaterThan(5)
    expect(Object.keys(browser).sort()).toEqual(
      Object.keys(en)
        .filter((id) => !serverOnly.includes(id))
        .sort(),
    )
    for (const id of Object.keys(browser)) expect(browser[id]).toBe(en[id as keyof typeof en])
  })

  it('are never asked for by a module the browser loads', () => {
    expect(browserModules.length).toBeGreaterThan(20)
    const askers = browserModules.filter((f) => SERVER_ONLY_PREFIXES.some((p) => new RegExp(`['\`"]${p.replace('.', '\\.')}`).test(readFileSync(f, 'utf8'))))
    expect(askers.map((f) => path.relative(appDir, f))).toEqual([])
  })
})
