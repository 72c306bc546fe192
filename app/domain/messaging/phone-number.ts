import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

export type ParsedNumber = { ok: true; number: string; country: string | undefined } | { ok: false; error: 'messaging.numberInvalid' | 'messaging.numberNotMobile' }

/**
 * A mobile number as the member typed it (with or without +, spaces, dashes), read with Google's
 * libphonenumber metadata: valid for its country, and a mobile line; stored as E.164. A number
 * typed without its country code is read as one of `defaultCountry` (the member's profile country).
 */
export function parseMobileNumber(input: string, defaultCountry?: string | null): ParsedNumber {
  const parsed = parsePhoneNumberFromString(input.trim(), (defaultCountry ?? undefined) as CountryCode | undefined)
  if (!parsed?.isValid()) return { ok: false, error: 'messaging.numberInvalid' }
  const type = parsed.getType()
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, error: 'messaging.numberNotMobile' }
  return { ok: true, number: parsed.number, country: parsed.country }
}

/** The time zones of a country (CLDR, through Intl), the first being its main one; UTC when unknown. */
export function timeZonesOf(country: string | undefined): string[] {
  if (!country) return ['UTC']
  const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { getTimeZones?: () => string[] }
  return locale.getTimeZones?.() ?? ['UTC']
}

/** "+254712345678" → "+254 •••• •678": how a number is shown back, so a screen does not give it away. */
export function maskedNumber(number: string) {
  return `${number.slice(0, 4)} •••• •${number.slice(-3)}`
}
