import { ExternalLink, ShieldCheck } from 'lucide-react'
import { data, Link } from 'react-router'
import { BadgeQr } from '../../components/badge-qr.tsx'
import { BrandStyle } from '../../components/brand-style.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { VerifiedBadge } from '../../components/verification/verified-badge.tsx'
import { CheckedList } from '../../components/verification/checked-list.tsx'
import { ReviewLayers } from '../../components/verification/review-layers.tsx'
import { ScreeningFacts } from '../../components/verification/screening-facts.tsx'
import { servicesContext } from '../../context.ts'
import { funderFactsView } from '../../domain/organization-directory/funder-facts-view.server.ts'
import { getFunderFacts } from '../../domain/organization-directory/get-funder-facts.server.ts'
import { getPublicProfile } from '../../domain/public-profile/get-public-profile.server.ts'
import { publicProfileView } from '../../domain/public-profile/public-profile-view.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import type { Route } from './+types/org'
import { SaverImage } from '../../components/ui/saver-image.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'

/**
 * An organization's public profile (/org/{slug}): its name, the fields it chose to show, and its
 * badge in force with the check link and QR code. White-label colours and logo only while it is on
 * Premium. A profile not published, or no such address: 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext)
  const profile = /^[a-z0-9-]{1,80}$/.test(params.slug) ? await getPublicProfile(db, params.slug) : null
  if (!profile) throw data(null, { status: 404 })
  // What a funder needs beside the badge (issue 26 §4): the published registration and what each review layer found.
  const facts = profile.badge?.checkCode ? funderFactsView(await getFunderFacts(db, { checkCode: profile.badge.checkCode })) : null
  return { appName: config.appName, ...publicProfileView(profile, config.appUrl), facts }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(t('notFound.title'), matches) }, { name: 'robots', content: 'noindex' }]
  return [
    { title: pageTitle(loaderData.name, matches) },
    ...(loaderData.mission ? [{ name: 'description', content: loaderData.mission.slice(0, 160) }] : []),
    // The organization decides whether search engines list its profile.
    ...(loaderData.indexable ? [] : [{ name: 'robots', content: 'noindex' }]),
  ]
}

/** A heading and the organization's own text under it, its line breaks kept; nothing when it wrote none. */
function TextSection({ id, heading, text }: { id: string; heading: string; text?: string | null }) {
  if (!text) return null
  return (
    <section className="mt-6" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">
        <bdi>{text}</bdi>
      </p>
    </section>
  )
}

export default function OrgProfile({ loaderData: p }: Route.ComponentProps) {
  const primary = p.brand?.primary ? 'bg-[var(--brand-primary)] text-white' : 'bg-primary text-primary-foreground'
  const accent = p.brand?.accent ? 'inline-flex min-h-11 items-center gap-2 rounded-md bg-[var(--brand-accent)] px-4 text-sm font-semibold text-white hover:opacity-90' : buttonClass('default')
  const facts: Array<[string, string | null]> = [
    [t('orgProfile.country'), p.country],
    [t(p.sectorCount > 1 ? 'orgProfile.sectors' : 'orgProfile.sector'), p.sector],
    [t('organizationDirectory.yearFounded'), p.yearFounded],
    [t('organizationDirectory.registrationNumber'), p.facts?.registrationNumber ?? null],
    [t('organizationDirectory.registrationCountry'), p.facts?.registrationCountry ?? null],
  ]
  return (
    <div className="mx-auto max-w-4xl px-4 py-8" data-brand="org">
      <BrandStyle brand={p.brand} scope="org" />
      <header className={`flex flex-col gap-4 rounded-lg p-6 sm:flex-row sm:items-center ${primary}`}>
        {p.logoUrl ? <SaverImage src={p.logoUrl} alt={t('orgProfile.logoAlt', { name: p.name })} className="size-20 shrink-0 rounded-md bg-white object-contain p-1" /> : null}
        <div className="min-w-0">
          <h1 className="text-3xl font-bold [overflow-wrap:anywhere]">
            <bdi>{p.name}</bdi>
          </h1>
          {p.badge ? (
            <p className="mt-2">
              <VerifiedBadge badge={p.badge.badge} verifiedAt={p.badge.awardedAt} />
            </p>
          ) : null}
        </div>
      </header>

      {facts.some(([, value]) => value) || p.website ? (
        <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          {facts.map(([label, value]) =>
            value ? (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd>{value}</dd>
              </div>
            ) : null,
          )}
          {p.website ? (
            <>
              <dt className="text-muted-foreground">{t('orgProfile.website')}</dt>
              <dd className="min-w-0">
                <a href={p.website} rel="nofollow ugc noopener noreferrer" target="_blank" className="inline-flex items-center gap-1 break-all text-primary underline" dir="ltr">
                  {p.website.replace(/^https?:\/\//i, '')}
                  <ExternalLink aria-hidden size={14} className="shrink-0" />
                  <span className="sr-only">{t('orgProfile.newTab')}</span>
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}

      <TextSection id="mission" heading={t('orgProfile.mission')} text={p.mission} />
      <TextSection id="program-areas" heading={t('orgProfile.programAreas')} text={p.programAreas} />

      <section className="mt-8 rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby="verification">
        <h2 id="verification" className="flex items-center gap-2 text-xl font-semibold">
          <ShieldCheck aria-hidden size={20} />
          {t('orgProfile.verification')}
        </h2>
        {p.badge ? (
          <>
            <p className="mt-2">{t('orgProfile.verifiedAt', { tier: p.badge.tierName, date: formatDate(p.badge.awardedAt) })}</p>
            {p.badge.expiresAt ? <p className="mt-1 text-sm text-muted-foreground">{t('orgProfile.expires', { date: formatDate(p.badge.expiresAt) })}</p> : null}
            <CheckedList checked={p.badge.checked} notChecked={p.badge.notChecked} level={3} />
            {p.facts ? <ReviewLayers layers={p.facts.layers} /> : null}
            {p.facts ? <ScreeningFacts screened={p.facts.screened} officers={p.facts.officers} /> : null}
            {p.check ? (
              <div className="mt-4 space-y-4">
                <BadgeQr qr={p.check.qr} url={p.check.url} code={p.check.code} />
                <Link to={`/verify/${p.check.code}`} className={accent}>
                  {t('orgProfile.checkBadge')}
                </Link>
              </div>
            ) : null}
          </>
        ) : (
          <p className="mt-2 text-muted-foreground">{t('orgProfile.notVerified')}</p>
        )}
      </section>

      <p className="mt-8 text-xs text-muted-foreground">{t('orgProfile.poweredBy', { appName: p.appName })}</p>
    </div>
  )
}
