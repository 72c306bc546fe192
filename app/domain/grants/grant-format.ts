import { regionName } from '../../catalog/names.ts'
import { formatList, t } from '../../i18n/index.ts'

/**
 * Spec fallback: country scope (the funder's own words, shown as written), else the geographic
 * focus in the reader's language, else "Global".
 */
export function grantLocation(grant: { countryScope: string | null; geographicFocus: string[] }): string {
  if (grant.countryScope) return grant.countryScope
  if (grant.geographicFocus.length) return formatList(grant.geographicFocus.map(regionName))
  return t('grant.global')
}
