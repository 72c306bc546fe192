import { eq } from 'drizzle-orm'
import { ALERT_TERMS, type MatchAlertFrequency } from '../../catalog/matching.ts'
import type { PlanId } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { profiles } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { hasControlCharacters } from '../shared/form-fields.ts'
import { isMatchAlertFrequency } from './saved-search.schema.ts'

/**
 * Sets how often the member hears about new matches (profiles.match_alert_frequency), within the
 * plan's terms: Free weekly or off; Pro and Premium instant (priority, as soon as a grant is
 * published), daily, weekly or off. Anything else is refused with a message for the field, and
 * an upgrade offer when a paid plan would allow it.
 */
export async function setMatchAlertFrequency(
  db: Db,
  member: { userId: string; plan: PlanId },
  value: unknown,
): Promise<{ ok: true; frequency: MatchAlertFrequency } | { ok: false; error: string; upgrade: boolean }> {
  if (typeof value !== 'string' || hasControlCharacters(value) || !isMatchAlertFrequency(value.trim())) return { ok: false, error: t('savedSearches.matchAlertsInvalid'), upgrade: false }
  const frequency = value.trim() as MatchAlertFrequency
  if (!ALERT_TERMS[member.plan].matchAlerts.includes(frequency)) return { ok: false, error: t('savedSearches.matchAlertsNeedUpgrade'), upgrade: true }
  // Turning alerts on again also turns on the profile's older digest switch, which the job reads too.
  await db
    .update(profiles)
    .set({ matchAlertFrequency: frequency, ...(frequency === 'off' ? {} : { emailWeeklyDigest: true }), updatedAt: new Date() })
    .where(eq(profiles.userId, member.userId))
  return { ok: true, frequency }
}
