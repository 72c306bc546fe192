import { describe, expect, it } from 'vitest'
import { type ConfidenceInput, fieldConfidence, grantConfidence, REVIEWED_FIELDS, registeredDomain } from './field-confidence.ts'

const today = '2026-11-29'

/** A grant read from its page's JSON-LD, every check passing. */
function grant(overrides: Partial<ConfidenceInput> = {}): ConfidenceInput {
  const snippets = Object.fromEntries(REVIEWED_FIELDS.map((field) => [field, `source of ${field}`]))
  return {
    fieldOrigins: Object.fromEntries(REVIEWED_FIELDS.map((field) => [field, 'jsonld'])),
    fieldSnippets: snippets,
    pageUrl: 'https://www.acacia.example.org/grants/water-2027',
    title: 'Community Water Grants 2027',
    funderName: 'Acacia Foundation',
    language: 'en',
    sectors: ['health'],
    description: 'Grants for community water committees that maintain rural boreholes in Kenya and Uganda.',
    fundingAmount: 'Up to KES 2,000,000',
    amountMin: null,
    amountMax: 2_000_000,
    currency: 'KES',
    deadline: '2027-03-31',
    countryScope: 'Kenya and Uganda',
    countryCodes: ['KE', 'UG'],
    geographicFocus: ['east_africa'],
    applicationUrl: 'https://apply.acacia.example.org/water-2027',
    applicantTypes: ['ngo'],
    foreignApplicants: false,
    eligibleCountries: ['KE', 'UG'],
    ...overrides,
  }
}

describe('How far a reviewer can trust each field', () => {
  it('trusts structured data and records most, patterns less, a language model least', () => {
    const level = (origin: string) => fieldConfidence('title', grant({ fieldOrigins: { title: origin as 'jsonld' } }), today)?.level
    expect(level('record')).toBe('high')
    expect(level('jsonld')).toBe('high')
    expect(level('microdata')).toBe('high')
    expect(level('og')).toBe('medium')
    expect(level('structure')).toBe('medium')
    expect(level('text')).toBe('medium')
    // Read by the model: no snippet expected, and low however it reads.
    expect(fieldConfidence('title', grant({ fieldOrigins: { title: 'llm' }, fieldSnippets: {} }), today)).toEqual({ level: 'low', origin: 'llm', failed: [] })
  })

  it('gives every field a level when all checks pass, and none to a field read from nowhere', () => {
    const all = grantConfidence(grant(), today)
    expect(Object.keys(all)).toEqual([...REVIEWED_FIELDS])
    for (const field of REVIEWED_FIELDS) expect(all[field], field).toEqual({ level: 'high', origin: 'jsonld', failed: [] })
    expect(fieldConfidence('deadline', grant({ fieldOrigins: {} }), today)).toBeNull()
    // Read from the page but empty (a pan-African call names no country): nothing to trust or doubt.
    expect(fieldConfidence('countryCodes', grant({ countryCodes: [] }), today)).toBeNull()
    expect(fieldConfidence('fundingAmount', grant({ fundingAmount: null, amountMax: null, currency: null }), today)).toBeNull()
  })

  it('lowers a deadline already past (today is still open)', () => {
    expect(fieldConfidence('deadline', grant({ deadline: '2026-11-28' }), today)).toEqual({ level: 'medium', origin: 'jsonld', failed: ['deadline_past'] })
    expect(fieldConfidence('deadline', grant({ deadline: today }), today)?.failed).toEqual([])
    expect(fieldConfidence('deadline', grant({ deadline: '2026-01-01', fieldOrigins: { deadline: 'text' } }), today)?.level).toBe('low')
  })

  it('lowers an amount without a currency, in the wrong order, or with no figure read', () => {
    expect(fieldConfidence('fundingAmount', grant({ currency: null }), today)?.failed).toEqual(['amount_no_currency'])
    expect(fieldConfidence('fundingAmount', grant({ amountMin: 5_000_000 }), today)?.failed).toEqual(['amount_order'])
    expect(fieldConfidence('fundingAmount', grant({ amountMax: null, currency: null, fundingAmount: 'Generous grants' }), today)?.failed).toEqual(['amount_unread'])
    // Two failed checks take structured data down to low; a level never goes below low.
    expect(fieldConfidence('fundingAmount', grant({ currency: null, amountMin: 5_000_000 }), today)?.level).toBe('low')
    expect(fieldConfidence('fundingAmount', grant({ currency: null, amountMin: 5_000_000, fieldSnippets: {} }), today)).toEqual({
      level: 'low',
      origin: 'jsonld',
      failed: ['no_snippet', 'amount_no_currency', 'amount_order'],
    })
  })

  it('takes the amounts’ origin when only the figures have one', () => {
    expect(fieldConfidence('fundingAmount', grant({ fieldOrigins: { amountMax: 'text' } }), today)?.origin).toBe('text')
  })

  it('lowers an application address on another organisation’s site, not on a sub-domain or by e-mail', () => {
    expect(fieldConfidence('applicationUrl', grant({ applicationUrl: 'https://forms.example.com/acacia' }), today)?.failed).toEqual(['apply_off_site'])
    expect(fieldConfidence('applicationUrl', grant(), today)?.failed).toEqual([])
    expect(fieldConfidence('applicationUrl', grant({ applicationUrl: 'mailto:grants@acacia.example.org' }), today)?.failed).toEqual([])
    // A record's page is its data file: any address is elsewhere, and that is not a doubt.
    expect(fieldConfidence('applicationUrl', grant({ applicationUrl: 'https://forms.example.com/acacia', fieldOrigins: { applicationUrl: 'record' } }), today)?.failed).toEqual([])
  })

  it('lowers places the text names but no country or region was read from, a thin description and an odd title', () => {
    expect(fieldConfidence('countryScope', grant({ countryCodes: [], geographicFocus: [] }), today)?.failed).toEqual(['places_unread'])
    expect(fieldConfidence('description', grant({ description: 'Water grants.' }), today)?.failed).toEqual(['description_short'])
    expect(fieldConfidence('title', grant({ title: 'Apply' }), today)?.failed).toEqual(['title_length'])
  })

  it('lowers a field read from a page whose source text was not kept', () => {
    expect(fieldConfidence('sectors', grant({ fieldSnippets: {} }), today)).toEqual({ level: 'medium', origin: 'jsonld', failed: ['no_snippet'] })
    // A data record is its own source.
    expect(fieldConfidence('sectors', grant({ fieldSnippets: {}, fieldOrigins: { sectors: 'record' } }), today)?.failed).toEqual([])
  })
})

describe('The part of a host an organisation registers', () => {
  it.each([
    ['apply.acacia.example.org', 'example.org'],
    ['www.fundobaobab.org', 'fundobaobab.org'],
    ['grants.acacia.or.ke', 'acacia.or.ke'],
    ['portal.fund.org.za', 'fund.org.za'],
    ['www.gouv.sn', 'gouv.sn'],
    ['127.0.0.1', '127.0.0.1'],
  ])('%s → %s', (host, domain) => expect(registeredDomain(host)).toBe(domain))
})
