import { countryName } from '../../catalog/countries.ts'
import { LANGUAGE_NAMES, type Language } from '../../catalog/languages.ts'
import { regionName, sectorName } from '../../catalog/names.ts'
import { applicantTypesName, orgTypesName } from '../../catalog/org-type-names.server.ts'
import { formatList, formatUsd, t } from '../../i18n/index.ts'
import type { MatchReason, MatchResult, ShownMatch } from './score.ts'

/** A reason in words, on the server, in the request's language (ids and values become names). */
export function reasonText(reason: MatchReason): string {
  const p = reason.params
  const str = (v: unknown) => String(v ?? '')
  switch (reason.id) {
    case 'sector':
    case 'sectorAlso':
    case 'sectorOther':
      return t(`match.reason.${reason.id}`, { sector: sectorName(str(p.sector)) })
    case 'country':
    case 'notOpenTo':
      return t(`match.reason.${reason.id}`, { country: countryName(str(p.country)) })
    case 'region':
      return t('match.reason.region', { region: regionName(str(p.region)) })
    case 'mission':
      // Each word isolated: the organization's own words keep their direction inside any sentence.
      return t('match.reason.mission', { terms: formatList((p.terms as string[]).map((term) => `\u2068${term}\u2069`)) })
    case 'sizeNear':
    case 'sizeAbove':
      return t(`match.reason.${reason.id}`, { amount: formatUsd(Number(p.amount), { compact: true }) })
    case 'deadlineIn':
    case 'deadlineSoon':
      return t(`match.reason.${reason.id}`, { days: Number(p.days) })
    case 'language':
    case 'languageOther':
      return t(`match.reason.${reason.id}`, { language: LANGUAGE_NAMES[p.language as Language] ?? str(p.language) })
    case 'eligibility':
    case 'eligibilityCheck':
      return t(`match.reason.${reason.id}`, { orgTypes: p.applicantTypes ? applicantTypesName(p.applicantTypes as string[]) : orgTypesName(p.orgTypes as string[]) })
    default:
      return t(`match.reason.${reason.id}`)
  }
}

/** A score and its reasons in words, ready for a page. */
export function showMatch(result: MatchResult): ShownMatch {
  return { score: result.score, reasons: result.reasons.map((r) => ({ kind: r.kind, text: reasonText(r) })) }
}
