import { and, count, eq, sql } from 'drizzle-orm'
import { planById, planName, type PlanId } from '../../catalog/plans.ts'
import { SAVED_REPORTS_MAX } from '../../catalog/reports.ts'
import type { Db } from '../../db/client.server.ts'
import { savedReports } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { recordActivity } from '../team/record-activity.server.ts'
import { type FilterContext, parseSaveReport } from './report-query.server.ts'
import type { SavedReportOutcome } from './saved-report-outcome.ts'

/**
 * Saves a custom report (Premium): its name, blocks, grouping and filters, as catalogue ids.
 * Refused with a message: a plan without custom reports (with the upgrade offer), a bad field (an
 * assignee filter must name a member of the team), a
 * name the organization already uses, or SAVED_REPORTS_MAX reports kept (counted under a lock on
 * the organization, so two tabs cannot pass it). Written to the team's activity feed.
 */
export async function createSavedReport(db: Db, member: { id: string; organization: { id: string; plan: PlanId } }, form: FormData, context: FilterContext): Promise<SavedReportOutcome> {
  if (planById(member.organization.plan).entitlements.reports !== 'custom')
    return { ok: false, errors: { form: t('reports.custom.needsPremium', { plan: planName(member.organization.plan) }) }, upgrade: true }
  const parsed = parseSaveReport(form, context)
  if (!parsed.ok) return { ok: false, errors: parsed.errors }
  const orgId = member.organization.id
  return db.transaction(async (tx): Promise<SavedReportOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-reports:${orgId}`}))`)
    const [{ n }] = await tx.select({ n: count() }).from(savedReports).where(eq(savedReports.organizationId, orgId))
    if (n >= SAVED_REPORTS_MAX) return { ok: false, errors: { form: t('reports.custom.limitReached', { max: SAVED_REPORTS_MAX }) } }
    const [same] = await tx
      .select({ id: savedReports.id })
      .from(savedReports)
      .where(and(eq(savedReports.organizationId, orgId), sql`lower(${savedReports.name}) = lower(${parsed.name})`))
    if (same) return { ok: false, errors: { name: t('reports.custom.duplicateName', { name: parsed.name }) } }
    const [row] = await tx
      .insert(savedReports)
      .values({ organizationId: orgId, name: parsed.name, definition: { ...parsed.definition }, createdBy: member.id })
      .returning({ id: savedReports.id })
    await recordActivity(tx, { organizationId: orgId, actorId: member.id, verb: 'report.saved', subjectType: 'report', subjectId: row.id, data: { name: parsed.name } })
    return { ok: true, id: row.id }
  })
}
