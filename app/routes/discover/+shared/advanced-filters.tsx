import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { badgeClass } from '../../../components/ui/badge.tsx'
import { inputClass, Select } from '../../../components/ui/field.tsx'
import { CLOSING_WINDOWS } from '../../../catalog/matching.ts'
import { HIDE_KINDS, type DiscoverState as DiscoverQuery } from '../../../domain/grants/discover-url.ts'
import { t } from '../../../i18n/index.ts'
import type { Route } from '../+types/discover'

type LoaderData = Route.ComponentProps['loaderData']

/** A labelled number or date input in the filters' grid, labelled as Select labels its select. */
function FilterInput({ label, id, ...props }: ComponentProps<'input'> & { label: string; id: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <input id={id} name={id} className={inputClass} {...props} />
    </div>
  )
}

/**
 * The advanced filters (Pro and Premium), folded in a <details> inside the filter form so they work
 * without JavaScript. For Free members and visitors they are shown disabled, marked Pro, with a
 * plain link to the plans: the server ignores them anyway (stripAdvanced).
 */
export function AdvancedFilters({ query, advanced, canSortByMatch, open, count }: { query: DiscoverQuery; advanced: LoaderData['advanced']; canSortByMatch: boolean; open: boolean; count: number }) {
  const locked = !advanced.available
  // A Pro member without a match score yet: say how to get one beside the disabled field.
  const needsProfile = !canSortByMatch && !locked
  return (
    <details open={open} className="group/advanced mt-4 rounded-md border border-border">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
        {count ? t('discover.advancedCount', { count }) : t('discover.advanced')}
        {locked ? <span className={badgeClass('highlight')}>{t('discover.proMark')}</span> : null}
        <span
          aria-hidden
          className="ms-auto size-2 shrink-0 -translate-y-0.5 rotate-45 border-r-2 border-b-2 border-current transition group-open/advanced:translate-y-0.5 group-open/advanced:-rotate-135"
        />
      </summary>
      <div className="border-t border-border p-3">
        {locked ? (
          <p className="mb-3 text-sm">
            {t('discover.advancedLocked')}{' '}
            <Link to="/#pricing" className="text-primary underline">
              {t('discover.advancedUpgrade')}
            </Link>
          </p>
        ) : null}
        {/* Two per row on a phone (the amounts); a select or a date takes the row, so its text reads whole; four from md. */}
        <fieldset disabled={locked} className="grid min-w-0 grid-cols-2 items-end gap-3 md:grid-cols-4">
          <legend className="sr-only">{t('discover.advanced')}</legend>
          <FilterInput label={t('discover.minUsdLabel')} id="min_usd" type="number" inputMode="numeric" min={0} step={1} defaultValue={query.minUsd ?? ''} />
          <FilterInput label={t('discover.maxUsdLabel')} id="max_usd" type="number" inputMode="numeric" min={0} step={1} defaultValue={query.maxUsd ?? ''} />
          <div className="col-span-2 md:col-span-1">
            <Select label={t('discover.typeLabel')} id="type" name="type" defaultValue={query.type ?? ''}>
              <option value="">{t('discover.allTypes')}</option>
              {advanced.types.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="col-span-2 md:col-span-1">
            <Select label={t('discover.audienceLabel')} id="audience" name="audience" defaultValue={query.audience ?? ''}>
              <option value="">{t('discover.allAudiences')}</option>
              {advanced.audiences.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="col-span-2 md:col-span-1">
            <Select label={t('discover.applicantLabel')} id="applicant" name="applicant" defaultValue={query.applicant ?? ''}>
              <option value="">{t('discover.allApplicants')}</option>
              {advanced.applicants.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          {/* A row of its own on a phone: its chosen text ("N’importe quand") is cut in half a row. */}
          <div className="col-span-2 md:col-span-1">
            <Select label={t('discover.closingLabel')} id="closing" name="closing" defaultValue={query.closing?.toString() ?? ''}>
              <option value="">{t('discover.closingAny')}</option>
              {CLOSING_WINDOWS.map((days) => (
                <option key={days} value={days}>
                  {t('discover.closingDays', { count: days })}
                </option>
              ))}
            </Select>
          </div>
          <div className="col-span-2 md:col-span-1">
            <FilterInput
              label={t('discover.minScoreLabel')}
              id="min_score"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              defaultValue={query.minScore ?? ''}
              disabled={!canSortByMatch}
              aria-describedby={needsProfile ? 'min_score-hint' : undefined}
            />
          </div>
          <div className="col-span-2 md:col-span-1">
            <FilterInput label={t('discover.fromLabel')} id="from" type="date" defaultValue={query.from ?? ''} />
          </div>
          <div className="col-span-2 md:col-span-1">
            <FilterInput label={t('discover.toLabel')} id="to" type="date" defaultValue={query.to ?? ''} />
          </div>
          {needsProfile ? (
            <p id="min_score-hint" className="col-span-2 text-xs text-muted-foreground md:col-span-4">
              {t('discover.minScoreNeedsProfile')}{' '}
              <Link to="/profile" className="text-primary underline">
                {t('discover.completeProfile')}
              </Link>
            </p>
          ) : null}
          <fieldset className="col-span-2 min-w-0 md:col-span-4">
            <legend className="text-xs font-medium text-muted-foreground">{t('discover.hideLegend')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6">
              {HIDE_KINDS.map((kind) => (
                <label key={kind} className="flex min-h-11 items-center gap-2 text-sm lg:min-h-8">
                  <input type="checkbox" name="hide" value={kind} defaultChecked={query.hide?.includes(kind)} className="size-4" />
                  {t(kind === 'saved' ? 'discover.hideSaved' : 'discover.hideApplied')}
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>
      </div>
    </details>
  )
}
