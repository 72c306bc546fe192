import { SOURCE_FORMATS } from '../app/catalog/discovery.ts'
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startFixtureSite } from '../tests/support/fixture-site.ts'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-cli-'))
const env = { ...process.env, DATA_DIR: dataDir, SEED_GRANTS: '0', DATABASE_URL: '', NODE_ENV: 'production' }
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/cli.ts'), ...args], { env, encoding: 'utf8', timeout: 120_000 })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

describe('The command line', () => {
  it('explains its commands, and refuses an unknown one', () => {
    expect(cli('--help').out).toContain('create-admin --email E --password P')
    const unknown = cli('frobnicate')
    expect(unknown.code).toBe(1)
    expect(unknown.err).toContain('Unknown command "frobnicate"')
  })

  it('applies migrations', () => {
    const result = cli('migrate')
    expect(result.err).toBe('')
    expect(result.out).toContain('Migrations applied.')
  })

  it('adds demo grants with progress', () => {
    const result = cli('seed', '--grants', '600', '--seed', '3')
    expect(result.code).toBe(0)
    expect(result.out).toContain('600 / 600 (100%)')
    expect(result.out).toContain('Added 600 demo grants.')
    expect(cli('seed', '--grants', 'many').err).toContain('seed needs --grants N')
  })

  it('creates an admin, then makes an existing user admin, and refuses a weak password', () => {
    expect(cli('create-admin', '--email', 'Chief@Example.org', '--password', 'Str0ng!Passw0rd').out).toContain('Created admin Chief@Example.org.')
    const promoted = cli('create-admin', '--email', 'chief@example.org', '--password', 'An0ther!Passw0rd')
    expect(promoted.out).toContain('chief@example.org is now an admin. The account already existed, so its password was not changed')
    const weak = cli('create-admin', '--email', 'weak@example.org', '--password', 'short')
    expect(weak.code).toBe(1)
    expect(weak.err).toContain('Password must be at least 12 characters')
  })

  // Each command opens the embedded database: four of them, so a longer time.
  it('rotates and withdraws the keys that sign badge statements, and lists them', { timeout: 240_000 }, () => {
    expect(cli('badge-keys').err).toContain('badge-keys needs a subcommand')
    expect(cli('badge-keys', 'withdraw').err).toContain('badge-keys withdraw needs --kid=K')
    const kid = cli('badge-keys', 'rotate').out.match(/^Key ([\w-]{43}) signs badge statements from now on\.$/m)?.[1]
    expect(kid).toBeDefined()
    const second = cli('badge-keys', 'rotate').out
    expect(second).toContain(`Retired (still published, earlier statements still verify): ${kid}.`)
    const next = second.match(/^Key ([\w-]{43}) signs/m)?.[1]
    expect(cli('badge-keys', 'withdraw', `--kid=${kid}`).out).toContain(`Key ${kid} is withdrawn: it is no longer published`)
    const list = cli('badge-keys', 'list').out
    expect(list).toMatch(new RegExp(`^${kid}  database +made \\S+  withdrawn `, 'm'))
    expect(list).toMatch(new RegExp(`^${next}  database +made \\S+  signing \\(published\\)$`, 'm'))
  })

  it('stores the exchange rates from a saved answer offline, and says what it needs otherwise', () => {
    expect(cli('exchange-rates').err).toContain('exchange-rates needs a subcommand: refresh.')
    expect(cli('exchange-rates', 'refresh').err).toContain('exchange-rates refresh needs EXCHANGE_RATES_URL set, or --file PATH.')
    const saved = path.join(root, 'tests/fixtures/exchange-rates/open-er-api-latest-usd.json')
    expect(cli('exchange-rates', 'refresh', '--file', saved).out).toContain('Stored the exchange rates of 2024-08-19 (45 currencies).')
    const broken = cli('exchange-rates', 'refresh', '--file', path.join(root, 'tests/fixtures/exchange-rates/README.md'))
    expect(broken.code).toBe(1)
    expect(broken.out).toContain('FAILED (parse: ExchangeRatesFormatError: The answer is not JSON); the last good rates stay in use.')
  })

  it('refuses to open the embedded database while a running server holds it', async () => {
    const server = spawn(process.execPath, [path.join(root, 'server/start.ts')], { env: { ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] })
    try {
      await new Promise<void>((resolve, reject) => {
        let output = ''
        const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 90_000)
        const onData = (chunk: Buffer) => {
          output += chunk
          if (output.includes('is running on')) {
            clearTimeout(timer)
            resolve()
          }
        }
        server.stdout.on('data', onData)
        server.stderr.on('data', onData)
        server.on('exit', () => reject(new Error(`Server exited:\n${output}`)))
      })
      const refused = cli('migrate')
      expect(refused.code).toBe(1)
      expect(refused.err).toContain('is held by a running process')
      expect(refused.err).toContain('Stop the server first')
    } finally {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.on('exit', resolve))
    }
    expect(cli('migrate').code).toBe(0)
  })

  it('crawls one grant source with progress, printing the grants it found as JSON, without touching the database', async () => {
    const site = await startFixtureSite('acacia')
    try {
      // Asynchronous: the fixture site answers from this process while the command runs.
      const run = (args: string[], extra: Record<string, string> = {}) =>
        new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
          const child = spawn(process.execPath, [path.join(root, 'scripts/cli.ts'), ...args], { env: { ...env, CRAWL_MIN_DELAY_MS: '0', ...extra } })
          let out = ''
          let err = ''
          child.stdout.on('data', (c) => (out += c))
          child.stderr.on('data', (c) => (err += c))
          child.on('exit', (code) => resolve({ code, out, err }))
        })
      const result = await run(['crawl', `${site.origin}/grants/`, '--limit', '6'], { CRAWL_ALLOW_HOSTS: site.hostPort })
      expect(result.code).toBe(0)
      expect(result.err).toMatch(/\[ 1\/6\] listing +http:\/\/127\.0\.0\.1:\d+\/grants\//)
      // The listing, then the sitemap robots.txt names and the feed the listing announces, then three calls.
      expect(result.err).toMatch(
        /Fetched 6 pages, found 3 grants, 0 errors\. Stopped at the limit of 6 pages with \d+ known pages not visited: run again with a higher --limit \(up to 500\) to read them\./,
      )
      const grants = JSON.parse(result.out) as { title: string; pageUrl: string }[]
      expect(grants).toHaveLength(3)
      expect(grants.every((g) => g.pageUrl.startsWith(`${site.origin}/grants/`))).toBe(true)
      // Without CRAWL_ALLOW_HOSTS the loopback site is a private address, refused.
      const refused = await run(['crawl', `${site.origin}/grants/`])
      expect(refused.err).toContain('Fetched 1 pages, found 0 grants, 1 errors.')
      expect(refused.err).not.toContain('Stopped at the limit')
      expect(refused.err).toContain('private-address')
      expect((await run(['crawl', 'not-a-url'])).err).toContain('crawl needs a URL starting with http:// or https://.')
      expect((await run(['crawl', `${site.origin}/grants/`, '--format', 'pdf'])).err).toContain(`--format must be one of ${SOURCE_FORMATS.join(', ')}.`)
    } finally {
      await site.close()
    }
  })
})
