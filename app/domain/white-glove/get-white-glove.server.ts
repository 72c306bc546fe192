import { desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server.ts'
import { applications, experts, grants, organizations, user, whiteGloveRequests } from '../../db/schema/index.ts'
import { paidReceiptId } from '../payments/payment-records.server.ts'

/** The member who asked (the expert's contact). */
const requester = alias(user, 'requester')

/**
 * The white-glove request on an application (null when none), with who asked, its expert and receipt. The
 * application is the team's, so the whole team sees its request; the caller has checked the
 * application is the member's organization's.
 */
export async function getWhiteGlove(db: Db, applicationId: string) {
  const [row] = await db
    .select({
      id: whiteGloveRequests.id,
      status: whiteGloveRequests.status,
      feePercent: whiteGloveRequests.feePercent,
      awardAmountUsd: whiteGloveRequests.awardAmountUsd,
      feeUsd: whiteGloveRequests.feeUsd,
      feePaidUsd: whiteGloveRequests.feePaidUsd,
      createdAt: whiteGloveRequests.createdAt,
      assignedAt: whiteGloveRequests.assignedAt,
      invoicedAt: whiteGloveRequests.invoicedAt,
      paidAt: whiteGloveRequests.paidAt,
      expertId: experts.id,
      expertName: user.name,
      requesterName: requester.name,
    })
    .from(whiteGloveRequests)
    .leftJoin(experts, eq(experts.id, whiteGloveRequests.expertId))
    .leftJoin(user, eq(user.id, experts.userId))
    .innerJoin(requester, eq(requester.id, whiteGloveRequests.memberId))
    .where(eq(whiteGloveRequests.applicationId, applicationId))
  if (!row) return null
  const receiptId = row.status === 'paid' ? await paidReceiptId(db, 'white_glove_fee', row.id) : null
  return { ...row, receiptId }
}

const expertUser = alias(user, 'expert_user')

/** The admin queue: every request, newest first, with its member (the contact), their organization, grant and expert. */
export async function listWhiteGloveRequests(db: Db) {
  return db
    .select({
      id: whiteGloveRequests.id,
      status: whiteGloveRequests.status,
      createdAt: whiteGloveRequests.createdAt,
      feeUsd: whiteGloveRequests.feeUsd,
      feePaidUsd: whiteGloveRequests.feePaidUsd,
      awardAmountUsd: whiteGloveRequests.awardAmountUsd,
      memberName: user.name,
      memberEmail: user.email,
      organizationName: organizations.name,
      grantTitle: grants.title,
      applicationStatus: applications.status,
      expertId: whiteGloveRequests.expertId,
      expertFeeUsd: whiteGloveRequests.expertFeeUsd,
      expertName: expertUser.name,
    })
    .from(whiteGloveRequests)
    .innerJoin(user, eq(user.id, whiteGloveRequests.memberId))
    .leftJoin(experts, eq(experts.id, whiteGloveRequests.expertId))
    .leftJoin(expertUser, eq(expertUser.id, experts.userId))
    .innerJoin(applications, eq(applications.id, whiteGloveRequests.applicationId))
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .innerJoin(grants, eq(grants.id, applications.grantId))
    .orderBy(desc(whiteGloveRequests.createdAt))
    .limit(200)
}
