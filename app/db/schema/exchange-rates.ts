import { date, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const EXCHANGE_RATE_STATUSES = ['ok', 'failed'] as const

/**
 * Issue 27 §5 (ADR 070): each refresh of the exchange rates read from EXCHANGE_RATES_URL. A good
 * one (`ok`) holds the rates of one day, units of each currency per US dollar, as the source gave
 * them; a failed one records why and holds none, so the last good rates stay the ones shown.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    /** The URL or local file the rates were read from. */
    source: text('source').notNull(),
    status: text('status', { enum: EXCHANGE_RATE_STATUSES }).notNull(),
    /** The day the source says its rates are of (UTC). */
    ratesDate: date('rates_date', { mode: 'string' }),
    /** Units of each currency (ISO 4217) per US dollar. */
    rates: jsonb('rates').$type<Record<string, number>>(),
    /** Why a failed refresh failed: 'download' or 'parse', then the detail. */
    error: text('error'),
  },
  (t) => [index('exchange_rates_status_idx').on(t.status, t.fetchedAt.desc())],
)
