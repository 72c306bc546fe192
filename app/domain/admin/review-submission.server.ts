import { OTHER_SECTOR } from '../../catalog/sectors.ts'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants, user, userGrantSubmissions } from '../../db/schema/index.ts'
import { formatUsd } from '../../i18n/index.ts'
import { notify } from '../notifications/notify.server.ts'
import { toGrantRow } from '../grants/write-grant.server.ts'
import { recordAudit } from './record-audit.server.ts'

export async function listPendingSubmissions(db: Db) {
  return db
    .select({
      id: userGrantSubmissions.id,
      title: userGrantSubmissions.title,
      description: userGrantSubmissions.description,
      funderName: userGrantSubmissions.funderName,
      applicationUrl: userGrantSubmissions.applicationUrl,
      deadline: userGrantSubmissions.deadline,
      amountMin: userGrantSubmissions.amountMin,
      amountMax: userGrantSubmissions.amountMax,
      sectors: userGrantSubmissions.sectors,
      geographicFocus: userGrantSubmissions.geographicFocus,
      language: userGrantSubmissions.language,
      createdAt: userGrantSubmissions.createdAt,
      submitterName: user.name,
      submitterEmail: user.email,
    })
    .from(userGrantSubmissions)
    .innerJoin(user, eq(user.id, userGrantSubmissions.userId))
    .where(eq(userGrantSubmissions.status, 'pending'))
    .orderBy(desc(userGrantSubmissions.createdAt))
}

/** "$5,000 - $20,000", "Up to $20,000", "From $5,000", or nothing. */
export function submissionAmount(min: number | null, max: number | null): string | null {
  if (min != null && max != null) return min === max ? formatUsd(max) : `${formatUsd(min)} - ${formatUsd(max)}`
  if (max != null) return `Up to ${formatUsd(max)}`
  if (min != null) return `From ${formatUsd(min)}`
  return null
}

type Outcome = { submitterId: string; title: string; grantId?: string } | null

/** Publishes a pending submission as a grant (fields mapped) and tells the member in the app. */
export async function publishSubmission(db: Db, actorId: string, id: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [s] = await tx
      .select()
      .from(userGrantSubmissions)
      .where(and(eq(userGrantSubmissions.id, id), eq(userGrantSubmissions.status, 'pending')))
      .for('update')
    if (!s) return null
    const [grant] = await tx
      .insert(grants)
      .values(
        toGrantRow({
          title: s.title,
          description: s.description,
          source: s.funderName,
          funderName: s.funderName,
          sector: s.sectors[0] ?? OTHER_SECTOR,
          sectors: s.sectors,
          geographicFocus: s.geographicFocus,
          fundingAmount: submissionAmount(s.amountMin, s.amountMax),
          deadline: s.deadline,
          eligibility: s.eligibilityCriteria,
          applicationUrl: s.applicationUrl,
          url: s.applicationUrl,
          language: s.language,
        }),
      )
      .returning({ id: grants.id })
    await tx.update(userGrantSubmissions).set({ status: 'published', publishedGrantId: grant.id, reviewedBy: actorId, reviewedAt: new Date() }).where(eq(userGrantSubmissions.id, id))
    await recordAudit(tx, { actorId, action: 'submission.publish', entityType: 'submission', entityId: id, before: { status: 'pending' }, after: { status: 'published', grantId: grant.id } })
    await notify(tx, s.userId, 'notifications.submissionPublished', { title: s.title }, `/grant/${grant.id}`)
    return { submitterId: s.userId, title: s.title, grantId: grant.id }
  })
}

export async function rejectSubmission(db: Db, actorId: string, id: string, reason: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [s] = await tx
      .select()
      .from(userGrantSubmissions)
      .where(and(eq(userGrantSubmissions.id, id), eq(userGrantSubmissions.status, 'pending')))
      .for('update')
    if (!s) return null
    await tx.update(userGrantSubmissions).set({ status: 'rejected', rejectionReason: reason, reviewedBy: actorId, reviewedAt: new Date() }).where(eq(userGrantSubmissions.id, id))
    await recordAudit(tx, { actorId, action: 'submission.reject', entityType: 'submission', entityId: id, before: { status: 'pending' }, after: { status: 'rejected', reason } })
    await notify(tx, s.userId, 'notifications.submissionRejected', { title: s.title, reason }, '/dashboard')
    return { submitterId: s.userId, title: s.title }
  })
}
