import type { ReadField, ReadFieldName } from '../../db/schema/document-reading.ts'
import type { DocumentGroup } from '../verification/document-types.ts'
import { DATE_PATTERN, readDate } from './read-date.ts'
import type { ReadPage } from './reading-types.ts'
import { snippetOf } from './snippet.ts'

/** The labels a value follows, in English and French, by field (matched case-insensitively at a word start). */
const LABELS: Partial<Record<ReadFieldName, RegExp>> = {
  registrationNumber:
    /\b(?:registration\s*(?:no\b\.?|number|n[°º])|reg\.?\s*no\b\.?|registered\s+number|company\s+number|n\s*[°º]\s*d['’ ]?\s*(?:enregistrement|immatriculation)|no\.?\s+d['’ ]?\s*(?:enregistrement|immatriculation)|num[ée]ro\s+(?:d['’ ]?\s*(?:enregistrement|immatriculation)|rccm)|(?:n\s*[°º]\s*)?rccm)/i,
  organizationName:
    /\b(?:name\s+of\s+(?:the\s+)?(?:organi[sz]ation|association|society|company|ngo|trust)|organi[sz]ation(?:['’]s)?\s+name|registered\s+name|d[ée]nomination(?:\s+sociale)?|raison\s+sociale|nom\s+de\s+l['’ ]?\s*(?:association|organisation|ong))/i,
  registrationDate: /\b(?:date\s+of\s+registration|registration\s+date|registered\s+on|date\s+registered|date\s+d['’ ]?\s*(?:enregistrement|immatriculation)|enregistr[ée]e?\s+le)/i,
  issueDate: /\b(?:date\s+of\s+issue|issue\s+date|issued\s+on|date\s+issued|date\s+de\s+d[ée]livrance|d[ée]livr[ée]e?\s+le)/i,
  expiryDate: /\b(?:expiry\s+date|date\s+of\s+expiry|expiration\s+date|expires\s+on|valid\s+(?:until|to)|valable\s+jusqu['’ ]?\s*au|date\s+d['’ ]?\s*expiration|expire\s+le)/i,
  accountHolder: /\b(?:account\s+(?:name|holder(?:['’]s\s+name)?)|name\s+of\s+(?:the\s+)?account\s+holder|titulaire(?:\s+du\s+compte)?|intitul[ée]\s+du\s+compte|nom\s+du\s+titulaire)/i,
}

/** "Statement period: 01/07/2026 to 31/07/2026", "Période du 01/04/2026 au 30/06/2026", "from 1 January 2025 to 31 December 2025". */
const PERIOD = new RegExp(
  String.raw`\b(?:statement\s+period|period|p[ée]riode|from|du)\b[^0-9A-Za-zÀ-ÿ]*(?:du\s+|from\s+)?(${DATE_PATTERN})\s*(?:to|au|until|through|jusqu['’]au|-|–|—)\s*(${DATE_PATTERN})`,
  'i',
)

const FIELDS_BY_GROUP: Record<DocumentGroup, ReadFieldName[]> = {
  incorporation: ['registrationNumber', 'organizationName', 'registrationDate', 'issueDate', 'expiryDate'],
  address_proof: [],
  bank_statements: ['accountHolder', 'periodStart', 'periodEnd'],
  financial_statements: ['accountHolder', 'periodStart', 'periodEnd'],
}

/** The value after a label (the rest of its line, or the next line when the label ends its line), and the line after the value's. */
function valueAfter(lines: string[], index: number, label: RegExpExecArray): { value: string; next: string | undefined } {
  const rest = lines[index]!.slice(label.index + label[0].length)
    .replace(/^[\s:;.\-–—=|]+/, '')
    .trim()
  if (rest) return { value: rest, next: lines[index + 1] }
  const at = lines.findIndex((l, i) => i > index && l.trim())
  return at < 0 ? { value: '', next: undefined } : { value: lines[at]!.trim(), next: lines[at + 1] }
}

/** A registration number: the first run of letters, digits and separators holding a digit. */
function registrationNumber(value: string): string | null {
  const candidate = value
    .split(/\s{2,}|\s+(?:du|of|dated|le)\s+/i)[0]!
    .replace(/[.,;:]+$/, '')
    .trim()
  return /\d/.test(candidate) && candidate.length <= 60 ? candidate : null
}

/** A name: the value, joined with the next line when a short name was wrapped onto it ("Pamoja Test Youth / Network"). */
function name(value: string, next: string | undefined): string | null {
  let found = value
    .replace(/[.,;:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
  const wrapped = next?.trim() ?? ''
  if (wrapped && !/[:\d]/.test(wrapped) && /^(?:\p{Lu}[\p{L}'’&.-]*\s?){1,3}$/u.test(wrapped)) found = `${found} ${wrapped.replace(/[.,;]+$/, '')}`
  return found.length >= 2 && found.length <= 200 && /\p{L}/u.test(found) ? found : null
}

/**
 * The fields a document of this group holds (a certificate's number, name and dates; a statement's
 * holder and period), each the first found, with its page and line. Labels are English or French.
 */
export function extractFields(pages: ReadPage[], group: DocumentGroup): ReadField[] {
  const wanted = FIELDS_BY_GROUP[group]
  const found = new Map<ReadFieldName, ReadField>()
  for (const [p, page] of pages.entries()) {
    const lines = page.text.split(/\r?\n/)
    for (const [i, line] of lines.entries()) {
      const at = (fieldName: ReadFieldName, value: string | null) => {
        if (value && wanted.includes(fieldName) && !found.has(fieldName)) found.set(fieldName, { name: fieldName, value, page: p + 1, snippet: snippetOf(line) })
      }
      const period = PERIOD.exec(line)
      if (period) {
        at('periodStart', readDate(period[1]!))
        at('periodEnd', readDate(period[2]!))
      }
      for (const [fieldName, pattern] of Object.entries(LABELS) as Array<[ReadFieldName, RegExp]>) {
        if (found.has(fieldName) || !wanted.includes(fieldName)) continue
        const label = pattern.exec(line)
        if (!label) continue
        const { value, next } = valueAfter(lines, i, label)
        if (fieldName === 'registrationNumber') at(fieldName, registrationNumber(value))
        else if (fieldName === 'organizationName' || fieldName === 'accountHolder') at(fieldName, name(value, next))
        else {
          const date = new RegExp(DATE_PATTERN, 'i').exec(value)
          at(fieldName, date ? readDate(date[0]) : null)
        }
      }
    }
  }
  return [...found.values()]
}
