import { XMLParser } from 'fast-xml-parser'
import { AFRICAN_COUNTRIES, isCountryCode } from '../../../catalog/countries.ts'
import { RATES_DATE, toUsd } from '../../../catalog/exchange-rates.ts'
import { GRANT_REGIONS, type GrantRegion, PAN_AFRICAN, type Sector } from '../../../catalog/sectors.ts'
import type { DiscoveredGrantInput } from '../types.ts'
import { dacSectors } from './dac-sectors.ts'
import { findAfricanPlaces } from './places-lite.ts'
import { amount, asLanguage, detectLanguage, discovered, httpUrl, type ImportOptions, isoDay, money, orNull, plainText, sectorList, sectorsFromWords, today, usd } from './record.ts'

/**
 * IATI activity files (Activity Standard 2.0x, `<iati-activities><iati-activity>…`). Activities
 * are funding already committed, so every record is an awarded record for the reviewer.
 *
 * Which activities are kept:
 * - activity-status 1 (pipeline) and 2 (implementation), or no status; 3 (finalisation), 4 (closed)
 *   and 5 (cancelled) are skipped: the money is spent or withdrawn. 6 (suspended) is kept for the
 *   reviewer to judge;
 * - an end date (activity-date type 4 actual end, else type 3 planned end) before `now` skips it;
 * - a recipient-country among the 54, or a DAC recipient-region for Africa (table below). An
 *   activity that gives neither countries nor regions is kept when its title or description names
 *   an African place; one whose recipients are all outside Africa is dropped.
 *
 * Amount: the budgets summed across periods, taking a revised budget (type 2) over the original
 * (type 1) for the same period; with no budgets, the commitments (transaction type 2) summed.
 * Budgets in several currencies are each converted and summed in US dollars.
 */

/** DAC recipient-region codes (Region vocabulary 1) for Africa, with the DAC names. */
export const DAC_AFRICAN_REGIONS: Readonly<Record<string, { name: string; focus: readonly GrantRegion[] }>> = {
  '189': { name: 'North of Sahara, regional', focus: ['north_africa'] },
  // Sub-Saharan Africa as a region of its own, as the crawler keeps it (issue 25).
  '289': { name: 'South of Sahara, regional', focus: ['sub_saharan_africa'] },
  '298': { name: 'Africa, regional', focus: [PAN_AFRICAN] },
  '1027': { name: 'Eastern Africa, regional', focus: ['east_africa'] },
  '1028': { name: 'Middle Africa, regional', focus: ['central_africa'] },
  '1029': { name: 'Southern Africa, regional', focus: ['southern_africa'] },
  '1030': { name: 'Western Africa, regional', focus: ['west_africa'] },
}

/** DAC policy markers (vocabulary 1) that, as a principal objective (significance 2), name one of our sectors. */
const POLICY_MARKER_SECTORS: Record<string, Sector> = {
  '1': 'gender_equality',
  '2': 'environment',
  '3': 'governance',
  '4': 'economic_development',
  '5': 'environment',
  '6': 'environment',
  '7': 'environment',
  '8': 'environment',
  '9': 'health',
  '12': 'health',
}

const SKIPPED_STATUSES = new Set(['3', '4', '5'])
/** Narratives are chosen in this order of language when a field has several. */
const PREFERRED_LANGUAGES = ['en', 'fr', 'pt', 'ar', 'sw']

const REPEATED = new Set([
  'iati-activity',
  'narrative',
  'description',
  'participating-org',
  'activity-date',
  'recipient-country',
  'recipient-region',
  'sector',
  'policy-marker',
  'budget',
  'transaction',
  'document-link',
])

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // xml:lang arrives as @lang.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  alwaysCreateTextNode: true,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
})

type Node = Record<string, unknown>
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.filter((v): v is Node => !!v && typeof v === 'object') : [])
const node = (value: unknown): Node | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined)
const attr = (value: Node | undefined, name: string): string => {
  const found = value?.[`@${name}`]
  return typeof found === 'string' ? found.trim() : ''
}
const textOf = (value: Node | undefined): string => plainText(value?.['#text'])

interface Narrative {
  text: string
  lang: string | null
}

