import { BADGE_IMAGE_SIZE } from './badge-image-size.ts'

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The HTML an organization pastes into its own website: its badge image (/verify/{code}/badge.svg)
 * inside a link to its check page. Plain markup: no script, no tracking.
 */
export function badgeEmbedSnippet(appUrl: string, code: string, alt: string): string {
  const check = `${appUrl}/verify/${code}`
  return `<a href="${escapeAttribute(check)}"><img src="${escapeAttribute(`${check}/badge.svg`)}" alt="${escapeAttribute(alt)}" width="${BADGE_IMAGE_SIZE.width}" height="${BADGE_IMAGE_SIZE.height}"></a>`
}
