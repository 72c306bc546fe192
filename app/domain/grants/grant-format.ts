import { t } from '../../i18n/index.ts'

/** Spec fallback: country scope, else the joined geographic focus, else "Global". */
export function grantLocation(grant: { countryScope: string | null; geographicFocus: string[] }): string {
  if (grant.countryScope) return grant.countryScope
  if (grant.geographicFocus.length) return grant.geographicFocus.join(', ')
  return t('grant.global')
}
