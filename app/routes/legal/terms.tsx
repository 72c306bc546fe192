import { ProsePage, proseSections } from '../../components/legal/prose-page.tsx'
import { servicesContext } from '../../context.ts'
import { termsContent } from '../../domain/legal/terms-content.server.ts'
import type { Route } from './+types/terms'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [{ title: pageTitle(loaderData.meta.title, matches) }, { name: 'description', content: loaderData.meta.description }] : []

/** The text comes from the server as loader data, so it is not in every page's catalogue (ADR 017). */
export function loader({ context }: Route.LoaderArgs) {
  return termsContent(context.get(servicesContext).config.appName)
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <ProsePage title={loaderData.title} intro={loaderData.intro} sections={proseSections(loaderData.sections)} />
}
