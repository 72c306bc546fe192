import { Bullets, Paragraphs, ProsePage } from '../../components/legal/prose-page.tsx'
import { ButtonLink } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: t('about.title', { appName: loaderData?.appName ?? '' }) },
  { name: 'description', content: t('about.description', { appName: loaderData?.appName ?? '' }) },
]

export function loader({ context }: Route.LoaderArgs) {
  return { appName: context.get(servicesContext).config.appName }
}

export default function About({ loaderData }: Route.ComponentProps) {
  const p = { appName: loaderData.appName }
  return (
    <ProsePage
      title={t('about.title', p)}
      intro={t('about.intro', p)}
      sections={[
        { id: 'what-we-do', heading: t('about.what'), body: <Bullets items={[t('about.discover'), t('about.track'), t('about.verify')]} /> },
        { id: 'how-we-work', heading: t('about.how'), body: <Paragraphs items={[t('about.howBody')]} /> },
        { id: 'who-it-is-for', heading: t('about.who'), body: <Paragraphs items={[t('about.whoBody')]} /> },
        {
          id: 'start',
          heading: t('about.next'),
          body: (
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/discover">{t('help.linkDiscover')}</ButtonLink>
              <ButtonLink to="/get-verified" variant="outline">
                {t('help.linkGetVerified')}
              </ButtonLink>
              <ButtonLink to="/contact" variant="outline">
                {t('legal.contactLink')}
              </ButtonLink>
            </div>
          ),
        },
      ]}
    />
  )
}
