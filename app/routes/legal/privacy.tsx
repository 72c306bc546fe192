import { ProsePage, proseSections } from '../../components/legal/prose-page.tsx'
import { servicesContext } from '../../context.ts'
import { privacyContent } from '../../domain/legal/privacy-content.server.ts'
import type { Route } from './+types/privacy'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [{ title: pageTitle(loaderData.meta.title, matches) }, { name: 'description', content: loaderData.meta.description }] : []

/** The text comes from the server as loader data, so it is not in every page's catalogue (ADR 017). */
export function loader({ context }: Route.LoaderArgs) {
  return privacyContent(context.get(servicesContext).config.appName)
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <ProsePage title={loaderData.title} intro={loaderData.intro} sections={proseSections(loaderData.sections)} />
}
