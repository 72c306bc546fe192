import { eq } from 'drizzle-orm'
import { organizationMembers, receipts, scheduledEmails } from '../../db/schema/index.ts'
import { notify } from '../notifications/notify.server.ts'
import type { PaymentSession, Tx } from './settlement.ts'

/** The scheduled-email key of a receipt's email: claimed with the receipt, sent once (ADR 007, 013). */
export const receiptEmailKey = (receiptId: string) => `receipt:${receiptId}`

/** The payer's organization: the receipt's owner when the settlement did not name one. */
async function payerOrganization(tx: Tx, session: PaymentSession): Promise<string | null> {
  if (!session.userId) return null
  const [member] = await tx.select({ id: organizationMembers.organizationId }).from(organizationMembers).where(eq(organizationMembers.userId, session.userId)).limit(1)
  return member?.id ?? null
}

/**
 * Writes the receipt of a payment that has just settled, inside the payment event's transaction:
 * the receipt, the member's in-app notification and the claim on its email commit with the
 * settlement or not at all, and the unique session id makes a second delivery write nothing.
 * The receipt belongs to the organization the settlement named (undefined: the payer's).
 * Returns the new receipt's id (null when this checkout already has one).
 */
export async function recordReceipt(tx: Tx, session: PaymentSession, providerPaymentId: string | null, paidAt: Date, receiptOrganizationId?: string | null): Promise<string | null> {
  const organizationId = receiptOrganizationId === undefined ? await payerOrganization(tx, session) : receiptOrganizationId
  const [receipt] = await tx
    .insert(receipts)
    .values({
      sessionId: session.id,
      organizationId,
      userId: session.userId,
      purpose: session.purpose,
      description: session.description,
      item: session.item,
      amountUsd: session.amountUsd,
      provider: session.provider,
      providerReference: providerPaymentId ?? session.id,
      paidAt,
    })
    .onConflictDoNothing()
    .returning({ id: receipts.id, number: receipts.number })
  if (!receipt || !session.userId) return receipt?.id ?? null
  // Ids and figures, written out in the reader's language when the notification is shown.
  await notify(tx, session.userId, 'billing.notification.paid', { purpose: session.purpose, item: session.item ?? '', amountUsd: session.amountUsd }, `/billing/receipts/${receipt.id}`)
  await tx
    .insert(scheduledEmails)
    .values({ key: receiptEmailKey(receipt.id), userId: session.userId, kind: 'receipt' })
    .onConflictDoNothing()
  return receipt.id
}
