import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RATES_DATE, toUsd } from '../../../catalog/exchange-rates.ts'
import { importIatiXml } from './iati.ts'

const xml = readFileSync(new URL('../../../../tests/fixtures/standards/iati-activities.xml', import.meta.url), 'utf8')
const fileUrl = 'https://iati.example.org/files/activities.xml'
const now = new Date('2026-11-23T06:00:00Z')
const byId = (grants: ReturnType<typeof importIatiXml>) => new Map(grants.map((g) => [g.externalId, g]))

describe('Importing an IATI activity file', () => {
  const grants = importIatiXml(xml, { fileUrl, now })
  const found = byId(grants)

  it('keeps the live activities for Africa and leaves out the closed one and the one for Bangladesh', () => {
    expect(grants.map((g) => g.externalId)).toEqual(['iati:GB-GOV-1-301234', 'iati:FR-3-CZZ2718', 'iati:XM-DAC-41114-PROJECT-00123'])
    expect(grants.every((g) => g.isAwardedRecord && g.pageUrl === fileUrl && g.canonicalUrl === null)).toBe(true)
  })

  it('reads an English activity with its funder, countries, sectors, end date and link', () => {
    const grant = found.get('iati:GB-GOV-1-301234')!
    expect(grant).toMatchObject({
      title: 'Climate-smart agriculture for smallholders in Kenya and Ethiopia',
      description: 'Drought-tolerant seed systems, index insurance and extension services for 120,000 smallholder farmers.',
      funderName: 'UK Government',
      language: 'en',
      countryCodes: ['ET', 'KE'],
      geographicFocus: [],
      countryScope: 'Kenya, Ethiopia',
      // DAC 31120 agricultural development, and climate adaptation as a principal policy marker;
      // gender is only a significant marker (1), so it does not count.
      sectors: ['agriculture', 'environment'],
      deadline: '2028-03-31',
      deadlineText: '2028-03-31',
      applicationUrl: 'https://devtracker.fcdo.gov.uk/projects/GB-GOV-1-301234',
    })
    expect(grant.fieldOrigins).toMatchObject({ title: 'record', sectors: 'record', deadline: 'record' })
    expect(grant.snippet).toBe(grant.description)
  })

  it('sums the budgets across periods, a revised budget replacing the original, in the activity currency', () => {
    const grant = found.get('iati:GB-GOV-1-301234')!
    const converted = toUsd(1_300_000, 'GBP')!
    expect(grant).toMatchObject({ currency: 'GBP', amountMin: 1_300_000, amountMax: 1_300_000, amountUsd: converted.usd, fxRate: converted.rate, fxDate: RATES_DATE })
    expect(grant.fundingAmount).toBe('Total budget: GBP 1,300,000')
  })

  it('reads a French activity for sub-Saharan Africa in French, with its commitment when it has no budget', () => {
    const grant = found.get('iati:FR-3-CZZ2718')!
    expect(grant).toMatchObject({
      title: "Appui à l'éducation de base au Sahel",
      language: 'fr',
      funderName: 'Agence Française de Développement',
      countryCodes: [],
      // DAC region 289, South of Sahara: every region but the north.
      geographicFocus: ['sub_saharan_africa'],
      countryScope: 'Afrique subsaharienne, régional',
      sectors: ['education'],
      currency: 'EUR',
      amountMax: 2_500_000,
      amountUsd: toUsd(2_500_000, 'EUR')!.usd,
      deadline: '2027-12-31',
    })
    expect(grant.applicationUrl).toBe('https://www.afd.fr/fr/carte-des-projets/appui-education-base-sahel')
  })

  it('prefers the English narrative when there are several, and sums budgets in two currencies in US dollars', () => {
    const grant = found.get('iati:XM-DAC-41114-PROJECT-00123')!
    expect(grant).toMatchObject({
      title: 'Local governance and citizen participation in Senegal',
      description: 'Strengthening local authorities and civil society organisations.',
      funderName: 'UNDP',
      language: 'en',
      countryCodes: ['SN'],
      geographicFocus: ['pan_african'],
      countryScope: 'Senegal, Africa, regional',
      sectors: ['governance'],
      currency: 'USD',
      amountUsd: 400_000 + toUsd(300_000, 'EUR')!.usd,
      fxDate: RATES_DATE,
    })
    expect(grant.fundingAmount).toBe('Total budget: USD 400,000 + EUR 300,000')
  })

  it('names the reporting organisation as funder when the funding participant gives no name', () => {
    const unnamed = xml.replace(
      '<participating-org ref="GB-GOV-1" type="10" role="1">\n      <narrative>UK Government</narrative>\n    </participating-org>',
      '<participating-org ref="GB-GOV-1" type="10" role="1"/>',
    )
    expect(unnamed).not.toBe(xml)
    expect(byId(importIatiXml(unnamed, { fileUrl, now })).get('iati:GB-GOV-1-301234')!.funderName).toBe('Foreign, Commonwealth and Development Office')
  })

  it('skips an activity once its end date has passed', () => {
    const later = importIatiXml(xml, { fileUrl, now: new Date('2028-01-05T00:00:00Z') })
    expect(later.map((g) => g.externalId)).toEqual(['iati:GB-GOV-1-301234', 'iati:XM-DAC-41114-PROJECT-00123'])
  })

  it('finds the countries in the title when an activity names no recipients', () => {
    const withoutRecipients = xml.replace('<recipient-country code="KE" percentage="60"/>', '').replace('<recipient-country code="ET" percentage="40"/>', '')
    const grant = byId(importIatiXml(withoutRecipients, { fileUrl, now })).get('iati:GB-GOV-1-301234')!
    expect(grant.countryCodes).toEqual(['ET', 'KE'])
    expect(grant.countryScope).toBe('Kenya, Ethiopia')
  })

  it('gives the same ids with the updated fields when a newer file is imported again', () => {
    const newer = xml
      .replace('<activity-date iso-date="2028-03-31" type="3"/>', '<activity-date iso-date="2028-09-30" type="3"/>')
      .replace('<value value-date="2027-04-01">700000</value>', '<value value-date="2027-04-01">900000</value>')
      .replace('<activity-status code="1"/>', '<activity-status code="2"/>')
      .replace('<recipient-country code="SN" percentage="70"/>', '<recipient-country code="SN" percentage="50"/><recipient-country code="GM" percentage="20"/>')
    const again = importIatiXml(newer, { fileUrl, now })
    expect(again.map((g) => g.externalId)).toEqual(grants.map((g) => g.externalId))
    const updated = byId(again)
    expect(updated.get('iati:GB-GOV-1-301234')).toMatchObject({ deadline: '2028-09-30', amountMax: 1_500_000 })
    expect(updated.get('iati:XM-DAC-41114-PROJECT-00123')!.countryCodes).toEqual(['GM', 'SN'])
    expect(updated.get('iati:FR-3-CZZ2718')).toEqual(found.get('iati:FR-3-CZZ2718'))
  })

  it('refuses a file that is not an IATI activity file', () => {
    expect(() => importIatiXml('<iati-organisations/>', { fileUrl, now })).toThrow(/IATI/)
  })
})
