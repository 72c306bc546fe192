import { countryName } from '../../catalog/countries.ts'
import { sectorName } from '../../catalog/names.ts'
import { formatList } from '../../i18n/index.ts'
import { tierName } from '../../catalog/verification.ts'
import { formatCheckCode } from './check-code.ts'
import type { PublicProfile } from './get-public-profile.server.ts'
import { qrPath } from './qr.server.ts'
import { checkedTexts } from './badge-check-view.server.ts'

/** A public profile as its page shows it: names in the reader's language (the catalogues stay on the server), the check link and its QR code. */
export function publicProfileView(profile: PublicProfile, appUrl: string) {
  const { badge } = profile
  const code = badge?.checkCode ? formatCheckCode(badge.checkCode) : null
  const checkUrl = code ? `${appUrl}/verify/${code}` : null
  return {
    name: profile.name,
    indexable: profile.indexable,
    country: profile.country ? countryName(profile.country) : null,
    // Every sector it works in, the main one first, as one list in the reader's language (ADR 056).
    sector: profile.sectors?.length ? formatList(profile.sectors.map(sectorName)) : null,
    sectorCount: profile.sectors?.length ?? 0,
    mission: profile.mission ?? null,
    programAreas: profile.programAreas ?? null,
    yearFounded: profile.yearFounded ? String(profile.yearFounded) : null,
    // Only a web address is a link (http or https), whatever was stored.
    website: profile.website && /^https?:\/\//i.test(profile.website) ? profile.website : null,
    logoUrl: profile.logo ? `/org/${profile.slug}/logo` : null,
    brand: profile.brand,
    badge: badge ? { badge: badge.badge, tierName: tierName(badge.tier), awardedAt: badge.awardedAt, expiresAt: badge.expiresAt, ...checkedTexts(badge.checks) } : null,
    check: code && checkUrl ? { code, url: checkUrl, qr: qrPath(checkUrl) } : null,
  }
}
