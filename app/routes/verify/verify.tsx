import { CheckCircle2, Clock, ShieldX } from 'lucide-react'
import { data, Link } from 'react-router'
import { BADGE_CHECK_RATE_LIMIT } from '../../catalog/badge-check.ts'
import { BADGE_KEYS_PATH } from '../../catalog/badge-statement.ts'
import { badgeName } from '../../catalog/badges.ts'
import { VerifiedBadge } from '../../components/verification/verified-badge.tsx'
import { CheckCodeForm } from '../../components/check-code-form.tsx'
import { CheckedList } from '../../components/verification/checked-list.tsx'
import { ReviewLayers } from '../../components/verification/review-layers.tsx'
import { ScreeningFacts } from '../../components/verification/screening-facts.tsx'
import { servicesContext } from '../../context.ts'
import { checkRateLimit } from '../../domain/accounts/check-rate-limit.server.ts'
import { badgeCheckView } from '../../domain/public-profile/badge-check-view.server.ts'
import { normalizeCheckCode } from '../../domain/public-profile/check-code.ts'
import { getBadgeCheck } from '../../domain/public-profile/get-badge-check.server.ts'
import { funderFactsView } from '../../domain/organization-directory/funder-facts-view.server.ts'
import { getFunderFacts } from '../../domain/organization-directory/get-funder-facts.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import type { Route } from './+types/verify'
import { pageTitle } from '../../components/layout/page-title.ts'