function narratives(element: Node | undefined, defaultLang: string | null): Narrative[] {
  return nodes(element?.narrative)
    .map((n) => ({ text: textOf(n), lang: attr(n, 'lang').toLowerCase() || defaultLang }))
    .filter((n) => n.text !== '')
}

/** The narrative in `prefer` when there is one, else in our languages' order, else the first. */
function pick(list: Narrative[], prefer?: string | null): Narrative | null {
  if (prefer) {
    const same = list.find((n) => n.lang === prefer)
    if (same) return same
  }
  for (const lang of PREFERRED_LANGUAGES) {
    const found = list.find((n) => n.lang === lang)
    if (found) return found
  }
  return list[0] ?? null
}

const englishName = new Map(AFRICAN_COUNTRIES.map((c) => [c.code, c.name]))

interface Money {
  value: number
  currency: string
}

/** Budgets summed over their periods, a revised budget replacing the original for its period. */
function budgetTotal(activity: Node, defaultCurrency: string): Money[] {
  const byPeriod = new Map<string, { type: string; money: Money }>()
  for (const budget of nodes(activity.budget)) {
    const valueNode = node(budget.value)
    const value = amount(textOf(valueNode))
    if (value === null) continue
    const period = `${attr(node(budget['period-start']), 'iso-date')}|${attr(node(budget['period-end']), 'iso-date')}`
    const type = attr(budget, 'type') || '1'
    const current = byPeriod.get(period)
    if (current && !(type === '2' && current.type !== '2')) continue
    byPeriod.set(period, { type, money: { value, currency: (attr(valueNode, 'currency') || defaultCurrency).toUpperCase() } })
  }
  if (byPeriod.size > 0) return [...byPeriod.values()].map((b) => b.money)
  return nodes(activity.transaction)
    .filter((t) => attr(node(t['transaction-type']), 'code') === '2')
    .flatMap((t) => {
      const valueNode = node(t.value)
      const value = amount(textOf(valueNode))
      return value === null ? [] : [{ value, currency: (attr(valueNode, 'currency') || defaultCurrency).toUpperCase() }]
    })
}

/** One total: in its own currency when every figure shares one, else in US dollars. */
function amountFields(figures: Money[]) {
  const none = { fundingAmount: null, amountMin: null, amountMax: null, currency: null, amountUsd: null, fxRate: null, fxDate: null }
  const valid = figures.filter((f) => f.currency !== '')
  if (valid.length === 0) return none
  const totals = new Map<string, number>()
  for (const f of valid) totals.set(f.currency, (totals.get(f.currency) ?? 0) + f.value)
  const fundingAmount = `Total budget: ${[...totals].map(([currency, value]) => money(value, currency)).join(' + ')}`
  if (totals.size === 1) {
    const [[currency, value]] = [...totals]
    return { fundingAmount, amountMin: value, amountMax: value, currency, ...usd(value, currency) }
  }
  const inUsd = [...totals].map(([currency, value]) => toUsd(value, currency))
  if (inUsd.some((c) => c === null)) return { ...none, fundingAmount }
  const total = inUsd.reduce((sum, c) => sum + c!.usd, 0)
  return { fundingAmount, amountMin: total, amountMax: total, currency: 'USD', amountUsd: total, fxRate: 1, fxDate: RATES_DATE }
}

