import { DASHBOARD_DEADLINE_WINDOW_DAYS, PASSWORD_MIN_LENGTH } from '../../catalog/limits.ts'
import { badgeName } from '../../catalog/badges.ts'
import { tierName, UNVERIFIED_ALLOWANCES, VERIFICATION_TIERS } from '../../catalog/verification.ts'
import { planPrices } from './prices.ts'
import type { ProseLinkData, ProsePageData } from './prose-page-data.ts'
import { formatList, formatUsd, t } from '../../i18n/index.ts'

/**
 * The Help Center, built on the server so its text is not in every page's catalogue (ADR 017):
 * its sections, then "Still have a question?" with the contact link.
 */
export function helpContent(appName: string): ProsePageData & { more: { heading: string; link: ProseLinkData } } {
  const p = {
    appName,
    saves: UNVERIFIED_ALLOWANCES.grantSaves ?? 0,
    days: DASHBOARD_DEADLINE_WINDOW_DAYS,
    tiers: formatList(VERIFICATION_TIERS.map((tier) => t('help.tierEntry', { tier: tierName(tier.id), fee: formatUsd(tier.priceUsd), badge: badgeName(tier.badge) }))),
    min: PASSWORD_MIN_LENGTH,
    ...planPrices(),
  }
  return {
    meta: { title: t('help.title'), description: t('help.description', p) },
    title: t('help.title'),
    intro: t('help.intro', p),
    sections: [
      { id: 'search', heading: t('help.search'), paragraphs: [t('help.searchBody', p), t('help.searchSave', p)], links: [{ to: '/discover', label: t('help.linkDiscover') }] },
      {
        id: 'verification',
        heading: t('help.verification'),
        paragraphs: [t('help.verificationBody', p), t('help.verificationReview', p)],
        links: [
          { to: '/get-verified', label: t('help.linkGetVerified') },
          { to: '/trust-center', label: t('nav.trustCenter') },
          { to: '/refund-policy', label: t('help.linkRefunds') },
        ],
      },
      { id: 'plans', heading: t('help.plans'), paragraphs: [t('help.plansBody', p)], links: [{ to: '/#pricing', label: t('help.linkPricing') }] },
      {
        id: 'payments',
        heading: t('help.payments'),
        paragraphs: [t('help.paymentsBody', p)],
        links: [
          { to: '/refund-policy', label: t('help.linkRefunds') },
          { to: '/terms', label: t('footer.terms') },
        ],
      },
      {
        id: 'account',
        heading: t('help.account'),
        paragraphs: [t('help.accountBody', p)],
        links: [
          { to: '/auth?tab=signup', label: t('help.linkSignUp') },
          { to: '/profile', label: t('help.linkProfile') },
          { to: '/privacy#delete-account', label: t('privacy.delete') },
        ],
      },
    ],
    more: { heading: t('help.more'), link: { to: '/contact', label: t('legal.contactLink') } },
  }
}
