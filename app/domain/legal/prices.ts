import { PLANS } from '../../catalog/plans.ts'
import { VERIFICATION_TIERS } from '../../catalog/verification.ts'
import { formatUsd } from '../../i18n/index.ts'

/** The range of verification fees, from the catalogue: "$150–$999". */
export function verificationFeeRange() {
  const fees = VERIFICATION_TIERS.map((tier) => tier.priceUsd)
  return `${formatUsd(Math.min(...fees))}–${formatUsd(Math.max(...fees))}`
}

/** Each paid plan's yearly price, from the catalogue. */
export function planPrices() {
  const price = (id: string) => formatUsd(PLANS.find((p) => p.id === id)?.priceUsd ?? 0)
  return { pro: price('pro'), premium: price('premium') }
}
