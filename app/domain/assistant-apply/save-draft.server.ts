import { and, eq } from 'drizzle-orm'
import type { DraftSection } from '../../catalog/assistant-apply.ts'
import type { Db } from '../../db/client.server.ts'
import { applicationDrafts } from '../../db/schema/index.ts'
import { checkSourceMarks } from './source-marks.ts'

/**
 * The member's own words for a drafted section (ADR 080): every word theirs to change. A mark
 * `[from: …]` naming a field that was not sent with the draft becomes `[from: ?]`, as the model's
 * own would. Only a section that was drafted is saved (there is nothing to edit otherwise).
 */
export async function saveDraft(db: Db, input: { organizationId: string; applicationId: string; section: DraftSection; body: string; userId: string }): Promise<'saved' | 'not-found'> {
  const [draft] = await db
    .select({ id: applicationDrafts.id, fieldsSent: applicationDrafts.fieldsSent })
    .from(applicationDrafts)
    .where(and(eq(applicationDrafts.organizationId, input.organizationId), eq(applicationDrafts.applicationId, input.applicationId), eq(applicationDrafts.section, input.section)))
  if (!draft) return 'not-found'
  const { body } = checkSourceMarks(input.body, draft.fieldsSent)
  await db.update(applicationDrafts).set({ body, updatedBy: input.userId, updatedAt: new Date() }).where(eq(applicationDrafts.id, draft.id))
  return 'saved'
}

/** Deletes a drafted section; 'not-found' when there is none (already deleted, or someone else's). */
export async function deleteDraft(db: Db, input: { organizationId: string; applicationId: string; section: DraftSection }): Promise<'deleted' | 'not-found'> {
  const deleted = await db
    .delete(applicationDrafts)
    .where(and(eq(applicationDrafts.organizationId, input.organizationId), eq(applicationDrafts.applicationId, input.applicationId), eq(applicationDrafts.section, input.section)))
    .returning({ id: applicationDrafts.id })
  return deleted.length > 0 ? 'deleted' : 'not-found'
}
