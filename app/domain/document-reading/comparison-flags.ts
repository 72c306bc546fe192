import { COMPARISON_FLAG_KINDS, type DocumentFlag, type FlagKind, type ReadField } from '../../db/schema/document-reading.ts'
import type { DocumentGroup } from '../verification/document-types.ts'
import { BANK_STATEMENT_MONTHS } from './months-covered.ts'
import { sameOrganizationName, sameRegistrationNumber } from './same-values.ts'

/** The flags that come from comparing a document with the application (recomputed when either changes). */
export const COMPARISON_KINDS: ReadonlySet<FlagKind> = new Set(COMPARISON_FLAG_KINDS)

/** What the application form says, and what the group's statements cover together. */
export interface ComparedWith {
  organizationName: string | null
  registrationNumber: string | null
  /** Consecutive months the application's bank statements cover together (monthsCovered). */
  statementMonths: number
  /** Today, yyyy-mm-dd. */
  today: string
}

function differs(kind: FlagKind, field: ReadField, application: string): DocumentFlag {
  return { kind, params: { document: field.value, application }, page: field.page, snippet: field.snippet }
}

/**
 * How a document's fields differ from the application: the certificate's number and name, its expiry,
 * a statement's holder, and bank statements covering fewer months than asked. Each flag carries both
 * values and the page and line the document's came from. Nothing is flagged for what the form left empty.
 */
export function comparisonFlags(fields: ReadField[], group: DocumentGroup, readable: boolean, form: ComparedWith): DocumentFlag[] {
  if (!readable) return []
  const field = (name: ReadField['name']) => fields.find((f) => f.name === name)
  const flags: DocumentFlag[] = []
  if (group === 'incorporation') {
    const number = field('registrationNumber')
    if (!number) flags.push({ kind: 'registration-not-found' })
    else if (form.registrationNumber && !sameRegistrationNumber(number.value, form.registrationNumber)) flags.push(differs('registration-differs', number, form.registrationNumber))
    const name = field('organizationName')
    if (name && form.organizationName && !sameOrganizationName(name.value, form.organizationName)) flags.push(differs('name-differs', name, form.organizationName))
    const expiry = field('expiryDate')
    if (expiry && expiry.value < form.today) flags.push({ kind: 'expired', params: { date: expiry.value }, page: expiry.page, snippet: expiry.snippet })
  }
  if (group === 'bank_statements' || group === 'financial_statements') {
    const holder = field('accountHolder')
    if (!holder) {
      if (group === 'bank_statements') flags.push({ kind: 'holder-not-found' })
    } else if (form.organizationName && !sameOrganizationName(holder.value, form.organizationName)) flags.push(differs('holder-differs', holder, form.organizationName))
  }
  if (group === 'bank_statements') {
    if (!field('periodStart')) flags.push({ kind: 'period-not-found' })
    else if (form.statementMonths < BANK_STATEMENT_MONTHS) flags.push({ kind: 'months-short', params: { covered: form.statementMonths, asked: BANK_STATEMENT_MONTHS } })
  }
  return flags
}
