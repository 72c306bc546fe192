import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { paymentSessions, receipts } from '../../db/schema/index.ts'
import type { PaymentPurpose, Tx } from './settlement.ts'

/**
 * What other modules may ask of the payment tables, which only the payments module reads and
 * writes (ADR 023): whether a checkout was ever started for something, and whether it was paid.
 */
export async function checkoutStarted(db: Tx | Db, purpose: PaymentPurpose, referenceId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.purpose, purpose), eq(paymentSessions.referenceId, referenceId)))
    .limit(1)
  return rows.length > 0
}

/** Whether another checkout for the same purpose and reference was paid since `since` (two tabs, two purchases). */
export async function paidSince(tx: Tx | Db, session: { id: string; purpose: string; referenceId: string }, since: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.purpose, session.purpose),
        eq(paymentSessions.referenceId, session.referenceId),
        eq(paymentSessions.status, 'paid'),
        ne(paymentSessions.id, session.id),
        gte(paymentSessions.completedAt, since),
      ),
    )
    .limit(1)
  return rows.length > 0
}

/**
 * The paid checkout of a purpose's reference, with its receipt's facts and what partial refunds have
 * returned of it so far; null when none was paid. A reference paid in parts (a white-glove fee raised
 * by a correction, ADR 037) answers the payment with the most left, the one a credit comes out of.
 */
export async function paidCheckout(db: Tx | Db, purpose: PaymentPurpose, referenceId: string) {
  const [row] = await db
    .select({
      id: paymentSessions.id,
      provider: paymentSessions.provider,
      providerPaymentId: paymentSessions.providerPaymentId,
      amountUsd: paymentSessions.amountUsd,
      refundedUsd: paymentSessions.refundedUsd,
      completedAt: paymentSessions.completedAt,
    })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.purpose, purpose), eq(paymentSessions.referenceId, referenceId), eq(paymentSessions.status, 'paid')))
    .orderBy(desc(sql`${paymentSessions.amountUsd} - ${paymentSessions.refundedUsd}`))
    .limit(1)
  return row ?? null
}

/** The receipt of the paid checkout of a purpose's reference; null when none was paid. */
export async function paidReceiptId(db: Tx | Db, purpose: PaymentPurpose, referenceId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: receipts.id })
    .from(receipts)
    .innerJoin(paymentSessions, eq(paymentSessions.id, receipts.sessionId))
    .where(and(eq(paymentSessions.purpose, purpose), eq(paymentSessions.referenceId, referenceId), eq(paymentSessions.status, 'paid')))
    .limit(1)
  return row?.id ?? null
}

/**
 * The receipt of a purpose's reference that was paid, even if it was refunded since: its id and the
 * day it was paid; null when none was. A duplicate payment (being returned) is not the one.
 */
export async function settledReceipt(db: Tx | Db, purpose: PaymentPurpose, referenceId: string): Promise<{ id: string; paidAt: Date } | null> {
  const [row] = await db
    .select({ id: receipts.id, paidAt: receipts.paidAt })
    .from(receipts)
    .innerJoin(paymentSessions, eq(paymentSessions.id, receipts.sessionId))
    .where(and(eq(paymentSessions.purpose, purpose), eq(paymentSessions.referenceId, referenceId), inArray(paymentSessions.status, ['paid', 'refunded'])))
    .orderBy(asc(receipts.paidAt))
    .limit(1)
  return row ?? null
}
