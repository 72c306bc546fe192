import { z } from 'zod'
import { refreshExchangeRates } from '../domain/exchange-rates/refresh-exchange-rates.server.ts'
import { defineJob } from './job.ts'

/**
 * Daily at 05:15 UTC (ExchangeRate-API publishes once a day, just after midnight UTC): reads
 * EXCHANGE_RATES_URL and stores the day's rates (issue 27 §5, ADR 070). A failed read is recorded
 * and keeps the last good rates in use; tomorrow's run tries again. Without a source it does nothing.
 */
export const refreshExchangeRatesJob = defineJob({
  id: 'exchange-rates.refresh',
  cron: '15 5 * * *',
  schema: z.object({}),
  queue: { expireInSeconds: 300, retryLimit: 2, retryDelaySeconds: 600 },
  async handler(_payload, services) {
    const outcome = await refreshExchangeRates(services.db)
    if (outcome.status === 'failed') console.error(`Refreshing the exchange rates failed (${outcome.reason}: ${outcome.detail}); the last good rates stay in use.`)
  },
})
