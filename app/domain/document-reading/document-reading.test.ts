import { describe, expect, it } from 'vitest'
import { comparisonFlags } from './comparison-flags.ts'
import { extractFields } from './extract-fields.ts'
import { flagsWithForm } from './flags-with-form.ts'
import { monthsCovered } from './months-covered.ts'
import { readDate } from './read-date.ts'
import { readingFlags } from './reading-flags.ts'
import { sameOrganizationName, sameRegistrationNumber } from './same-values.ts'

const page = (text: string) => ({ text })
const value = (fields: ReturnType<typeof extractFields>, name: string) => fields.find((f) => f.name === name)?.value
const form = { organizationName: 'Maji Safi Test Trust', registrationNumber: 'OP.218/051/2014/0132', statementMonths: 3, today: '2026-11-29' }

describe('Reading a registration certificate', () => {
  it('finds the number, the name and the dates after English labels, with the page and line', () => {
    const fields = extractFields(
      [
        page('Cover page'),
        page(
          'Certificate of Registration\nRegistration No.: OP.218/051/2014/0123\nName of Organisation: Maji Safi Test Trust Limited\nDate of Registration: 14 March 2014\nDate of Issue: April 2, 2014',
        ),
      ],
      'incorporation',
    )
    expect(fields.find((f) => f.name === 'registrationNumber')).toEqual({ name: 'registrationNumber', value: 'OP.218/051/2014/0123', page: 2, snippet: 'Registration No.: OP.218/051/2014/0123' })
    expect(value(fields, 'organizationName')).toBe('Maji Safi Test Trust Limited')
    expect(value(fields, 'registrationDate')).toBe('2014-03-14')
    expect(value(fields, 'issueDate')).toBe('2014-04-02')
  })

  it('finds them after French labels, a value on the line under its label, and an RCCM number', () => {
    const fields = extractFields([page("Numéro RCCM\nBJ-COT-2019-B-12345\nDénomination sociale : Lumière Test SARL\nDélivré le 1er avril 2020\nValable jusqu'au 31/03/2025")], 'incorporation')
    expect(value(fields, 'registrationNumber')).toBe('BJ-COT-2019-B-12345')
    expect(value(fields, 'organizationName')).toBe('Lumière Test SARL')
    expect(value(fields, 'issueDate')).toBe('2020-04-01')
    expect(value(fields, 'expiryDate')).toBe('2025-03-31')
    expect(value(extractFields([page("N° d'enregistrement : AS-2019-00457")], 'incorporation'), 'registrationNumber')).toBe('AS-2019-00457')
  })

  it('joins a name wrapped onto the next line, but not the sentence that follows it', () => {
    expect(value(extractFields([page('Name of Organisation: Pamoja Test Youth\nNetwork\n\nDate of Registration: 5 May 2021')], 'incorporation'), 'organizationName')).toBe('Pamoja Test Youth Network')
    expect(value(extractFields([page('Name of Organisation: Maji Safi Test Trust\nhas this day been registered under the Act.')], 'incorporation'), 'organizationName')).toBe('Maji Safi Test Trust')
  })
})

describe('Reading a bank statement', () => {
  it('finds the holder and the period in English and in French', () => {
    const en = extractFields([page('Account name: Kilima Test Holdings Ltd\nStatement period: 01/07/2026 to 31/07/2026')], 'bank_statements')
    expect([value(en, 'accountHolder'), value(en, 'periodStart'), value(en, 'periodEnd')]).toEqual(['Kilima Test Holdings Ltd', '2026-07-01', '2026-07-31'])
    const fr = extractFields([page('Titulaire du compte : Association Maji Safi\nPériode du 1er avril 2026 au 30 juin 2026')], 'bank_statements')
    expect([value(fr, 'accountHolder'), value(fr, 'periodStart'), value(fr, 'periodEnd')]).toEqual(['Association Maji Safi', '2026-04-01', '2026-06-30'])
  })

  it('counts the consecutive months all the statements cover together', () => {
    const period = (start: string, end: string) => [
      { name: 'periodStart' as const, value: start, page: 1, snippet: '' },
      { name: 'periodEnd' as const, value: end, page: 1, snippet: '' },
    ]
    expect(monthsCovered([period('2026-07-01', '2026-07-31')])).toBe(1)
    expect(monthsCovered([period('2026-04-01', '2026-04-30'), period('2026-05-01', '2026-06-30')])).toBe(3)
    expect(monthsCovered([period('2025-12-01', '2026-01-31'), period('2026-03-01', '2026-03-31')])).toBe(2)
    expect(monthsCovered([])).toBe(0)
  })
})

