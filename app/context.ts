import { createContext, type RouterContext } from 'react-router'
import type { Db } from './db/client.server.ts'
import type { Auth } from './domain/accounts/auth.server.ts'
import type { Language } from './i18n/languages.ts'
import type { Member } from './domain/accounts/get-member.server.ts'
import type { Mailer } from './email/mailer.server.ts'
import type { PaymentProvider } from './domain/payments/payment-provider.ts'
import type { Messaging } from './domain/messaging/phone-provider.ts'
import type { FileStorage } from './storage/storage.server.ts'

/** How the grant crawler behaves (server/env.ts; docs/decisions/026-crawler.md). */
export interface CrawlConfig {
  /** Exact lower-case host:port pairs the crawler may fetch although they are internal (CRAWL_ALLOW_HOSTS). */
  allowInternalHosts: readonly string[]
  /** Sent with every request: HarambeeBot/1.0 (+{APP_URL}/about). */
  userAgent: string
  /** Least milliseconds between two requests to one host. */
  minDelayMs: number
  /**
   * The optional model that reads pages the rules cannot (LLM_URL, LLM_MODEL); the key is in secrets.
   * `imageModel` (LLM_IMAGE_MODEL) answers the same host's Images API, at `pricePerImage` dollars.
   */
  llm: { url: string; model: string; priceInPerMTok: number; priceOutPerMTok: number; imageModel: string | null; pricePerImage: number } | null
}

/**
 * How a job is queued (pg-boss send options): `singletonKey` is a hint that saves work where the
 * queue honours it (ADR 013: nothing relies on it); `startAfter` delays the job by seconds;
 * `priority` puts it ahead of jobs with a lower one in its queue (default 0; priority alerts use 10).
 */
export interface EnqueueOptions {
  singletonKey?: string
  startAfter?: number
  priority?: number
}

/**
 * The background job queue as requests see it. The web process attaches pg-boss at start-up
 * (server/jobs.ts); until then, or where no queue runs (the integration tests), enqueue answers
 * false and the work waits in its own table for the next scheduled scan.
 */
export interface JobQueue {
  enqueue(jobId: string, payload: object, options?: EnqueueOptions): Promise<boolean>
  attach(send: (jobId: string, payload: object, options?: EnqueueOptions) => Promise<void>): void
}

export function createJobQueue(): JobQueue {
  let send: ((jobId: string, payload: object, options?: EnqueueOptions) => Promise<void>) | null = null
  return {
    async enqueue(jobId, payload, options) {
      if (!send) return false
      await send(jobId, payload, options)
      return true
    },
    attach(next) {
      send = next
    },
  }
}

/** What the server hands every request: services built once at start-up, plus the caller's address. */
export interface AppServices {
  db: Db
  auth: Auth
  mailer: Mailer
  config: {
    appName: string
    appUrl: string
    googleEnabled: boolean
    databaseKind: 'embedded' | 'postgres'
    crawl: CrawlConfig
    priorityAlertDelaySeconds: number
    apiRateLimit: { attempts: number; windowSeconds: number }
    /** Who sells, as receipts say it (SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_TAX_ID). */
    seller: { legalName: string | null; address: string | null; taxId: string | null }
  }
  /** Keys derived from AUTH_SECRET for signing links (never sent to the browser). */
  secrets: {
    unsubscribe: string
    sandboxPayments: string
    llmApiKey?: string
    /** Badge statements (ADR 062): the key that seals stored signing keys, and BADGE_SIGNING_KEY when set (it wins). */
    badgeStatement: { sealKey: string; signingKeyPem?: string }
    /** Phone messaging (ADR 068): the one-time codes' HMAC key and the local outbox's webhook signatures. */
    messaging: string
    /** The token Africa's Talking's USSD callback URL carries (AFRICASTALKING_WEBHOOK_TOKEN); without it the USSD menu is off. */
    ussdToken?: string
  }
  payments: PaymentProvider
  /** WhatsApp's and SMS's providers (ADR 068). */
  messaging: Messaging
  storage: FileStorage
  jobs: JobQueue
  /** Per request: the caller's address (Express, from TRUST_PROXY). */
  clientAddress: string
  /** Per request: the Content-Security-Policy nonce that inline scripts and styles must carry. */
  nonce: string
  /** Per request: a page load (not a navigation's data request), which gets the layout's messages too. */
  documentRequest: boolean
}

/**
 * The server entry (plain Node) and the built app (bundled by Vite) each load this module, so the
 * key is kept on globalThis: both copies must hand out the very same context key.
 */
const shared = globalThis as { __appServicesContext?: RouterContext<AppServices> }
shared.__appServicesContext ??= createContext<AppServices>()
export const servicesContext = shared.__appServicesContext
/** The signed-in member, or null; set by the root middleware. */
export const memberContext = createContext<Member | null>(null)
/** The request's language (app/i18n/language.server.ts); set by the root middleware. */
export const languageContext = createContext<Language>('en')
