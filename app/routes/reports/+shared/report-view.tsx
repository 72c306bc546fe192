import { Lock, Printer } from 'lucide-react'
import { Form, Link } from 'react-router'
import { OTHER_SECTOR, SECTORS } from '../../../catalog/sectors.ts'
import { sectorName } from '../../../catalog/names.ts'
import { PERIOD_UNITS, REPORT_BLOCKS, REPORT_GROUPS, REPORT_ROWS_MAX } from '../../../catalog/reports.ts'
import { REPORT_LIMITS } from '../../../catalog/text-limits.ts'
import { Button, buttonClass } from '../../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../../components/ui/error-summary.tsx'
import { CheckboxGroup, Field, SelectField } from '../../../components/ui/field.tsx'
import { useHydrated } from '../../../components/ui/use-hydrated.ts'
import { APPLICATION_STATUSES, applicationStatusLabel } from '../../../domain/applications/application-status.ts'
import type { BuiltReport } from '../../../domain/reports/build-report.server.ts'
import { UNASSIGNED } from '../../../domain/reports/report-definition.ts'
import type { ReportOptions } from '../../../domain/reports/report-options.server.ts'
import type { ReportErrors } from '../../../domain/reports/report-query.server.ts'
import type { ReportSection } from '../../../domain/reports/report-view.server.ts'
import { blockName, sectionTitle } from '../../../domain/reports/report-words.ts'
import { formatNumber, formatPercent, formatUsd, t } from '../../../i18n/index.ts'
import { ReportTable } from './report-table.tsx'
import { SaverImage } from '../../../components/ui/saver-image.tsx'

/** The filters as the form shows them: what the URL said, as text. */
export type FilterValues = { from: string; to: string; funder: string; sector: string; assignee: string; unit: string; status: string[] }

const HEX = /^#[0-9a-f]{6}$/i
const colour = (value: string | null | undefined) => (value && HEX.test(value) ? value : null)

/**
 * The report's own header, printed on every copy: the organization, the report, the day, the
 * filters. On Premium (white-label) a band in the organization's colour carries its logo and name
 * in white (the colour was checked for white text at 4.5:1 when chosen), its accent beneath.
 */
export function ReportHeader({ title, report }: { title: string; report: BuiltReport }) {
  const brand = report.brand
  const primary = colour(brand?.primary)
  const accent = colour(brand?.accent)
  return (
    <header className="report-header overflow-hidden rounded-lg border border-border bg-card" data-brand={brand ? 'organization' : 'harambee'}>
      {brand ? (
        <div
          className="report-brand flex flex-wrap items-center gap-4 px-5 py-3"
          style={{ backgroundColor: primary ?? undefined, color: primary ? '#ffffff' : undefined, borderBlockEnd: accent ? `4px solid ${accent}` : undefined }}
          data-testid="report-brand"
        >
          {brand.logoUrl ? <SaverImage src={brand.logoUrl} alt={t('reports.logoAlt', { organization: report.organization })} className="h-12 w-auto max-w-40 object-contain" /> : null}
          <p dir="auto" className="text-lg font-semibold">
            {report.organization}
          </p>
        </div>
      ) : null}
      <div className="p-5">
        {brand ? null : (
          <p dir="auto" className="text-sm font-medium text-muted-foreground">
            {report.organization}
          </p>
        )}
        <h1 className="text-2xl font-bold sm:text-3xl">
          <bdi>{title}</bdi>
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('reports.generatedOn', { date: report.generatedOn })}</p>
        <p className="mt-1 text-sm" data-testid="report-filters">
          {report.summary.length ? report.summary.join(' · ') : t('reports.allApplications')}
        </p>
      </div>
    </header>
  )
}

/**
 * "Print / Save as PDF" once JavaScript runs (the browser's print dialog saves a PDF); before that,
 * or without it, a line saying how to print from the browser: the page prints the same either way.
 */
function PrintButton() {
  const hydrated = useHydrated()
  if (!hydrated) return <p className="text-sm text-muted-foreground">{t('reports.printHint')}</p>
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
      <Printer aria-hidden size={16} />
      {t('reports.print')}
    </Button>
  )
}

/** The CSV download and the print button; neither is printed. */
export function ReportToolbar({ csvHref }: { csvHref: string }) {
  return (
    <div className="report-actions mt-4 flex flex-wrap items-center gap-3">
      <a href={csvHref} className={buttonClass('outline', 'sm')} download>
        {t('reports.downloadCsv')}
      </a>
      <PrintButton />
    </div>
  )
}

