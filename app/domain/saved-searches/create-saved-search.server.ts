import { and, count, eq, sql } from 'drizzle-orm'
import { ALERT_TERMS } from '../../catalog/matching.ts'
import { type PlanId, planName } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { savedSearches } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { isUniqueViolation } from '../shared/db-errors.ts'
import { createSavedSearchSchema, frequencyAllowed, type SavedSearchOutcome, savedSearchErrors } from './saved-search.schema.ts'
import { savedQuery } from './saved-search-query.ts'
import { uniqueIndexOf } from './unique-index.ts'

/**
 * Saves a Discover query under a name, with how often its new grants are emailed. Refused, with a
 * message: a name missing or too long; a frequency the plan does not include (Free: weekly); the
 * plan's number of saved searches reached (counted under a lock on the member, so two tabs cannot
 * pass it); the same query or the same name saved before (the unique indexes decide).
 */
export async function createSavedSearch(db: Db, member: { userId: string; plan: PlanId }, input: Record<string, unknown>): Promise<SavedSearchOutcome> {
  const parsed = createSavedSearchSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: savedSearchErrors(parsed.error) }
  const { name, frequency } = parsed.data
  if (!frequencyAllowed(member.plan, frequency)) return { ok: false, errors: { frequency: t('savedSearches.dailyNeedsUpgrade') }, upgrade: true }
  const saved = savedQuery(parsed.data.query)
  if (!saved) return { ok: false, errors: { form: t('savedSearches.queryInvalid') } }
  const limit = ALERT_TERMS[member.plan].savedSearches
  try {
    return await db.transaction(async (tx): Promise<SavedSearchOutcome> => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${member.userId}`}))`)
      const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, member.userId))
      if (n >= limit) return { ok: false, errors: { form: t('savedSearches.limitReached', { plan: planName(member.plan), limit }) }, upgrade: true }
      const [row] = await tx.insert(savedSearches).values({ userId: member.userId, name, frequency, query: saved.query, queryKey: saved.queryKey }).returning({ id: savedSearches.id })
      return { ok: true, id: row.id }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    if (uniqueIndexOf(error) === 'saved_searches_user_query_idx') {
      const [same] = await db
        .select({ name: savedSearches.name })
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, member.userId), eq(savedSearches.queryKey, saved.queryKey)))
      return { ok: false, errors: { form: t('savedSearches.duplicateQuery', { name: same?.name ?? name }) } }
    }
    return { ok: false, errors: { name: t('savedSearches.duplicateName', { name }) } }
  }
}
