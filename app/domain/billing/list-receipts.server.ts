import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { receipts } from '../../db/schema/index.ts'
import { paymentItemName } from '../payments/payment-item.server.ts'
import { receiptNumber } from './receipt-number.ts'

function shown(row: typeof receipts.$inferSelect) {
  return {
    id: row.id,
    number: receiptNumber(row.number),
    /** What was bought, in the current language. */
    description: paymentItemName(row.purpose, row.item, row.description),
    amountUsd: row.amountUsd,
    currency: row.currency,
    provider: row.provider,
    providerReference: row.providerReference,
    paidAt: row.paidAt.toISOString(),
  }
}
export type Receipt = ReturnType<typeof shown>

/** The organization's receipts, newest first. */
export async function listReceipts(db: Db, organizationId: string): Promise<Receipt[]> {
  const rows = await db.select().from(receipts).where(eq(receipts.organizationId, organizationId)).orderBy(desc(receipts.paidAt), desc(receipts.number))
  return rows.map(shown)
}

/** One receipt of the organization's, or null: someone else's receipt is as unknown as a missing one. */
export async function getReceipt(db: Db, organizationId: string, id: string): Promise<Receipt | null> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, id), eq(receipts.organizationId, organizationId)))
  return row ? shown(row) : null
}
