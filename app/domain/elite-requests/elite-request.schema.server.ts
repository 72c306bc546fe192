import { z } from 'zod'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, isCalendarDate, text } from '../shared/form-fields.ts'
import { ELITE_REQUEST_LIMITS } from './elite-request-limits.ts'

const line = (label: string, required: string) =>
  text(label)
    .min(2, required)
    .max(ELITE_REQUEST_LIMITS.line, t('eliteRequests.tooLong', { max: ELITE_REQUEST_LIMITS.line }))
const purpose = (label: string) =>
  text(label, 'lines')
    .min(ELITE_REQUEST_LIMITS.purpose.min, t('eliteRequests.purposeShort', { min: ELITE_REQUEST_LIMITS.purpose.min }))
    .max(ELITE_REQUEST_LIMITS.purpose.max, t('eliteRequests.tooLong', { max: ELITE_REQUEST_LIMITS.purpose.max }))

/** A site visit: the organization and place, its purpose and the dates the expert prefers. */
export const siteVisitSchema = perLanguage(() =>
  z.object({
    organization: line(t('eliteRequests.organization'), t('eliteRequests.organizationRequired')),
    place: line(t('eliteRequests.place'), t('eliteRequests.placeRequired')),
    preferredDates: line(t('eliteRequests.preferredDates'), t('eliteRequests.preferredDatesRequired')),
    purpose: purpose(t('eliteRequests.visitPurpose')),
  }),
)

/** A funder introduction: a funder Harambee knows (checked against the grants in the action), and why. */
export const introductionSchema = perLanguage(() =>
  z.object({
    funder: formatted(t('eliteRequests.funderRequired')).min(1, t('eliteRequests.funderRequired')).max(200, t('eliteRequests.funderRequired')),
    purpose: purpose(t('eliteRequests.introductionPurpose')),
  }),
)

/** Staff's day for a scheduled request (YYYY-MM-DD). */
export const scheduleSchema = perLanguage(() =>
  z.object({
    scheduledFor: formatted(t('eliteRequests.admin.dateRequired')).refine(isCalendarDate, t('eliteRequests.admin.dateRequired')),
  }),
)

/** Staff's reason for declining, sent to the expert. */
export const declineSchema = perLanguage(() =>
  z.object({
    reason: text(t('eliteRequests.admin.reason'), 'lines')
      .min(ELITE_REQUEST_LIMITS.reason.min, t('eliteRequests.admin.reasonRequired', { min: ELITE_REQUEST_LIMITS.reason.min, max: ELITE_REQUEST_LIMITS.reason.max }))
      .max(ELITE_REQUEST_LIMITS.reason.max, t('eliteRequests.admin.reasonRequired', { min: ELITE_REQUEST_LIMITS.reason.min, max: ELITE_REQUEST_LIMITS.reason.max })),
  }),
)
