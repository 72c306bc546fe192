import { countryName } from '../../catalog/countries.ts'
import { tierName } from '../../catalog/verification.ts'
import { formatCheckCode } from './check-code.ts'
import type { BadgeCheck } from './get-badge-check.server.ts'
import { t } from '../../i18n/index.ts'
import type { CheckedItems } from '../verification/checked-items.ts'

/** A badge check as pages show it: names in the reader's language (the tier and country catalogues stay on the server), the code as printed. */
export function badgeCheckView(check: BadgeCheck, appUrl: string) {
  const code = formatCheckCode(check.code)
  return {
    code,
    url: `${appUrl}/verify/${code}`,
    organizationName: check.organizationName,
    country: check.country ? countryName(check.country) : null,
    tierName: tierName(check.tier),
    badge: check.badge,
    awardedAt: check.awardedAt,
    state: check.state,
    expiresAt: check.expiresAt,
    revokedAt: check.revokedAt,
    revokedReason: check.revokedReason,
    suspendedAt: check.suspendedAt,
    screenedAt: check.screenedAt,
    profileUrl: check.profileSlug ? `/org/${check.profileSlug}` : null,
    ...checkedTexts(check.checks),
  }
}

/** What was checked, and what the automated checks did not confirm, in the reader's language (issue 23). */
export function checkedTexts(checks: CheckedItems) {
  return {
    checked: checks.checked.map((id) => t(`badgeCheck.checked.${id}`)),
    notChecked: checks.notChecked.map((id) => t(`badgeCheck.notChecked.${id}`)),
  }
}

/** The same check for machines (/verify/{code}.json): ids and ISO dates, English keys, no words. */
export function badgeCheckJson(check: BadgeCheck, appUrl: string) {
  const code = formatCheckCode(check.code)
  return {
    code,
    checkUrl: `${appUrl}/verify/${code}`,
    state: check.state,
    organization: { name: check.organizationName, country: check.country, profileUrl: check.profileSlug ? `${appUrl}/org/${check.profileSlug}` : null },
    tier: check.tier,
    badge: check.badge,
    awardedAt: check.awardedAt,
    expiresAt: check.expiresAt,
    revokedAt: check.revokedAt,
    revokedReason: check.revokedReason,
    underReviewSince: check.suspendedAt,
    screenedAt: check.screenedAt,
    checked: check.checks.checked,
    notChecked: check.checks.notChecked,
  }
}
