import { LANGUAGE_NAMES } from '../../../catalog/sectors.ts'
import type { Member } from '../../../domain/accounts/get-member.server.ts'
import { discoverHref, type DiscoverState as DiscoverQuery } from '../../../domain/grants/discover-url.ts'
import type { DiscoverFacets } from '../../../domain/grants/get-discover-facets.server.ts'
import type { MatchScore } from '../../../domain/grants/search-grants.server.ts'
import { countryName } from '../../../catalog/countries.ts'
import { grantTypeName, regionName, sectorName } from '../../../catalog/names.ts'
import { currentLanguage, formatDate, formatUsd, isolate, t, type MessageId } from '../../../i18n/index.ts'
import { INTL_LOCALES } from '../../../i18n/languages.ts'
import type { Db } from '../../../db/client.server.ts'
import { loadMatchProfile } from '../../../domain/matching/load-match-profile.server.ts'
import { matchScoreSql, requiredForScore } from '../../../domain/matching/match-sql.server.ts'
import { type MatchProfile, profileKey } from '../../../domain/matching/profile.ts'

/* What the Discover page shows, built on the server in the reader's language: the member's match scores, the filters' choices, the chips and the summary. */

/**
 * The member's match score with each grant, from their organization's profile (ADR 028): for the
 * cards' badges, and for min_score and "Best match". None for visitors and for members whose
 * organization has no sector and country yet.
 */
export async function memberMatch(db: Db, member: Member | null): Promise<{ profile: MatchProfile; score: MatchScore } | undefined> {
  if (!member) return undefined
  const profile = await loadMatchProfile(db, member.organization.id, member.language)
  if (!profile) return undefined
  return { profile, score: { sql: matchScoreSql(profile), key: profileKey(profile), required: (min) => requiredForScore(profile, min) } }
}

/** A filter's value as a reader sees it: sectors, regions and countries are ids in the URL, words on the page. */
function filterName(key: 'sector' | 'region' | 'country' | 'funder', value: string): string {
  if (key === 'sector') return sectorName(value)
  if (key === 'region') return regionName(value)
  if (key === 'country') return countryName(value)
  return value
}

/** The filters' choices with their words in the current language, in its alphabetical order (built on the server). */
export function namedFacets(facets: DiscoverFacets) {
  const collator = new Intl.Collator(INTL_LOCALES[currentLanguage()])
  const named = (values: readonly string[], name: (value: string) => string) => values.map((value) => ({ value, label: name(value) })).sort((a, b) => collator.compare(a.label, b.label))
  // Sectors and regions go as ids in their names' order: the page names them from the messages it has anyway (its grant cards'), not twice (issue 27 §4).
  const ordered = (values: readonly string[], name: (value: string) => string) => named(values, name).map((option) => option.value)
  return {
    sectors: ordered(facets.sectors, sectorName),
    regions: ordered(facets.regions, regionName),
    countries: named(facets.countries, countryName),
    funders: facets.funders,
    languages: facets.languages,
  }
}

/** Each active filter, shown above the results as a chip that links to the same search without it (built on the server: no code in the page's JavaScript). */
export function activeFilterChips(query: DiscoverQuery) {
  const named = (key: 'sector' | 'region' | 'country' | 'funder', label: MessageId) => (query[key] ? `${t(label)}: ${filterName(key, query[key])}` : '')
  const chips = [
    ['q', query.q ? t('discover.chipSearch', { q: query.q }) : ''],
    ['sector', named('sector', 'discover.sectorLabel')],
    ['region', named('region', 'discover.regionLabel')],
    ['country', named('country', 'discover.countryLabel')],
    ['funder', named('funder', 'discover.funderLabel')],
    ['language', query.language ? `${t('discover.languageLabel')}: ${LANGUAGE_NAMES[query.language]}` : ''],
  ] as const
  return chips.filter(([, text]) => text).map(([key, text]) => ({ key, text, href: discoverHref({ ...query, [key]: undefined, page: 1 }) }))
}

/** Each active advanced filter as a chip, like the basic ones (built on the server). */
export function advancedChips(query: DiscoverQuery) {
  const chip = (key: string, text: string, without: Partial<DiscoverQuery>) => ({ key, text, href: discoverHref({ ...query, ...without, page: 1 }) })
  const chips = []
  if (query.minUsd !== undefined) chips.push(chip('minUsd', t('discover.chipMinUsd', { amount: formatUsd(query.minUsd) }), { minUsd: undefined }))
  if (query.maxUsd !== undefined) chips.push(chip('maxUsd', t('discover.chipMaxUsd', { amount: formatUsd(query.maxUsd) }), { maxUsd: undefined }))
  if (query.closing) chips.push(chip('closing', t('discover.chipClosing', { count: query.closing }), { closing: undefined }))
  if (query.from) chips.push(chip('from', t('discover.chipFrom', { date: formatDate(query.from) }), { from: undefined }))
  if (query.to) chips.push(chip('to', t('discover.chipTo', { date: formatDate(query.to) }), { to: undefined }))
  if (query.type) chips.push(chip('type', `${t('discover.typeLabel')}: ${grantTypeName(query.type)}`, { type: undefined }))
  if (query.audience) chips.push(chip('audience', `${t('discover.audienceLabel')}: ${t(`discover.audience.${query.audience}`)}`, { audience: undefined }))
  if (query.applicant) chips.push(chip('applicant', `${t('discover.applicantLabel')}: ${t(`applicantTypeOne.${query.applicant}`)}`, { applicant: undefined }))
  if (query.minScore) chips.push(chip('minScore', t('discover.chipMinScore', { percent: query.minScore }), { minScore: undefined }))
  for (const kind of query.hide ?? []) {
    const rest = query.hide?.filter((k) => k !== kind)
    chips.push(chip(`hide-${kind}`, t(kind === 'saved' ? 'discover.chipHideSaved' : 'discover.chipHideApplied'), { hide: rest?.length ? rest : undefined }))
  }
  return chips
}

/** What the results are for, in words (built on the server). */
export function summary(query: DiscoverQuery): string {
  const parts: string[] = []
  if (query.q) parts.push(t('discover.summaryFor', { q: query.q }))
  const filters = (['sector', 'region', 'country', 'funder'] as const).flatMap((key) => (query[key] ? [filterName(key, query[key])] : []))
  if (query.language) filters.push(LANGUAGE_NAMES[query.language])
  // Each filter isolated: a language name in Arabic would otherwise carry its neighbours along.
  if (filters.length) parts.push(t('discover.summaryIn', { values: filters.map(isolate).join(', ') }))
  return parts.join(' ')
}