/** The activities of an IATI activity file that fund work in Africa and are not over. */
export function importIatiXml(xml: string, { fileUrl, now }: ImportOptions): DiscoveredGrantInput[] {
  const root = node(parser.parse(xml)?.['iati-activities'])
  if (!root) throw new Error('Not an IATI activity file: no <iati-activities> root element')
  const day = today(now)
  const grants: DiscoveredGrantInput[] = []

  for (const activity of nodes(root['iati-activity'])) {
    const identifier = textOf(node(activity['iati-identifier']))
    const defaultLang = attr(activity, 'lang').toLowerCase() || null
    const title = pick(narratives(node(activity.title), defaultLang))
    if (!identifier || !title) continue
    if (SKIPPED_STATUSES.has(attr(node(activity['activity-status']), 'code'))) continue

    const dates = nodes(activity['activity-date'])
    const endDate = (type: string) => dates.find((d) => attr(d, 'type') === type)
    const end = endDate('4') ?? endDate('3')
    const deadline = isoDay(attr(end, 'iso-date'))
    if (deadline && deadline < day) continue

    const descriptions = nodes(activity.description)
    const general = descriptions.filter((d) => ['', '1'].includes(attr(d, 'type')))
    const description =
      pick(
        (general.length > 0 ? general : descriptions).flatMap((d) => narratives(d, defaultLang)),
        title.lang,
      )?.text ?? ''

    // Countries and regions the activity names as its recipients.
    const countryNodes = nodes(activity['recipient-country'])
    const regionNodes = nodes(activity['recipient-region']).filter((r) => ['', '1'].includes(attr(r, 'vocabulary')))
    const countryCodes: string[] = []
    const focus = new Set<string>()
    const scope: string[] = []
    for (const country of countryNodes) {
      const code = attr(country, 'code').toUpperCase()
      if (!isCountryCode(code) || countryCodes.includes(code)) continue
      countryCodes.push(code)
      scope.push(englishName.get(code)!)
    }
    for (const region of regionNodes) {
      const known = DAC_AFRICAN_REGIONS[attr(region, 'code')]
      if (!known) continue
      for (const id of known.focus) focus.add(id)
      scope.push(pick(narratives(region, defaultLang), title.lang)?.text ?? known.name)
    }
    if (countryNodes.length === 0 && nodes(activity['recipient-region']).length === 0) {
      const places = findAfricanPlaces(`${title.text}\n${description}`)
      countryCodes.push(...places.countryCodes)
      for (const id of places.geographicFocus) focus.add(id)
      scope.push(...places.mentions)
    }
    if (countryCodes.length === 0 && focus.size === 0) continue

    const coded = nodes(activity.sector)
      .filter((s) => ['', '1', '2'].includes(attr(s, 'vocabulary')))
      .flatMap((s) => dacSectors(attr(s, 'code')))
    const markers = nodes(activity['policy-marker'])
      .filter((m) => ['', '1'].includes(attr(m, 'vocabulary')) && attr(m, 'significance') === '2')
      .flatMap((m) => POLICY_MARKER_SECTORS[attr(m, 'code')] ?? [])
    const sectors = sectorList(coded.length + markers.length > 0 ? [...coded, ...markers] : sectorsFromWords(title.text))
    const sectorCodes = [...nodes(activity.sector), ...nodes(activity['policy-marker'])].map((n) => attr(n, 'code')).filter(Boolean)

    // The funding participant (role 1) by name; many give only a ref, so then the reporting organisation.
    const funderNames = [...nodes(activity['participating-org']).filter((p) => attr(p, 'role') === '1'), node(activity['reporting-org'])].map((org) => narratives(org, defaultLang))
    const funderName = pick(funderNames.find((names) => names.length > 0) ?? [], title.lang)?.text ?? null
    const applicationUrl =
      nodes(activity['document-link'])
        .map((d) => httpUrl(attr(d, 'url')))
        .find((url) => url !== null) ?? null

    grants.push(
      discovered(
        { externalId: `iati:${identifier}`, pageUrl: fileUrl, isAwardedRecord: true },
        {
          canonicalUrl: null,
          title: title.text,
          funderName,
          description: orNull(description),
          ...amountFields(budgetTotal(activity, attr(activity, 'default-currency'))),
          deadline,
          deadlineText: deadline ? attr(end, 'iso-date') : null,
          isRolling: false,
          countryScope: orNull([...new Set(scope)].join(', ')),
          countryCodes: AFRICAN_COUNTRIES.map((c) => c.code).filter((code) => countryCodes.includes(code)),
          geographicFocus: GRANT_REGIONS.filter((id) => focus.has(id)),
          sectors,
          applicationUrl,
          // Awarded records: who may apply is not theirs to say.
          applicantTypes: [],
          foreignApplicants: null,
          eligibleCountries: [],
          language: asLanguage(title.lang) ?? detectLanguage(`${title.text}\n${description}`),
        },
        // The sector and policy-marker codes the sectors were mapped from, and the title's language attribute.
        {
          sectors: coded.length + markers.length > 0 ? `sector: ${sectorCodes.join(', ')}` : null,
          language: title.lang ? `xml:lang="${title.lang}" ${title.text}` : null,
        },
      ),
    )
  }
  return grants
}
