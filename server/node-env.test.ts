import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const nodeEnv = path.resolve(import.meta.dirname, 'node-env.ts')

/** What `process.env.NODE_ENV` is once server/node-env.ts has run in a fresh process with `env`. */
function modeWith(env: Record<string, string>) {
  const { NODE_ENV: _, ...rest } = process.env
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(nodeEnv)}); console.log(process.env.NODE_ENV)`], {
    env: { ...rest, ...env },
    encoding: 'utf8',
  })
  return result.stdout.trim()
}

describe('The mode `npm start` runs in', () => {
  it('is production when nothing says otherwise, so React renders pages with its production code', () => {
    expect(modeWith({})).toBe('production')
  })

  it('is the one given, for `npm run dev`', () => {
    expect(modeWith({ NODE_ENV: 'development' })).toBe('development')
  })
})
