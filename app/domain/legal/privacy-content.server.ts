import type { ProsePageData } from './prose-page-data.ts'
import { t } from '../../i18n/index.ts'

/** The Privacy Policy, built on the server so its text is not in every page's catalogue (ADR 017). */
export function privacyContent(appName: string): ProsePageData {
  const p = { appName }
  return {
    meta: { title: t('privacy.title'), description: t('privacy.description', p) },
    title: t('privacy.title'),
    intro: t('privacy.intro', p),
    sections: [
      {
        id: 'what-we-store',
        heading: t('privacy.stored'),
        bullets: [
          t('privacy.storedAccount'),
          t('privacy.storedOrganization'),
          t('privacy.storedActivity'),
          t('privacy.storedVerification'),
          t('privacy.storedPayments'),
          t('privacy.storedEmails'),
          t('privacy.storedSecurity'),
        ],
      },
      { id: 'why', heading: t('privacy.why'), paragraphs: [t('privacy.whyBody')] },
      {
        id: 'how-long',
        heading: t('privacy.retention'),
        bullets: [
          t('privacy.retentionAccount'),
          t('privacy.retentionSessions'),
          t('privacy.retentionLinks'),
          t('privacy.retentionSecurity'),
          t('privacy.retentionPayments'),
          t('privacy.retentionContact'),
        ],
      },
      { id: 'verification-documents', heading: t('privacy.documents'), paragraphs: [t('privacy.documentsBody')] },
      { id: 'who-else', heading: t('privacy.others'), paragraphs: [t('privacy.othersBody')] },
      { id: 'delete-account', heading: t('privacy.delete'), paragraphs: [t('privacy.deleteHow'), t('privacy.deleteWhat')], links: [{ to: '/contact', label: t('legal.contactLink') }] },
      { id: 'your-data', heading: t('privacy.rights'), paragraphs: [t('privacy.rightsBody')] },
      { id: 'cookies', heading: t('privacy.cookies'), paragraphs: [t('privacy.cookiesBody')], links: [{ to: '/cookies', label: t('footer.cookies') }] },
    ],
  }
}
