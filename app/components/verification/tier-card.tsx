import { BadgeCheck, Clock, ShieldCheck, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import { badgeName } from '../../catalog/badges.ts'
import { type TierFeatureId, tierFeatureText, tierName, tierRiskText, type VerificationTier } from '../../catalog/verification.ts'
import { formatUsd, t } from '../../i18n/index.ts'
import { LocalPrice } from '../pricing/local-price.tsx'
import { BADGE_COLORS } from './verified-badge.tsx'

/**
 * A verification tier as a card. `shown` features are listed; the rest sit behind a
 * "Show all" toggle (a <details>, so it opens without JavaScript) or, with `moreAsCount`, a count.
 * `localPrice`: the fee in the member's own currency, under the US dollar one (ADR 070).
 */
export function TierCard({ tier, shown, moreAsCount = false, action, localPrice }: { tier: VerificationTier; shown: number; moreAsCount?: boolean; action?: ReactNode; localPrice?: string | null }) {
  const first = tier.features.slice(0, shown)
  const rest = tier.features.slice(shown)
  const item = (f: TierFeatureId) => (
    <li key={f} className="flex gap-2">
      <BadgeCheck aria-hidden size={16} className="mt-0.5 shrink-0 text-primary" />
      {tierFeatureText(f)}
    </li>
  )
  return (
    <article className={`relative flex flex-col rounded-lg border bg-card p-6 ${tier.popular ? 'border-primary shadow-lg' : 'border-border'}`}>
      {tier.popular ? <span className="absolute inset-x-0 -top-3 mx-auto w-fit rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">{t('tier.mostPopular')}</span> : null}
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xl font-semibold">{t('tier.cardName', { tier: tierName(tier.id) })}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_COLORS[tier.badge]}`}>{t('tier.badge', { badge: badgeName(tier.badge) })}</span>
      </div>
      <p className="mt-2">
        <span className="text-3xl font-bold">{formatUsd(tier.priceUsd)}</span> <span className="text-muted-foreground">{t('tier.oneTime')}</span>
      </p>
      <LocalPrice text={localPrice} className="mt-1" />
      <ul className="mt-4 space-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <Wallet aria-hidden size={14} />
          {t('tier.projectSize', { amount: formatUsd(tier.projectSizeCeilingUsd) })}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden size={14} />
          {t('tier.timeline', tier.timelineDays)}
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden size={14} />
          {tierRiskText(tier.risk)}
        </li>
      </ul>
      <ul className="mt-4 flex-1 space-y-2 text-sm">{first.map(item)}</ul>
      {rest.length ? (
        moreAsCount ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('tier.moreFeatures', { count: rest.length })}</p>
        ) : (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">{t('tier.showAll', { count: tier.features.length })}</summary>
            <ul className="mt-2 space-y-2">{rest.map(item)}</ul>
          </details>
        )
      ) : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </article>
  )
}
