import { ProsePage, proseSections } from '../../components/legal/prose-page.tsx'
import { ButtonLink } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { aboutContent } from '../../domain/legal/about-content.server.ts'
import type { Route } from './+types/about'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [{ title: pageTitle(loaderData.meta.title, matches) }, { name: 'description', content: loaderData.meta.description }] : []

/** The text comes from the server as loader data, so it is not in every page's catalogue (ADR 017). */
export function loader({ context }: Route.LoaderArgs) {
  return aboutContent(context.get(servicesContext).config.appName)
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { start } = loaderData
  const startSection = {
    id: 'start',
    heading: start.heading,
    body: (
      <div className="flex flex-wrap gap-3">
        {start.links.map((link, i) => (
          <ButtonLink key={link.to} to={link.to} variant={i === 0 ? undefined : 'outline'}>
            {link.label}
          </ButtonLink>
        ))}
      </div>
    ),
  }
  return <ProsePage title={loaderData.title} intro={loaderData.intro} sections={[...proseSections(loaderData.sections), startSection]} />
}
