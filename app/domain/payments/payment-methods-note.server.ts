import { PAYSTACK_WALLETS, paymentMethodsFor, type PaymentMethod } from '../../catalog/payment-methods.ts'
import { formatList, t } from '../../i18n/index.ts'
import type { PaymentProvider } from './payment-provider.ts'

const PROVIDER_NAMES = { stripe: 'Stripe', paystack: 'Paystack' } as const

function methodName(method: PaymentMethod): string {
  if (method.kind === 'card') return t('paymentMethods.card')
  if (method.kind === 'bank') return t('paymentMethods.bank')
  return PAYSTACK_WALLETS[method.wallet].name
}

/**
 * What the checkout says about paying (ADR 070): that the charge is in US dollars (or the
 * currency Paystack is set to charge in), and the ways to pay the configured provider offers a
 * payer in `country`, no more; the sandbox says it is a simulation and names none.
 */
export function paymentMethodsNote(provider: Pick<PaymentProvider, 'id' | 'chargeCurrency'>, country: string | null): string[] {
  const charged = provider.chargeCurrency === 'USD' ? t('paymentMethods.chargedInUsd') : t('paymentMethods.chargedIn', { currency: provider.chargeCurrency })
  if (provider.id === 'sandbox') return [charged, t('paymentMethods.sandbox')]
  const methods = paymentMethodsFor(provider, country).map(methodName)
  return [charged, t('paymentMethods.offered', { methods: formatList(methods), provider: PROVIDER_NAMES[provider.id] })]
}
