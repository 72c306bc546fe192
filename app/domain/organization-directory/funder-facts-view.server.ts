import { countryName } from '../../catalog/countries.ts'
import { formatDate, formatNumber, t } from '../../i18n/index.ts'
import type { FunderFacts } from './get-funder-facts.server.ts'

/** The facts as the badge page and the public profile show them: plain sentences from the catalogue, in the reader's language. */
export function funderFactsView(facts: FunderFacts | null) {
  if (!facts) return null
  const { layers } = facts
  return {
    registrationNumber: facts.registration?.number ?? null,
    registrationCountry: facts.registration?.country ? countryName(facts.registration.country) : null,
    yearFounded: facts.yearFounded === null ? null : String(facts.yearFounded),
    screened: facts.screenedAt ? t('organizationDirectory.screenedOn', { date: formatDate(facts.screenedAt) }) : t('organizationDirectory.notScreened'),
    officers: facts.officers,
    layers: [
      layers.automated.total > 0
        ? t('organizationDirectory.layer.automated', { passed: formatNumber(layers.automated.passed), total: formatNumber(layers.automated.total) })
        : t('organizationDirectory.layer.automatedNone'),
      layers.groundCheckAt ? t('organizationDirectory.layer.ground', { date: formatDate(layers.groundCheckAt) }) : t('organizationDirectory.layer.groundNone'),
      layers.crossValidated
        ? t(layers.secondReviewer ? 'organizationDirectory.layer.crossSecond' : 'organizationDirectory.layer.cross', { date: formatDate(layers.approvedAt) })
        : t('organizationDirectory.layer.crossNone', { date: formatDate(layers.approvedAt) }),
    ],
  }
}
