import { en, type MessageId } from './en.ts'

export type { MessageId }
export const LOCALE = 'en'

const catalogues: Record<string, Record<MessageId, string>> = { en }

/** Looks up a message by id and fills its {placeholders}. */
export function t(id: MessageId, params?: Record<string, string | number>, locale = LOCALE): string {
  const text = (catalogues[locale] ?? en)[id] ?? en[id]
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (_, key: string) => (key in params ? String(params[key]) : `{${key}}`))
}

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && value in en
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
/** "Mar 5, 2027" — the spec's short month/day/year form. Dates are calendar dates, shown in UTC. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value
  return dateFormat.format(date)
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US').format(value)
}

export function formatPercent(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)
}

export function formatUsd(value: number, options: { compact?: boolean } = {}): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: options.compact ? 1 : 0,
    notation: options.compact ? 'compact' : 'standard',
  }).format(value)
}
