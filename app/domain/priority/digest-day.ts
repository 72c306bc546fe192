/** A UTC day as YYYY-MM-DD, and its bounds. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10)
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`)
export const dayEnd = (day: string) => new Date(dayStart(day).getTime() + 86_400_000)

/** The key of one expert's digest of one day: claimed once in scheduled_emails, sent once. */
export const digestKey = (userId: string, day: string) => `priority-digest:${userId}:${day}`

/** The `lookback` whole UTC days before `now`, newest first. */
export function daysBefore(now: Date, lookback: number): string[] {
  const today = dayStart(dayOf(now)).getTime()
  return Array.from({ length: lookback }, (_, i) => dayOf(new Date(today - (i + 1) * 86_400_000)))
}