/**
 * The badge check a funder opens from a link or the QR code: public, whatever the organization's
 * profile settings, and rate limited per address (429). One state: valid, expired or revoked
 * (with its reason category only); an unknown code is a 404 "no such badge".
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, clientAddress, config } = context.get(servicesContext)
  if (!(await checkRateLimit(db, 'badge-check', clientAddress, BADGE_CHECK_RATE_LIMIT))) {
    return data({ kind: 'limited' as const }, { status: 429, headers: { 'Retry-After': String(BADGE_CHECK_RATE_LIMIT.windowSeconds) } })
  }
  const code = normalizeCheckCode(params.code)
  const check = code ? await getBadgeCheck(db, code) : null
  if (!check) return data({ kind: 'notFound' as const }, { status: 404 })
  // What a funder needs beside the badge (issue 26 §4): the published registration and year founded, what each review layer found.
  const facts = funderFactsView(await getFunderFacts(db, { checkCode: check.code }))
  return { kind: 'badge' as const, check: badgeCheckView(check, config.appUrl), facts }
}

/** The loader's Retry-After goes out with the 429 page. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(loaderData?.kind === 'badge' ? t('badgeCheck.titleFor', { name: loaderData.check.organizationName }) : t('badgeCheck.title'), matches) },
  // A check is for whoever holds the code, not for search engines.
  { name: 'robots', content: 'noindex' },
]

const STATE_STYLE = {
  valid: { icon: CheckCircle2, className: 'border-primary bg-card' },
  under_review: { icon: Clock, className: 'border-accent bg-warning-soft' },
  expired: { icon: Clock, className: 'border-accent bg-warning-soft' },
  revoked: { icon: ShieldX, className: 'border-destructive bg-destructive-soft' },
} as const

export default function VerifyPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind !== 'badge') {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="text-3xl font-bold">{t(loaderData.kind === 'limited' ? 'badgeCheck.limitedTitle' : 'badgeCheck.notFoundTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t(loaderData.kind === 'limited' ? 'badgeCheck.limitedBody' : 'badgeCheck.notFoundBody')}</p>
        <CheckCodeForm />
      </div>
    )
  }
  const c = loaderData.check
  const f = loaderData.facts
  const { icon: Icon, className } = STATE_STYLE[c.state]
  const state =
    c.state === 'revoked'
      ? t('badgeCheck.stateRevoked', { date: formatDate(c.revokedAt!) })
      : c.state === 'expired'
        ? t('badgeCheck.stateExpired', { date: formatDate(c.expiresAt!) })
        : c.state === 'under_review'
          ? t('badgeCheck.stateUnderReview', { date: formatDate(c.suspendedAt!) })
          : c.expiresAt
            ? t('badgeCheck.stateValidUntil', { date: formatDate(c.expiresAt) })
            : t('badgeCheck.stateValid')
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <p className="text-sm text-muted-foreground">{t('badgeCheck.title')}</p>
      <h1 className="mt-1 text-3xl font-bold [overflow-wrap:anywhere]">
        <bdi>{c.organizationName}</bdi>
      </h1>
      <section aria-labelledby="badge-state" className={`mt-6 rounded-lg border-2 p-4 ${className}`} data-state={c.state}>
        <h2 id="badge-state" className="flex items-start gap-2 text-lg font-semibold">
          <Icon aria-hidden size={22} className="mt-0.5 shrink-0" />
          <span>{state}</span>
        </h2>
        {c.state === 'revoked' && c.revokedReason ? <p className="mt-1 text-sm">{t('badgeCheck.revokedReason', { reason: t(`badgeCheck.reason.${c.revokedReason}`) })}</p> : null}
        {c.state === 'valid' ? (
          <p className="mt-2">
            <VerifiedBadge badge={c.badge} verifiedAt={c.awardedAt} />
          </p>
        ) : null}
      </section>
      <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">{t('badgeCheck.organization')}</dt>
        <dd className="[overflow-wrap:anywhere]">
          <bdi>{c.organizationName}</bdi>
        </dd>
        {c.country ? (
          <>
            <dt className="text-muted-foreground">{t('badgeCheck.country')}</dt>
            <dd>{c.country}</dd>
          </>
        ) : null}
        {f?.registrationNumber ? (
          <>
            <dt className="text-muted-foreground">{t('organizationDirectory.registrationNumber')}</dt>
            <dd dir="auto" className="[overflow-wrap:anywhere]">
              {f.registrationCountry ? t('organizationDirectory.registrationIn', { number: f.registrationNumber, country: f.registrationCountry }) : f.registrationNumber}
            </dd>
          </>
        ) : null}
        {f?.yearFounded ? (
          <>
            <dt className="text-muted-foreground">{t('organizationDirectory.yearFounded')}</dt>
            <dd>{f.yearFounded}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('badgeCheck.tier')}</dt>
        <dd>{t('badgeCheck.tierValue', { tier: c.tierName, badge: badgeName(c.badge) })}</dd>
        <dt className="text-muted-foreground">{t('badgeCheck.awarded')}</dt>
        <dd>{formatDate(c.awardedAt)}</dd>
        <dt className="text-muted-foreground">{t('badgeCheck.code')}</dt>
        <dd className="font-mono" dir="ltr">
          {c.code}
        </dd>
      </dl>
      <CheckedList checked={c.checked} notChecked={c.notChecked} />
      {f ? <ReviewLayers layers={f.layers} level={2} /> : null}
      {f ? <ScreeningFacts screened={f.screened} officers={f.officers} level={2} /> : null}
      <section aria-labelledby="badge-statement" className="mt-6 rounded-lg border border-border bg-card p-4 text-sm">
        <h2 id="badge-statement" className="font-semibold">
          {t('badgeStatement.title')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('badgeStatement.intro')}</p>
        <ul className="mt-2 space-y-2">
          <li>
            <a href={`/verify/${c.code}/statement.jws`} download={`badge-${c.code}.jws`} className="inline-flex min-h-11 items-center text-primary underline">
              {t('badgeStatement.download')}
            </a>
          </li>
          <li>
            <a href={BADGE_KEYS_PATH} className="inline-flex min-h-11 items-center text-primary underline">
              {t('badgeStatement.keys')}
            </a>
          </li>
        </ul>
      </section>
      <ul className="mt-4 space-y-2 text-sm">
        {c.profileUrl ? (
          <li>
            <Link to={c.profileUrl} className="text-primary underline">
              {t('badgeCheck.profile')}
            </Link>
          </li>
        ) : null}
        <li>
          <a href={`/verify/${c.code}.json`} className="text-primary underline">
            {t('badgeCheck.json')}
          </a>
        </li>
        <li>
          <Link to="/trust-center" className="text-primary underline">
            {t('badgeCheck.howWeVerify')}
          </Link>
        </li>
      </ul>
      <CheckCodeForm />
    </div>
  )
}
