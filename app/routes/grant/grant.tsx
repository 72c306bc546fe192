import { HydrateLater } from '../../components/ui/hydrate-later.tsx'
import { ArrowLeft, CalendarDays, ExternalLink, MapPin, Wallet } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { LANGUAGE_NAMES } from '../../catalog/sectors.ts'
import { ApplyButton, SaveToggle } from '../../components/grants/grant-actions.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Banner } from '../../components/ui/banner.tsx'
import { AddToCalendarLink } from '../../components/calendar-link.tsx'
import { languageContext, memberContext, servicesContext } from '../../context.ts'
import { assistantAvailable } from '../../domain/assistant/assistant-available.ts'
import { storedTranslation } from '../../domain/assistant/translate-grant.server.ts'
import { GrantTranslationBar } from '../../components/assistant/grant-translation-bar.tsx'
import { getGrant } from '../../domain/grants/get-grant.server.ts'
import { changeLine } from '../../domain/grant-changes/change-text.ts'
import { grantHistory } from '../../domain/grant-changes/grant-history.server.ts'
import { getMemberGrantState } from '../../domain/grants/get-member-grant-state.server.ts'
import { withPlaces } from '../../domain/grants/grant-places.server.ts'
import { amountDir, grantTextProps } from '../../domain/grants/grant-text.ts'
import { whoCanApply } from '../../domain/grants/who-can-apply.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { grantTypeName, sectorName } from '../../catalog/names.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { routeId } from '../../domain/shared/ids.ts'
import type { Db } from '../../db/client.server.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { getMatches } from '../../domain/matching/get-matches.server.ts'
import { loadMatchProfile } from '../../domain/matching/load-match-profile.server.ts'
import { showMatch } from '../../domain/matching/reason-text.server.ts'
import { shownScores } from '../../domain/matching/shown-scores.server.ts'
import type { ShownMatch } from '../../domain/matching/score.ts'
import { MatchReasons } from '../../components/grants/match-reasons.tsx'
import { GrantLineItem } from '../../components/grants/grant-line.tsx'
import { PlaceNames } from '../../components/grants/place-names.tsx'
import { richText } from '../../components/legal/legal-notice.tsx'
import { funderPath } from '../../domain/funders/funder-slug.ts'
import { listSimilarGrants } from '../../domain/grants/similar-grants.server.ts'
import { MATCH_HIGHLIGHT_PERCENT } from '../../catalog/limits.ts'
import { isApplicationRoute, isMailtoRoute } from '../../domain/shared/application-route.ts'
import type { Route } from './+types/grant'
import { pageTitle } from '../../components/layout/page-title.ts'
import { EligibilityPanel } from '../../components/assistant-apply/eligibility-panel.tsx'
import { eligibilityPanel } from '../../domain/assistant-apply/eligibility-panel.server.ts'

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { db, config } = services
  const member = context.get(memberContext)
  const grant = await getGrant(db, routeId(params.id, 'uuid'))
  if (!grant) throw redirectWithFlash('/discover', 'grant.loadFailed')
  const reader = context.get(languageContext)
  // The grant in the reader's language (issue 28 §1, ADR 072): offered where a model is configured and
  // the funder wrote in another language; a translation already made is read from the database, no call.
  const offerTranslation = assistantAvailable(config) && grant.language !== reader
  const [state, match, history, similar, eligibility, translation] = await Promise.all([
    getMemberGrantState(db, member?.organization.id, [grant.id]),
    member ? grantMatch(db, member, grant.id) : null,
    grantHistory(db, grant.id),
    listSimilarGrants(db, grant.id),
    eligibilityPanel(services, member, grant.id),
    offerTranslation ? storedTranslation(db, grant.id, reader) : null,
  ])
  const showTranslation = translation !== null && new URL(request.url).searchParams.get('translated') === '1'
  return {
    appName: config.appName,
    appUrl: config.appUrl,
    // Its places named in the reader's language (issue 27 §5), in place of the stored scope, codes and focus.
    grant: { ...withPlaces(grant), createdAt: grant.createdAt.toISOString(), lastCheckedAt: grant.lastCheckedAt?.toISOString() ?? null, unlistedSince: grant.unlistedSince?.toISOString() ?? null },
    /** Its changes at the source (issue 25 §5), written on the server in the reader's language. */
    history: {
      applied: history.applied.map((h) => ({
        when: t(h.decidedBy ? 'grantChanges.decision.applied' : 'grantChanges.decision.auto', { date: formatDate(h.decidedAt ?? h.detectedAt) }),
        lines: h.changes.map(changeLine),
      })),
      pendingCheck: history.pendingCheck,
    },
    /** Who may apply, in the reader's language (issue 25 §6); empty when the grant does not say. */
    whoCanApply: whoCanApply(grant),
    /** The grant's language in its own name (from the server, so the catalogue stays out of the page's JavaScript). */
    languageName: LANGUAGE_NAMES[grant.language],
    saved: state.saved.length > 0,
    applied: state.applied.length > 0,
    /** The member's match score and its reasons; null for visitors, 'no-profile' until the organization's sector and country are set, 'locked' past Free's weekly limit. */
    match: match?.match ?? null,
    /** The plan's weekly limit of new matched grants, for the words beside a 'locked' match. */
    matchLimit: match?.limit ?? null,
    /** The funder's page (issue 25 §7), by the slug of its name. */
    funderPath: funderPath(grant.funderName ?? grant.source),
    /** Other open grants with its sectors or regions (issue 25 §7). */
    similar: similar.map(withPlaces),
    /** "Am I eligible?" (ADR 080): null for visitors and where no model is configured. */
    eligibility,
    /**
     * The machine translation into the reader's language: `shown` when asked for (?translated=1) and
     * made; otherwise whether one is ready (a link shows it) or may be asked for (a form makes it).
     */
    translation: offerTranslation
      ? {
          into: LANGUAGE_NAMES[reader],
          reader,
          ready: translation !== null,
          shown:
            showTranslation && translation
              ? { title: translation.title, description: translation.description, eligibility: translation.eligibility, corrected: translation.correctedAt !== null }
              : null,
          staff: member?.isAdmin ?? false,
        }
      : null,
  }
}

