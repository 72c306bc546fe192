import { ClipboardCheck, FileLock2, Gauge, ListChecks, ShieldCheck, UserCheck } from 'lucide-react'
import { PageHero } from '../../components/marketing/page-hero.tsx'
import { JourneyIllustration } from '../../components/ui/illustrations/journey.tsx'
import { ButtonLink } from '../../components/ui/button.tsx'
import { SOON_HOW_CARDS, SOON_HOW_STEPS } from '../../catalog/coming-soon.ts'
import { ComingSoon } from '../../components/ui/coming-soon.tsx'
import { servicesContext } from '../../context.ts'
import { t, type MessageId } from '../../i18n/index.ts'
import type { Route } from './+types/how-it-works'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${t('how.title')} | ${loaderData?.appName ?? ''}` },
  { name: 'description', content: t('how.description', { appName: loaderData?.appName ?? '' }) },
]

export function loader({ context }: Route.LoaderArgs) {
  return { appName: context.get(servicesContext).config.appName }
}

const STEPS = [1, 2, 3, 4, 5, 6] as const
const CARDS: Array<{ icon: typeof ShieldCheck; n: number }> = [
  { icon: ShieldCheck, n: 1 },
  { icon: UserCheck, n: 2 },
  { icon: FileLock2, n: 3 },
  { icon: Gauge, n: 4 },
  { icon: ListChecks, n: 5 },
  { icon: ClipboardCheck, n: 6 },
]

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={t('how.heroTitle', { appName: loaderData.appName })} body={t('how.heroBody')} illustration={<JourneyIllustration className="mx-auto mb-6 h-24 w-auto sm:h-28" />} />
      <section className="container-page py-14">
        <ol className="grid gap-6 md:grid-cols-2">
          {STEPS.map((n) => (
            <li key={n} className="flex gap-4 rounded-lg border border-border bg-card p-6">
              <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                {n}
              </span>
              <div>
                <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                  {t(`how.step${n}` as MessageId)}
                  {SOON_HOW_STEPS.has(n) ? <ComingSoon /> : null}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{t(`how.step${n}Body` as MessageId)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className="bg-muted">
        <div className="container-page py-14">
          <h2 className="text-center text-3xl font-bold">{t('how.framework')}</h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {CARDS.map(({ icon: Icon, n }) => (
              <div key={n} className="rounded-lg border border-border bg-card p-6">
                <Icon aria-hidden className="text-primary" />
                <h3 className="mt-3 flex flex-wrap items-center gap-2 font-semibold">
                  {t(`how.card${n}` as MessageId)}
                  {SOON_HOW_CARDS.has(n) ? <ComingSoon /> : null}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{t(`how.card${n}Body` as MessageId)}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="container-text flex flex-wrap justify-center gap-3 py-14">
        <ButtonLink to="/get-verified" variant="hero">
          {t('how.getVerified')}
        </ButtonLink>
        <ButtonLink to="/discover" variant="outline" size="lg">
          {t('how.discover')}
        </ButtonLink>
        <ButtonLink to="/auth?tab=signup" variant="secondary" size="lg">
          {t('how.signUp')}
        </ButtonLink>
      </section>
    </>
  )
}
