import { Check } from 'lucide-react'
import { type ExpertTier, expertFeatureId, expertFeatureNeedsAssistant, expertFeatureNeedsImageModel, isExpertFeatureSoon } from '../../catalog/expert-membership.ts'
import { expertFeatureName, expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { t } from '../../i18n/index.ts'
import { badgeClass } from '../ui/badge.tsx'
import { useAssistantAvailable, useImageModelAvailable } from '../assistant/use-assistant.ts'
import { ComingSoon, NotOffered } from '../ui/coming-soon.tsx'

/** The "Most Popular" label on a membership tier (the pricing page's words). */
export function MostPopular() {
  return <span className={badgeClass('strong')}>{t('pricing.mostPopular')}</span>
}

/**
 * A membership tier's features, on the landing page and the application form alike: "Everything in
 * Basic/Pro" first (tiers are cumulative), then its own, a feature not built yet marked "Coming soon",
 * and a feature on the grant assistant, where this deployment has no model, marked "not offered here"
 * (image generation likewise where it has no image model, ADR 082).
 */
export function ExpertTierFeatures({ tier, className = '' }: { tier: ExpertTier; className?: string }) {
  const assistant = useAssistantAvailable()
  const imageModel = useImageModelAvailable()
  return (
    <ul className={`space-y-2 text-sm ${className}`}>
      {tier.includes ? (
        <li className="flex items-start gap-2 font-medium">
          <Check aria-hidden size={16} className="mt-0.5 shrink-0 text-primary" />
          <span>{t('experts.everythingIn', { tier: expertTierName(tier.includes) })}</span>
        </li>
      ) : null}
      {tier.features.map((feature) => {
        const needs = expertFeatureNeedsAssistant(feature) && !assistant ? 'assistant' : expertFeatureNeedsImageModel(feature) && !imageModel ? 'imageModel' : null
        const notOffered = needs !== null
        const soon = notOffered || isExpertFeatureSoon(feature)
        return (
          <li key={expertFeatureId(feature)} className="flex items-start gap-2" data-not-offered={notOffered ? '' : undefined}>
            <Check aria-hidden size={16} className={`mt-0.5 shrink-0 ${soon ? 'text-muted-foreground' : 'text-primary'}`} />
            <span className={soon ? 'text-muted-foreground' : undefined}>
              {expertFeatureName(expertFeatureId(feature))}
              {needs ? <NotOffered className="ms-2" needs={needs} /> : soon ? <ComingSoon className="ms-2" /> : null}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
