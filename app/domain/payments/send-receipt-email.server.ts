import { eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { receipts, user } from '../../db/schema/index.ts'
import { formatDate, formatUsd, t } from '../../i18n/index.ts'
import { inLanguageOf } from '../accounts/member-language.server.ts'
import { receiptNumber } from '../billing/receipt-number.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import { paymentItemName } from './payment-item.server.ts'
import { receiptEmailKey } from './record-receipt.server.ts'
import { composeEmail } from '../../email/compose-email.ts'

/**
 * Emails a receipt once: its key was claimed with the receipt in the payment's transaction, and
 * sendScheduledEmail sends it under that key and marks it sent (a repeat does nothing).
 */
export async function sendReceiptEmail(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, receiptId: string) {
  const [row] = await services.db.select({ receipt: receipts, name: user.name, email: user.email }).from(receipts).innerJoin(user, eq(user.id, receipts.userId)).where(eq(receipts.id, receiptId))
  if (!row) return
  const { receipt } = row
  const { appUrl, appName } = services.config
  await inLanguageOf(services.db, row.receipt.userId!, async () => {
    const params = {
      name: row.name,
      appName,
      number: receiptNumber(receipt.number),
      what: paymentItemName(receipt.purpose, receipt.item, receipt.description),
      amount: `${formatUsd(receipt.amountUsd)} ${receipt.currency}`,
      date: formatDate(receipt.paidAt),
      provider: t(`billing.provider.${receipt.provider}`),
      reference: receipt.providerReference,
      url: `${appUrl}/billing/receipts/${receipt.id}`,
    }
    await sendScheduledEmail(services, receiptEmailKey(receipt.id), row.receipt.userId!, {
      to: row.email,
      ...composeEmail('billing.receipt', params),
    })
  })
}

/** The receipt of a checkout, emailed if it has not been yet (the webhook's follow-up once its transaction has committed). */
export async function sendReceiptForSession(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, sessionId: string) {
  const [receipt] = await services.db.select({ id: receipts.id }).from(receipts).where(eq(receipts.sessionId, sessionId))
  if (receipt) await sendReceiptEmail(services, receipt.id).catch((error) => console.error('Sending a receipt email failed; the scan will retry', error))
}
