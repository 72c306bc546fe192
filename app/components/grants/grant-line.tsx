import { CalendarDays, MapPin } from 'lucide-react'
import { Link } from 'react-router'
import { sectorName } from '../../catalog/names.ts'
import type { Placed } from '../../domain/grants/grant-places.server.ts'
import type { GrantLine as GrantLineData } from '../../domain/grants/grant-line.server.ts'
import { amountDir, grantTextProps } from '../../domain/grants/grant-text.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { badgeClass } from '../ui/badge.tsx'
import { PlaceNames } from './place-names.tsx'

/**
 * A grant as one item of a short list (a funder's calls, a grant's similar grants): its title linking
 * to its page, and under it its sector, deadline, amount and place. The title and amount are the
 * funder's own words, each in its own direction; the place is named in the reader's language.
 * `funder` adds the funder's name (a list of one funder's grants leaves it out).
 */
export function GrantLineItem({ grant, funder = false }: { grant: Placed<GrantLineData>; funder?: boolean }) {
  const own = grantTextProps(grant.language)
  return (
    <li className="rounded-md border border-border bg-card p-4">
      <p className="flex flex-wrap items-center gap-2">
        <span className={badgeClass('brand')}>{sectorName(grant.sector)}</span>
        {grant.isDemo ? <span className={badgeClass()}>{t('grant.demo')}</span> : null}
      </p>
      <h3 {...own} className="mt-2 font-semibold leading-snug [overflow-wrap:anywhere]">
        <Link to={`/grant/${grant.id}`} className="text-primary underline-offset-4 hover:underline">
          {grant.title}
        </Link>
      </h3>
      {funder ? (
        <p {...own} className="text-sm text-muted-foreground">
          {grant.funderName ?? grant.source}
        </p>
      ) : null}
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarDays aria-hidden size={14} className="shrink-0" />
            <span className="sr-only">{t('grant.deadline')}</span>
          </dt>
          <dd>{grant.deadline ? formatDate(grant.deadline) : t('grant.rolling')}</dd>
        </div>
        <div className="flex min-w-0 items-center gap-1.5">
          <dt className="sr-only">{t('grant.amount')}</dt>
          <dd dir={grant.fundingAmount ? amountDir(grant.fundingAmount) : undefined} className={grant.fundingAmount ? 'font-semibold [overflow-wrap:anywhere]' : 'text-muted-foreground'}>
            {grant.fundingAmount ?? t('grant.notSpecified')}
          </dd>
        </div>
        {/* Aligned to the first line: the funder's own words may follow the names on lines of their own. */}
        <div className="flex min-w-0 items-start gap-1.5">
          <dt className="mt-[3px]">
            <MapPin aria-hidden size={14} className="shrink-0" />
            <span className="sr-only">{t('grant.location')}</span>
          </dt>
          <dd className="[overflow-wrap:anywhere]">
            <PlaceNames places={grant.places} unstated={t('grant.global')} />
          </dd>
        </div>
      </dl>
    </li>
  )
}
