import { and, eq } from 'drizzle-orm'
import type { PlanId } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { savedSearches } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { frequencyAllowed, type SavedSearchOutcome, savedSearchErrors, savedSearchFrequencySchema } from './saved-search.schema.ts'

/** Changes how often the member's own saved search is emailed, within the plan's terms (Free: weekly). Null: no such search of theirs. */
export async function setSavedSearchFrequency(db: Db, member: { userId: string; plan: PlanId }, id: string, input: Record<string, unknown>): Promise<SavedSearchOutcome> {
  const parsed = savedSearchFrequencySchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: savedSearchErrors(parsed.error) }
  if (!frequencyAllowed(member.plan, parsed.data.frequency)) return { ok: false, errors: { frequency: t('savedSearches.dailyNeedsUpgrade') }, upgrade: true }
  const rows = await db
    .update(savedSearches)
    .set({ frequency: parsed.data.frequency, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, member.userId)))
    .returning({ id: savedSearches.id })
  return rows.length ? { ok: true, id } : null
}
