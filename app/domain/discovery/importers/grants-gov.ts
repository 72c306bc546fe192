import { XMLParser } from 'fast-xml-parser'
import { APPLICANT_TYPES, type ApplicantType } from '../../../catalog/matching.ts'
import type { Sector } from '../../../catalog/sectors.ts'
import { applicantTypesIn, readEligibility } from '../extract/eligibility.ts'
import type { DiscoveredGrantInput } from '../types.ts'
import { findAfricanPlaces } from './places-lite.ts'
import { amount, calendarDay, detectLanguage, discovered, httpUrl, type ImportOptions, money, orNull, plainText, sectorList, sectorsFromWords, today, usd } from './record.ts'

/**
 * The grants.gov XML extract (`<Grants xmlns="http://apply.grants.gov/system/OpportunityDetail-V1.0">`,
 * published daily as GrantsDBExtract*.zip). Only `OpportunitySynopsisDetail_1_0` records are read
 * (open and posted calls); forecasts are not calls yet.
 *
 * grants.gov is mostly US-domestic, so a record is kept only when its title, description or
 * eligibility text names an African country or region (or Africa itself, read as pan-African).
 * "African American" never counts. Records whose CloseDate is before `now` are skipped; a record
 * without a CloseDate is kept with no deadline.
 */

/**
 * grants.gov CategoryOfFundingActivity codes to our SECTORS. Codes with no counterpart (AR arts,
 * DPR disaster relief, HO housing, HU humanities, ISS income security, T transportation, O other,
 * OZ, RA, IIJ, ACA's insurance side) map to none, and the title's words are used instead.
 * EN is Energy and ENV Environment in grants.gov's list (not "EN = environment").
 */
export const GRANTS_GOV_CATEGORY_SECTORS: Readonly<Record<string, readonly Sector[]>> = {
  ACA: ['health'], // Affordable Care Act
  AG: ['agriculture'], // Agriculture
  BC: ['economic_development'], // Business and Commerce
  CD: ['economic_development'], // Community Development
  CP: ['governance'], // Consumer Protection
  ED: ['education'], // Education
  ELT: ['economic_development'], // Employment, Labor and Training
  EN: ['energy'], // Energy
  ENV: ['environment'], // Environment
  FN: ['agriculture', 'health'], // Food and Nutrition
  HL: ['health'], // Health
  IS: ['technology'], // Information and Statistics
  LJL: ['governance'], // Law, Justice and Legal Services
  NR: ['environment'], // Natural Resources
  RD: ['economic_development'], // Regional Development
  ST: ['technology'], // Science and Technology and other Research and Development
}

/**
 * grants.gov EligibleApplicants codes to our APPLICANT_TYPES, from grants.gov's "Eligible Applicants"
 * code list (XML Extract Data Dictionary, https://www.grants.gov/xml-extract): 00 State governments,
 * 01 County governments, 02 City or township governments, 04 Special district governments,
 * 05 Independent school districts, 06 Public and State controlled institutions of higher education,
 * 07 Native American tribal governments (Federally recognized), 08 Public housing authorities/Indian
 * housing authorities, 11 Native American tribal organizations (other than Federally recognized tribal
 * governments), 12 Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher
 * education, 13 Nonprofits that do not have a 501(c)(3) status with the IRS, other than institutions of
 * higher education, 20 Private institutions of higher education, 21 Individuals, 22 For profit
 * organizations other than small businesses, 23 Small businesses, 25 Others (see AdditionalInformationOnEligibility),
 * 99 Unrestricted. 25 sends the reader to the eligibility text, 99 restricts nothing.
 */
export const GRANTS_GOV_APPLICANT_TYPES: Readonly<Record<string, ApplicantType>> = {
  '00': 'government',
  '01': 'government',
  '02': 'government',
  '04': 'government',
  '05': 'government',
  '06': 'university',
  '07': 'government',
  '08': 'government',
  '11': 'ngo',
  '12': 'ngo',
  '13': 'ngo',
  '20': 'university',
  '21': 'individual',
  '22': 'business',
  '23': 'business',
}

/** A record's applicant types: its codes, with code 25's "others" read from the eligibility text; 99 (unrestricted) or "others" the text does not name are no restriction. */
export function grantsGovApplicantTypes(codes: readonly string[], eligibilityText: string): ApplicantType[] {
  if (codes.includes('99')) return []
  const types = new Set<ApplicantType>(codes.flatMap((code) => GRANTS_GOV_APPLICANT_TYPES[code] ?? []))
  if (codes.includes('25')) {
    const others = applicantTypesIn(eligibilityText)
    if (!others.length) return []
    for (const type of others) types.add(type)
  }
  return APPLICANT_TYPES.filter((type) => types.has(type))
}

const REPEATED = new Set(['OpportunitySynopsisDetail_1_0', 'CategoryOfFundingActivity', 'EligibleApplicants'])

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // OpportunityIDs and amounts stay strings: "0000123" must not become 123.
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
})

