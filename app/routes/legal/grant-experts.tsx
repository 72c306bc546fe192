import { ButtonLink } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { grantExpertsContent } from '../../domain/legal/grant-experts-content.server.ts'
import type { Route } from './+types/grant-experts'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }] : [])

/** The text comes from the server as loader data, so it is not in every page's catalogue (ADR 017). */
export function loader({ context }: Route.LoaderArgs) {
  return grantExpertsContent(context.get(servicesContext).config.appName)
}

/** Grant Experts arrives with issue 8; until then its links lead here rather than to a 404. */
export default function GrantExperts({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-[65ch] px-4 py-16 text-center">
      <p className="inline-block rounded-full bg-secondary px-3 py-1 text-sm font-medium">{loaderData.soon}</p>
      <h1 className="mt-4 text-3xl font-bold">{loaderData.heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{loaderData.body}</p>
      <p className="mt-4">{loaderData.meanwhile}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {loaderData.links.map((link, i) => (
          <ButtonLink key={link.to} to={link.to} variant={i === 0 ? undefined : 'outline'}>
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </article>
  )
}
