import { ShieldCheck } from 'lucide-react'
import { type BadgeId, badgeName } from '../../catalog/badges.ts'
import { formatDate, t } from '../../i18n/index.ts'

export const BADGE_COLORS: Record<BadgeId, string> = {
  bronze: 'bg-[#f3e3d3] text-[#7a4a1d]',
  silver: 'bg-[#e7e9ec] text-[#3d4550]',
  gold: 'bg-[#fbefc6] text-[#6b5208]',
  platinum: 'bg-[#e3e8f5] text-[#2b3a63]',
}

/**
 * An approved organization's badge: the tier's colour and name, and the date it was verified. It takes
 * the badge id, not the tier, so pages that show it do not ship the tier catalogue to the browser.
 */
export function VerifiedBadge({ badge, verifiedAt }: { badge: BadgeId; verifiedAt: string }) {
  const label = t('badge.verified', { badge: badgeName(badge), date: formatDate(verifiedAt) })
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_COLORS[badge]}`} title={label}>
      <ShieldCheck aria-hidden size={14} />
      {label}
    </span>
  )
}
