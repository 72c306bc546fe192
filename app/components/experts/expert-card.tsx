import { Briefcase, MapPin, Star, Wallet } from 'lucide-react'
import { Link } from 'react-router'
import { badgeClass } from '../ui/badge.tsx'
import { t } from '../../i18n/index.ts'
import type { ExpertCardView } from '../../domain/experts/expert-card-view.ts'
import { ExpertAvatar } from './expert-avatar.tsx'

/** Spec §2 Expert directory card: every field, the whole card a link to the profile. */
export function ExpertCard({ expert }: { expert: ExpertCardView }) {
  return (
    <article className="relative flex flex-col rounded-lg border border-border bg-card p-4 shadow-sm focus-within:ring-2 focus-within:ring-ring">
      <div className="flex items-start gap-3">
        <ExpertAvatar id={expert.id} name={expert.name} hasPhoto={expert.hasPhoto} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold leading-tight">
            <Link to={`/grant-experts/${expert.id}`} className="after:absolute after:inset-0 hover:underline focus:outline-none" dir="auto">
              {expert.name}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm text-muted-foreground" dir="auto">
            {expert.title}
          </p>
          {expert.isDemo ? <span className={badgeClass('neutral', 'mt-1 me-1')}>{t('experts.demo')}</span> : null}
          {expert.featured ? <span className={badgeClass('highlight', 'mt-1')}>{t('experts.featured')}</span> : null}
        </div>
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden size={14} className="shrink-0 fill-current text-warning-foreground" />
          {expert.rating ? (
            <>
              <span className="font-medium">{expert.rating}</span>
              <span className="text-muted-foreground">({expert.reviews})</span>
            </>
          ) : (
            <span className="text-muted-foreground">{expert.reviews}</span>
          )}
        </span>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Briefcase aria-hidden size={14} className="shrink-0" />
          {expert.projects} · {expert.completed}
        </span>
      </p>
      <p className="mt-2 line-clamp-3 text-sm" dir="auto">
        {expert.bio}
      </p>
      {expert.sectors.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('experts.sectors')}>
          {expert.sectors.map((s) => (
            <li key={s} className={badgeClass('brand')}>
              {s}
            </li>
          ))}
          {expert.moreSectors ? <li className={badgeClass('neutral')}>{expert.moreSectors}</li> : null}
        </ul>
      ) : null}
      <dl className="mt-auto grid gap-1 pt-3 text-sm text-muted-foreground">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t('experts.countryLabel')}</dt>
          <MapPin aria-hidden size={14} className="shrink-0" />
          <dd>{[expert.country, expert.years].filter(Boolean).join(' · ')}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t('experts.hourlyLabel')}</dt>
          <Wallet aria-hidden size={14} className="shrink-0" />
          <dd>{[expert.hourly, expert.funding].filter(Boolean).join(' · ')}</dd>
        </div>
      </dl>
    </article>
  )
}
