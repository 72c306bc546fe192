import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import { organizations, priorityRequests, projectRequests } from '../../db/schema/index.ts'
import { composeEmail } from '../../email/compose-email.ts'
import { formatDateTime } from '../../i18n/index.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { notifyAdmins } from '../notifications/notify-admins.server.ts'
import { shownTitle } from '../requests/shown-title.ts'
import type { JobServices } from '../shared/job-services.ts'

/**
 * Not answered: still open, and no message in its thread from anyone but the member (an expert's
 * reply or quote counts as an answer; accepting or declining closes the request).
 */
const unanswered = sql`${projectRequests.status} = 'open' and not exists (select 1 from request_messages m where m.request_id = ${projectRequests.id} and m.sender_id is distinct from ${projectRequests.grantSeekerId})`

/**
 * Every few minutes: each priority request past its answer-by time and not answered is escalated
 * to staff, once (the row is claimed by setting escalated_at where it was null, in the same
 * transaction as the notifications: two runs at once escalate it once). Every admin is notified
 * in-app, and the organization's account manager (Elite verification) is also emailed; the member
 * is told staff stepped in, in-app and by email in their language. Returns the ids escalated.
 */
export async function escalatePriorityRequests(services: Pick<JobServices, 'db' | 'mailer' | 'config'>, now = new Date()): Promise<string[]> {
  const escalated = await services.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: projectRequests.id,
        memberId: projectRequests.grantSeekerId,
        projectTitle: projectRequests.projectTitle,
        answerBy: priorityRequests.answerBy,
        organization: organizations.name,
        manager: organizations.accountManagerId,
      })
      .from(priorityRequests)
      .innerJoin(projectRequests, eq(projectRequests.id, priorityRequests.requestId))
      .leftJoin(organizations, eq(organizations.id, projectRequests.organizationId))
      .where(and(isNull(priorityRequests.escalatedAt), lte(priorityRequests.answerBy, now), unanswered))
      .for('update', { of: priorityRequests, skipLocked: true })
    const done: typeof due = []
    for (const row of due) {
      const claimed = await tx
        .update(priorityRequests)
        .set({ escalatedAt: now })
        .where(and(eq(priorityRequests.requestId, row.id), isNull(priorityRequests.escalatedAt)))
        .returning({ id: priorityRequests.requestId })
      if (claimed.length === 0) continue
      const title = shownTitle({ projectTitle: row.projectTitle, status: 'open' })
      await notifyAdmins(tx, 'priority.notification.escalatedStaff', { title }, '/admin/priority-requests')
      await notify(tx, row.memberId, 'priority.notification.steppedIn', { title }, `/requests/${row.id}`)
      done.push(row)
    }
    return done
  })
  for (const row of escalated) {
    await emailMember(services, row.memberId, ({ name }) =>
      composeEmail('priority.steppedIn', {
        name,
        title: shownTitle({ projectTitle: row.projectTitle, status: 'open' }),
        answerBy: formatDateTime(row.answerBy),
        url: `${services.config.appUrl}/requests/${row.id}`,
        appName: services.config.appName,
      }),
    )
    // The organization's account manager (staff, so already notified in-app) is also emailed: it is their client.
    if (row.manager)
      await emailMember(services, row.manager, ({ name }) =>
        composeEmail('priority.escalatedManager', {
          name,
          title: shownTitle({ projectTitle: row.projectTitle, status: 'open' }),
          organization: row.organization ?? '',
          answerBy: formatDateTime(row.answerBy),
          url: `${services.config.appUrl}/admin/priority-requests`,
          appName: services.config.appName,
        }),
      )
  }
  return escalated.map((r) => r.id)
}
