import type { Db } from '../../db/client.server.ts'
import { funderAccessApplications } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { notifyAdmins } from '../notifications/notify-admins.server.ts'
import { isUniqueViolation } from '../shared/db-errors.ts'
import { fieldErrors } from '../shared/form-fields.ts'
import type { FunderAccessField } from './funder-access-limits.ts'
import { funderAccessSchema } from './funder-access.schema.server.ts'

export type ApplyOutcome = { ok: true; id: string } | { ok: false; errors: Partial<Record<FunderAccessField, string>> }

/**
 * A signed-in person applies for funder access. One pending or approved application per person
 * (a unique index, so two tabs sending at once cannot make two); staff are told in the app.
 */
export async function applyForFunderAccess(db: Db, userId: string, input: Record<string, unknown>): Promise<ApplyOutcome> {
  const parsed = funderAccessSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) as Partial<Record<FunderAccessField, string>> }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(funderAccessApplications)
        .values({ userId, ...parsed.data })
        .returning({ id: funderAccessApplications.id })
      await notifyAdmins(tx, 'funderAccess.admin.notice', { name: parsed.data.funderOrganization }, '/admin/funder-access')
      return { ok: true as const, id: row.id }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, errors: { form: t('funderAccess.alreadyApplied') } }
    throw error
  }
}
