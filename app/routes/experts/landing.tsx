import { Check, FileText, Landmark, Search, ShieldCheck } from 'lucide-react'
import { Form, Link } from 'react-router'
import { EXPERT_TIERS } from '../../catalog/expert-membership.ts'
import { LOWEST_VERIFICATION_FEE_USD, VERIFICATION_TIERS } from '../../catalog/verification.ts'
import { ExpertTierFeatures, MostPopular } from '../../components/experts/expert-tier-features.tsx'
import { PageHero } from '../../components/marketing/page-hero.tsx'
import { buttonClass, ButtonLink } from '../../components/ui/button.tsx'
import { inputClass, typedTextClass } from '../../components/ui/field.tsx'
import { memberContext, servicesContext } from '../../context.ts'
import { expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { formatUsd, t } from '../../i18n/index.ts'
import type { Route } from './+types/landing'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(t('experts.title'), matches) },
  { name: 'description', content: t('experts.description', { appName: loaderData?.appName ?? '' }) },
]

export function loader({ context }: Route.LoaderArgs) {
  return { appName: context.get(servicesContext).config.appName, signedIn: Boolean(context.get(memberContext)) }
}

const WHAT = ['proposals', 'budgets', 'research', 'reporting'] as const
const BENEFITS = ['clients', 'escrow', 'reviews', 'ethics'] as const

/** Spec §2 Experts landing page: hero with search, what experts do, benefits, membership tiers, "Verified Members Only". */
export default function ExpertsLanding({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={t('experts.heroTitle')} body={t('experts.heroBody')}>
        <Form method="get" action="/grant-experts/browse" role="search" className="mx-auto mt-8 flex max-w-xl gap-2">
          <label htmlFor="expert-search" className="sr-only">
            {t('experts.searchLabel')}
          </label>
          <input id="expert-search" name="q" type="search" maxLength={200} placeholder={t('experts.searchPlaceholder')} className={`${inputClass} ${typedTextClass}`} />
          <button type="submit" className={buttonClass('default')}>
            <Search aria-hidden size={16} className="shrink-0" />
            <span className="sr-only sm:not-sr-only">{t('experts.search')}</span>
          </button>
        </Form>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/become-grant-expert">{t('experts.join')}</ButtonLink>
          <ButtonLink to="/grant-experts/browse" variant="outline">
            {t('experts.browse')}
          </ButtonLink>
        </div>
      </PageHero>

      <section className="container-page py-12">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold">{t('experts.whatTitle')}</h2>
            <ul className="mt-4 space-y-3">
              {WHAT.map((id) => (
                <li key={id} className="flex gap-3">
                  <FileText aria-hidden size={20} className="mt-0.5 shrink-0 text-primary" />
                  <span>{t(`experts.what.${id}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-2xl font-bold">{t('experts.benefitsTitle')}</h2>
            <ul className="mt-4 space-y-3">
              {BENEFITS.map((id) => (
                <li key={id} className="flex gap-3">
                  <Check aria-hidden size={20} className="mt-0.5 shrink-0 text-primary" />
                  <span>{t(`experts.benefit.${id}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="bg-muted/40 py-12" aria-labelledby="expert-tiers">
        <div className="container-page">
          <h2 id="expert-tiers" className="text-center text-2xl font-bold">
            {t('experts.tiersTitle')}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">{t('experts.tiersBody')}</p>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {EXPERT_TIERS.map((tier) => (
              <article key={tier.id} className={`flex flex-col rounded-lg border bg-card p-6 shadow-sm ${tier.mostPopular ? 'border-primary ring-2 ring-primary' : 'border-border'}`}>
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-xl font-semibold">{expertTierName(tier.id)}</h3>
                  {tier.mostPopular ? <MostPopular /> : null}
                </div>
                <p className="mt-2 text-3xl font-bold">{t('experts.perYear', { price: formatUsd(tier.priceUsd) })}</p>
                <ExpertTierFeatures tier={tier} className="mt-4 flex-1" />
                <Link to="/become-grant-expert" className={buttonClass(tier.mostPopular ? 'default' : 'outline', 'default', 'mt-6 w-full')}>
                  {t('experts.getStarted')}
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="verified-only">
        <div className="rounded-lg border border-border bg-card p-6 sm:p-8">
          <div className="flex items-start gap-3">
            <ShieldCheck aria-hidden size={28} className="shrink-0 text-primary" />
            <div>
              <h2 id="verified-only" className="text-2xl font-bold">
                {t('experts.verifiedTitle')}
              </h2>
              <p className="mt-2 text-muted-foreground">{t('experts.verifiedBody', { price: formatUsd(LOWEST_VERIFICATION_FEE_USD) })}</p>
            </div>
          </div>
          <h3 className="mt-6 font-semibold">{t('experts.limitsTitle')}</h3>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {VERIFICATION_TIERS.map((tier) => (
              <div key={tier.id} className="rounded-md bg-muted p-3">
                <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Landmark aria-hidden size={14} className="shrink-0" />
                  {t(`tier.name.${tier.id}`)}
                </dt>
                <dd className="mt-1 font-semibold">
                  {tier.allowances.expertContacts === null ? t('experts.contactsUnlimited') : t('experts.contactsPerDay', { count: tier.allowances.expertContacts })}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/trust-center">{t('experts.getVerified')}</ButtonLink>
            {loaderData.signedIn ? null : (
              <ButtonLink to="/auth" variant="outline">
                {t('experts.signIn')}
              </ButtonLink>
            )}
          </div>
        </div>
      </section>
    </>
  )
}
