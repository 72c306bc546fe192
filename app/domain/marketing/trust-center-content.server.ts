import { VERIFICATION_FAQ } from '../../catalog/verification.ts'
import { t } from '../../i18n/index.ts'
import { verificationFaq } from './verification-faq.server.ts'

const FIGURE_LABELS = { verified: 'trust.statVerified', grants: 'trust.statGrants', countries: 'trust.statCountries' } as const

/**
 * The Trust Center's texts, built on the server and passed as loader data so they are not in every
 * page's catalogue (ADR 017). `figures` are the meaningful ones only (docs/design.md).
 */
export function trustCenterContent(appName: string, figures: ReadonlyArray<{ id: keyof typeof FIGURE_LABELS; value: number }>) {
  return {
    meta: { title: t('trust.title'), description: t('trust.description', { appName }) },
    heroTitle: t('trust.heroTitle'),
    heroBody: t('trust.heroBody', { appName }),
    getVerified: t('trust.getVerified'),
    discover: t('trust.discover'),
    /** Grant seekers, funders, grant experts: in the order of the page's icons. */
    audiences: [
      { title: t('trust.forSeekers'), body: t('trust.forSeekersBody') },
      { title: t('trust.forFunders'), body: t('trust.forFundersBody') },
      { title: t('trust.forExperts'), body: t('trust.forExpertsBody') },
    ],
    stats: t('trust.stats'),
    figures: figures.map((f) => ({ value: f.value, label: t(FIGURE_LABELS[f.id]) })),
    statOneTime: t('trust.statOneTime'),
    framework: t('trust.framework'),
    /** The three layers of review: in the order of the page's icons. */
    layers: [
      { title: t('trust.layer1'), body: t('trust.layer1Body') },
      { title: t('trust.layer2'), body: t('trust.layer2Body') },
      { title: t('trust.layer3'), body: t('trust.layer3Body') },
    ],
    tiers: t('trust.tiers'),
    faqHeading: t('trust.faq'),
    faq: verificationFaq(VERIFICATION_FAQ),
    joinHeading: t('trust.join'),
    join: [
      { to: '/get-verified', title: t('trust.joinVerify'), body: t('trust.joinVerifyBody') },
      { to: '/grant-experts', title: t('trust.joinExperts'), body: t('trust.joinExpertsBody') },
      { to: '/discover', title: t('trust.joinDiscover'), body: t('trust.joinDiscoverBody') },
    ],
  }
}
