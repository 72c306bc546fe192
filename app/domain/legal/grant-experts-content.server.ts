import type { ProseLinkData } from '../../components/legal/prose-page.tsx'
import { t } from '../../i18n/index.ts'

/** The Grant Experts "coming soon" page, built on the server so its text is not in every page's catalogue (ADR 017). */
export function grantExpertsContent(appName: string) {
  return {
    meta: { title: `${t('experts.title')} | ${appName}`, description: t('experts.description', { appName }) },
    soon: t('experts.soon'),
    heading: t('experts.heading'),
    body: t('experts.body'),
    meanwhile: t('experts.meanwhile'),
    links: [
      { to: '/get-verified', label: t('help.linkGetVerified') },
      { to: '/discover', label: t('help.linkDiscover') },
    ] satisfies ProseLinkData[],
  }
}
