import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applications, whiteGloveRequests } from '../../db/schema/index.ts'
import { startCheckout } from '../payments/checkout.server.ts'
import { paymentItemName } from '../payments/payment-item.server.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'

export type PayOutcome = { url: string } | { kind: 'not-found' } | { kind: 'not-invoiced' }

/**
 * A team member pays the invoiced fee on their organization's application: the amount is the
 * invoice's, decided on the server when the award was recorded (less what was paid before a correction). A paid fee is not sold twice (the settlement returns a second payment).
 */
export async function payWhiteGloveFee(
  db: Db,
  provider: PaymentProvider,
  appUrl: string,
  member: { id: string; email: string; organization: { id: string } },
  applicationId: string,
): Promise<PayOutcome> {
  const [request] = await db
    .select({ id: whiteGloveRequests.id, status: whiteGloveRequests.status, feeUsd: whiteGloveRequests.feeUsd, feePaidUsd: whiteGloveRequests.feePaidUsd })
    .from(whiteGloveRequests)
    .innerJoin(applications, eq(applications.id, whiteGloveRequests.applicationId))
    .where(and(eq(whiteGloveRequests.applicationId, applicationId), eq(applications.organizationId, member.organization.id)))
  if (!request) return { kind: 'not-found' }
  // What is due: the fee, less what was paid before a staff correction raised it.
  const dueUsd = (request.feeUsd ?? 0) - request.feePaidUsd
  if (request.status !== 'invoiced' || dueUsd <= 0) return { kind: 'not-invoiced' }
  const here = `/dashboard/applications/${applicationId}`
  const url = await startCheckout(db, provider, appUrl, {
    purpose: 'white_glove_fee',
    referenceId: request.id,
    item: 'fee',
    userId: member.id,
    email: member.email,
    amountUsd: dueUsd,
    // What the payer sees on the provider's page, in their language; receipts name it from the purpose.
    description: paymentItemName('white_glove_fee', 'fee'),
    successPath: `${here}?payment=success#white-glove`,
    cancelPath: `${here}?payment=canceled#white-glove`,
  })
  return { url }
}