type SynopsisRecord = Record<string, unknown>

const field = (record: SynopsisRecord, name: string): string => {
  const value = record[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** CloseDate is MMDDYYYY: split it, never parse it loosely. Anything else is no date. */
export function grantsGovDate(value: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(value.trim())
  return match ? calendarDay(match[3], match[1], match[2]) : null
}

/**
 * An opportunity's award floor and ceiling as a grant's amount (US dollars), with the estimated
 * total programme funding kept in the amount's text only: the same in both of grants.gov's
 * publications (the extract, grants-gov-api.ts's API).
 */
export function grantsGovAmounts(floor: number | null, ceiling: number | null, total: number | null) {
  const top = ceiling ?? floor
  const text = [
    floor !== null ? `Award floor: ${money(floor, 'USD')}` : null,
    ceiling !== null ? `Award ceiling: ${money(ceiling, 'USD')}` : null,
    total !== null ? `Estimated total program funding: ${money(total, 'USD')}` : null,
  ].filter(Boolean)
  return { fundingAmount: text.length > 0 ? text.join('; ') : null, amountMin: floor, amountMax: ceiling, currency: top !== null ? 'USD' : null, ...usd(top, 'USD') }
}

export const grantsGovDetailUrl = (opportunityId: string) => `https://www.grants.gov/search-results-detail/${encodeURIComponent(opportunityId)}`

/** The open calls of a grants.gov XML extract that concern Africa. */
export function importGrantsGovXml(xml: string, { fileUrl, now }: ImportOptions): DiscoveredGrantInput[] {
  const root = parser.parse(xml)?.Grants
  if (!root || typeof root !== 'object') throw new Error('Not a grants.gov extract: no <Grants> root element')
  const records: SynopsisRecord[] = root.OpportunitySynopsisDetail_1_0 ?? []
  const day = today(now)
  const grants: DiscoveredGrantInput[] = []

  for (const record of records) {
    const id = field(record, 'OpportunityID')
    const title = plainText(field(record, 'OpportunityTitle'))
    if (!id || !title) continue

    const closeText = field(record, 'CloseDate')
    const deadline = grantsGovDate(closeText)
    if (deadline && deadline < day) continue

    const description = plainText(field(record, 'Description'))
    const eligibility = plainText(field(record, 'AdditionalInformationOnEligibility'))
    const places = findAfricanPlaces([title, description, eligibility].join('\n'))
    if (places.mentions.length === 0) continue

    const amounts = grantsGovAmounts(amount(field(record, 'AwardFloor')), amount(field(record, 'AwardCeiling')), amount(field(record, 'EstimatedTotalProgramFunding')))

    const categories = (record.CategoryOfFundingActivity as unknown[] | undefined) ?? []
    const codedSectors = categories.flatMap((code) => (typeof code === 'string' ? (GRANTS_GOV_CATEGORY_SECTORS[code.trim()] ?? []) : []))
    const applicantCodes = ((record.EligibleApplicants as unknown[] | undefined) ?? []).flatMap((code) => (typeof code === 'string' ? [code.trim()] : []))
    const applicantTypes = grantsGovApplicantTypes(applicantCodes, eligibility)
    const registration = readEligibility(eligibility)
    const detailUrl = grantsGovDetailUrl(id)
    const fullDescription = [description, eligibility ? `Eligibility: ${eligibility}` : ''].filter(Boolean).join('\n\n')

    grants.push(
      discovered(
        { externalId: `grants.gov:${id}`, pageUrl: fileUrl, isAwardedRecord: false },
        {
          canonicalUrl: detailUrl,
          title,
          funderName: orNull(plainText(field(record, 'AgencyName'))),
          description: orNull(fullDescription),
          ...amounts,
          deadline,
          deadlineText: orNull(closeText),
          isRolling: false,
          countryScope: places.mentions.join(', '),
          countryCodes: places.countryCodes,
          geographicFocus: places.geographicFocus,
          sectors: sectorList(codedSectors.length > 0 ? codedSectors : sectorsFromWords(title)),
          applicationUrl: httpUrl(field(record, 'AdditionalInformationURL')) ?? detailUrl,
          applicantTypes,
          foreignApplicants: registration.foreignApplicants,
          eligibleCountries: registration.eligibleCountries,
          language: detectLanguage(`${title}\n${description}`),
        },
        // The category and applicant codes the sectors and types were mapped from, the eligibility text the rest was read from.
        {
          sectors: codedSectors.length > 0 ? `CategoryOfFundingActivity: ${categories.join(', ')}` : null,
          applicantTypes: [`EligibleApplicants: ${applicantCodes.join(', ')}`, applicantCodes.includes('25') ? eligibility : ''].filter(Boolean).join(' · '),
          foreignApplicants: eligibility,
          eligibleCountries: eligibility,
        },
      ),
    )
  }
  return grants
}
