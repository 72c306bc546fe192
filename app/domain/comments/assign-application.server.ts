import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { activityEvents, applications, grants, organizationMembers, scheduledEmails, user } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { notify } from '../notifications/notify.server.ts'
import { hasControlCharacters } from '../shared/form-fields.ts'
import { recordActivity } from '../team/record-activity.server.ts'
import { ASSIGNED_EMAIL_KIND, assignedEmailKey, type ClaimedEmail } from './comment-emails.server.ts'

export type AssignOutcome = null | { ok: false; errors: { assigneeId: string } } | { ok: true; changed: boolean; emails: ClaimedEmail[] }

/**
 * Gives the organization's application to one of its members, or to no one (`assigneeId` empty),
 * in one transaction: the application row is locked, the assignee must be a member of the same
 * organization, the activity feed records who now has it, and the new assignee (unless they
 * assigned themselves) gets an in-app notification and a claimed email key
 * (`assigned:{application}:{member}:{n}`, n counting this application's assignments, so each
 * assignment is emailed once). Choosing the current assignee changes nothing. Null: no such
 * application in the organization.
 */
export async function assignApplication(db: Db, actor: { id: string; name: string; organizationId: string }, applicationId: string, assigneeInput: unknown): Promise<AssignOutcome> {
  return db.transaction(async (tx): Promise<AssignOutcome> => {
    const [application] = await tx
      .select({ id: applications.id, assigneeId: applications.assigneeId, grantTitle: grants.title })
      .from(applications)
      .innerJoin(grants, eq(grants.id, applications.grantId))
      .where(and(eq(applications.id, applicationId), eq(applications.organizationId, actor.organizationId)))
      .for('update', { of: applications })
    if (!application) return null
    // A user id is text; anything else (a file, a novel) is no member.
    const assigneeId = typeof assigneeInput === 'string' && assigneeInput.length <= 200 && !hasControlCharacters(assigneeInput) ? assigneeInput.trim() : null
    if (assigneeId === null) return { ok: false, errors: { assigneeId: t('comments.assigneeInvalid') } }
    let assigneeName: string | null = null
    if (assigneeId) {
      const [member] = await tx
        .select({ name: user.name })
        .from(organizationMembers)
        .innerJoin(user, eq(user.id, organizationMembers.userId))
        .where(and(eq(organizationMembers.organizationId, actor.organizationId), eq(organizationMembers.userId, assigneeId)))
      if (!member) return { ok: false, errors: { assigneeId: t('comments.assigneeInvalid') } }
      assigneeName = member.name
    }
    if ((application.assigneeId ?? '') === assigneeId) return { ok: true, changed: false, emails: [] }
    await tx
      .update(applications)
      .set({ assigneeId: assigneeId || null, updatedAt: new Date() })
      .where(eq(applications.id, applicationId))
    await recordActivity(tx, {
      organizationId: actor.organizationId,
      actorId: actor.id,
      verb: 'application.assigned',
      subjectType: 'application',
      subjectId: applicationId,
      data: { grant: application.grantTitle, assignee: assigneeName },
    })
    if (!assigneeId || assigneeId === actor.id) return { ok: true, changed: true, emails: [] }
    await notify(tx, assigneeId, 'notifications.assigned', { name: actor.name, grant: application.grantTitle }, `/dashboard/applications/${applicationId}`)
    // The row lock above makes this count and the key it numbers one per assignment.
    const [{ n }] = await tx
      .select({ n: count() })
      .from(activityEvents)
      .where(and(eq(activityEvents.organizationId, actor.organizationId), eq(activityEvents.verb, 'application.assigned'), eq(activityEvents.subjectId, applicationId)))
    const email = { key: assignedEmailKey(applicationId, assigneeId, n), userId: assigneeId }
    await tx
      .insert(scheduledEmails)
      .values({ ...email, kind: ASSIGNED_EMAIL_KIND })
      .onConflictDoNothing()
    return { ok: true, changed: true, emails: [email] }
  })
}
