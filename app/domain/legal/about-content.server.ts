import type { ProseLinkData, ProsePageData } from './prose-page-data.ts'
import { t } from '../../i18n/index.ts'

/**
 * The About page, built on the server so its text is not in every page's catalogue (ADR 017):
 * its sections, then "Where to start" with its buttons.
 */
export function aboutContent(appName: string): ProsePageData & { start: { heading: string; links: ProseLinkData[] } } {
  const p = { appName }
  return {
    meta: { title: t('about.title', p), description: t('about.description', p) },
    title: t('about.title', p),
    intro: t('about.intro', p),
    sections: [
      { id: 'what-we-do', heading: t('about.what'), bullets: [t('about.discover'), t('about.track'), t('about.verify')] },
      { id: 'how-we-work', heading: t('about.how'), paragraphs: [t('about.howBody')] },
      { id: 'who-it-is-for', heading: t('about.who'), paragraphs: [t('about.whoBody')] },
    ],
    start: {
      heading: t('about.next'),
      links: [
        { to: '/discover', label: t('help.linkDiscover') },
        { to: '/get-verified', label: t('help.linkGetVerified') },
        { to: '/contact', label: t('legal.contactLink') },
      ],
    },
  }
}
