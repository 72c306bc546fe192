import { z } from 'zod'
import { NETWORKING_EVENT_MAX_CAPACITY } from '../../catalog/expert-membership.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, optionalHttpUrl, optionalText, text } from '../shared/form-fields.ts'
import { EVENT_LIMITS } from './event-limits.ts'

/** A moment as a datetime-local field sends it ("2026-12-03T14:00"), read as UTC. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/
export function parseUtcDateTime(value: string): Date | null {
  const m = DATE_TIME.exec(value)
  if (!m) return null
  const [year, month, day, hour, minute] = m.slice(1).map(Number)
  if (year < 2000 || year > 2200) return null
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCHours() === hour && date.getUTCMinutes() === minute ? date : null
}
/** The value a datetime-local field shows for a moment (UTC). */
export const utcDateTimeValue = (date: Date) => date.toISOString().slice(0, 16)

const moment = (message: string) =>
  formatted(message)
    .refine((v) => parseUtcDateTime(v) !== null, message)
    .transform((v) => parseUtcDateTime(v) as Date)

/** Staff's event form (ADR 077): words, start and end (UTC), a link or a place (or both), and how many may come. */
export const eventSchema = perLanguage(() =>
  z
    .object({
      title: text(t('events.form.title'))
        .min(3, t('events.form.titleRequired'))
        .max(EVENT_LIMITS.title, t('events.form.tooLong', { max: EVENT_LIMITS.title })),
      description: text(t('events.form.description'), 'lines')
        .min(10, t('events.form.descriptionRequired'))
        .max(EVENT_LIMITS.description, t('events.form.tooLong', { max: EVENT_LIMITS.description })),
      startsAt: moment(t('events.form.startsAtInvalid')),
      endsAt: moment(t('events.form.endsAtInvalid')),
      onlineUrl: optionalHttpUrl(t('events.form.onlineUrlInvalid')),
      place: optionalText(t('events.form.place'), EVENT_LIMITS.place, t('events.form.tooLong', { max: EVENT_LIMITS.place })),
      capacity: formatted(t('events.form.capacityInvalid', { max: NETWORKING_EVENT_MAX_CAPACITY }))
        .refine((v) => /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= NETWORKING_EVENT_MAX_CAPACITY, t('events.form.capacityInvalid', { max: NETWORKING_EVENT_MAX_CAPACITY }))
        .transform(Number),
    })
    .superRefine((v, ctx) => {
      if (v.endsAt <= v.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: t('events.form.endsBeforeStart') })
      if (!v.onlineUrl && !v.place) ctx.addIssue({ code: 'custom', path: ['place'], message: t('events.form.whereRequired') })
    }),
)
export type EventInput = z.output<typeof eventSchema>
