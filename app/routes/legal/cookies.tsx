import { ProsePage, proseSections } from '../../components/legal/prose-page.tsx'
import { servicesContext } from '../../context.ts'
import { cookiesContent } from '../../domain/legal/cookies-content.server.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/cookies'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [{ title: pageTitle(loaderData.meta.title, matches) }, { name: 'description', content: loaderData.meta.description }] : []

/** The text comes from the server as loader data, so it is not in every page's catalogue (ADR 017). */
export function loader({ context }: Route.LoaderArgs) {
  return cookiesContent(context.get(servicesContext).config.appName)
}

export default function Cookies({ loaderData }: Route.ComponentProps) {
  const list = {
    id: 'list',
    heading: loaderData.listHeading,
    body: (
      <dl className="divide-y divide-border rounded-lg border border-border bg-card">
        {loaderData.cookies.map((c) => (
          <div key={c.name} className="space-y-1 p-4">
            <dt>
              <span className="sr-only">{t('legal.cookie.name')}: </span>
              <code className="break-all rounded bg-muted px-1 text-sm font-semibold">{c.name}</code>
            </dt>
            <dd>
              <span className="sr-only">{t('legal.cookie.purpose')}: </span>
              {c.purpose}
            </dd>
            <dd className="text-sm text-muted-foreground">
              {t('legal.cookie.lifetime')}: {c.lifetime}
            </dd>
          </div>
        ))}
      </dl>
    ),
  }
  return <ProsePage title={loaderData.title} intro={loaderData.intro} sections={[list, ...proseSections(loaderData.sections)]} />
}
