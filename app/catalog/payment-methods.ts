/**
 * The ways to pay each payment provider offers a member, named at checkout (issue 27 §5, ADR 070),
 * and for Paystack the `channels` its checkout is opened with, so the page names exactly what the
 * provider's page will offer. Written only from what Paystack documents:
 * - https://paystack.com/docs/payments/payment-channels/ ("Card payment channels are available on
 *   all Paystack accounts, while the other payment channels are only available in countries where
 *   they are supported"; Pay with Bank "is currently only available for Naira collections in
 *   Nigeria");
 * - the `channels` values of Transaction Initialize (card, bank, ussd, qr, eft, mobile_money,
 *   bank_transfer) in PaystackOSS/openapi, src/assets/openapi/components/schemas/TransactionInitialize.yaml;
 * - its mobile-money charges in PaystackOSS/doc-code-snippets (src/doc/payments/payment-methods/:
 *   mobile-charge in GHS with provider "mtn", mobile-mpesa-offline in KES with "mpesa_offline") and
 *   its list of telcos (src/doc/transfers/recipients/list-telcos: AirtelTigo "ATL", MTN "MTN",
 *   Vodafone "VOD", all Ghana, GHS). Mobile money is charged in the wallet's own currency (M-Pesa in
 *   KES, Ghana's wallets in GHS: so those snippets, and the all_paystack_payments package's
 *   MobileMoneyProvider, https://pub.dev/documentation/all_paystack_payments/latest/enums/MobileMoneyProvider.html,
 *   "M-Pesa (Kenya) - requires KES currency", "Vodafone Cash (Ghana) - requires GHS currency"), so a
 *   checkout charged in US dollars offers cards only.
 * Other wallets (Côte d'Ivoire's, Airtel in Kenya) are left out until their Paystack page says so.
 */

export interface MobileWallet {
  /** The wallet's own name, the same in every language. */
  name: string
  country: string
  currency: string
}

/** Mobile-money wallets Paystack takes, by the provider code its charge API uses. Telecel Cash is Paystack's "Vodafone" (VOD): Vodafone Ghana became Telecel in 2024. */
export const PAYSTACK_WALLETS = {
  mpesa: { name: 'M-Pesa', country: 'KE', currency: 'KES' },
  mtn: { name: 'MTN Mobile Money', country: 'GH', currency: 'GHS' },
  atl: { name: 'AirtelTigo Money', country: 'GH', currency: 'GHS' },
  vod: { name: 'Telecel Cash', country: 'GH', currency: 'GHS' },
} as const satisfies Record<string, MobileWallet>
export type PaystackWalletId = keyof typeof PAYSTACK_WALLETS

/** A way to pay: by card, from a bank account (Paystack's Pay with Bank), or from a mobile-money wallet. */
export type PaymentMethod = { kind: 'card' } | { kind: 'bank'; country: string; currency: string } | { kind: 'mobile_money'; wallet: PaystackWalletId }

/** Paystack's channel for each kind of method (the Transaction Initialize `channels` values). */
export const PAYSTACK_CHANNEL = { card: 'card', bank: 'bank', mobile_money: 'mobile_money' } as const
export type PaystackChannel = (typeof PAYSTACK_CHANNEL)[keyof typeof PAYSTACK_CHANNEL]

const PAYSTACK_BANK = { country: 'NG', currency: 'NGN' }

/**
 * What Paystack's checkout offers for a charge in `currency` to a payer in `country`: cards always;
 * Pay with Bank for a naira charge to a payer in Nigeria; the mobile-money wallets of the charge's
 * currency whose country is the payer's. With no country known, every method of the currency.
 */
export function paystackMethods(currency: string, country: string | null): PaymentMethod[] {
  const here = (place: string) => country === null || country === place
  const methods: PaymentMethod[] = [{ kind: 'card' }]
  if (currency === PAYSTACK_BANK.currency && here(PAYSTACK_BANK.country)) methods.push({ kind: 'bank', ...PAYSTACK_BANK })
  for (const [id, wallet] of Object.entries(PAYSTACK_WALLETS) as Array<[PaystackWalletId, MobileWallet]>) {
    if (wallet.currency === currency && here(wallet.country)) methods.push({ kind: 'mobile_money', wallet: id })
  }
  return methods
}

/** The `channels` a Paystack checkout is opened with: those of the methods the page names, once each. */
export function paystackChannels(currency: string, country: string | null): PaystackChannel[] {
  return [...new Set(paystackMethods(currency, country).map((method) => PAYSTACK_CHANNEL[method.kind]))]
}

/**
 * The methods a provider offers: Stripe's checkout is opened for cards in US dollars; Paystack's as
 * above; the built-in sandbox takes no real method at all (it simulates a payment), so none.
 */
export function paymentMethodsFor(provider: { id: 'sandbox' | 'stripe' | 'paystack'; chargeCurrency: string }, country: string | null): PaymentMethod[] {
  if (provider.id === 'sandbox') return []
  if (provider.id === 'stripe') return [{ kind: 'card' }]
  return paystackMethods(provider.chargeCurrency, country)
}
