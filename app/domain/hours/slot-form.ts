import { z } from 'zod'
import { HOURS_SLOT_MINUTES } from '../../catalog/expert-membership.ts'
import { t } from '../../i18n/index.ts'
import { formatted, formInput, text } from '../shared/form-fields.ts'
import { parseLocalTime, slotTimeZones } from './slot-time.ts'

export const SLOT_LIMITS = { topic: 200, consultant: 120, place: 500 } as const
export const SLOT_FIELDS = ['startsAt', 'timeZone', 'minutes', 'topic', 'consultant', 'place'] as const
export type SlotField = (typeof SLOT_FIELDS)[number]

export interface SlotInput {
  startsAt: Date
  minutes: number
  topic: string
  consultant: string
  place: string
}

/**
 * The staff's slot form, read: the start as typed in a datetime-local field, in the chosen time
 * zone; a length from HOURS_SLOT_MINUTES; the topic, consultant and place (a video link or a place).
 * Every refusal names its field; a start in the past is refused too.
 */
export function parseSlotForm(form: FormData, now = new Date()): { ok: true; value: SlotInput } | { ok: false; errors: Partial<Record<SlotField, string>> } {
  const schema = z.object({
    startsAt: formatted(t('hours.admin.startsAtInvalid')).min(1, t('hours.admin.startsAtRequired')),
    timeZone: formatted(t('hours.admin.timeZoneInvalid')).refine((v) => slotTimeZones().includes(v), t('hours.admin.timeZoneInvalid')),
    minutes: formatted(t('hours.admin.minutesInvalid')).refine((v) => (HOURS_SLOT_MINUTES as readonly number[]).map(String).includes(v), t('hours.admin.minutesInvalid')),
    topic: text(t('hours.admin.topic'))
      .min(1, t('hours.admin.topicRequired'))
      .max(SLOT_LIMITS.topic, t('hours.admin.tooLong', { field: t('hours.admin.topic'), max: SLOT_LIMITS.topic })),
    consultant: text(t('hours.admin.consultant'))
      .min(1, t('hours.admin.consultantRequired'))
      .max(SLOT_LIMITS.consultant, t('hours.admin.tooLong', { field: t('hours.admin.consultant'), max: SLOT_LIMITS.consultant })),
    place: text(t('hours.admin.place'))
      .min(1, t('hours.admin.placeRequired'))
      .max(SLOT_LIMITS.place, t('hours.admin.tooLong', { field: t('hours.admin.place'), max: SLOT_LIMITS.place })),
  })
  const parsed = schema.safeParse(formInput(form, SLOT_FIELDS))
  const errors: Partial<Record<SlotField, string>> = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SlotField
      errors[field] ??= issue.message
    }
  }
  const raw = parsed.success ? parsed.data : null
  let startsAt: Date | null = null
  if (raw) {
    startsAt = parseLocalTime(raw.startsAt, raw.timeZone)
    if (!startsAt) errors.startsAt = t('hours.admin.startsAtInvalid')
    else if (startsAt <= now) errors.startsAt = t('hours.admin.startsAtPast')
  } else if (!errors.startsAt) {
    // The start could not be read in its zone while another field was wrong: say so too.
    const typed = form.get('startsAt')
    if (typeof typed === 'string' && typed.trim() && !parseLocalTime(typed.trim(), 'UTC')) errors.startsAt = t('hours.admin.startsAtInvalid')
  }
  if (!raw || !startsAt || Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, value: { startsAt, minutes: Number(raw.minutes), topic: raw.topic, consultant: raw.consultant, place: raw.place } }
}