/** A bar as wide as its share of the largest value: drawn with CSS only, hidden from screen readers (the table says the number). */
function Bar({ value, max, tone = 'primary' }: { value: number; max: number; tone?: 'primary' | 'accent' }) {
  const share = max > 0 ? Math.round((value / max) * 100) : 0
  return (
    <div className="report-bar-track h-2.5 w-full min-w-16 rounded-full bg-muted" aria-hidden="true">
      <div className={`report-bar h-2.5 rounded-full ${tone === 'primary' ? 'bg-primary' : 'bg-accent'}`} style={{ inlineSize: `${share}%` }} />
    </div>
  )
}

function Empty() {
  return <p className="mt-3 text-sm text-muted-foreground">{t('reports.emptyBlock')}</p>
}

function More({ more }: { more: boolean }) {
  return more ? <p className="mt-3 text-sm text-muted-foreground">{t('reports.more', { max: REPORT_ROWS_MAX })}</p> : null
}

function Pipeline({ section }: { section: Extract<ReportSection, { block: 'pipeline' }> }) {
  const max = Math.max(0, ...section.rows.map((r) => r.applications))
  return (
    <>
      <ReportTable
        className="mt-3"
        rows={section.rows}
        rowKey={(r) => r.status}
        lead={{ header: t('reports.col.status'), cell: (r) => r.label, total: t('reports.col.total') }}
        columns={[
          { header: t('reports.col.applications'), kind: 'number', cell: (r) => formatNumber(r.applications), total: formatNumber(section.total.applications) },
          { header: t('reports.col.amountUsd'), kind: 'number', cell: (r) => formatUsd(r.amountUsd), total: formatUsd(section.total.amountUsd) },
        ]}
        chart={{ width: 'w-1/3', cell: (r) => <Bar value={r.applications} max={max} /> }}
      />
      {section.total.withoutAmount > 0 ? <p className="mt-3 text-sm text-muted-foreground">{t('reports.withoutAmountNote', { count: section.total.withoutAmount })}</p> : null}
    </>
  )
}

