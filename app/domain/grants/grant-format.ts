import { t } from '../../i18n/index.ts'

/** Spec fallback: country scope, else the joined geographic focus, else "Global". */
export function grantLocation(grant: { countryScope: string | null; geographicFocus: string[] }): string {
  if (grant.countryScope) return grant.countryScope
  if (grant.geographicFocus.length) return grant.geographicFocus.join(', ')
  return t('grant.global')
}

/**
 * The attributes for a grant's own text (title, funder, description) on a page in any language:
 * its language, so screen readers pronounce it and browsers hyphenate it rightly, and its
 * direction, so an Arabic title reads right to left on an English page and a French one left to
 * right on an Arabic page.
 */
export function grantTextProps(language: string): { lang: string; dir: 'rtl' | 'ltr' } {
  return { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' }
}
