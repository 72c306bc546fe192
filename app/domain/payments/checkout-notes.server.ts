import type { Db } from '../../db/client.server.ts'
import { type LocalPricing, localPricingFor, localPricingNote } from '../exchange-rates/local-pricing.server.ts'
import { payerCountry } from './payer-country.server.ts'
import { paymentMethodsNote } from './payment-methods-note.server.ts'
import type { PaymentProvider } from './payment-provider.ts'

/**
 * For a page where a member pays (pricing, billing, checkout): their local pricing (null when there
 * is none to show) and the lines that say how they are charged, the ways to pay, and what the
 * local amounts are.
 */
export async function checkoutNotes(
  db: Db,
  provider: Pick<PaymentProvider, 'id' | 'chargeCurrency'>,
  member: { id: string; organization: { id: string } },
): Promise<{ pricing: LocalPricing | null; notes: string[] }> {
  const country = await payerCountry(db, member.id)
  const pricing = await localPricingFor(db, country)
  return { pricing, notes: [...paymentMethodsNote(provider, country), ...(pricing ? [localPricingNote(pricing)] : [])] }
}