/**
 * The member's match with the grant, and their plan's weekly limit of new matched grants; on Free
 * the match is 'locked' past that limit (ADR 036).
 */
async function grantMatch(db: Db, member: Member, grantId: string): Promise<{ match: ShownMatch | 'no-profile' | 'locked' | null; limit: number | null }> {
  const profile = await loadMatchProfile(db, member.organization.id, member.language)
  if (!profile) return { match: 'no-profile', limit: null }
  const result = (await getMatches(db, profile, [grantId])).get(grantId)
  if (!result) return { match: null, limit: null }
  const allowed = await shownScores(db, member.organization, [{ grantId, score: result.score }])
  return { match: allowed.shown.has(grantId) ? showMatch(result) : 'locked', limit: allowed.weeklyLimit }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(t('grant.loadFailed'), matches) }]
  const { grant, appName, appUrl } = loaderData
  const description = `${grant.funderName ?? grant.source}: ${grant.description}`.slice(0, 160)
  // A translation asked for names the page's tab too; what is shared (description, Open Graph) stays the funder's words.
  return [
    { title: pageTitle(loaderData.translation?.shown?.title ?? grant.title, matches) },
    { name: 'description', content: description },
    { property: 'og:title', content: grant.title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: `${appUrl}/grant/${grant.id}` },
    { property: 'og:site_name', content: appName },
    { name: 'twitter:card', content: 'summary' },
    { tagName: 'link', rel: 'canonical', href: `${appUrl}/grant/${grant.id}` },
  ]
}

