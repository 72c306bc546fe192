import { AFRICAN_COUNTRIES, isCountryCode } from '../../../catalog/countries.ts'
import type { Sector } from '../../../catalog/sectors.ts'
import type { DiscoveredGrantInput } from '../types.ts'
import { dacSectors } from './dac-sectors.ts'
import { findAfricanPlaces } from './places-lite.ts'
import { amount, detectLanguage, discovered, httpUrl, type ImportOptions, isoDay, money, orNull, plainText, sectorList, sectorsFromWords, today, usd } from './record.ts'

/**
 * A 360Giving data package (`{grants: […]}`, 360Giving Data Standard 1.4). These are grants already
 * awarded, so every record is an awarded record for the reviewer, not an open call.
 *
 * Which records are kept (most 360Giving data is UK grants to UK charities):
 * - a grant whose beneficiaryLocation gives country codes is kept only when one of them is African;
 *   codes that are all non-African drop it, whatever its description says;
 * - a grant with no beneficiary country code is kept when its beneficiary location names, its
 *   recipient's country or location, or its title and description name an African country or
 *   region (the place-name matcher); otherwise it is dropped;
 * - a grant whose planned end date is before `now` is dropped (the work it funds is over).
 */

interface Organization {
  id?: string
  name?: string
  addressCountry?: string
  location?: Location[]
}
interface Location {
  name?: string | null
  countryCode?: string | null
}
interface Classification {
  vocabulary?: string
  code?: string
  title?: string | null
}
interface Grant360 {
  id?: unknown
  title?: unknown
  description?: unknown
  currency?: unknown
  amountAwarded?: unknown
  amountAppliedFor?: unknown
  awardDate?: unknown
  url?: unknown
  fundingOrganization?: Organization[]
  recipientOrganization?: Organization[]
  beneficiaryLocation?: Location[]
  plannedDates?: Array<{ startDate?: string; endDate?: string }>
  classifications?: Classification[]
}

const englishName = new Map(AFRICAN_COUNTRIES.map((c) => [c.code, c.name]))
const text = (value: unknown) => (typeof value === 'string' ? plainText(value) : '')
const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : [])

/** Sectors from classifications: DAC codes when a classification is DAC-coded, else the classifications' titles, else the grant's title. */
function sectorsOf(grant: Grant360, title: string): Sector[] {
  const classifications = list(grant.classifications)
  const coded = classifications.flatMap((c) => (/dac|crs|iati/i.test(c.vocabulary ?? '') && c.code ? dacSectors(c.code) : []))
  if (coded.length > 0) return sectorList(coded)
  const named = sectorsFromWords(classifications.map((c) => c.title ?? '').join(' '))
  return sectorList(named.length > 0 ? named : sectorsFromWords(title))
}

/** The grants of a 360Giving data package that benefit African countries. */
export function import360GivingJson(json: string, { fileUrl, now }: ImportOptions): DiscoveredGrantInput[] {
  const data = JSON.parse(json) as { grants?: unknown }
  if (!data || !Array.isArray(data.grants)) throw new Error('Not a 360Giving data package: no grants array')
  const day = today(now)
  const grants: DiscoveredGrantInput[] = []

  for (const grant of data.grants as Grant360[]) {
    const id = typeof grant?.id === 'string' ? grant.id.trim() : ''
    const title = text(grant.title)
    if (!id || !title) continue

    const endText = list(grant.plannedDates)[0]?.endDate
    const endDate = isoDay(endText)
    if (endDate && endDate < day) continue

    const description = text(grant.description)
    const beneficiaries = list(grant.beneficiaryLocation)
    const givenCodes = beneficiaries.map((l) => l.countryCode?.trim().toUpperCase()).filter((code): code is string => !!code)
    const recipient = list(grant.recipientOrganization)[0]
    let countryCodes: string[]
    let geographicFocus: string[] = []
    let countryScope: string
    if (givenCodes.length > 0) {
      countryCodes = AFRICAN_COUNTRIES.map((c) => c.code).filter((code) => givenCodes.includes(code))
      if (countryCodes.length === 0) continue
      const named = beneficiaries.filter((l) => l.countryCode && isCountryCode(l.countryCode.toUpperCase())).map((l) => l.name?.trim() || englishName.get(l.countryCode!.toUpperCase())!)
      countryScope = [...new Set(named)].join(', ')
    } else {
      const recipientPlaces = [recipient?.addressCountry ?? '', ...list(recipient?.location).map((l) => [l.name ?? '', l.countryCode ?? ''].join(' '))]
      const places = findAfricanPlaces([...beneficiaries.map((l) => l.name ?? ''), ...recipientPlaces, title, description].join('\n'))
      if (places.mentions.length === 0) continue
      countryCodes = places.countryCodes
      geographicFocus = places.geographicFocus
      countryScope = places.mentions.join(', ')
    }

    const currency = typeof grant.currency === 'string' ? grant.currency.trim().toUpperCase() : null
    const awarded = amount(grant.amountAwarded)
    const appliedFor = amount(grant.amountAppliedFor)
    const awardDate = isoDay(grant.awardDate)
    const recipientName = recipient?.name?.trim()
    const amountText =
      awarded !== null && currency
        ? [
            `${money(awarded, currency)} awarded`,
            recipientName ? ` to ${recipientName}` : '',
            awardDate ? ` on ${awardDate}` : '',
            appliedFor !== null && appliedFor !== awarded ? ` (applied for ${money(appliedFor, currency)})` : '',
          ].join('')
        : null
    const url = httpUrl(grant.url)

    grants.push(
      discovered(
        { externalId: `360giving:${id}`, pageUrl: fileUrl, isAwardedRecord: true },
        {
          canonicalUrl: url,
          title,
          funderName: orNull(list(grant.fundingOrganization)[0]?.name?.trim() ?? ''),
          description: orNull(description),
          fundingAmount: amountText,
          amountMin: awarded,
          amountMax: awarded,
          currency: awarded !== null ? currency : null,
          ...usd(awarded, currency),
          deadline: endDate,
          deadlineText: endDate ? String(endText).trim() : null,
          isRolling: false,
          countryScope: orNull(countryScope),
          countryCodes,
          geographicFocus,
          sectors: sectorsOf(grant, title),
          applicationUrl: url,
          applicantTypes: [],
          foreignApplicants: null,
          eligibleCountries: [],
          language: detectLanguage(`${title}\n${description}`),
        },
        // The classifications the sectors were mapped from, when there are any.
        {
          sectors: list(grant.classifications).length
            ? `classifications: ${list(grant.classifications)
                .map((c) => [c.code, c.title].filter(Boolean).join(' '))
                .join(', ')}`
            : null,
        },
      ),
    )
  }
  return grants
}
