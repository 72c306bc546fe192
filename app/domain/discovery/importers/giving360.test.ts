import { readFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { toUsd } from '../../../catalog/exchange-rates.ts'
import { import360GivingJson } from './giving360.ts'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const json = read('../../../../tests/fixtures/standards/360giving-package.json')
const fileUrl = 'https://acacia-trust.example.org/data/360giving-2026.json'
const now = new Date('2026-11-23T06:00:00Z')

/**
 * The published 360Giving schemas (draft 2020-12, copied unchanged into tests/fixtures/standards/schemas). The package schema points its items at the
 * 1.4.2 grant schema's address while the stored grant schema says 1.4.3, so the grant schema is
 * registered under the address the package asks for. ajv knows no formats by itself: date-time and
 * uri are checked here (the schema's dates are `oneOf` a date-time or a plain date, so an ignored
 * format would make every plain date match both and fail). The files name the draft's meta-schema
 * as http://json-schema.org/…, which ajv (https://…) does not know, so `$schema` is dropped: ajv's
 * 2020 class already applies that draft.
 */
function validator360() {
  const { $schema: _package, ...packageSchema } = JSON.parse(read('../../../../tests/fixtures/standards/schemas/360giving-package-schema.json'))
  const { $schema: _grant, ...grantSchema } = JSON.parse(read('../../../../tests/fixtures/standards/schemas/360giving-schema.json'))
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})$/)
  ajv.addFormat('uri', { type: 'string', validate: (value: string) => URL.canParse(value) && /^[a-z][a-z0-9+.-]*:/i.test(value) })
  ajv.addSchema({ ...grantSchema, $id: packageSchema.properties.grants.items.$ref })
  return ajv.compile(packageSchema)
}

describe('Importing a 360Giving data package', () => {
  const grants = import360GivingJson(json, { fileUrl, now })
  const found = new Map(grants.map((g) => [g.externalId, g]))

  it('uses a fixture the 360Giving schema accepts, and the schema is strict enough to refuse a broken one', () => {
    const validate = validator360()
    expect(validate(JSON.parse(json)), JSON.stringify(validate.errors)).toBe(true)
    const broken = JSON.parse(json)
    delete broken.grants[0].fundingOrganization
    broken.grants[1].awardDate = '15/11/2025'
    expect(validate(broken)).toBe(false)
  })

  it('keeps only grants for African beneficiaries that are not over', () => {
    expect([...found.keys()].sort()).toEqual(['360giving:360G-acacia-2025-001', '360giving:360G-acacia-2025-002', '360giving:360G-baobab-2026-003', '360giving:360G-baobab-2026-006'])
    // -004 is for Leeds (GB) even though its description says "African"; -005 ended in 2024; -007 names no place.
  })

  it('reads an awarded grant in pounds with its funder, recipient, dates and US dollar amount', () => {
    const grant = found.get('360giving:360G-acacia-2025-001')!
    const converted = toUsd(250_000, 'GBP')!
    expect(grant).toMatchObject({
      pageUrl: fileUrl,
      canonicalUrl: 'https://acacia-trust.example.org/grants/kisumu-bursaries',
      applicationUrl: 'https://acacia-trust.example.org/grants/kisumu-bursaries',
      isAwardedRecord: true,
      title: "Bursaries for girls' secondary schooling in Kisumu",
      funderName: 'Acacia Trust',
      amountMin: 250_000,
      amountMax: 250_000,
      currency: 'GBP',
      amountUsd: converted.usd,
      fxRate: converted.rate,
      fxDate: converted.date,
      deadline: '2028-09-30',
      countryCodes: ['KE'],
      countryScope: 'Kisumu County, Kenya',
      sectors: ['education'],
      language: 'en',
    })
    expect(grant.amountUsd).toBeGreaterThan(250_000)
    expect(grant.fundingAmount).toBe('GBP 250,000 awarded to Kisumu Girls Education Network on 2025-09-01 (applied for GBP 300,000)')
    expect(grant.snippet).toBe(grant.description!.slice(0, 300))
    expect(grant.fieldOrigins).toMatchObject({ title: 'record', amountUsd: 'record', countryCodes: 'record' })
    expect(grant.fieldOrigins.geographicFocus).toBeUndefined()
  })

  it('maps DAC-coded classifications to sectors and reads date-times as days', () => {
    const grant = found.get('360giving:360G-acacia-2025-002')!
    expect(grant).toMatchObject({ currency: 'USD', amountUsd: 480_000, fxRate: 1, sectors: ['health'], countryCodes: ['TZ', 'UG'], canonicalUrl: null, applicationUrl: null })
    expect(grant.fundingAmount).toBe('USD 480,000 awarded to Lake Basin Health Alliance on 2025-11-15')
  })

  it('finds the countries and region of a grant with no beneficiary codes in its French description', () => {
    const grant = found.get('360giving:360G-baobab-2026-003')!
    const converted = toUsd(120_000, 'EUR')!
    expect(grant).toMatchObject({ language: 'fr', currency: 'EUR', amountUsd: converted.usd, countryCodes: ['ML', 'SN'], geographicFocus: ['west_africa'], sectors: ['gender_equality'] })
    expect(grant.countryScope).toBe("Sénégal, Mali, Afrique de l'Ouest")
  })

  it('names a country given only by code, and reads Portuguese', () => {
    const grant = found.get('360giving:360G-baobab-2026-006')!
    expect(grant).toMatchObject({ language: 'pt', countryScope: 'Mozambique', countryCodes: ['MZ'], deadline: null, sectors: ['education', 'energy'] })
  })

  it('gives the same ids with the updated fields when a newer package is imported again', () => {
    const newer = JSON.parse(json)
    newer.grants[0].amountAwarded = 275_000
    newer.grants[0].plannedDates[0].endDate = '2029-03-31'
    newer.grants[1].beneficiaryLocation.push({ name: 'Kenya', countryCode: 'KE' })
    const again = import360GivingJson(JSON.stringify(newer), { fileUrl, now })
    expect(again.map((g) => g.externalId)).toEqual(grants.map((g) => g.externalId))
    const first = again.find((g) => g.externalId === '360giving:360G-acacia-2025-001')!
    expect(first).toMatchObject({ amountMax: 275_000, amountUsd: toUsd(275_000, 'GBP')!.usd, deadline: '2029-03-31' })
    expect(again.find((g) => g.externalId === '360giving:360G-acacia-2025-002')!.countryCodes).toEqual(['KE', 'TZ', 'UG'])
    expect(again[2]).toEqual(grants[2])
  })

  it('refuses a file that is not a data package', () => {
    expect(() => import360GivingJson('{"records": []}', { fileUrl, now })).toThrow(/360Giving/)
    expect(() => import360GivingJson('not json', { fileUrl, now })).toThrow()
  })
})
