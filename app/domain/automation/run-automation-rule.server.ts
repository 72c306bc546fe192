import { and, eq, sql } from 'drizzle-orm'
import { ASSIGNEE_TARGET, type AutomationAction, type AutomationActionType, type AutomationRunStatus, type AutomationSkipReason, type AutomationTrigger } from '../../catalog/automation.ts'
import type { Db } from '../../db/client.server.ts'
import { applicationEvents, applications, automationRules, automationRuns, organizationMembers, scheduledEmails, userSavedGrants } from '../../db/schema/index.ts'
import type { MessageId } from '../../i18n/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { recordActivity } from '../team/record-activity.server.ts'

/** An email a run claimed: its scheduled_emails key, sent by the `automation.send` job. */
export const AUTOMATION_EMAIL_KIND = 'automation'
export const automationEmailKey = (ruleId: string, subjectKey: string, userId: string) => `auto:${ruleId}:${subjectKey}:${userId}`

export interface AutomationRule {
  id: string
  organizationId: string
  name: string
  trigger: AutomationTrigger
  actions: AutomationAction[]
}

/** What a rule acts on: a grant, under the key that makes each rule act on it once. */
export interface AutomationSubject {
  /** `grant:{grantId}` for a new match, `deadline:{grantId}:{deadline}` for a deadline coming near. */
  key: string
  grantId: string
  title: string
  score?: number
  deadline?: string
  daysLeft?: number
}

/** Why someone hears from a run: the grant was assigned to them, or the rule tells them about it. */
export type RecipientReason = 'assigned' | 'notified'

/** What a run did, kept on its row: shown on /team/automation, read by the email job. */
export interface AutomationRunDetail {
  title: string
  grantId: string
  applicationId?: string | null
  score?: number
  deadline?: string
  daysLeft?: number
  /** The actions that changed something, in order. */
  done?: AutomationActionType[]
  recipients?: Record<string, RecipientReason>
  /** A skipped run: why, and whom it is about. */
  reason?: AutomationSkipReason
  userId?: string
}

export interface AutomationRunResult {
  status: AutomationRunStatus
  detail: AutomationRunDetail
  /** Emails claimed in the run, to queue once it has committed. */
  emails: Array<{ key: string; userId: string }>
}

/**
 * Runs one rule on one subject, exactly once (ADR 029's claim-then-act): in one transaction it
 * claims the (rule, subject) row of automation_runs, performs the actions (saving, starting the
 * application, assigning: all writes of this transaction), writes the in-app notifications and
 * claims each email's key, then commits. A retried job or a second worker finds the row claimed and
 * does nothing: null. A rule switched off or deleted meanwhile does nothing either.
 *
 * Everyone the rule names must still be on the team, checked before anything changes: otherwise the
 * run is logged as skipped (member_left), as it is when it should tell an assignee there is none.
 */
export async function runAutomationRule(db: Db, rule: AutomationRule, subject: AutomationSubject): Promise<AutomationRunResult | null> {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: automationRules.id })
      .from(automationRules)
      .where(and(eq(automationRules.id, rule.id), eq(automationRules.organizationId, rule.organizationId), eq(automationRules.enabled, true)))
    if (!live) return null
    const claimed = await tx
      .insert(automationRuns)
      .values({ ruleId: rule.id, subjectKey: subject.key, organizationId: rule.organizationId, status: 'done', detail: {} })
      .onConflictDoNothing()
      .returning({ ruleId: automationRuns.ruleId })
    if (claimed.length === 0) return null
    const result = await act(tx, rule, subject)
    await tx
      .update(automationRuns)
      .set({ status: result.status, detail: { ...result.detail } })
      .where(and(eq(automationRuns.ruleId, rule.id), eq(automationRuns.subjectKey, subject.key)))
    if (result.status === 'done') {
      await recordActivity(tx, {
        organizationId: rule.organizationId,
        actorId: null,
        verb: 'automation.ran',
        subjectType: 'automationRule',
        subjectId: rule.id,
        // The feed's conventions (describeActivity): `name` is the rule's, `grant` the grant's title.
        data: { name: rule.name, grant: subject.title },
      })
    }
    return result
  })
}

