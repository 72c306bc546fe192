import { t } from '../i18n/index.ts'

/** The badge an approved organization carries, one per verification tier; shown through the catalogue (badge.name.{id}). */
export const BADGE_IDS = ['bronze', 'silver', 'gold', 'platinum'] as const
export type BadgeId = (typeof BADGE_IDS)[number]

/** A badge's name in the current language (Bronze, Silver, Gold, Platinum). */
export function badgeName(id: BadgeId): string {
  return t(`badge.name.${id}`)
}
