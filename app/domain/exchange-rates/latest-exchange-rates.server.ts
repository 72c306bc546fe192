import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { exchangeRates } from '../../db/schema/index.ts'

export interface StoredExchangeRates {
  /** The day the rates are of, yyyy-mm-dd. */
  date: string
  source: string
  rates: Record<string, number>
}

/** The last good rates stored, or null when none ever were (then no local price is shown). */
export async function latestExchangeRates(db: Db): Promise<StoredExchangeRates | null> {
  const [row] = await db
    .select({ date: exchangeRates.ratesDate, source: exchangeRates.source, rates: exchangeRates.rates })
    .from(exchangeRates)
    .where(eq(exchangeRates.status, 'ok'))
    .orderBy(desc(exchangeRates.fetchedAt), desc(exchangeRates.id))
    .limit(1)
  if (!row?.date || !row.rates) return null
  return { date: row.date, source: row.source, rates: row.rates }
}
