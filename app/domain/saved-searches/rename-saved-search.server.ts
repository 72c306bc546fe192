import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { savedSearches } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { isUniqueViolation } from '../shared/db-errors.ts'
import { renameSavedSearchSchema, type SavedSearchOutcome, savedSearchErrors } from './saved-search.schema.ts'

/** Renames the member's own saved search; a name another of their searches has is refused. Null: no such search of theirs. */
export async function renameSavedSearch(db: Db, userId: string, id: string, input: Record<string, unknown>): Promise<SavedSearchOutcome> {
  const parsed = renameSavedSearchSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: savedSearchErrors(parsed.error) }
  try {
    const rows = await db
      .update(savedSearches)
      .set({ name: parsed.data.name, updatedAt: new Date() })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id })
    return rows.length ? { ok: true, id } : null
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return { ok: false, errors: { name: t('savedSearches.duplicateName', { name: parsed.data.name }) } }
  }
}