describe('Dates', () => {
  it('are read day first, with English and French month names, and impossible dates refused', () => {
    expect(readDate('12/09/2019')).toBe('2019-09-12')
    expect(readDate('3 février 2021')).toBe('2021-02-03')
    expect(readDate('Sept. 9, 2020')).toBe('2020-09-09')
    expect(readDate('31/02/2020')).toBeNull()
  })
})

describe('Comparing with the application', () => {
  it('flags a mistyped registration number with both numbers, its page and line', () => {
    const fields = extractFields([page('Registration No.: OP.218/051/2014/0123')], 'incorporation')
    expect(comparisonFlags(fields, 'incorporation', true, form)).toEqual([
      { kind: 'registration-differs', params: { document: 'OP.218/051/2014/0123', application: 'OP.218/051/2014/0132' }, page: 1, snippet: 'Registration No.: OP.218/051/2014/0123' },
    ])
  })

  it('compares numbers without separators or case, and names without case, accents or legal-form words', () => {
    expect(sameRegistrationNumber('op 218-051-2014-0132', 'OP.218/051/2014/0132')).toBe(true)
    expect(sameRegistrationNumber('OP.218/051/2014/0123', 'OP.218/051/2014/0132')).toBe(false)
    expect(sameOrganizationName('MAJI SAFI TEST TRUST LTD.', 'Maji Safi Test Trust Limited')).toBe(true)
    expect(sameOrganizationName('Association Lumière Test Sahel', 'Lumiere Test Sahel')).toBe(true)
    expect(sameOrganizationName('Kilima Test Holdings Ltd', 'Maji Safi Test Trust')).toBe(false)
  })

  it('flags a statement in another holder’s name, and statements covering fewer months than asked', () => {
    const fields = extractFields([page('Account name: Kilima Test Holdings Ltd\nStatement period: 01/07/2026 to 31/07/2026')], 'bank_statements')
    expect(comparisonFlags(fields, 'bank_statements', true, { ...form, statementMonths: 1 }).map((f) => [f.kind, f.params])).toEqual([
      ['holder-differs', { document: 'Kilima Test Holdings Ltd', application: 'Maji Safi Test Trust' }],
      ['months-short', { covered: 1, asked: 3 }],
    ])
  })

  it('flags an expired certificate, and says so when no number was found', () => {
    const fields = extractFields([page('Certificate of Registration\nExpiry Date: 4 May 2026')], 'incorporation')
    expect(comparisonFlags(fields, 'incorporation', true, form).map((f) => f.kind)).toEqual(['registration-not-found', 'expired'])
  })

  it('compares again when the application changes, keeping what the document showed about itself', () => {
    const readings = [
      {
        group: 'incorporation' as const,
        method: 'text-layer' as const,
        fields: extractFields([page('Registration No.: OP.218/051/2014/0123')], 'incorporation'),
        flags: [{ kind: 'registration-differs' as const }, { kind: 'repeated-page' as const, params: { page: 2, first: 1 } }],
      },
    ]
    expect(flagsWithForm(readings, { organizationName: null, registrationNumber: 'OP.218/051/2014/0123' }, '2026-11-29')).toEqual([[{ kind: 'repeated-page', params: { page: 2, first: 1 } }]])
  })
})

describe('Documents that are not what their group says', () => {
  it('flags little or no text, a page repeated, and a statement without a statement’s words', () => {
    expect(readingFlags({ method: 'ocr', pageCount: 1, pages: [page('9')], errors: [] }, 'incorporation').map((f) => f.kind)).toEqual(['little-text'])
    const statement = 'Account name: Maji Safi Test Trust\nStatement period: 01/01/2026 to 31/03/2026\nClosing balance 900.00'
    expect(readingFlags({ method: 'text-layer', pageCount: 3, pages: [page(statement), page('Another page with its own text, long enough'), page(statement)], errors: [] }, 'bank_statements')).toEqual(
      [{ kind: 'repeated-page', params: { page: 3, first: 1 }, page: 3, snippet: expect.stringContaining('Account name') }],
    )
    expect(
      readingFlags(
        {
          method: 'ocr',
          pageCount: 2,
          pages: [
            { text: '', imageHash: 'a' },
            { text: '', imageHash: 'a' },
          ],
          errors: [],
        },
        'address_proof',
      ).map((f) => f.kind),
    ).toEqual(['little-text', 'repeated-page'])
    expect(
      readingFlags({ method: 'text-layer', pageCount: 1, pages: [page('Minutes of the annual general meeting held in Nairobi with twelve members present')], errors: [] }, 'bank_statements').map(
        (f) => f.kind,
      ),
    ).toEqual(['not-a-statement'])
  })
})
