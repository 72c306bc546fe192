import type { BadgeId } from '../../catalog/badges.ts'
import { tierName, type VerificationTierId } from '../../catalog/verification.ts'
import { t } from '../../i18n/index.ts'
import { directionOf, type Language } from '../../i18n/languages.ts'
import { BADGE_IMAGE_SIZE } from './badge-image-size.ts'

/** The look of each state; a state the check gains later looks like `other` (not in force, see the check) until it is given its own. */
const LOOK = {
  valid: { colour: '#1a7f37', icon: 'check' },
  expired: { colour: '#9a6700', icon: 'clock' },
  revoked: { colour: '#cf222e', icon: 'cross' },
  review: { colour: '#bc4c00', icon: 'pause' },
  other: { colour: '#57606a', icon: 'dash' },
  unknown: { colour: '#57606a', icon: 'dash' },
} as const
type Look = keyof typeof LOOK

const ICONS: Record<(typeof LOOK)[Look]['icon'], string> = {
  check: '<path d="M-9 1 -3 7 9 -6" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>',
  clock: '<circle r="10" fill="none" stroke="#fff" stroke-width="3"/><path d="M0 -6V0L5 3" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
  cross: '<path d="M-7 -7 7 7M7 -7 -7 7" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>',
  pause: '<path d="M-4 -8V8M4 -8V8" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>',
  dash: '<path d="M-8 0H8" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>',
}

/** Under review (suspended pending a sanctions review), however the check names it. */
const isReview = (state: string) => /review|suspend/.test(state)

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const clip = (value: string, length: number) => {
  const chars = Array.from(value)
  return chars.length > length ? `${chars.slice(0, length - 1).join('')}…` : value
}

export interface BadgeImageFacts {
  state: string
  organizationName: string
  tier: VerificationTierId
  badge: BadgeId
}

/**
 * The embeddable badge (/verify/{code}/badge.svg): the live state of a badge, the organization and
 * the platform, in the language of the current t(). Shapes and text only: no script, no link, no
 * external font or image, every text escaped. Arabic is laid out right to left.
 */
export function badgeImage(facts: BadgeImageFacts | null, language: Language, appName: string): string {
  const look: Look = !facts ? 'unknown' : facts.state in LOOK && facts.state !== 'other' && facts.state !== 'unknown' ? (facts.state as Look) : isReview(facts.state) ? 'review' : 'other'
  const status = !facts
    ? t('badgeStatement.image.unknown')
    : look === 'valid'
      ? t('badgeStatement.image.verified', { tier: tierName(facts.tier) })
      : look === 'expired'
        ? t('badgeStatement.image.expired')
        : look === 'revoked'
          ? t('badgeStatement.image.revoked')
          : look === 'review'
            ? t('badgeStatement.image.underReview')
            : t('badgeStatement.image.notInForce')
  const second = facts ? facts.organizationName : t('badgeStatement.image.unknownDetail')
  const third = t('badgeStatement.image.checkedBy', { app: appName })
  const label = [status, second, third].join('. ')
  const { width, height } = BADGE_IMAGE_SIZE
  const { colour, icon } = LOOK[look]
  const rtl = directionOf(language) === 'rtl'
  const iconX = rtl ? width - 32 : 32
  const textX = rtl ? width - 72 : 72
  const text = (y: number, size: number, weight: number, fill: string, content: string) =>
    `<text x="${textX}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" direction="${rtl ? 'rtl' : 'ltr'}" text-anchor="start">${escapeXml(content)}</text>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}" lang="${language}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', Tahoma, sans-serif" data-state="${escapeXml(facts ? facts.state : 'unknown')}">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="8" fill="#ffffff" stroke="${colour}" stroke-width="2"/>`,
    `<rect x="${rtl ? width - 56 : 8}" y="8" width="48" height="48" rx="6" fill="${colour}"/>`,
    `<g transform="translate(${iconX} 32)">${ICONS[icon]}</g>`,
    // Whatever a font makes of a long name, the text stays inside the frame.
    `<clipPath id="text"><rect x="${rtl ? 8 : 64}" y="4" width="${width - 72}" height="${height - 8}"/></clipPath>`,
    '<g clip-path="url(#text)">',
    text(24, 15, 700, colour, clip(status, 32)),
    text(42, 13, 400, '#1f2328', clip(second, 34)),
    text(57, 11, 400, '#57606a', clip(third, 44)),
    '</g>',
    '</svg>',
  ].join('\n')
}
