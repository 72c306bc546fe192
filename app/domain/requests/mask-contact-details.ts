/**
 * Hides email addresses and phone numbers in what a member and an expert write to each other until
 * the request is accepted (issue 11: no contact details before a contract, as on Upwork). Pure, so it
 * can be tested on its own; the words that replace a detail are the caller's (in the reader's
 * language). Ordinary figures stay: budgets ($25,000, 50000 USD), years (2019 2020), dates and
 * percentages are not phone numbers.
 */

/** Spoken top-level domains ("jane at mail dot com"): only real-looking ones, so prose ("look at this dot point") stays. */
const SPOKEN_TLDS = 'com|org|net|info|io|co|africa|edu|gov|int|ngo|me|biz|uk|fr|pt|br|de|ke|ng|za|ug|tz|rw|et|gh|sn|cm|ci|ma|eg|mz|ao|zm|zw|mw|bw|na|cd|ml|bf|ne|tn|dz|so|sd|ss|mg'

/** A plain address, also with spaces around @ and dots ("jane @ mail . org"). */
const EMAIL = /[\p{L}\p{N}._%+-]+\s?@\s?[\p{L}\p{N}-]+(?:\s?\.\s?[\p{L}\p{N}-]+)*\s?\.\s?\p{L}{2,24}\b/giu
/** "jane [at] mail [dot] org", "jane(at)mail(dot)org", "jane {at} mail {dot} org", any bracket, any case. */
const BRACKETED = /[\p{L}\p{N}._%+-]+\s*[[({<]\s*at\s*[\])}>]\s*[\p{L}\p{N}-]+(?:\s*(?:[[({<]\s*dot\s*[\])}>]|\.)\s*[\p{L}\p{N}-]+)+/giu
/** "jane at mail dot org", "jane AT mail DOT co dot ke": the last part must be a known domain ending. */
const SPOKEN = new RegExp(`[\\p{L}\\p{N}._%+-]+\\s+at\\s+[\\p{L}\\p{N}-]+(?:\\s+dot\\s+[\\p{L}\\p{N}-]+)*\\s+dot\\s+(?:${SPOKEN_TLDS})\\b`, 'giu')

/**
 * A run of digits that may be a phone number: an optional +, digit groups joined by one space, dot,
 * dash or brackets. Not after a letter, a digit or a currency sign (so "$1000000000" and "KES5000"
 * stay), and never across a line break or a comma.
 */
const PHONE_RUN = /(?<![\p{L}\p{N}$€£¥₦₵%])\+?\s?\(?\d(?:[ \u00A0.-]?\(?\d\)?)+/gu

const MIN_PHONE_DIGITS = 9
const MAX_PHONE_DIGITS = 15
const YEAR = /^(?:19|20)\d\d$/

function isPhoneNumber(run: string, after: string): boolean {
  const digits = run.replace(/\D/g, '')
  if (digits.length < MIN_PHONE_DIGITS || digits.length > MAX_PHONE_DIGITS) return false
  const groups = run.split(/[^\d]+/).filter(Boolean)
  // A list of years ("2019 2020 2021") or a decimal figure ("1234567.89") is not a number to call.
  if (groups.every((g) => YEAR.test(g))) return false
  if (/^\d+\.\d{1,2}$/.test(run.trim())) return false
  // A figure followed by a percent sign or a currency is an amount.
  if (/^\s?(?:%|usd\b|kes\b|ngn\b|zar\b|eur\b|dollars?\b)/i.test(after)) return false
  return true
}

/** `text` with every email address and phone number replaced by `hidden`. */
export function maskContactDetails(text: string, hidden: string): string {
  const masked = text.replace(EMAIL, hidden).replace(BRACKETED, hidden).replace(SPOKEN, hidden)
  return masked.replace(PHONE_RUN, (found: string, offset: number, whole: string) => {
    // A closing bracket without its opening one belongs to the sentence: "(call +254 712 345 678)".
    const unbalanced = found.endsWith(')') && (found.match(/\(/g)?.length ?? 0) < (found.match(/\)/g)?.length ?? 0)
    const run = unbalanced ? found.slice(0, -1) : found
    const tail = unbalanced ? ')' : ''
    const after = whole.slice(offset + run.length, offset + run.length + 8)
    if (!isPhoneNumber(run, after)) return found
    // Keep the space that may have been taken in front of the number.
    const lead = /^\s/.test(run) ? run[0] : ''
    return lead + hidden + tail
  })
}

/** Whether `text` holds anything maskContactDetails would hide. */
export function hasContactDetails(text: string): boolean {
  return maskContactDetails(text, '\u0000') !== text
}
