/**
 * Units of each currency per US dollar, used to convert discovered grant amounts to US dollars for
 * filtering. Copied from the daily reference table of fawazahmed0/exchange-api (published under CC0
 * on npm as @fawazahmed0/currency-api, v1/currencies/usd.min.json) on RATES_DATE; every converted
 * amount records the rate and this date. Refresh by copying a newer table (the package is never a
 * runtime dependency).
 */
export const RATES_DATE = '2026-09-29'

export const USD_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.88022588,
  GBP: 0.75538854,
  CHF: 0.83337046,
  CAD: 1.4188384,
  AUD: 1.4247472,
  JPY: 157.47729,
  SEK: 9.9804895,
  NOK: 9.5468747,
  DKK: 6.5797782,
  CNY: 6.7077835,
  INR: 96.085342,
  AED: 3.6725,
  SAR: 3.75,
  BRL: 5.224238,
  KES: 129.6747,
  NGN: 1326.1644,
  ZAR: 16.440123,
  GHS: 11.646195,
  UGX: 3914.6682,
  TZS: 2639.5882,
  RWF: 1475.5332,
  ETB: 162.8182,
  EGP: 52.050195,
  MAD: 9.647969,
  TND: 2.9692935,
  DZD: 133.82206,
  XOF: 577.39033,
  XAF: 577.39033,
  ZMW: 19.619649,
  MWK: 1734.8322,
  BWP: 13.670814,
  NAD: 16.440123,
  MZN: 63.830528,
  AOA: 918.3368,
  SLE: 22.914868,
  LRD: 172.08772,
  GMD: 74.291962,
  GNF: 8802.4507,
  CDF: 2311.4962,
  BIF: 2999.056,
  SOS: 570.56713,
  SDG: 600.20421,
  SSP: 5712.5919,
  LYD: 6.4007423,
  MUR: 47.606226,
  SCR: 14.262754,
  MGA: 4389.0937,
  LSL: 16.440123,
  SZL: 16.440123,
  CVE: 97.062508,
  STN: 21.746666,
  DJF: 178.08804,
  ERN: 15,
  KMF: 433.04275,
  MRU: 40.082382,
}

export interface UsdConversion {
  usd: number
  rate: number
  date: string
}

/** The amount in whole US dollars with the rate used and its date, or null for an unknown currency. */
export function toUsd(amount: number, currency: string): UsdConversion | null {
  const rate = USD_RATES[currency.toUpperCase()]
  if (!rate || !Number.isFinite(amount)) return null
  return { usd: Math.round(amount / rate), rate, date: RATES_DATE }
}

export const isKnownCurrency = (code: string): boolean => Object.hasOwn(USD_RATES, code.toUpperCase())
