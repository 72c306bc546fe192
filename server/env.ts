import { PRIORITY_ALERT_DELAY_SECONDS } from '../app/catalog/matching.ts'
import { API_RATE_LIMIT } from '../app/catalog/limits.ts'
import { createPrivateKey, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { isThisMachine } from '../app/net/ip-address.ts'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Express "trust proxy": which proxies may tell us the client's address (X-Forwarded-For). */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  APP_URL: z.url('APP_URL must be a full URL such as https://grants.example.org').optional(),
  APP_NAME: z.string().min(1).default('Harambee'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /** Which payment provider takes payments; by default the one whose keys are set, else the sandbox. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', 'paystack']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_API_BASE: z.url().optional(),
  PAYSTACK_SECRET_KEY: z.string().regex(/^sk_/, 'PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_...)').optional(),
  PAYSTACK_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'PAYSTACK_CURRENCY must be a currency code such as USD, NGN, GHS, KES or ZAR')
    .default('USD'),
  PAYSTACK_API_BASE: z.url().optional(),
  /** WhatsApp messages (ADR 068): Meta's Cloud API when its keys are set, else the local outbox. */
  WHATSAPP_PROVIDER: z.enum(['outbox', 'meta']).optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'WHATSAPP_PHONE_NUMBER_ID must be the numeric id Meta gives the sending number').optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  /** The token Meta echoes when the webhook is registered (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  WHATSAPP_API_BASE: z.url().optional(),
  /** SMS: Africa's Talking or Twilio when their keys are set, else the local outbox. */
  SMS_PROVIDER: z.enum(['outbox', 'africastalking', 'twilio']).optional(),
  AFRICASTALKING_USERNAME: z.string().min(1).optional(),
  AFRICASTALKING_API_KEY: z.string().min(1).optional(),
  AFRICASTALKING_FROM: z.string().min(1).optional(),
  AFRICASTALKING_WEBHOOK_TOKEN: z.string().min(16, 'AFRICASTALKING_WEBHOOK_TOKEN must be at least 16 characters').optional(),
  AFRICASTALKING_API_BASE: z.url().optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, 'TWILIO_ACCOUNT_SID must be an account sid (AC...)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+\d{6,15}|MG[0-9a-f]{32})$/, 'TWILIO_FROM must be an E.164 number or a Messaging Service sid (MG...)')
    .optional(),
  TWILIO_API_BASE: z.url().optional(),
  /** What one message costs when the provider does not say ("USD 0.0085"), recorded per message for staff. */
  WHATSAPP_PRICE: z
    .string()
    .regex(/^[A-Z]{3} \d+(\.\d+)?$/, 'WHATSAPP_PRICE must be a currency and an amount, such as "USD 0.0085"')
    .optional(),
  SMS_PRICE: z
    .string()
    .regex(/^[A-Z]{3} \d+(\.\d+)?$/, 'SMS_PRICE must be a currency and an amount, such as "KES 0.80"')
    .optional(),
  /** Who sells, as receipts say it (issue 27): the legal name, the address and the tax number; each shown when set. */
  SELLER_LEGAL_NAME: z.string().min(1).max(200).optional(),
  SELLER_ADDRESS: z.string().min(1).max(500).optional(),
  SELLER_TAX_ID: z.string().min(1).max(100).optional(),
  /** S3-compatible storage for uploads; without it, files stay under DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SEED_GRANTS: z.coerce.number().int().min(0).default(5000),
  /** Run background jobs inside the web server (on), or leave them to `npm run worker` (off). */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** How often the job queue looks for jobs whose worker died (seconds). */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Internal hosts the crawler may fetch on purpose (intranet sources, local trials, the tests):
   * exact host:port pairs, comma-separated, such as localhost:8000. Off by default (docs/decisions/026-crawler.md).
   */
  CRAWL_ALLOW_HOSTS: z
    .string()
    .regex(/^\s*[a-z0-9.[\]:-]+:\d{1,5}\s*(,\s*[a-z0-9.[\]:-]+:\d{1,5}\s*)*$/i, 'CRAWL_ALLOW_HOSTS must be host:port pairs separated by commas, such as localhost:8000')
    .optional(),
  /** on: the first start adds the registry's real funders and portals as discovery sources (issue 25 §4), and the scheduler crawls them. */
  DISCOVERY_REGISTRY: z.enum(['on', 'off']).default('off'),
  /** The least time between two requests to one host, when robots.txt asks for none (milliseconds). */
  CRAWL_MIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How long after a publish priority alerts go out; publishes within one such window share an email (ADR 029). */
  PRIORITY_ALERT_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(PRIORITY_ALERT_DELAY_SECONDS),
  /** Calls one API key may make per minute, all servers together (ADR 031). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(API_RATE_LIMIT.attempts),
  /** An OpenAI-compatible endpoint that reads grant pages the rules cannot (optional). */
  LLM_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  /** What the model costs, in US dollars per million prompt and completion tokens. */
  LLM_PRICE_IN_PER_MTOK: z.coerce.number().min(0).default(0),
  LLM_PRICE_OUT_PER_MTOK: z.coerce.number().min(0).default(0),
  /** The image model at LLM_URL (its Images API), for Elite experts' image generation (ADR 082); optional. */
  LLM_IMAGE_MODEL: z.string().min(1).optional(),
  /** What one generated image costs, in US dollars. */
  LLM_PRICE_PER_IMAGE: z.coerce.number().min(0).default(0),
  /** The Ed25519 key that signs badge statements, as PKCS8 PEM; when set it wins over the keys in the database (ADR 062). */
  BADGE_SIGNING_KEY: z
    .string()
    .transform((pem) => pem.replace(/\\n/g, '\n').trim())
    .refine(isEd25519PrivateKeyPem, 'BADGE_SIGNING_KEY must be an Ed25519 private key in PKCS8 PEM (openssl genpkey -algorithm ed25519)')
    .optional(),
})

