import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { and, desc, eq, inArray, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { exchangeRates } from '../../db/schema/index.ts'
import { safeFetch } from '../../net/safe-fetch.server.ts'
import { exchangeRatesSource } from './exchange-rates-source.ts'
import { type ParsedExchangeRates, parseExchangeRates } from './parse-exchange-rates.ts'

/** The largest answer read (ExchangeRate-API's is about 4 KB). */
const MAX_BYTES = 256 * 1024
const TIMEOUT_MS = 30_000
/** Good refreshes kept; older ones (and the failures before the oldest kept) are deleted. */
export const EXCHANGE_RATE_REFRESHES_KEPT = 30

export type ExchangeRatesRefreshOutcome =
  | { status: 'no-source' }
  | { status: 'stored'; id: number; date: string; currencies: number }
  | { status: 'unchanged'; id: number; date: string }
  | { status: 'failed'; reason: 'download' | 'parse'; detail: string }

export interface ExchangeRatesRefreshOptions {
  /** A URL or file path; default: EXCHANGE_RATES_URL. */
  source?: string | null
  /** Tests only: lets safeFetch reach a local test server. */
  allowOrigins?: readonly string[]
}

/**
 * Reads the configured source through safe-fetch (or a local file), and stores the day's rates when
 * they differ from the last good ones. A download or an answer that fails is recorded as a failed
 * refresh and changes nothing shown: the last good rates stay in use, with their own date.
 */
export async function refreshExchangeRates(db: Db, options: ExchangeRatesRefreshOptions = {}): Promise<ExchangeRatesRefreshOutcome> {
  const source = options.source === undefined ? exchangeRatesSource() : options.source
  if (!source) return { status: 'no-source' }
  let text: string
  try {
    text = await readSource(source, options)
  } catch (error) {
    return fail(db, source, 'download', describe(error))
  }
  let parsed: ParsedExchangeRates
  try {
    parsed = parseExchangeRates(text)
  } catch (error) {
    return fail(db, source, 'parse', describe(error))
  }
  const [last] = await db.select().from(exchangeRates).where(eq(exchangeRates.status, 'ok')).orderBy(desc(exchangeRates.fetchedAt), desc(exchangeRates.id)).limit(1)
  if (last && last.source === source && last.ratesDate === parsed.date && sameRates(last.rates ?? {}, parsed.rates)) return { status: 'unchanged', id: last.id, date: parsed.date }
  const id = await db.transaction(async (tx) => {
    const [stored] = await tx.insert(exchangeRates).values({ source, status: 'ok', ratesDate: parsed.date, rates: parsed.rates }).returning({ id: exchangeRates.id })
    await prune(tx as unknown as Db)
    return stored!.id
  })
  return { status: 'stored', id, date: parsed.date, currencies: Object.keys(parsed.rates).length }
}

async function readSource(source: string, options: ExchangeRatesRefreshOptions): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    const response = await safeFetch(source, {
      maxBytes: MAX_BYTES,
      timeoutMs: TIMEOUT_MS,
      headers: { Accept: 'application/json', 'User-Agent': 'HarambeeRates/1.0' },
      allowOrigins: options.allowOrigins,
    })
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${response.url}`)
    return response.text()
  }
  return readFile(source.startsWith('file:') ? fileURLToPath(source) : source, 'utf8')
}

function sameRates(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

async function fail(db: Db, source: string, reason: 'download' | 'parse', detail: string): Promise<ExchangeRatesRefreshOutcome> {
  await db.insert(exchangeRates).values({ source, status: 'failed', error: `${reason}: ${detail}`.slice(0, 2000) })
  return { status: 'failed', reason, detail }
}

/** Keeps the last EXCHANGE_RATE_REFRESHES_KEPT good refreshes and the failures since the oldest of them. */
async function prune(db: Db) {
  const good = await db
    .select({ id: exchangeRates.id, fetchedAt: exchangeRates.fetchedAt })
    .from(exchangeRates)
    .where(eq(exchangeRates.status, 'ok'))
    .orderBy(desc(exchangeRates.fetchedAt), desc(exchangeRates.id))
  const old = good.slice(EXCHANGE_RATE_REFRESHES_KEPT)
  if (old.length === 0) return
  await db.delete(exchangeRates).where(
    inArray(
      exchangeRates.id,
      old.map((row) => row.id),
    ),
  )
  const oldestKept = good[EXCHANGE_RATE_REFRESHES_KEPT - 1]!
  await db.delete(exchangeRates).where(and(eq(exchangeRates.status, 'failed'), lt(exchangeRates.fetchedAt, oldestKept.fetchedAt)))
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
