import { t, type MessageId } from '../../i18n/index.ts'

/**
 * How it works' texts, built on the server and passed as loader data so they are not in every
 * page's catalogue (ADR 017). Steps and cards are numbered from 1, as in the catalogue.
 */
export function howItWorksContent(appName: string) {
  const numbered = (kind: 'step' | 'card') => [1, 2, 3, 4, 5, 6].map((n) => ({ n, title: t(`how.${kind}${n}` as MessageId), body: t(`how.${kind}${n}Body` as MessageId) }))
  return {
    meta: { title: t('how.title'), description: t('how.description', { appName }) },
    heroTitle: t('how.heroTitle', { appName }),
    heroBody: t('how.heroBody'),
    steps: numbered('step'),
    framework: t('how.framework'),
    cards: numbered('card'),
    getVerified: t('how.getVerified'),
    discover: t('how.discover'),
    signUp: t('how.signUp'),
  }
}
