import type { PeriodUnit } from '../../catalog/reports.ts'
import { currentLanguage, t } from '../../i18n/index.ts'
import { INTL_LOCALES } from '../../i18n/languages.ts'

/**
 * The first day of the period a day falls in (YYYY-MM-DD), as PostgreSQL's date_trunc(unit, day)
 * gives it: the month's 1st, the quarter's first month (January, April, July, October), January 1st.
 */
export function periodStart(day: string, unit: PeriodUnit): string {
  const [year, month] = day.split('-').map(Number)
  if (unit === 'year') return `${year}-01-01`
  const first = unit === 'quarter' ? Math.floor((month - 1) / 3) * 3 + 1 : month
  return `${year}-${String(first).padStart(2, '0')}-01`
}

/** The start of the period after the one starting on `start`. */
export function nextPeriod(start: string, unit: PeriodUnit): string {
  const [year, month] = start.split('-').map(Number)
  const months = unit === 'month' ? 1 : unit === 'quarter' ? 3 : 12
  const index = year * 12 + (month - 1) + months
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
}

/**
 * Every period from the one holding `first` to the one holding `last`, oldest first, so a report
 * shows the quiet periods between busy ones as zero. Null when there would be more than `max`.
 */
export function periodsBetween(first: string, last: string, unit: PeriodUnit, max = 120): string[] | null {
  const end = periodStart(last, unit)
  const out: string[] = []
  for (let start = periodStart(first, unit); start <= end; start = nextPeriod(start, unit)) {
    if (out.length === max) return null
    out.push(start)
  }
  return out
}

/** A period in the current language: "March 2026", "Q1 2026", "2026". */
export function periodLabel(start: string, unit: PeriodUnit): string {
  const [year, month] = start.split('-').map(Number)
  if (unit === 'quarter') return t('reports.quarter', { quarter: Math.floor((month - 1) / 3) + 1, year })
  const date = new Date(Date.UTC(year, month - 1, 1))
  const options: Intl.DateTimeFormatOptions = unit === 'month' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { year: 'numeric', timeZone: 'UTC' }
  return new Intl.DateTimeFormat(INTL_LOCALES[currentLanguage()], options).format(date)
}
