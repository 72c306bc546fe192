import { and, count, eq, gte, lt, ne } from 'drizzle-orm'
import { ELITE_REQUEST_ALLOWANCES, type EliteRequestKind } from '../../catalog/expert-membership.ts'
import type { Db } from '../../db/client.server.ts'
import { eliteRequests, experts } from '../../db/schema/index.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { notifyAdmins } from '../notifications/notify-admins.server.ts'
import { fieldErrors } from '../shared/form-fields.ts'
import { allowanceWindow } from './allowance-window.ts'
import { ELITE_REQUEST_FEATURE, hasEliteFeature } from './elite-access.ts'
import { introductionSchema, siteVisitSchema } from './elite-request.schema.server.ts'
import { knownFunderName } from './list-known-funders.server.ts'

export type EliteRequestOutcome = { ok: true; id: string } | { ok: false; status: 400 | 403; errors: Record<string, string> }

/**
 * An Elite expert asks for a site visit or a funder introduction (issue 28 §2, ADR 077). In one
 * transaction holding the lock on the expert's row, so two requests sent at once are counted one
 * after the other: the membership must be a running Elite one, the funder one Harambee knows, and
 * the requests of this kind in the current window (not declined) fewer than the allowance. Staff
 * are told in the app.
 */
export async function requestEliteService(db: Db, userId: string, kind: EliteRequestKind, input: Record<string, unknown>, now = new Date()): Promise<EliteRequestOutcome> {
  return db.transaction(async (tx): Promise<EliteRequestOutcome> => {
    const [expert] = await tx.select().from(experts).where(eq(experts.userId, userId)).for('update')
    if (!expert || !hasEliteFeature(expert, ELITE_REQUEST_FEATURE[kind], now)) return { ok: false as const, status: 403 as const, errors: { form: t('eliteRequests.eliteOnly') } }
    const parsed = kind === 'site_visit' ? siteVisitSchema.safeParse(input) : introductionSchema.safeParse(input)
    if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) }
    let funder: { funderSlug: string; funderName: string } | null = null
    if ('funder' in parsed.data) {
      const name = await knownFunderName(tx, parsed.data.funder)
      if (!name) return { ok: false as const, status: 400 as const, errors: { funder: t('eliteRequests.funderRequired') } }
      funder = { funderSlug: parsed.data.funder, funderName: name }
    }
    const window = allowanceWindow(kind, expert.membershipExpiresAt, now)
    const [{ used }] = await tx
      .select({ used: count() })
      .from(eliteRequests)
      .where(
        and(
          eq(eliteRequests.expertId, expert.id),
          eq(eliteRequests.kind, kind),
          ne(eliteRequests.status, 'declined'),
          gte(eliteRequests.createdAt, window.start),
          lt(eliteRequests.createdAt, window.end),
        ),
      )
    const { count: limit } = ELITE_REQUEST_ALLOWANCES[kind]
    if (used >= limit) return { ok: false as const, status: 400 as const, errors: { form: t(`eliteRequests.allowanceUsed.${kind}`, { count: limit, date: formatDate(window.end) }) } }
    const values =
      'funder' in parsed.data
        ? { purpose: parsed.data.purpose, ...funder }
        : { organization: parsed.data.organization, place: parsed.data.place, preferredDates: parsed.data.preferredDates, purpose: parsed.data.purpose }
    const [row] = await tx
      .insert(eliteRequests)
      .values({ expertId: expert.id, kind, periodStart: window.start, createdAt: now, updatedAt: now, ...values })
      .returning({ id: eliteRequests.id })
    await notifyAdmins(tx, 'eliteRequests.admin.notice', { kind }, '/admin/elite-requests')
    return { ok: true as const, id: row.id }
  })
}
