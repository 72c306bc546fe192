import { directionOf, type Language } from '../../i18n/languages.ts'

/**
 * The attributes for a grant's own text (title, funder, description) on a page in any language:
 * its language, so screen readers pronounce it and browsers hyphenate it rightly, and its
 * direction, so an Arabic title reads right to left on an English page and a French one left to
 * right on an Arabic page.
 */
export function grantTextProps(language: Language): { lang: Language; dir: 'rtl' | 'ltr' } {
  return { lang: language, dir: directionOf(language) }
}
