/**
 * Where the exchange rates are read from: EXCHANGE_RATES_URL, an address answering in
 * ExchangeRate-API's format (https://open.er-api.com/v6/latest/USD), or a local file path holding
 * such an answer (offline deployments, tests). There is no default: without one the rates are not
 * refreshed, and with none stored no local price is shown (ADR 070).
 */
export function exchangeRatesSource(env: Record<string, string | undefined> = process.env): string | null {
  return env.EXCHANGE_RATES_URL?.trim() || null
}

/** How a source is named on the pages: the host of a URL ("open.er-api.com"), or nothing for a local file. */
export function sourceHost(source: string): string | null {
  if (!/^https?:\/\//i.test(source)) return null
  try {
    return new URL(source).hostname
  } catch {
    return null
  }
}
