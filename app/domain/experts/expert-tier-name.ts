import type { ExpertFeatureId, ExpertTierId } from '../../catalog/expert-membership.ts'
import { t } from '../../i18n/index.ts'

/** An expert membership tier's name in the current language (Basic, Pro, Elite). */
export const expertTierName = (tier: ExpertTierId) => t(`experts.tier.${tier}`)
/** A membership feature's name in the current language. */
export const expertFeatureName = (feature: ExpertFeatureId) => t(`experts.feature.${feature}`)
