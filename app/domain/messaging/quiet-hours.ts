import { QUIET_HOURS } from '../../catalog/messaging.ts'

/** The wall-clock time in `timeZone` at `at`, as if it were UTC (so date arithmetic stays simple). */
function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)))
}

/**
 * When a message may go: null when `at` is outside the quiet hours of the member's time zone (it
 * goes now), else the end of the quiet hours (07:00 there).
 */
export function quietUntil(at: Date, timeZone: string): Date | null {
  const local = wallClock(at, timeZone)
  const hour = local.getUTCHours()
  if (hour >= QUIET_HOURS.until && hour < QUIET_HOURS.from) return null
  const morning = new Date(local)
  morning.setUTCHours(QUIET_HOURS.until, 0, 0, 0)
  if (hour >= QUIET_HOURS.from) morning.setUTCDate(morning.getUTCDate() + 1)
  // The zone's offset at `at`, applied back: African zones keep one offset through the night.
  return new Date(at.getTime() + (morning.getTime() - local.getTime()))
}
