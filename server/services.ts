import { createHmac } from 'node:crypto'
import path from 'node:path'
import { openDatabase, migrateDatabase, type Database, type Db } from '../app/db/client.server.ts'
import { latestExchangeRates } from '../app/domain/exchange-rates/latest-exchange-rates.server.ts'
import { createAuth } from '../app/domain/accounts/auth.server.ts'
import { createMailer } from '../app/email/mailer.server.ts'
import type { PaymentProvider } from '../app/domain/payments/payment-provider.ts'
import { createPaystackProvider } from '../app/domain/payments/paystack-provider.server.ts'
import { createSandboxProvider } from '../app/domain/payments/sandbox-provider.server.ts'
import { createMessaging } from './messaging.ts'
import { createS3Storage } from '../app/storage/s3-storage.server.ts'
import { createLocalStorage } from '../app/storage/storage.server.ts'
import { type AppServices, type CrawlConfig, createJobQueue } from '../app/context.ts'
import type { Env } from './env.ts'

export type Services = Omit<AppServices, 'clientAddress' | 'nonce' | 'documentRequest'> & { database: Database }

/** Opens the database (migrated; `loadDataDir` starts the embedded one from a dump) and builds the services every request shares. */
export async function createServices(env: Env, options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Services> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: options.dataDir ?? env.DATA_DIR, loadDataDir: options.loadDataDir })
  try {
    await migrateDatabase(database)
  } catch (error) {
    await database.close()
    throw error
  }
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.resolve(env.DATA_DIR, 'outbox'),
    appName: env.APP_NAME,
    from: env.MAIL_FROM ?? `${env.APP_NAME} <no-reply@${new URL(env.APP_URL).hostname}>`,
  })
  const auth = createAuth(database.db, mailer, {
    appName: env.APP_NAME,
    appUrl: env.APP_URL,
    secret: env.AUTH_SECRET,
    logLevel: env.NODE_ENV === 'test' ? 'error' : 'warn',
    google: env.googleEnabled ? { clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! } : undefined,
  })
  const derive = (purpose: string) => createHmac('sha256', env.AUTH_SECRET).update(purpose).digest('base64url')
  const secrets = {
    unsubscribe: derive('unsubscribe-links'),
    sandboxPayments: derive('sandbox-payments'),
    llmApiKey: env.LLM_API_KEY,
    badgeStatement: { sealKey: derive('badge-statement-keys'), signingKeyPem: env.BADGE_SIGNING_KEY },
    messaging: derive('phone-messaging'),
    ussdToken: env.AFRICASTALKING_WEBHOOK_TOKEN,
  }
  return {
    database,
    db: database.db,
    auth,
    mailer,
    config: {
      appName: env.APP_NAME,
      appUrl: env.APP_URL,
      googleEnabled: env.googleEnabled,
      databaseKind: database.kind,
      crawl: crawlConfig(env),
      priorityAlertDelaySeconds: env.PRIORITY_ALERT_DELAY_SECONDS,
      apiRateLimit: { attempts: env.API_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 },
      seller: { legalName: env.SELLER_LEGAL_NAME ?? null, address: env.SELLER_ADDRESS ?? null, taxId: env.SELLER_TAX_ID ?? null },
    },
    secrets,
    payments: await createPaymentProvider(env, secrets.sandboxPayments, database.db),
    messaging: createMessaging(env, secrets.messaging),
    storage: env.S3_BUCKET
      ? createS3Storage({ bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint: env.S3_ENDPOINT, accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! })
      : createLocalStorage(path.resolve(env.DATA_DIR, 'uploads')),
    jobs: createJobQueue(),
  }
}

/** The crawler's settings from the environment (docs/decisions/026-crawler.md). */
export function crawlConfig(env: Env): CrawlConfig {
  return {
    allowInternalHosts: env.crawlAllowHosts,
    userAgent: `HarambeeBot/1.0 (+${env.APP_URL}/about)`,
    minDelayMs: env.CRAWL_MIN_DELAY_MS,
    llm:
      env.LLM_URL && env.LLM_MODEL
        ? {
            url: env.LLM_URL,
            model: env.LLM_MODEL,
            priceInPerMTok: env.LLM_PRICE_IN_PER_MTOK,
            priceOutPerMTok: env.LLM_PRICE_OUT_PER_MTOK,
            imageModel: env.LLM_IMAGE_MODEL ?? null,
            pricePerImage: env.LLM_PRICE_PER_IMAGE,
          }
        : null,
  }
}

/**
 * Stripe or Paystack when configured (env.ts checks their keys), else the built-in sandbox. Stripe's
 * library (218 modules) is loaded only when Stripe is the provider.
 */
async function createPaymentProvider(env: Env, sandboxSecret: string, db: Db): Promise<PaymentProvider> {
  if (env.paymentProvider === 'stripe') {
    const { createStripeProvider } = await import('../app/domain/payments/stripe-provider.server.ts')
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, apiBase: env.STRIPE_API_BASE })
  }
  if (env.paymentProvider === 'paystack') {
    // US dollar prices are charged in another currency at the last exchange rates stored (ADR 070).
    const usdRate = async (currency: string) => (await latestExchangeRates(db))?.rates[currency] ?? null
    return createPaystackProvider({ secretKey: env.PAYSTACK_SECRET_KEY!, currency: env.PAYSTACK_CURRENCY, apiBase: env.PAYSTACK_API_BASE, usdRate })
  }
  return createSandboxProvider({ appUrl: env.APP_URL, secret: sandboxSecret })
}