function Tags({ label, values }: { label: string; values: string[] }) {
  if (!values.length) return null
  return (
    <section className="mt-6">
      <h2 className="text-lg font-semibold">{label}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {values.map((v) => (
          <li key={v} dir="auto" className="rounded-full bg-muted px-3 py-1 text-sm">
            {v}
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function GrantPage({ loaderData }: Route.ComponentProps) {
  const { grant, saved, applied, languageName, match, history, similar } = loaderData
  const navigate = useNavigate()
  const open = grant.status === 'active' && (!grant.deadline || grant.deadline >= new Date().toISOString().slice(0, 10))
  const shown = loaderData.translation?.shown ?? null
  // The texts shown: the funder's own, or the machine translation in the reader's language.
  const own = shown && loaderData.translation ? grantTextProps(loaderData.translation.reader) : grantTextProps(grant.language)
  const title = shown?.title ?? grant.title
  const description = shown?.description ?? grant.description
  const eligibility = shown ? shown.eligibility : grant.eligibility
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <a
        href="/discover"
        onClick={(e) => {
          if (window.history.length > 1) {
            e.preventDefault()
            navigate(-1)
          }
        }}
        className={buttonClass('ghost', 'sm', '-ms-3')}
      >
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('grant.back')}
      </a>
      {grant.isDemo ? (
        <Banner className="mt-4" title={t('grant.demo')}>
          {t('design.sampleBody')}
        </Banner>
      ) : null}
      <article className="mt-4 rounded-lg border border-border bg-card p-6 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <ul className="flex flex-wrap gap-2" aria-label={t('grant.tags')}>
            <li className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">{sectorName(grant.sector)}</li>
            {grant.grantType ? (
              <li dir="auto" className="rounded-full border border-border px-2.5 py-0.5 text-xs">
                {grantTypeName(grant.grantType)}
              </li>
            ) : null}
            <li className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${open ? 'bg-primary text-primary-foreground' : 'bg-muted'}`}>{open ? t('grant.active') : t('grant.closed')}</li>
            {grant.isDemo ? <li className={badgeClass()}>{t('grant.demo')}</li> : null}
            {/* The language the grant is written in, in its own name. */}
            <li className="rounded-full border border-border px-2.5 py-0.5 text-xs" lang={grant.language}>
              {languageName}
            </li>
          </ul>
          <SaveToggle grantId={grant.id} saved={saved} title={grant.title} size="default" />
        </div>
        {loaderData.translation ? <GrantTranslationBar grantId={grant.id} from={languageName} {...loaderData.translation} /> : null}
        <h1 {...own} className="mt-3 text-3xl font-bold">
          {title}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {richText('grant.by', {
            funder: (
              <Link to={loaderData.funderPath} className="font-medium text-primary underline underline-offset-4">
                {grant.funderName ?? grant.source}
              </Link>
            ),
          })}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('grant.addedOn', { date: formatDate(grant.createdAt) })}
          {grant.lastCheckedAt ? ` · ${t('grant.checkedOn', { date: formatDate(grant.lastCheckedAt) })}` : null}
        </p>
        {grant.status === 'closed' ? (
          <Banner tone="warning" className="mt-4">
            {t('grantChanges.closed')}
          </Banner>
        ) : null}
        {grant.unlistedSince ? (
          <Banner tone="warning" className="mt-4">
            {t('grantChanges.unlisted', { date: formatDate(grant.unlistedSince) })}
          </Banner>
        ) : null}

        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          <div className="rounded-md bg-muted p-4">
            <dt className="flex items-center gap-2 text-xs text-muted-foreground">
              <Wallet aria-hidden size={14} className="shrink-0" />
              {t('grant.amount')}
            </dt>
            {/* The funder's own words isolated (bdi), so the box keeps the page's direction and alignment. */}
            <dd className="mt-1 font-semibold">{grant.fundingAmount ? <bdi dir={amountDir(grant.fundingAmount)}>{grant.fundingAmount}</bdi> : t('grant.notSpecified')}</dd>
          </div>
          <div className="rounded-md bg-muted p-4">
            <dt className="flex items-center gap-2 text-xs text-muted-foreground">
              <CalendarDays aria-hidden size={14} className="shrink-0" />
              {t('grant.deadline')}
            </dt>
            <dd className="mt-1 font-semibold">{grant.deadline ? formatDate(grant.deadline) : t('grant.rolling')}</dd>
            {grant.deadline ? (
              <dd>
                <AddToCalendarLink grantId={grant.id} />
              </dd>
            ) : null}
          </div>
          <div className="rounded-md bg-muted p-4">
            <dt className="flex items-center gap-2 text-xs text-muted-foreground">
              <MapPin aria-hidden size={14} className="shrink-0" />
              {t('grant.location')}
            </dt>
            <dd className="mt-1 font-semibold">
              <PlaceNames places={grant.places} unstated={t('grant.global')} />
            </dd>
          </div>
        </dl>

        {match === 'no-profile' ? (
          <p className="mt-6 rounded-md border border-border p-4 text-sm">
            {t('match.noProfile')}{' '}
            <Link to="/profile?tab=organization" className="font-medium text-primary underline">
              {t('match.completeProfile')}
            </Link>
          </p>
        ) : match === 'locked' ? (
          <p className="mt-6 rounded-md border border-border p-4 text-sm">
            {t('match.locked', { limit: loaderData.matchLimit ?? 0 })}{' '}
            <Link to="/#pricing" className="font-medium text-primary underline">
              {t('matches.upgrade')}
            </Link>
          </p>
        ) : match ? (
          <section className="mt-6 rounded-md border border-border p-4" aria-labelledby="match-heading">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="match-heading" className="text-lg font-semibold">
                {t('match.why')}
              </h2>
              <span className={`rounded-full px-3 py-1 text-sm font-semibold ${match.score >= MATCH_HIGHLIGHT_PERCENT ? 'bg-accent text-accent-foreground' : 'bg-muted'}`}>
                {t('grant.match', { percent: match.score })}
              </span>
            </div>
            <div className="mt-3">
              <MatchReasons reasons={match.reasons} />
            </div>
            <p className="mt-3 text-xs text-muted-foreground">{t('match.hint')}</p>
          </section>
        ) : null}

        {/* The grant's text, below the first screen on a phone: hydrated after the page (ADR 066, 2026-11-30). */}
        <HydrateLater name="grant-details" deps={[grant, description, eligibility, loaderData.eligibility, loaderData.whoCanApply, history]}>
          <section className="mt-6">
            <h2 className="text-lg font-semibold">{t('grant.description')}</h2>
            <p {...own} className="mt-2 whitespace-pre-line">
              {description}
            </p>
          </section>
          {loaderData.whoCanApply.length ? (
            <section className="mt-6" aria-labelledby="who-can-apply-heading">
              <h2 id="who-can-apply-heading" className="text-lg font-semibold">
                {t('grant.whoCanApply')}
              </h2>
              <ul className="mt-2 list-disc space-y-1 ps-5">
                {loaderData.whoCanApply.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {eligibility ? (
            <section className="mt-6">
              <h2 className="text-lg font-semibold">{t('grant.eligibility')}</h2>
              <p {...own} className="mt-2 whitespace-pre-line">
                {eligibility}
              </p>
            </section>
          ) : null}
          {loaderData.eligibility ? <EligibilityPanel grantId={grant.id} panel={loaderData.eligibility} lang={grant.language} /> : null}
          <Tags label={t('grant.targetAudience')} values={grant.targetAudience} />
          <Tags label={t('grant.focusAreas')} values={grant.focusAreas} />
          {history.applied.length > 0 || history.pendingCheck ? (
            <section className="mt-6" aria-labelledby="history-heading">
              <h2 id="history-heading" className="text-lg font-semibold">
                {t('grantChanges.history')}
              </h2>
              {history.pendingCheck ? <p className="mt-2 text-sm text-muted-foreground">{t('grantChanges.historyPending')}</p> : null}
              <ul className="mt-2 space-y-2 text-sm">
                {history.applied.map((h) => (
                  <li key={`${h.when}${h.lines.join()}`}>
                    <span className="text-muted-foreground">{h.when}</span>
                    <ul className="ms-4 list-disc">
                      {h.lines.map((line) => (
                        <li key={line} dir="auto" className="break-words">
                          {line}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </HydrateLater>

        <div className="mt-8 flex flex-wrap gap-3">
          <ApplyButton grantId={grant.id} applied={applied} />
          {isApplicationRoute(grant.applicationUrl) ? (
            <a href={grant.applicationUrl} {...(isMailtoRoute(grant.applicationUrl) ? {} : { target: '_blank', rel: 'noopener noreferrer' })} className={buttonClass('outline', 'sm')}>
              {t('grant.officialApplication')}
              <ExternalLink aria-hidden size={14} className="shrink-0" />
            </a>
          ) : null}
        </div>
      </article>
      <HydrateLater name="grant-similar" deps={[similar]}>
        <section className="mt-8" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="text-xl font-semibold">
            {t('grant.similar')}
          </h2>
          {similar.length > 0 ? (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {similar.map((line) => (
                <GrantLineItem key={line.id} grant={line} funder />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted-foreground">{t('grant.similarNone')}</p>
          )}
        </section>
      </HydrateLater>
    </div>
  )
}
