import { countryName } from '../../catalog/countries.ts'
import { sectorName } from '../../catalog/names.ts'
import type { ExpertCardView } from './expert-card-view.ts'
import { formatNumber, formatOneDecimal, formatUsd, t } from '../../i18n/index.ts'
import { maskContactDetails } from '../requests/mask-contact-details.ts'
import { hiddenMark } from '../requests/hidden-mark.ts'
import type { ExpertCard } from './search-experts.server.ts'

/** Sector badges a card shows before "+N more" (spec §2). */
export const CARD_SECTORS_SHOWN = 3

/**
 * An expert's name as shown (it is public): the member's name, or "Anonymous" when there is none,
 * with any email address or phone number in it hidden (names are refused with one since issue 23;
 * this hides what was stored before).
 */
export const displayName = (name: string | null | undefined) => maskContactDetails(name?.trim() || t('experts.anonymous'), hiddenMark())

/** "4.8 out of 5", or null with no reviews yet. */
export function ratingText(averageRating: number, reviewCount: number): string | null {
  if (reviewCount === 0) return null
  return t('experts.rating', { rating: formatOneDecimal(averageRating) })
}

/** "$40–$90 an hour", "From $40 an hour", "Rate on request". */
export function hourlyText(min: number | null, max: number | null): string {
  if (min !== null && max !== null && max > min) return t('experts.hourlyRange', { min: formatUsd(min), max: formatUsd(max) })
  if (min !== null) return t('experts.hourlyFrom', { min: formatUsd(min) })
  if (max !== null) return t('experts.hourlyFrom', { min: formatUsd(max) })
  return t('experts.hourlyOnRequest')
}

/** A directory card's words in the reader's language, built on the server. */
export function expertCardView(expert: ExpertCard): ExpertCardView {
  const sectors = expert.sectors.map(sectorName)
  return {
    id: expert.id,
    name: displayName(expert.name),
    title: expert.title,
    bio: expert.bio,
    hasPhoto: expert.hasPhoto,
    featured: expert.featured,
    isDemo: expert.isDemo,
    rating: ratingText(expert.averageRating, expert.reviewCount),
    reviews: expert.reviewCount ? t('experts.reviewCount', { count: expert.reviewCount }) : t('experts.noReviews'),
    projects: t('experts.projects', { count: expert.totalProjects }),
    completed: t('expertDirectory.completed', { count: expert.completedProjects }),
    sectors: sectors.slice(0, CARD_SECTORS_SHOWN),
    moreSectors: sectors.length > CARD_SECTORS_SHOWN ? t('experts.moreSectors', { count: formatNumber(sectors.length - CARD_SECTORS_SHOWN) }) : null,
    country: expert.country ? countryName(expert.country) : null,
    years: t('experts.years', { count: expert.yearsExperience }),
    hourly: hourlyText(expert.hourlyRateMin, expert.hourlyRateMax),
    funding: expert.totalFundingSecured > 0 ? t('experts.fundingSecured', { amount: formatUsd(expert.totalFundingSecured, { compact: true }) }) : null,
  }
}
