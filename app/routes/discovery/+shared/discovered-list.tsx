import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import type { QueueStatus } from '../../../catalog/discovery.ts'
import { sectorName } from '../../../catalog/names.ts'
import { PlaceNames } from '../../../components/grants/place-names.tsx'
import { badgeClass } from '../../../components/ui/badge.tsx'
import { formatDate, formatList, formatUsd, t } from '../../../i18n/index.ts'
import type { Places } from '../../../domain/grants/grant-places.server.ts'
import type { Language } from '../../../i18n/languages.ts'
import { isWebAddress } from './format.ts'

export interface DiscoveredRow {
  id: string
  status: QueueStatus
  title: string
  funderName: string | null
  description: string | null
  fundingAmount: string | null
  amountUsd: number | null
  deadline: string | null
  deadlineText: string | null
  isRolling: boolean
  isAwardedRecord: boolean
  /** Where it is open, named on the server (grantPlaces). */
  places: Places
  sectors: string[]
  language: Language
  rawData: { url: string }
  discoveredAt: string
  sourceName: string
}

const STATUS_TONE = { pending_verification: 'warning', verified: 'brand', rejected: 'danger', duplicate: 'neutral' } as const

/** A field as the grant card words it: the found value, else "Not specified". */
function funding(g: DiscoveredRow) {
  if (g.fundingAmount) return <bdi>{g.fundingAmount}</bdi>
  if (g.amountUsd) return formatUsd(g.amountUsd)
  return t('discovery.notSpecified')
}
function deadline(g: DiscoveredRow) {
  if (g.deadline) return formatDate(g.deadline)
  if (g.isRolling) return t('discovery.rolling')
  if (g.deadlineText) return <bdi>{g.deadlineText}</bdi>
  return t('discovery.notSpecified')
}
/** As the grant page: its countries and regions in the reader's language, the funder's words when they say more, else Global. */
function location(g: DiscoveredRow) {
  return <PlaceNames places={g.places} unstated={t('discovery.global')} />
}

/**
 * Spec §2 Discovered tab: the 50 latest queue items with title, status, source name, date,
 * description, funding, deadline, location, sectors and View Source. The title opens the review
 * page (/taf-admin/discovered/:id), where the item is edited, published or rejected.
 */
export function DiscoveredList({ grants }: { grants: DiscoveredRow[] }) {
  if (grants.length === 0) return <p className="mt-4 text-muted-foreground">{t('discovery.noDiscovered')}</p>
  return (
    <ul className="mt-3 space-y-3">
      {grants.map((g) => (
        <li key={g.id} className="rounded-lg border border-border bg-card p-4" data-discovered={g.id}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Link to={`/taf-admin/discovered/${g.id}`} lang={g.language} dir="auto" className="min-w-0 font-semibold text-primary hover:underline [overflow-wrap:anywhere]">
              {g.title}
            </Link>
            <span className={badgeClass(STATUS_TONE[g.status], 'whitespace-nowrap')}>{t(`discovery.queueStatus.${g.status}`)}</span>
          </div>
          <p className="mt-1 text-xs text-muted-foreground">
            <bdi>{g.sourceName}</bdi>
            {g.funderName ? (
              <>
                {' · '}
                <bdi>{g.funderName}</bdi>
              </>
            ) : null}
            {' · '}
            <time dateTime={g.discoveredAt}>{t('discovery.discoveredOn', { date: formatDate(g.discoveredAt) })}</time>
            {g.isAwardedRecord ? ` · ${t('discovery.awardedRecord')}` : ''}
          </p>
          {g.description ? (
            <p lang={g.language} dir="auto" className="mt-2 line-clamp-3 text-sm">
              {g.description}
            </p>
          ) : null}
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
            {[
              [t('discovery.funding'), funding(g)],
              [t('discovery.deadline'), deadline(g)],
              [t('discovery.location'), location(g)],
              [t('discovery.sectors'), g.sectors.length ? formatList(g.sectors.map(sectorName)) : t('discovery.notSpecified')],
            ].map(([label, value]) => (
              <div key={label as string} className="flex gap-2 sm:flex-col sm:gap-0">
                <dt className="shrink-0 text-muted-foreground max-sm:w-24">{label}</dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          {isWebAddress(g.rawData?.url) ? (
            <a href={g.rawData.url} target="_blank" rel="noopener noreferrer nofollow" className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm text-primary underline lg:min-h-0">
              <ExternalLink aria-hidden size={14} />
              {t('discovery.viewSource')}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
