import { RESERVED_SLUGS } from '../../catalog/badge-check.ts'

/** The longest address part a name gives (a long name is cut at a word). */
export const MAX_SLUG_LENGTH = 60
/** A name with no Latin letters or digits (Arabic, Amharic) still gets an address. */
const FALLBACK = 'ngo'

/** Letters NFKD does not split into a base letter and an accent. */
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ŋ: 'n', ƙ: 'k', ɗ: 'd', ɓ: 'b', ƴ: 'y' }

/**
 * An organization's name as its public address: ASCII letters and digits (accents dropped, "ß" as
 * "ss"), words joined by dashes, at most MAX_SLUG_LENGTH characters. A reserved word (one of our
 * pages, or our name) gets "-ngo" after it; a name with nothing to keep becomes "ngo".
 */
export function slugify(name: string): string {
  const folded = name
    .toLowerCase()
    .replace(/[ßæœøđðłþıŋƙɗɓƴ]/g, (c) => FOLDS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
  let slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  if (slug.length > MAX_SLUG_LENGTH) {
    const cut = slug.slice(0, MAX_SLUG_LENGTH + 1)
    slug = (cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '')
  }
  if (!slug) return FALLBACK
  return isReservedSlug(slug) ? `${slug}-${FALLBACK}` : slug
}

export function isReservedSlug(slug: string): boolean {
  return (RESERVED_SLUGS as readonly string[]).includes(slug)
}

/**
 * The first address not in `taken`: the slug itself, else the slug with -2, -3 … after it (two
 * organizations with one name get /org/name and /org/name-2).
 */
export function firstFreeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug
  for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`
}
