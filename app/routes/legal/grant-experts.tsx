import { ButtonLink } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/grant-experts'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${t('experts.title')} | ${loaderData?.appName ?? ''}` },
  { name: 'description', content: t('experts.description', { appName: loaderData?.appName ?? '' }) },
]

export function loader({ context }: Route.LoaderArgs) {
  return { appName: context.get(servicesContext).config.appName }
}

/** Grant Experts arrives with issue 8; until then its links lead here rather than to a 404. */
export default function GrantExperts() {
  return (
    <article className="mx-auto max-w-[65ch] px-4 py-16 text-center">
      <p className="inline-block rounded-full bg-secondary px-3 py-1 text-sm font-medium">{t('experts.soon')}</p>
      <h1 className="mt-4 text-3xl font-bold">{t('experts.heading')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('experts.body')}</p>
      <p className="mt-4">{t('experts.meanwhile')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/get-verified">{t('help.linkGetVerified')}</ButtonLink>
        <ButtonLink to="/discover" variant="outline">
          {t('help.linkDiscover')}
        </ButtonLink>
      </div>
    </article>
  )
}
