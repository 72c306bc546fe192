import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { VerificationStatus } from '../../domain/verification/verification-status.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { buttonClass } from '../ui/button.tsx'
import { VerifiedBadge } from './verified-badge.tsx'

/** Where the organization stands, and its one next step. */
export function VerificationStanding({ status, compact = false }: { status: VerificationStatus; compact?: boolean }) {
  const { verified, current } = status
  const link = (to: string, label: string) => (
    <Link to={to} className={compact ? 'font-medium text-primary underline' : buttonClass('default', 'default', 'mt-3')}>
      {label}
    </Link>
  )
  const application = current ? `/verification-application/${current.id}` : ''
  let line: string
  let next: ReactNode = null
  if (current?.state === 'draft') {
    line = t('standing.draft', { tier: current.tierName })
    next = link(application, t('standing.continue', { tier: current.tierName }))
  } else if (current?.state === 'in_review') {
    line = t('standing.inReview', { tier: current.tierName, date: formatDate(current.since ?? new Date()) })
    next = compact ? link(application, t('standing.view')) : <p className="mt-2 text-sm text-muted-foreground">{t('standing.wait')}</p>
  } else if (current?.state === 'rejected') {
    line = t('standing.rejected', { tier: current.tierName })
    next = link(application, t('standing.rejectedNext'))
  } else if (verified?.underReviewSince) {
    line = t('standing.underReview', { tier: verified.name, date: formatDate(verified.underReviewSince) })
  } else if (verified) {
    line = t('standing.verified', { tier: verified.name })
    next = status.canApply.length ? compact ? link('/get-verified', t('standing.upgrade')) : <p className="mt-2 text-sm text-muted-foreground">{t('standing.upgradeBelow')}</p> : null
  } else {
    line = t('standing.none')
    next = compact ? link('/get-verified', t('standing.apply')) : <p className="mt-2 text-sm text-muted-foreground">{t('standing.chooseBelow')}</p>
  }
  if (compact)
    return (
      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="verification-standing">
        <span>{line}</span>
        {next}
      </p>
    )
  return (
    <section aria-labelledby="standing-title" className="mx-auto mt-10 max-w-3xl px-4" data-testid="verification-standing">
      <div className="rounded-lg border border-primary bg-card p-5">
        <h2 id="standing-title" className="text-lg font-semibold">
          {t('standing.title')}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-2">
          {verified && !verified.underReviewSince ? <VerifiedBadge badge={verified.badge} verifiedAt={verified.at} /> : null}
          <span>{line}</span>
        </p>
        {next}
      </div>
    </section>
  )
}