export type Env = z.infer<typeof schema> & {
  APP_URL: string
  AUTH_SECRET: string
  googleEnabled: boolean
  paymentProvider: 'sandbox' | 'stripe' | 'paystack'
  whatsappProvider: 'outbox' | 'meta'
  smsProvider: 'outbox' | 'africastalking' | 'twilio'
  crawlAllowHosts: string[]
}

export class EnvError extends Error {}

/** Parses the environment once at start-up; every problem is reported with the variable's name. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const parsed = schema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new EnvError('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together')
  }
  const paymentProvider = env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : env.PAYSTACK_SECRET_KEY ? 'paystack' : 'sandbox')
  if (paymentProvider === 'stripe' && !(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)) {
    throw new EnvError('Invalid configuration:\n  Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET')
  }
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  if (paymentProvider === 'sandbox' && !env.PAYMENT_PROVIDER && env.NODE_ENV === 'production' && !isThisMachine(new URL(appUrl).hostname)) {
    throw new EnvError(
      'Invalid configuration:\n  No payment provider is configured, so payments would go through the test sandbox, where anyone can mark a fee paid.\n' +
        '  Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYSTACK_SECRET_KEY; or set PAYMENT_PROVIDER=sandbox to run a public demo on purpose.',
    )
  }
  if (paymentProvider === 'paystack' && !env.PAYSTACK_SECRET_KEY) throw new EnvError('Invalid configuration:\n  Paystack needs PAYSTACK_SECRET_KEY')
  const whatsappProvider = env.WHATSAPP_PROVIDER ?? (env.WHATSAPP_ACCESS_TOKEN ? 'meta' : 'outbox')
  if (whatsappProvider === 'meta' && !(env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_APP_SECRET && env.WHATSAPP_VERIFY_TOKEN)) {
    throw new EnvError('Invalid configuration:\n  WhatsApp needs WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN')
  }
  const smsProvider = env.SMS_PROVIDER ?? (env.AFRICASTALKING_API_KEY ? 'africastalking' : env.TWILIO_ACCOUNT_SID ? 'twilio' : 'outbox')
  if (smsProvider === 'africastalking' && !(env.AFRICASTALKING_USERNAME && env.AFRICASTALKING_API_KEY && env.AFRICASTALKING_WEBHOOK_TOKEN)) {
    throw new EnvError("Invalid configuration:\n  Africa's Talking needs AFRICASTALKING_USERNAME, AFRICASTALKING_API_KEY and AFRICASTALKING_WEBHOOK_TOKEN")
  }
  if (smsProvider === 'twilio' && !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)) {
    throw new EnvError('Invalid configuration:\n  Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM')
  }
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError('Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  }
  if (Boolean(env.LLM_URL) !== Boolean(env.LLM_MODEL)) throw new EnvError('Invalid configuration:\n  LLM_URL and LLM_MODEL must be set together')
  if (env.LLM_IMAGE_MODEL && !env.LLM_URL) throw new EnvError('Invalid configuration:\n  LLM_IMAGE_MODEL needs LLM_URL and LLM_MODEL')
  let secret = env.AUTH_SECRET
  if (!secret) {
    if (env.DATABASE_URL && env.NODE_ENV === 'production') {
      throw new EnvError('Invalid configuration:\n  AUTH_SECRET is required when DATABASE_URL is set in production')
    }
    secret = readOrCreateSecret(env.DATA_DIR)
  }
  return {
    ...env,
    APP_URL: appUrl,
    AUTH_SECRET: secret,
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    paymentProvider,
    whatsappProvider,
    smsProvider,
    crawlAllowHosts: (env.CRAWL_ALLOW_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  }
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'secrets', 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

function isEd25519PrivateKeyPem(pem: string): boolean {
  try {
    return createPrivateKey({ key: pem, format: 'pem' }).asymmetricKeyType === 'ed25519'
  } catch {
    return false
  }
}
