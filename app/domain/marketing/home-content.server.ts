import { VERIFICATION_TIERS } from '../../catalog/verification.ts'
import { formatUsd, t, type MessageId } from '../../i18n/index.ts'

const FIGURE_LABELS = { grants: 'home.statGrants', funding: 'home.statFunding', countries: 'home.statCountries' } as const

/** The features, in the order of the page's icons; their keys also name the "coming soon" ones. */
export const HOME_FEATURES = ['discover', 'match', 'track', 'verify', 'experts', 'data'] as const

/**
 * The landing page's texts, built on the server and passed as loader data so they are not in every
 * page's catalogue (ADR 017). `figures` are the meaningful ones only (docs/design.md).
 */
export function homeContent(appName: string, figures: ReadonlyArray<{ id: keyof typeof FIGURE_LABELS; value: number }>, sampleOnly = false) {
  const lowestFee = formatUsd(Math.min(...VERIFICATION_TIERS.map((tier) => tier.priceUsd)))
  return {
    meta: { title: t('home.title'), ogTitle: `${appName}: ${t('home.title')}`, description: t('home.description') },
    heroTitle: t('home.heroTitle'),
    heroBody: t('home.heroBody'),
    startTrial: t('home.startTrial'),
    browseGrants: t('home.browseGrants'),
    figures: figures.map((f) => ({ ...f, label: t(FIGURE_LABELS[f.id]) })),
    // No real figure to show while the listings are samples: say so instead of counting them.
    sample: sampleOnly ? { label: t('home.sampleLabel'), body: t('home.sampleBody') } : null,
    featuresTitle: t('home.featuresTitle'),
    // The verification card names the lowest fee, from the catalogue, in the page's currency format.
    features: HOME_FEATURES.map((key) => ({ key, title: t(`home.feature.${key}.title` as MessageId), body: t(`home.feature.${key}.body` as MessageId, { price: lowestFee }) })),
    pricingTitle: t('home.pricingTitle'),
    pricingBody: t('home.pricingBody'),
    ctaTitle: t('home.ctaTitle'),
    ctaBody: t('home.ctaBody', { appName }),
  }
}