async function act(tx: Tx, rule: AutomationRule, subject: AutomationSubject): Promise<AutomationRunResult> {
  const base: AutomationRunDetail = { title: subject.title, grantId: subject.grantId, score: subject.score, deadline: subject.deadline, daysLeft: subject.daysLeft }
  const skipped = (reason: AutomationSkipReason, userId?: string): AutomationRunResult => ({ status: 'skipped', detail: { ...base, reason, userId }, emails: [] })
  const team = new Set((await tx.select({ id: organizationMembers.userId }).from(organizationMembers).where(eq(organizationMembers.organizationId, rule.organizationId))).map((m) => m.id))
  const [existing] = await tx
    .select({ id: applications.id, assigneeId: applications.assigneeId })
    .from(applications)
    .where(and(eq(applications.organizationId, rule.organizationId), eq(applications.grantId, subject.grantId)))
    // The application's row is this run's to change: a member assigning it at the same moment waits.
    .for('update')
  const assign = rule.actions.find((a) => a.type === 'assign')
  const tell = rule.actions.find((a) => a.type === 'notify')
  if (assign && !team.has(assign.userId)) return skipped('member_left', assign.userId)
  if (tell && tell.userId !== ASSIGNEE_TARGET && !team.has(tell.userId)) return skipped('member_left', tell.userId)
  // An assignee who is still on the team keeps the application; otherwise the rule's assignee takes it.
  const keptAssignee = existing?.assigneeId && team.has(existing.assigneeId) ? existing.assigneeId : null
  const assignee = keptAssignee ?? assign?.userId ?? existing?.assigneeId ?? null
  if (tell?.userId === ASSIGNEE_TARGET) {
    if (!assignee) return skipped('no_assignee')
    if (!team.has(assignee)) return skipped('member_left', assignee)
  }

  const done: AutomationActionType[] = []
  const recipients = new Map<string, RecipientReason>()
  if (rule.actions.some((a) => a.type === 'save')) {
    const saved = await tx.insert(userSavedGrants).values({ organizationId: rule.organizationId, savedBy: null, grantId: subject.grantId }).onConflictDoNothing().returning({ id: userSavedGrants.id })
    if (saved.length > 0) done.push('save')
  }
  let applicationId = existing?.id ?? null
  if (!existing && (assign || rule.actions.some((a) => a.type === 'createApplication'))) {
    // Assigning needs an application to assign: the rule starts it (Not started), as a member would.
    const [created] = await tx
      .insert(applications)
      .values({ organizationId: rule.organizationId, createdBy: null, assigneeId: assign?.userId ?? null, grantId: subject.grantId, status: 'not_started' })
      .returning({ id: applications.id })
    await tx.insert(applicationEvents).values({ applicationId: created.id, status: 'not_started' })
    applicationId = created.id
    done.push('createApplication')
    if (assign) {
      done.push('assign')
      recipients.set(assign.userId, 'assigned')
    }
  } else if (existing && assign && !keptAssignee) {
    await tx.update(applications).set({ assigneeId: assign.userId, updatedAt: sql`now()` }).where(eq(applications.id, existing.id))
    done.push('assign')
    recipients.set(assign.userId, 'assigned')
  }
  if (tell) {
    const target = tell.userId === ASSIGNEE_TARGET ? assignee! : tell.userId
    if (!recipients.has(target)) recipients.set(target, 'notified')
    done.push('notify')
  }

  const emails = [...recipients.keys()].map((userId) => ({ key: automationEmailKey(rule.id, subject.key, userId), userId }))
  for (const [userId, reason] of recipients) {
    const { messageId, params, link } = notificationFor(rule, subject, reason, applicationId)
    await notify(tx, userId, messageId, params, link)
  }
  if (emails.length > 0)
    await tx
      .insert(scheduledEmails)
      .values(emails.map((e) => ({ ...e, kind: AUTOMATION_EMAIL_KIND })))
      .onConflictDoNothing()
  return { status: 'done', detail: { ...base, applicationId, done, recipients: Object.fromEntries(recipients) }, emails }
}

/** The in-app notification for one recipient: ids and figures only, shown in the reader's language. */
function notificationFor(
  rule: AutomationRule,
  subject: AutomationSubject,
  reason: RecipientReason,
  applicationId: string | null,
): { messageId: MessageId; params: Record<string, string | number>; link: string } {
  const link = applicationId ? `/dashboard/applications/${applicationId}` : `/grant/${subject.grantId}`
  if (reason === 'assigned') return { messageId: 'automation.notification.assigned', params: { rule: rule.name, title: subject.title }, link }
  if (rule.trigger.type === 'deadline.approaching')
    return { messageId: 'automation.notification.deadline', params: { rule: rule.name, title: subject.title, days: subject.daysLeft ?? 0, date: subject.deadline ?? '' }, link }
  return { messageId: 'automation.notification.match', params: { rule: rule.name, title: subject.title, score: subject.score ?? 0 }, link: `/grant/${subject.grantId}` }
}
