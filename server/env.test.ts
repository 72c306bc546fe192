import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadEnv } from './env.ts'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'harambee-env-'))

describe('Configuration', () => {
  it('has working defaults, and generates and keeps an auth secret in the data folder', () => {
    const dir = dataDir()
    const env = loadEnv({ DATA_DIR: dir })
    expect(env.PORT).toBe(3000)
    expect(env.APP_URL).toBe('http://localhost:3000')
    expect(env.APP_NAME).toBe('Harambee')
    expect(env.googleEnabled).toBe(false)
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32)
    expect(readFileSync(path.join(dir, 'secrets/auth-secret'), 'utf8')).toBe(env.AUTH_SECRET)
    expect(loadEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(env.AUTH_SECRET)
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ APP_URL: 'not a url' }, 'APP_URL must be a full URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET must be at least 32 characters'],
    [{ DATABASE_URL: 'postgres://db/app', NODE_ENV: 'production' }, 'AUTH_SECRET is required when DATABASE_URL is set in production'],
    [{ STRIPE_SECRET_KEY: 'sk_live_x' }, 'Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_SECRET_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, 'STRIPE_SECRET_KEY must be a Stripe secret key'],
    [{ PAYMENT_PROVIDER: 'paystack' }, 'Paystack needs PAYSTACK_SECRET_KEY'],
    [{ S3_BUCKET: 'uploads' }, 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
  ])('refuses %j with a message naming the problem', (vars, message) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...vars })).toThrow(message)
  })

  it('turns Google sign-in on when both Google variables are set', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).googleEnabled).toBe(true)
  })

  it('takes payments in the sandbox unless Stripe or Paystack keys are set', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).paymentProvider).toBe('sandbox')
    expect(loadEnv({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).paymentProvider).toBe('stripe')
    expect(loadEnv({ DATA_DIR: dataDir(), PAYSTACK_SECRET_KEY: 'sk_test_x' }).paymentProvider).toBe('paystack')
  })

  it('refuses to take test payments on a public site unless the sandbox is chosen on purpose', () => {
    const dir = dataDir()
    expect(() => loadEnv({ DATA_DIR: dir, NODE_ENV: 'production', APP_URL: 'https://grants.example.org' })).toThrow(/set PAYMENT_PROVIDER=sandbox to run a public demo on purpose/)
    expect(loadEnv({ DATA_DIR: dir, NODE_ENV: 'production', APP_URL: 'https://grants.example.org', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox')
    expect(loadEnv({ DATA_DIR: dir, NODE_ENV: 'production', APP_URL: 'https://grants.example.org', PAYSTACK_SECRET_KEY: 'sk_live_x' }).paymentProvider).toBe('paystack')
    // The demo on this machine (npm start) keeps the sandbox.
    expect(loadEnv({ DATA_DIR: dir, NODE_ENV: 'production' }).paymentProvider).toBe('sandbox')
    expect(loadEnv({ DATA_DIR: dir, NODE_ENV: 'production', APP_URL: 'http://127.0.0.1:4000' }).paymentProvider).toBe('sandbox')
  })
})

describe('Crawler configuration', () => {
  it('lets the crawler reach no internal host unless CRAWL_ALLOW_HOSTS lists exact host:port pairs', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).crawlAllowHosts).toEqual([])
    expect(loadEnv({ DATA_DIR: dataDir(), CRAWL_ALLOW_HOSTS: ' LocalHost:8000 , 127.0.0.1:8123,[::1]:9000' }).crawlAllowHosts).toEqual(['localhost:8000', '127.0.0.1:8123', '[::1]:9000'])
  })

  it.each(['localhost', '10.0.0.0/8', '127.0.0.1:8000,intranet', 'http://localhost:8000', '*:80'])('refuses CRAWL_ALLOW_HOSTS=%s, which is not a list of host:port pairs', (value) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), CRAWL_ALLOW_HOSTS: value })).toThrow('CRAWL_ALLOW_HOSTS must be host:port pairs')
  })

  it('waits one second between requests to a host unless told otherwise, and never over a minute', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).CRAWL_MIN_DELAY_MS).toBe(1000)
    expect(loadEnv({ DATA_DIR: dataDir(), CRAWL_MIN_DELAY_MS: '0' }).CRAWL_MIN_DELAY_MS).toBe(0)
    expect(() => loadEnv({ DATA_DIR: dataDir(), CRAWL_MIN_DELAY_MS: '60001' })).toThrow('CRAWL_MIN_DELAY_MS')
  })
})
