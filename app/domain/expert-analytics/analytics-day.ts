/** The UTC calendar day of `now` as the counters store it ('2026-11-30'). */
export const analyticsDay = (now: Date) => now.toISOString().slice(0, 10)

/** The last `count` UTC months up to and including the month of `now`, oldest first ('2025-12' … '2026-11'). */
export function lastMonths(now: Date, count: number): string[] {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth()
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - (count - 1 - i), 1)).toISOString().slice(0, 7))
}
