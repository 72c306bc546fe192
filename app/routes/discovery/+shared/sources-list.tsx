import { Form, Link, useNavigation } from 'react-router'
import { CRAWL_TO_END_DEFAULT, CRAWL_TO_END_MAX, type CrawlFrequency, type SourceFormat, type SourcePriority, type SourceType, type TaskStatus } from '../../../catalog/discovery.ts'
import { badgeClass } from '../../../components/ui/badge.tsx'
import { Button, buttonClass } from '../../../components/ui/button.tsx'
import { formatDate, t } from '../../../i18n/index.ts'
import { errorReasonText } from './format.ts'

export interface SourceRow {
  id: string
  sourceName: string
  sourceUrl: string
  sourceType: SourceType
  format: SourceFormat
  crawlFrequency: CrawlFrequency
  priority: SourcePriority
  isActive: boolean
  totalGrantsDiscovered: number
  successCount: number
  failureCount: number
  lastCrawledAt: string | null
  createdAt: string
  pagesKnown: number
  pagesVisited: number
  grantPages: number
  lastStatus: TaskStatus | null
  lastReason: string | null
}

const BULK_FORM = 'bulk-sources'
const ACTION = '/taf-admin?tab=sources'

/** Ticks or clears every source's box in the page (with JavaScript; without it the links reload the page ticked or cleared). */
const tickAll = (checked: boolean) => (event: { preventDefault(): void }) => {
  event.preventDefault()
  for (const box of document.querySelectorAll<HTMLInputElement>(`input[type=checkbox][form=${BULK_FORM}]`)) box.checked = checked
}

/**
 * Spec §2 Sources tab: the sources with select all and clear, the bulk actions, and per source
 * Pause/Activate, Crawl, Edit and Delete. The boxes belong to the bulk form through their form
 * attribute, so each row can keep forms of its own (forms cannot nest).
 */
