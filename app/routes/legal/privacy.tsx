import { Bullets, Paragraphs, ProseLink, ProsePage } from '../../components/legal/prose-page.tsx'
import { servicesContext } from '../../context.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${t('privacy.title')} | ${loaderData?.appName ?? ''}` },
  { name: 'description', content: t('privacy.description', { appName: loaderData?.appName ?? '' }) },
]

export function loader({ context }: Route.LoaderArgs) {
  return { appName: context.get(servicesContext).config.appName }
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const p = { appName: loaderData.appName }
  return (
    <ProsePage
      title={t('privacy.title')}
      intro={t('privacy.intro', p)}
      sections={[
        {
          id: 'what-we-store',
          heading: t('privacy.stored'),
          body: (
            <Bullets
              items={[
                t('privacy.storedAccount'),
                t('privacy.storedOrganization'),
                t('privacy.storedActivity'),
                t('privacy.storedVerification'),
                t('privacy.storedPayments'),
                t('privacy.storedEmails'),
                t('privacy.storedSecurity'),
              ]}
            />
          ),
        },
        { id: 'why', heading: t('privacy.why'), body: <Paragraphs items={[t('privacy.whyBody')]} /> },
        {
          id: 'how-long',
          heading: t('privacy.retention'),
          body: (
            <Bullets
              items={[
                t('privacy.retentionAccount'),
                t('privacy.retentionSessions'),
                t('privacy.retentionLinks'),
                t('privacy.retentionSecurity'),
                t('privacy.retentionPayments'),
                t('privacy.retentionContact'),
              ]}
            />
          ),
        },
        { id: 'verification-documents', heading: t('privacy.documents'), body: <Paragraphs items={[t('privacy.documentsBody')]} /> },
        { id: 'who-else', heading: t('privacy.others'), body: <Paragraphs items={[t('privacy.othersBody')]} /> },
        {
          id: 'delete-account',
          heading: t('privacy.delete'),
          body: <Paragraphs items={[t('privacy.deleteHow'), t('privacy.deleteWhat')]} links={<ProseLink to="/contact">{t('legal.contactLink')}</ProseLink>} />,
        },
        { id: 'your-data', heading: t('privacy.rights'), body: <Paragraphs items={[t('privacy.rightsBody')]} /> },
        {
          id: 'cookies',
          heading: t('privacy.cookies'),
          body: <Paragraphs items={[t('privacy.cookiesBody')]} links={<ProseLink to="/cookies">{t('footer.cookies')}</ProseLink>} />,
        },
      ]}
    />
  )
}
