const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  janv: 1,
  janvier: 1,
  feb: 2,
  february: 2,
  fev: 2,
  fevr: 2,
  fevrier: 2,
  mar: 3,
  march: 3,
  mars: 3,
  apr: 4,
  april: 4,
  avr: 4,
  avril: 4,
  may: 5,
  mai: 5,
  jun: 6,
  june: 6,
  juin: 6,
  jul: 7,
  july: 7,
  juil: 7,
  juillet: 7,
  aug: 8,
  august: 8,
  aout: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  oct: 10,
  october: 10,
  octobre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  dec: 12,
  december: 12,
  decembre: 12,
}

/** A date as certificates and statements write it, in English or French: "14 March 2014", "March 14, 2014", "1er avril 2026", "12/09/2019" (day first), "2014-03-14". */
export const DATE_PATTERN = String.raw`(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{1,2}(?:st|nd|rd|th|er)?\s+(?:of\s+)?[A-Za-zÀ-ÿ]{3,9}\.?,?\s+\d{4}|[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})`

function iso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900 || year > 2100) return null
  return date.toISOString().slice(0, 10)
}

function monthNumber(word: string): number | undefined {
  return MONTHS[
    word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\.$/, '')
  ]
}

/** The ISO date (yyyy-mm-dd) a text written as DATE_PATTERN names, or null. Numeric dates are read day first, as in Africa and France. */
export function readDate(text: string): string | null {
  const s = text.trim()
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]))
  m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(s)
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]))
  m = /^(\d{1,2})(?:st|nd|rd|th|er)?\s+(?:of\s+)?([A-Za-zÀ-ÿ]+)\.?,?\s+(\d{4})$/i.exec(s)
  if (m) {
    const month = monthNumber(m[2]!)
    return month ? iso(Number(m[3]), month, Number(m[1])) : null
  }
  m = /^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(s)
  if (m) {
    const month = monthNumber(m[1]!)
    return month ? iso(Number(m[3]), month, Number(m[2])) : null
  }
  return null
}