export function SourcesList({
  sources,
  live,
  selectAll,
  capRefused,
}: {
  sources: SourceRow[]
  live: string[]
  selectAll: boolean
  /** A crawl to the end refused for its cap: that row's form opens with what was typed and why. */
  capRefused: { id: string; capError: string; cap: string } | null
}) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' ? navigation.formData : undefined
  const busy = (intent: string, id?: string) => submitting?.get('intent') === intent && (id === undefined || submitting.get('id') === id)
  const anyLive = live.length > 0
  if (sources.length === 0) return <p className="mt-4 text-muted-foreground">{t('discovery.noSources')}</p>
  return (
    <section aria-labelledby="sources-title" className="mt-6">
      <h2 id="sources-title" className="text-lg font-semibold">
        {t('discovery.sources')}
      </h2>
      <Form id={BULK_FORM} method="post" action={ACTION} className="mt-3 flex flex-wrap items-center gap-2">
        <Link to="/taf-admin?tab=sources&select=all" replace preventScrollReset className={buttonClass('outline', 'sm')} onClick={tickAll(true)}>
          {t('discovery.selectAll')}
        </Link>
        <Link to="/taf-admin?tab=sources" replace preventScrollReset className={buttonClass('ghost', 'sm')} onClick={tickAll(false)}>
          {t('discovery.clearSelection')}
        </Link>
        <span className="hidden h-6 border-s border-border sm:inline" aria-hidden />
        <Button type="submit" name="intent" value="bulk-crawl" size="sm" pending={busy('bulk-crawl')} pendingText={t('discovery.crawling')} disabled={anyLive}>
          {t('discovery.bulkCrawl')}
        </Button>
        <Button type="submit" name="intent" value="bulk-pause" size="sm" variant="outline" pending={busy('bulk-pause')} pendingText={t('discovery.saving')}>
          {t('discovery.pauseSelected')}
        </Button>
        <Button type="submit" name="intent" value="bulk-activate" size="sm" variant="outline" pending={busy('bulk-activate')} pendingText={t('discovery.saving')}>
          {t('discovery.activateSelected')}
        </Button>
      </Form>
      {anyLive ? (
        <p id="crawl-busy" className="mt-2 text-sm text-muted-foreground">
          {t('discovery.crawlDisabledBusy')}
        </p>
      ) : null}
      {/* Keyed on the selection, so Select all / Clear without JavaScript redraws the boxes as the address says. */}
      <ul key={selectAll ? 'all' : 'none'} className="mt-4 divide-y divide-border rounded-lg border border-border bg-card">
        {sources.map((s) => {
          const crawling = live.includes(s.id)
          const crawlReason = !s.isActive ? `crawl-paused-${s.id}` : anyLive ? 'crawl-busy' : undefined
          return (
            <li key={s.id} className="flex flex-col gap-3 p-3 sm:p-4">
              <div className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name="ids"
                  value={s.id}
                  form={BULK_FORM}
                  defaultChecked={selectAll}
                  id={`select-${s.id}`}
                  aria-label={t('discovery.selectSource', { name: s.sourceName })}
                  className="mt-1 size-5 shrink-0 accent-primary"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <label htmlFor={`select-${s.id}`} dir="auto" className="font-medium">
                      {s.sourceName}
                    </label>
                    <span className={badgeClass(s.isActive ? 'brand' : 'warning')}>{s.isActive ? t('discovery.active') : t('discovery.paused')}</span>
                    {crawling ? <span className={badgeClass('highlight')}>{t('discovery.crawlBusy')}</span> : null}
                  </div>
                  {/* The address reads left to right, but sits at the start of the line in a right-to-left page: an inline link in a paragraph, not a left-to-right block. */}
                  <p className="text-sm">
                    <a href={s.sourceUrl} target="_blank" rel="noopener noreferrer" dir="ltr" className="text-primary underline [overflow-wrap:anywhere]">
                      {s.sourceUrl}
                    </a>
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {[
                      t(`discovery.sourceType.${s.sourceType}`),
                      t(`discovery.formatName.${s.format}`),
                      t(`discovery.frequency.${s.crawlFrequency}`),
                      `${t('discovery.priority')}: ${t(`discovery.priorityName.${s.priority}`)}`,
                    ].join(' · ')}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t('discovery.sourceStats', { found: s.totalGrantsDiscovered, ok: s.successCount, failed: s.failureCount })} ·{' '}
                    {s.lastCrawledAt ? t('discovery.lastCrawled', { date: formatDate(s.lastCrawledAt) }) : t('discovery.neverCrawled')}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t('discovery.frontierStats', { known: s.pagesKnown, visited: s.pagesVisited, left: s.pagesKnown - s.pagesVisited, grants: s.grantPages })}
                  </p>
                  {s.lastStatus === 'failed' ? (
                    <p className="text-sm font-medium text-destructive">{t('discovery.lastCrawlFailed', { reason: errorReasonText(s.lastReason ?? 'crawl-failed') })}</p>
                  ) : null}
                  {!s.isActive ? (
                    <p id={`crawl-paused-${s.id}`} className="sr-only">
                      {t('discovery.crawlDisabledPaused')}
                    </p>
                  ) : null}
                </div>
              </div>
              <div className="flex flex-wrap gap-2 ps-8">
                <Form method="post" action={ACTION}>
                  <input type="hidden" name="id" value={s.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value={s.isActive ? 'pause' : 'activate'}
                    size="sm"
                    variant="outline"
                    pending={busy(s.isActive ? 'pause' : 'activate', s.id)}
                    pendingText={t('discovery.saving')}
                    aria-label={`${s.isActive ? t('discovery.pause') : t('discovery.activate')}: ${s.sourceName}`}
                  >
                    {s.isActive ? t('discovery.pause') : t('discovery.activate')}
                  </Button>
                </Form>
                <Form method="post" action={ACTION}>
                  <input type="hidden" name="id" value={s.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="crawl"
                    size="sm"
                    disabled={!s.isActive || anyLive}
                    aria-describedby={crawlReason}
                    pending={busy('crawl', s.id)}
                    pendingText={t('discovery.crawling')}
                    aria-label={`${t('discovery.crawl')}: ${s.sourceName}`}
                  >
                    {t('discovery.crawl')}
                  </Button>
                </Form>
                <CrawlToEnd source={s} disabled={!s.isActive || anyLive} describedBy={crawlReason} refused={capRefused?.id === s.id ? capRefused : null} pending={busy('crawl-to-end', s.id)} />
                <Link to={`/taf-admin?tab=sources&edit=${s.id}#source-form-title`} className={buttonClass('outline', 'sm')} aria-label={`${t('discovery.edit')}: ${s.sourceName}`}>
                  {t('discovery.edit')}
                </Link>
                <Link to={`/taf-admin?tab=sources&delete=${s.id}#delete-title`} className={buttonClass('ghost', 'sm', 'text-destructive')} aria-label={`${t('discovery.delete')}: ${s.sourceName}`}>
                  {t('discovery.delete')}
                </Link>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * "Crawl to the end" (issue 25): a disclosure with the cap, so the row stays short on a phone and it
 * works without JavaScript. The crawl reads the source's frontier until nothing is left or the cap
 * is reached; its progress shows in the Tasks tab like any crawl.
 */
function CrawlToEnd({
  source,
  disabled,
  describedBy,
  refused,
  pending,
}: {
  source: SourceRow
  disabled: boolean
  describedBy?: string
  refused: { capError: string; cap: string } | null
  pending: boolean
}) {
  const capId = `cap-${source.id}`
  return (
    <details open={refused !== null} className="basis-full rounded-md border border-border px-3 py-2 sm:basis-auto">
      <summary className="cursor-pointer text-sm font-medium">{t('discovery.crawlToEnd')}</summary>
      <Form method="post" action={ACTION} noValidate className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={source.id} />
        <div className="flex flex-col gap-1">
          <label htmlFor={capId} className="text-sm">
            {t('discovery.crawlCap')}
          </label>
          <input
            id={capId}
            name="cap"
            type="number"
            inputMode="numeric"
            min={1}
            max={CRAWL_TO_END_MAX}
            required
            defaultValue={refused?.cap ?? CRAWL_TO_END_DEFAULT}
            aria-invalid={refused ? true : undefined}
            aria-describedby={`${capId}-hint${refused ? ` ${capId}-error` : ''}`}
            className="h-10 w-28 rounded-md border border-input bg-background px-3"
          />
        </div>
        <Button
          type="submit"
          name="intent"
          value="crawl-to-end"
          size="sm"
          disabled={disabled}
          aria-describedby={describedBy}
          pending={pending}
          pendingText={t('discovery.crawling')}
          aria-label={`${t('discovery.crawlToEnd')}: ${source.sourceName}`}
        >
          {t('discovery.crawlToEnd')}
        </Button>
        <p id={`${capId}-hint`} className="basis-full text-xs text-muted-foreground">
          {t('discovery.crawlCapHint', { max: CRAWL_TO_END_MAX })}
        </p>
        {refused ? (
          <p id={`${capId}-error`} role="alert" className="basis-full text-sm text-destructive">
            {refused.capError}
          </p>
        ) : null}
      </Form>
    </details>
  )
}

/** The confirm step of Delete (spec §2 "with a confirm prompt"): its own panel, reached by a link, so it works without JavaScript. */
export function DeleteConfirm({ source, pending }: { source: { id: string; sourceName: string; sourceUrl: string }; pending: boolean }) {
  return (
    <div role="alertdialog" aria-labelledby="delete-title" aria-describedby="delete-body" className="mt-6 rounded-lg border border-destructive bg-card p-4 sm:p-6">
      <h2 id="delete-title" className="text-lg font-bold">
        {t('discovery.deleteConfirm')}
      </h2>
      <p className="mt-2">
        <strong dir="auto">{source.sourceName}</strong>{' '}
        <span dir="ltr" className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {source.sourceUrl}
        </span>
      </p>
      <p id="delete-body" className="mt-2 text-sm text-muted-foreground">
        {t('discovery.deleteConfirmBody')}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post" action={ACTION}>
          <input type="hidden" name="id" value={source.id} />
          <Button type="submit" name="intent" value="delete" variant="destructive-solid" pending={pending} pendingText={t('discovery.saving')}>
            {t('discovery.confirmDelete')}
          </Button>
        </Form>
        <Link to="/taf-admin?tab=sources" className={buttonClass('outline')}>
          {t('discovery.cancel')}
        </Link>
      </div>
    </div>
  )
}
