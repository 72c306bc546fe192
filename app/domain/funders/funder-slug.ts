/**
 * A funder's address (/funders/{slug}), made from its name. The database computes the same slug
 * (f_funder_slug, migration 20261129120000_funder-slug) to find a funder's grants and awards through
 * an index, so every step here is one SQL can take the same way whatever the server's locale: marks
 * dropped, Latin letters folded by an explicit table, A–Z lower-cased, everything else but digits and
 * the letters of the scripts below turned into dashes. tests/integration/funder-pages.test.ts holds
 * the two to the same answers.
 */

/** The longest slug (then cut, its trailing dash dropped). */
export const MAX_FUNDER_SLUG_LENGTH = 80

/**
 * Dropped before anything else: combining accents, Arabic vowel marks and tatweel (written or left
 * out freely), and apostrophes ("Women’s" is "womens").
 */
export const DROPPED = "\\u0300-\\u036F\\u0610-\\u061A\\u064B-\\u065F\\u0670\\u06D6-\\u06ED\\u0640'\\u2019\\u02BC"

/**
 * Letters of other scripts kept as they are written (the address bar shows them, links carry them
 * percent-encoded): Arabic (with its digits and the letters of the languages written in it), N'Ko,
 * Ethiopic (Amharic, Tigrinya) and Tifinagh (Tamazight). They have no capitals, so no locale is
 * needed to compare them. Other scripts' letters become dashes; a name with nothing left gets a
 * slug of its code points (fallbackSlug).
 */
export const KEPT = 'a-z0-9\\u0621-\\u063A\\u0641-\\u064A\\u0660-\\u0669\\u066E-\\u066F\\u0671-\\u06D3\\u06D5\\u06EE-\\u06FC\\u07C0-\\u07EA\\u1200-\\u135A\\u2D30-\\u2D67'

/** Latin letters whose decomposition keeps no ASCII base: folded as PostgreSQL's unaccent does. */
const EXTRA_FOLDS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  ł: 'l',
  Ł: 'l',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
  ŧ: 't',
  Ŧ: 't',
  ŋ: 'n',
  Ŋ: 'n',
  ƙ: 'k',
  Ƙ: 'k',
  ɗ: 'd',
  Ɗ: 'd',
  ɓ: 'b',
  Ɓ: 'b',
  ƴ: 'y',
  Ƴ: 'y',
  ƒ: 'f',
  Ƒ: 'f',
}

/** The Latin letters with accents (Latin-1, Extended-A and -B, Extended Additional) and their lower-case ASCII letters. */
export const LATIN_FOLDS: ReadonlyMap<string, string> = (() => {
  const folds = new Map<string, string>()
  for (const [from, to] of [
    [0x00c0, 0x024f],
    [0x1e00, 0x1eff],
  ]) {
    for (let code = from; code <= to; code++) {
      const letter = String.fromCodePoint(code)
      const base = letter.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      if (base !== letter && /^[A-Za-z]+$/.test(base)) folds.set(letter, base.toLowerCase())
    }
  }
  for (const [letter, base] of Object.entries(EXTRA_FOLDS)) folds.set(letter, base)
  return folds
})()

const DROPPED_PATTERN = new RegExp(`[${DROPPED}]`, 'g')
const LATIN_PATTERN = /[\u00c0-\u02af\u1e00-\u1eff]/g
const OTHER_PATTERN = new RegExp(`[^${KEPT}]+`, 'gu')

/**
 * "Fondation Sénégalaise pour l’Éducation" → "fondation-senegalaise-pour-leducation",
 * "مؤسسة الأطلس للتنمية" → "مؤسسة-الأطلس-للتنمية". Distinct names may share a slug ("Acacia Fund"
 * and "ACACIA FUND."): their page is one funder's.
 */
export function funderSlug(name: string): string {
  const folded = name
    .replace(DROPPED_PATTERN, '')
    .replace(LATIN_PATTERN, (letter) => LATIN_FOLDS.get(letter) ?? letter)
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase())
  const slug = folded
    .replace(OTHER_PATTERN, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_FUNDER_SLUG_LENGTH)
    .replace(/-+$/, '')
  return slug || fallbackSlug(name)
}

/** A name with no letter or digit kept ("基金会", "***"): "x-" and the code points of its first 12 characters but spaces, in hex. */
function fallbackSlug(name: string): string {
  return `x-${[...name.replace(/ /g, '')]
    .slice(0, 12)
    .map((c) => c.codePointAt(0)!.toString(16))
    .join('-')}`
}

/** The address of a funder's page (its slug percent-encoded, for Arabic and Ethiopic letters). */
export function funderPath(name: string): string {
  return `/funders/${encodeURIComponent(funderSlug(name))}`
}

/**
 * Whether a URL's slug is one funderSlug could have written: a slug is its own slug. Anything else
 * (spaces, capitals, a stray "%") is not found, without asking the database.
 */
export function isFunderSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_FUNDER_SLUG_LENGTH && funderSlug(slug) === slug
}
