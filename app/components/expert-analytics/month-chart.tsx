import { formatMonth, t } from '../../i18n/index.ts'

export interface MonthValue {
  /** 'YYYY-MM'. */
  month: string
  /** Null when the month has no value (an acceptance rate without any answer): no bar, and a word for it. */
  value: number | null
  /** The value as the reader reads it (Intl, in the request's language). */
  text: string
}

/** A bar's length in percent of the chart's largest value; a value above zero is never drawn as nothing. */
export function barShare(value: number | null, max: number): number {
  if (!value || value <= 0 || max <= 0) return 0
  return Math.max(2, Math.round((value / max) * 100))
}

/**
 * A month-by-month bar chart drawn on the server with CSS only (issue 28 §2, ADR 073): one row per
 * month, its bar as long as its share of the largest month (inline-size, so it grows from the
 * reading side in Arabic too), the figure written beside it. The bars are for the eye; the same
 * figures are a table behind <details>, which opens without JavaScript, for screen readers and
 * anyone who wants them as one.
 */
export function MonthChart({ id, title, help, total, rows }: { id: string; title: string; help: string; total: string; rows: readonly MonthValue[] }) {
  const max = Math.max(0, ...rows.map((r) => r.value ?? 0))
  return (
    <figure className="min-w-0 rounded-lg border border-border bg-card p-4" aria-labelledby={`${id}-title`} data-testid={`chart-${id}`}>
      <figcaption>
        <h2 id={`${id}-title`} className="font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-2xl font-bold tabular-nums">{total}</p>
        <p className="mt-1 text-sm text-muted-foreground">{help}</p>
      </figcaption>
      <ol className="mt-4 space-y-1.5" aria-hidden="true">
        {rows.map((r) => (
          <li key={r.month} className="grid grid-cols-[4.75rem_minmax(0,1fr)_auto] items-center gap-2 text-xs">
            <span className="truncate text-muted-foreground">{formatMonth(r.month)}</span>
            <span className="block h-3 rounded-full bg-muted">
              <span className="block h-3 rounded-full bg-primary" style={{ inlineSize: `${barShare(r.value, max)}%` }} />
            </span>
            <span className="min-w-[4ch] text-end tabular-nums">{r.text}</span>
          </li>
        ))}
      </ol>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-primary underline">{t('expertAnalytics.showTable', { title })}</summary>
        <table className="mt-2 w-full text-start">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 text-start font-medium">
                {t('expertAnalytics.month')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {title}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month} className="border-b border-border last:border-0">
                <th scope="row" className="py-1 text-start font-normal">
                  {formatMonth(r.month, 'long')}
                </th>
                <td className="py-1 text-end tabular-nums">{r.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
