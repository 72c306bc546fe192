import { ClipboardCheck, FileLock2, Gauge, ListChecks, ShieldCheck, UserCheck } from 'lucide-react'
import { PageHero } from '../../components/marketing/page-hero.tsx'
import { JourneyIllustration } from '../../components/ui/illustrations/journey.tsx'
import { ButtonLink } from '../../components/ui/button.tsx'
import { SOON_HOW_CARDS, SOON_HOW_STEPS } from '../../catalog/coming-soon.ts'
import { ComingSoon } from '../../components/ui/coming-soon.tsx'
import { servicesContext } from '../../context.ts'
import { howItWorksContent } from '../../domain/marketing/how-it-works-content.server.ts'
import type { Route } from './+types/how-it-works'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [{ title: pageTitle(loaderData.meta.title, matches) }, { name: 'description', content: loaderData.meta.description }] : []

/** The texts come from the server as loader data, so they are not in every page's catalogue (ADR 017). */
export function loader({ context }: Route.LoaderArgs) {
  return howItWorksContent(context.get(servicesContext).config.appName)
}

/** The cards' icons, in the order of the loader's cards. */
const CARD_ICONS = [ShieldCheck, UserCheck, FileLock2, Gauge, ListChecks, ClipboardCheck]

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const c = loaderData
  return (
    <>
      <PageHero title={c.heroTitle} body={c.heroBody} illustration={<JourneyIllustration className="mx-auto mb-6 h-24 w-auto sm:h-28" />} />
      <section className="container-page py-14">
        <ol className="grid gap-6 md:grid-cols-2">
          {c.steps.map(({ n, title, body }) => (
            <li key={n} className="flex gap-4 rounded-lg border border-border bg-card p-6">
              <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                {n}
              </span>
              <div>
                <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                  {title}
                  {SOON_HOW_STEPS.has(n) ? <ComingSoon /> : null}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className="bg-muted">
        <div className="container-page py-14">
          <h2 className="text-center text-3xl font-bold">{c.framework}</h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {c.cards.map(({ n, title, body }, i) => {
              const Icon = CARD_ICONS[i]
              return (
                <div key={n} className="rounded-lg border border-border bg-card p-6">
                  <Icon aria-hidden className="text-primary" />
                  <h3 className="mt-3 flex flex-wrap items-center gap-2 font-semibold">
                    {title}
                    {SOON_HOW_CARDS.has(n) ? <ComingSoon /> : null}
                  </h3>
                  <p className="mt-2 text-sm text-muted-foreground">{body}</p>
                </div>
              )
            })}
          </div>
        </div>
      </section>
      <section className="container-text flex flex-wrap justify-center gap-3 py-14">
        <ButtonLink to="/get-verified" variant="hero">
          {c.getVerified}
        </ButtonLink>
        <ButtonLink to="/discover" variant="outline" size="lg">
          {c.discover}
        </ButtonLink>
        <ButtonLink to="/auth?tab=signup" variant="secondary" size="lg">
          {c.signUp}
        </ButtonLink>
      </section>
    </>
  )
}
