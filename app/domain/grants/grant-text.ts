import type { Language } from '../../i18n/languages.ts'

/**
 * The attributes for a grant's own text (title, funder, description, eligibility) on a page in any
 * language: its language, so screen readers pronounce it and browsers hyphenate it rightly, and a
 * direction taken from the text itself (dir="auto", as for all of members' and funders' own words),
 * so an Arabic title reads right to left on an English page and a French one left to right on an
 * Arabic page.
 */
export function grantTextProps(language: Language): { lang: Language; dir: 'auto' } {
  return { lang: language, dir: 'auto' }
}

/**
 * The direction of an amount as the funder wrote it: its own (dir="auto") when it has words
 * ("حتى 75,000 دولار", "Up to $10,000"), left to right when it is only figures and signs
 * ("$1,250 - $5,000"), which dir="auto" would leave to an Arabic page's direction and so reverse.
 */
export function amountDir(amount: string): 'auto' | 'ltr' {
  return /\p{L}/u.test(amount) ? 'auto' : 'ltr'
}
