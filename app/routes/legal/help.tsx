import { ProseLink, ProsePage, proseSections } from '../../components/legal/prose-page.tsx'
import { servicesContext } from '../../context.ts'
import { helpContent } from '../../domain/legal/help-content.server.ts'
import type { Route } from './+types/help'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [{ title: pageTitle(loaderData.meta.title, matches) }, { name: 'description', content: loaderData.meta.description }] : []

/** The text comes from the server as loader data, so it is not in every page's catalogue (ADR 017). */
export function loader({ context }: Route.LoaderArgs) {
  return helpContent(context.get(servicesContext).config.appName)
}

export default function Help({ loaderData }: Route.ComponentProps) {
  const { more } = loaderData
  return (
    <ProsePage title={loaderData.title} intro={loaderData.intro} sections={proseSections(loaderData.sections)}>
      <section className="mt-10 rounded-lg border border-border bg-card p-6">
        <h2 className="text-lg font-semibold">{more.heading}</h2>
        <p className="mt-2">
          <ProseLink to={more.link.to}>{more.link.label}</ProseLink>
        </p>
      </section>
    </ProsePage>
  )
}
