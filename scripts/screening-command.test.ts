import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { screeningFiles } from './screening-command.ts'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-screening-cli-'))
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' }
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const fixture = (file: string) => path.join(root, 'tests/fixtures/screening', file)

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/cli.ts'), ...args], { env, encoding: 'utf8', timeout: 180_000 })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

describe('npm run cli -- screening refresh', () => {
  it('reads LIST=PATH pairs, OFAC as two files in order, and refuses an unknown list', () => {
    expect(screeningFiles(['un=a.xml', 'ofac=sdn.csv', 'OFAC=alt.csv'])).toEqual({ un: ['a.xml'], ofac: ['sdn.csv', 'alt.csv'] })
    expect(() => screeningFiles(['xx=foo'])).toThrow('LIST one of un, ofac, eu, uk')
    expect(() => screeningFiles(['un'])).toThrow('LIST=PATH')
  })

  it('stores lists read from local files, then finds them unchanged', () => {
    const first = cli('screening', 'refresh', '--file', `un=${fixture('un-consolidated.xml')}`, '--file', `ofac=${fixture('ofac-sdn.csv')}`, '--file', `ofac=${fixture('ofac-alt.csv')}`)
    expect(first.code).toBe(0)
    expect(first.out).toContain('UN: stored version 1 with 168 entries.')
    expect(first.out).toContain('OFAC SDN: stored version 2 with 346 entries.')
    expect(cli('screening', 'refresh', '--file', `un=${fixture('un-consolidated.xml')}`).out).toContain('UN: unchanged (version 1 kept).')
  }, 240_000)

  it('says a list that is too small failed, and exits with an error', () => {
    const small = cli('screening', 'refresh', '--file', `eu=${fixture('eu-consolidated.xml')}`)
    expect(small.code).toBe(1)
    expect(small.out).toContain('EU: FAILED (too-small')
  }, 120_000)
})
