import { currentLanguage } from '../../i18n/index.ts'
import { INTL_LOCALES } from '../../i18n/languages.ts'
import { DATE_YEARS } from '../shared/form-fields.ts'

/** The wall-clock time in `timeZone` at `at`, as if it were UTC. */
function wallClock(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second))
}

export function isTimeZone(value: string): boolean {
  if (!value) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** The zones staff choose from when they publish a slot: Africa's, and UTC. */
export function slotTimeZones(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone.startsWith('Africa/'))]
}

/**
 * "2027-03-10T09:00" (a datetime-local field) read as a time in `timeZone`, or null when it is not
 * a real time. The zone's offset at that moment is applied (twice, for a day the clocks change).
 */
export function parseLocalTime(value: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value)
  if (!m || !isTimeZone(timeZone)) return null
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0))
  if (year < DATE_YEARS.min || year > DATE_YEARS.max || hour > 23 || minute > 59 || second > 59) return null
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  const check = new Date(wall)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  let at = wall - (wallClock(new Date(wall), timeZone) - wall)
  at = wall - (wallClock(new Date(at), timeZone) - at)
  return new Date(at)
}

/** "Wed, Mar 10, 2027, 9:00 AM GMT+3": a session's time in the reader's language and time zone, the zone named. */
export function formatSlotTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[currentLanguage()], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: isTimeZone(timeZone) ? timeZone : 'UTC',
  }).format(at)
}

/** "1.5 hours", "1,5 heures": minutes as hours in the reader's language. */
export function formatHours(minutes: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[currentLanguage()], { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 2 }).format(minutes / 60)
}

/** A place that is a web address is shown as a link; anything else as text. */
export const isWebAddress = (place: string) => /^https:\/\/[^\s]+$/i.test(place)