function Amounts({ section }: { section: Extract<ReportSection, { block: 'amounts' }> }) {
  if (section.rows.length === 0) return <Empty />
  const max = Math.max(0, ...section.rows.flatMap((r) => [r.requestedUsd, r.awardedUsd]))
  return (
    <>
      <p className="mt-1 text-sm text-muted-foreground">{section.group === 'period' ? t('reports.periodNote', { unit: t(`reports.unit.${section.unit}`) }) : t('reports.requestedNote')}</p>
      <div className="mt-2 flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="report-bar inline-block size-2.5 rounded-full bg-primary" />
          {t('reports.col.requestedUsd')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="report-bar inline-block size-2.5 rounded-full bg-accent" />
          {t('reports.col.awardedUsd')}
        </span>
      </div>
      <ReportTable
        className="mt-2"
        rows={section.rows}
        rowKey={(r) => r.key}
        lead={{ header: t(`reports.group.${section.group}`), cell: (r) => <bdi>{r.label}</bdi> }}
        columns={[
          { header: t('reports.col.applications'), kind: 'number', cell: (r) => formatNumber(r.applications) },
          { header: t('reports.col.requestedUsd'), kind: 'number', cell: (r) => formatUsd(r.requestedUsd) },
          { header: t('reports.col.awardedUsd'), kind: 'number', cell: (r) => formatUsd(r.awardedUsd) },
          { header: t('reports.col.successRate'), kind: 'number', cell: (r) => (r.rate === null ? t('reports.notYet') : formatPercent(r.rate)) },
        ]}
        chart={{
          width: 'w-1/4',
          stacked: true,
          cell: (r) => (
            <>
              <Bar value={r.requestedUsd} max={max} />
              <Bar value={r.awardedUsd} max={max} tone="accent" />
            </>
          ),
        }}
      />
      <More more={section.more} />
    </>
  )
}

function Success({ section }: { section: Extract<ReportSection, { block: 'success' }> }) {
  const f = section.figures
  const figures = [
    { label: t('reports.col.successRate'), value: f.rate === null ? t('reports.notYet') : formatPercent(f.rate) },
    { label: t('reports.col.awarded'), value: formatNumber(f.awarded) },
    { label: t('reports.col.notAwarded'), value: formatNumber(f.notAwarded) },
    { label: t('reports.col.awardedUsd'), value: formatUsd(f.awardedUsd) },
  ]
  return (
    <>
      <dl className="report-card mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse gap-1 rounded-md bg-muted p-3">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd dir="auto" className="text-2xl font-bold">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted-foreground">{t('reports.successDefinition')}</p>
    </>
  )
}

function Deadlines({ section }: { section: Extract<ReportSection, { block: 'deadlines' }> }) {
  if (section.rows.length === 0) return <Empty />
  return (
    <>
      <ReportTable
        className="mt-3"
        rows={section.rows}
        rowKey={(r) => r.grantId}
        lead={{
          header: t('reports.col.grant'),
          cell: (r) => (
            <Link to={`/grant/${r.grantId}`} className="underline-offset-4 hover:underline" dir="auto">
              {r.title}
            </Link>
          ),
        }}
        columns={[
          { header: t('reports.col.funder'), cell: (r) => <bdi>{r.funder}</bdi> },
          {
            header: t('reports.col.deadline'),
            kind: 'words',
            cell: (r) => (
              <>
                {r.deadlineText} · {t('reports.daysLeft', { count: r.daysLeft })}
              </>
            ),
          },
          { header: t('reports.col.status'), kind: 'words', cell: (r) => r.statusLabel ?? t('reports.savedOnly') },
          { header: t('reports.col.assignee'), kind: 'words', cell: (r) => (r.assignee ? <bdi>{r.assignee}</bdi> : r.statusLabel ? t('reports.unassigned') : '—') },
        ]}
      />
      <More more={section.more} />
    </>
  )
}

/** The report's blocks, each a printable card with its heading. */
export function ReportSections({ sections }: { sections: ReportSection[] }) {
  return sections.map((section, i) => {
    const id = `block-${i}`
    return (
      <section key={id} aria-labelledby={id} className="report-block mt-6 rounded-lg border border-border bg-card p-4 sm:p-5" data-block={section.block}>
        <h2 id={id} className="text-xl font-semibold">
          {sectionTitle(section)}
        </h2>
        {section.block === 'pipeline' ? <Pipeline section={section} /> : null}
        {section.block === 'amounts' ? <Amounts section={section} /> : null}
        {section.block === 'success' ? <Success section={section} /> : null}
        {section.block === 'deadlines' ? <Deadlines section={section} /> : null}
      </section>
    )
  })
}

/** The filters, as a GET form: the URL holds them, so a filtered report can be bookmarked and shared with the team. */
export function FilterForm({ action, options, values, errors }: { action: string; options: ReportOptions; values: FilterValues; errors: ReportErrors }) {
  const funders = values.funder && !options.funders.includes(values.funder) ? [values.funder, ...options.funders] : options.funders
  // Open while filters are on, so the member sees what narrows the figures.
  const filtered = Boolean(values.from || values.to || values.funder || values.sector || values.assignee || values.status.length)
  return (
    <details className="report-filters mt-6 rounded-lg border border-border bg-card" open={Object.keys(errors).length > 0 || filtered || undefined}>
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">{t('reports.filters')}</summary>
      <Form method="get" action={action} className="grid gap-4 border-t border-border p-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('reports.filter.from')} id="from" name="from" type="date" defaultValue={values.from} error={errors.from} />
        <Field label={t('reports.filter.to')} id="to" name="to" type="date" defaultValue={values.to} error={errors.to} />
        <SelectField label={t('reports.filter.unit')} id="unit" defaultValue={values.unit} error={errors.unit}>
          {PERIOD_UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`reports.unit.${u}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('reports.filter.funder')} id="funder" defaultValue={values.funder} error={errors.funder}>
          <option value="">{t('reports.filter.allFunders')}</option>
          {funders.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('reports.filter.sector')} id="sector" defaultValue={values.sector} error={errors.sector}>
          <option value="">{t('reports.filter.allSectors')}</option>
          {[...SECTORS, OTHER_SECTOR].map((s) => (
            <option key={s} value={s}>
              {sectorName(s)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('reports.filter.assignee')} id="assignee" defaultValue={values.assignee} error={errors.assignee}>
          <option value="">{t('reports.filter.everyone')}</option>
          <option value={UNASSIGNED}>{t('reports.unassigned')}</option>
          {options.members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2 lg:col-span-3">
          <CheckboxGroup
            legend={t('reports.filter.status')}
            name="status"
            options={APPLICATION_STATUSES}
            label={applicationStatusLabel}
            checked={values.status}
            error={errors.status}
            hint={t('reports.filter.statusHint')}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit">{t('reports.filter.apply')}</Button>
          <Link to={action} className={buttonClass('ghost')}>
            {t('reports.filter.clear')}
          </Link>
        </div>
      </Form>
    </details>
  )
}

/** The filters carried by the save form, as they are in the URL. */
function HiddenFilters({ values }: { values: FilterValues }) {
  return (
    <>
      {(['from', 'to', 'funder', 'sector', 'assignee', 'unit'] as const).map((key) => (values[key] ? <input key={key} type="hidden" name={key} value={values[key]} /> : null))}
      {values.status.map((s) => (
        <input key={s} type="hidden" name="status" value={s} />
      ))}
    </>
  )
}

export type SaveFormState = { errors: ReportErrors; values: { name: string; blocks: string[]; groupBy: string }; filters: FilterValues } | null

/** Premium, admins and the owner: saves what is on the page as a custom report of chosen blocks and one grouping. */
export function SaveReportForm({
  action,
  filters,
  summary,
  state,
  count,
  max,
  pending,
}: {
  action: string
  filters: FilterValues
  summary: string[]
  state: SaveFormState
  count: number
  max: number
  pending: boolean
}) {
  const errors = state?.errors ?? {}
  // The filters travel as hidden fields: a problem with one is listed here, above the form.
  const { form: _, ...fieldErrors } = errors
  return (
    <Form method="post" action={action} className="mt-4 grid gap-4">
      <input type="hidden" name="intent" value="create" />
      <HiddenFilters values={state?.filters ?? filters} />
      <ErrorSummary errors={fieldErrors} fields={{ from: '', to: '', funder: '', sector: '', assignee: '', status: '', unit: '' }} />
      <p className="text-sm text-muted-foreground">
        {t('reports.custom.withFilters', { filters: summary.length ? summary.join(' · ') : t('reports.allApplications') })} {t('reports.custom.used', { count, max })}
      </p>
      <Field
        label={t('reports.custom.name')}
        id="name"
        name="name"
        defaultValue={state?.values.name ?? ''}
        maxLength={REPORT_LIMITS.nameMax}
        hint={lengthHint(REPORT_LIMITS.nameMax)}
        error={errors.name}
        required
      />
      <CheckboxGroup
        legend={t('reports.custom.blocks')}
        name="blocks"
        options={REPORT_BLOCKS}
        label={(b) => blockName(b as (typeof REPORT_BLOCKS)[number])}
        checked={state?.values.blocks ?? REPORT_BLOCKS}
        error={errors.blocks}
      />
      <SelectField label={t('reports.custom.groupBy')} id="groupBy" defaultValue={state?.values.groupBy ?? 'funder'} error={errors.groupBy}>
        {REPORT_GROUPS.map((g) => (
          <option key={g} value={g}>
            {t(`reports.group.${g}`)}
          </option>
        ))}
      </SelectField>
      <div>
        <Button type="submit" pending={pending} pendingText={t('reports.saving')}>
          {t('reports.custom.save')}
        </Button>
      </div>
    </Form>
  )
}

/** Free: what the reports hold, without a single figure, and the plans that include them. */
export function LockedPreview({ planName }: { planName: string }) {
  return (
    <section aria-labelledby="locked-heading" className="mt-6 rounded-lg border border-border bg-card p-5" data-testid="reports-locked">
      <h2 id="locked-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Lock aria-hidden size={20} />
        {t('reports.locked.title')}
      </h2>
      <p className="mt-2">{t('reports.locked.body', { plan: planName })}</p>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm">
        {REPORT_BLOCKS.map((b) => (
          <li key={b}>{blockName(b)}</li>
        ))}
        <li>{t('reports.locked.exports')}</li>
      </ul>
      {/* An illustration of a report: bars without any figure, for sighted members only. */}
      <div className="mt-5 space-y-3 rounded-md bg-muted p-4 opacity-60 blur-[1px]" aria-hidden="true">
        {[80, 55, 35, 20].map((w) => (
          <div key={w} className="flex items-center gap-3">
            <div className="h-3 w-24 rounded bg-border" />
            <div className="h-3 flex-1 rounded-full bg-card">
              <div className="report-bar h-3 rounded-full bg-primary" style={{ inlineSize: `${w}%` }} />
            </div>
          </div>
        ))}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/#pricing" className={buttonClass('default')}>
          {t('reports.locked.upgrade')}
        </Link>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">{t('reports.locked.premium')}</p>
    </section>
  )
}
