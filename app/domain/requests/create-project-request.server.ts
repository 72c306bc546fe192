import { and, eq, ne } from 'drizzle-orm'
import type { VerificationTierId } from '../../catalog/verification.ts'
import type { AppServices } from '../../context.ts'
import { expertExpertise, experts, projectRequests } from '../../db/schema/index.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { notifyAll } from '../notifications/notify.server.ts'
import { checkContactAllowance } from './contact-allowance.server.ts'
import { lockAllowances } from '../verification/allowances.server.ts'
import { listedExpertCondition } from '../experts/listed.server.ts'
import { findListedExpert } from './listed-expert.server.ts'
import { shownTitle } from './shown-title.ts'
import type { ProjectRequestInput } from './request.schema.ts'
import { composeEmail } from '../../email/compose-email.ts'
import { markPriorityRequest } from '../priority/mark-priority-request.server.ts'
import { toldAtOnce } from '../priority/priority-access.ts'
import { queueToldAtOnce } from '../priority/queue-told-at-once.server.ts'
import { TOLD_AT_ONCE_KIND, toldAtOnceKey } from '../priority/told-at-once-keys.ts'
import { claimScheduledEmails } from '../notifications/claim-scheduled-emails.server.ts'
import type { Db } from '../../db/client.server.ts'

export interface RequestingMember {
  id: string
  organizationId: string
  verifiedTier: VerificationTierId | null
}

export type CreateRequestResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'notVerified' | 'expertUnavailable' | 'self' | 'noExperts' }
  | { ok: false; reason: 'limit'; limit: number; resetsAt: Date }

/**
 * Sends a project request to one listed expert, or opens it to every listed expert of a sector
 * (decisions.md): only a member of a verified organization may, within the tier's daily contact
 * allowance, never to themself. The allowance is the organization's: its row is locked while the
 * allowance is counted, so two members' requests sent at once cannot pass the limit together; the
 * request and the experts' notifications are written in one transaction, and the expert's email
 * follows in their language. A sector's Pro and Elite experts' emails are claimed in that transaction
 * and sent by one queued job (ADR 074, 007).
 */
export async function createProjectRequest(
  services: Pick<AppServices, 'db' | 'mailer' | 'config' | 'jobs'>,
  member: RequestingMember,
  input: ProjectRequestInput,
  now = new Date(),
): Promise<CreateRequestResult> {
  if (!member.verifiedTier) return { ok: false, reason: 'notVerified' }
  const result = await services.db.transaction(async (tx): Promise<CreateRequestResult & { notified?: string[]; atOnce?: boolean }> => {
    await lockAllowances(tx, member.organizationId)
    let expertUserIds: string[]
    if (input.writer) {
      const expert = await findListedExpert(tx, input.writer, now)
      if (!expert) return { ok: false, reason: 'expertUnavailable' }
      if (expert.userId === member.id) return { ok: false, reason: 'self' }
      expertUserIds = [expert.userId]
    } else {
      const rows = await tx
        .selectDistinct({ userId: experts.userId, tier: experts.membershipTier })
        .from(experts)
        .innerJoin(expertExpertise, eq(expertExpertise.expertId, experts.id))
        .where(and(listedExpertCondition(now), eq(expertExpertise.sector, input.sector!), ne(experts.userId, member.id)))
      if (rows.length === 0) return { ok: false, reason: 'noExperts' }
      // Priority notifications (ADR 074): Pro and Elite experts are told at once; the others find it in
      // their inbox and in the next daily digest.
      expertUserIds = rows.filter((r) => toldAtOnce(r.tier)).map((r) => r.userId)
    }
    const allowance = await checkContactAllowance(tx, member, now)
    if (!allowance.allowed) return { ok: false, reason: 'limit', limit: allowance.limit!, resetsAt: allowance.resetsAt }
    const [row] = await tx
      .insert(projectRequests)
      .values({
        grantSeekerId: member.id,
        organizationId: member.organizationId,
        expertId: input.writer,
        sector: input.writer ? null : input.sector,
        projectTitle: input.projectTitle,
        projectDescription: input.projectDescription,
        budgetMin: input.budgetMin,
        budgetMax: input.budgetMax,
        deadline: input.deadline,
        preferredLanguage: input.preferredLanguage,
        createdAt: now,
      })
      .returning({ id: projectRequests.id })
    await markPriorityRequest(tx, row.id, member.verifiedTier, now)
    const link = `/requests/${row.id}`
    await notifyAll(
      tx,
      expertUserIds,
      input.writer ? 'requests.notification.received' : 'requests.notification.sectorOpen',
      { title: shownTitle({ projectTitle: input.projectTitle, status: 'open' }) },
      link,
    )
    if (input.writer) return { ok: true, id: row.id, notified: expertUserIds }
    await claimScheduledEmails(
      tx as Db,
      expertUserIds.map((userId) => ({ key: toldAtOnceKey(row.id, userId), userId, kind: TOLD_AT_ONCE_KIND })),
    )
    return { ok: true, id: row.id, atOnce: expertUserIds.length > 0 }
  })
  if (!result.ok) return result
  // The expert asked by name is also emailed; a sector's Pro and Elite experts by the job queued below.
  for (const userId of result.notified ?? []) {
    await emailMember(services, userId, ({ name }) =>
      composeEmail('requests.received', {
        name,
        title: shownTitle({ projectTitle: input.projectTitle, status: 'open' }),
        deadline: input.deadline ? formatDate(input.deadline) : t('requests.noDeadline'),
        url: `${services.config.appUrl}/requests/${result.id}`,
        appName: services.config.appName,
      }),
    )
  }
  if (result.atOnce) await queueToldAtOnce(services.jobs, result.id)
  return { ok: true, id: result.id }
}
