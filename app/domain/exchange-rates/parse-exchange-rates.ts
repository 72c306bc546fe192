/** One day's rates: units of each currency (ISO 4217) per US dollar. */
export interface ParsedExchangeRates {
  /** The day the rates are of, yyyy-mm-dd (UTC). */
  date: string
  rates: Record<string, number>
}

export class ExchangeRatesFormatError extends Error {
  override readonly name = 'ExchangeRatesFormatError'
}

/**
 * Reads ExchangeRate-API's answer for the US dollar (`https://open.er-api.com/v6/latest/USD`, the
 * format EXCHANGE_RATES_URL names; tests/fixtures/exchange-rates holds a real one): `result`
 * "success", `base_code` "USD", `time_last_update_unix` the moment the rates are of, and `rates`
 * the units of each currency per dollar. Anything else (an error answer, another base, a rate that
 * is not a positive number) is refused: a page shows no local price rather than a wrong one.
 */
export function parseExchangeRates(text: string): ParsedExchangeRates {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ExchangeRatesFormatError('The answer is not JSON')
  }
  if (!body || typeof body !== 'object') throw new ExchangeRatesFormatError('The answer is not a JSON object')
  const answer = body as { result?: unknown; base_code?: unknown; time_last_update_unix?: unknown; rates?: unknown; 'error-type'?: unknown }
  if (answer.result !== 'success') throw new ExchangeRatesFormatError(`The source answered ${JSON.stringify(answer.result)}${answer['error-type'] ? ` (${String(answer['error-type'])})` : ''}`)
  if (answer.base_code !== 'USD') throw new ExchangeRatesFormatError(`The rates are per ${JSON.stringify(answer.base_code)}, not per US dollar`)
  const updated = answer.time_last_update_unix
  if (typeof updated !== 'number' || !Number.isInteger(updated) || updated <= 0) throw new ExchangeRatesFormatError('The answer does not say when its rates are of')
  if (!answer.rates || typeof answer.rates !== 'object' || Array.isArray(answer.rates)) throw new ExchangeRatesFormatError('The answer has no rates')
  const rates: Record<string, number> = {}
  for (const [code, rate] of Object.entries(answer.rates as Record<string, unknown>)) {
    if (!/^[A-Z]{3}$/.test(code)) throw new ExchangeRatesFormatError(`"${code}" is not a currency code`)
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) throw new ExchangeRatesFormatError(`The rate of ${code} is not a positive number`)
    rates[code] = rate
  }
  if (rates.USD !== 1) throw new ExchangeRatesFormatError('The US dollar is not 1 in its own rates')
  return { date: new Date(updated * 1000).toISOString().slice(0, 10), rates }
}
