import { CalendarDays, MapPin } from 'lucide-react'
import { Link } from 'react-router'
import { MATCH_HIGHLIGHT_PERCENT } from '../../catalog/limits.ts'
import { sectorName } from '../../catalog/names.ts'
import type { Placed } from '../../domain/grants/grant-places.server.ts'
import { amountDir, grantTextProps } from '../../domain/grants/grant-text.ts'
import type { GrantCard as GrantCardData } from '../../domain/grants/search-grants.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { buttonClass } from '../ui/button.tsx'
import { HydrateLater } from '../ui/hydrate-later.tsx'
import type { ShownReason } from '../../domain/matching/score.ts'
import { ApplyButton, SaveToggle } from './grant-actions.tsx'
import { MatchReasons } from './match-reasons.tsx'
import { PlaceNames } from './place-names.tsx'

type Props = { grant: Placed<GrantCardData>; saved: boolean; applied: boolean; match?: number; reasons?: ShownReason[] }

/**
 * A grant in a list. Its title, funder, description and amount are the funder's own words, in the
 * grant's language whatever the page's: each takes its direction from its own text (dir="auto"), so
 * an English title keeps its punctuation in an Arabic page and "$5,000 - $20,000" is not reversed.
 * Its places are named in the reader's language (PlaceNames). Each card hydrates after the page, in a
 * task of its own (a list of them is most of a page's hydration).
 */
export function GrantCard(props: Props) {
  return (
    <HydrateLater name={`grant-card-${props.grant.id}`} deps={[props.grant, props.saved, props.applied, props.match, props.reasons]}>
      <Card {...props} />
    </HydrateLater>
  )
}

function Card({ grant, saved, applied, match, reasons }: Props) {
  const own = grantTextProps(grant.language)
  return (
    <article className="flex flex-col rounded-lg border border-border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">{sectorName(grant.sector)}</span>
          {match != null ? (
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${match >= MATCH_HIGHLIGHT_PERCENT ? 'bg-accent text-accent-foreground' : 'bg-muted'}`}>
              {t('grant.match', { percent: match })}
            </span>
          ) : null}
          {grant.isDemo ? <span className="rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-semibold">{t('grant.demo')}</span> : null}
        </div>
        <SaveToggle grantId={grant.id} saved={saved} title={grant.title} />
      </div>
      <h3 {...own} className="mt-2 text-lg font-semibold leading-snug">
        <Link to={`/grant/${grant.id}`} className="hover:underline">
          {grant.title}
        </Link>
      </h3>
      <p {...own} className="text-sm text-muted-foreground">
        {grant.funderName ?? grant.source}
      </p>
      <p {...own} className="mt-2 line-clamp-3 text-sm">
        {grant.description}
      </p>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="sr-only">{t('grant.amount')}</dt>
          <dd dir={grant.fundingAmount ? amountDir(grant.fundingAmount) : undefined} className={grant.fundingAmount ? 'font-semibold text-primary' : 'text-muted-foreground'}>
            {grant.fundingAmount ?? t('grant.notSpecified')}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays aria-hidden size={16} className="shrink-0" />
            <span className="sr-only">{t('grant.deadline')}</span>
          </dt>
          <dd>{grant.deadline ? formatDate(grant.deadline) : t('grant.rolling')}</dd>
        </div>
        {/* Aligned to the first line: the funder's own words may follow the names on lines of their own. */}
        <div className="flex items-start gap-2">
          <dt className="mt-0.5">
            <MapPin aria-hidden size={16} className="shrink-0" />
            <span className="sr-only">{t('grant.location')}</span>
          </dt>
          <dd className="min-w-0">
            <PlaceNames places={grant.places} unstated={t('grant.global')} />
          </dd>
        </div>
      </dl>
      {reasons?.length ? (
        <div className="mt-3 border-t border-border pt-3">
          <MatchReasons reasons={reasons} limit={3} />
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link to={`/grant/${grant.id}`} className={buttonClass('outline', 'sm')} aria-label={`${t('grant.viewDetails')}: ${grant.title}`}>
          {t('grant.viewDetails')}
        </Link>
        <ApplyButton grantId={grant.id} applied={applied} />
      </div>
    </article>
  )
}
