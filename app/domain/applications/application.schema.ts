import { z } from 'zod'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, isCalendarDate, optionalText, optionalWholeNumber } from '../shared/form-fields.ts'
import { APPLICATION_STATUSES } from './application-status.ts'

/** The tracking form: status, submission date, amount awarded and notes. */
export const applicationUpdateSchema = perLanguage(() =>
  z.object({
    status: z.enum(APPLICATION_STATUSES, t('application.statusInvalid')),
    submissionDate: formatted(t('application.dateInvalid'))
      .refine((v) => v === '' || isCalendarDate(v), t('application.dateInvalid'))
      .refine((v) => v === '' || v <= new Date().toISOString().slice(0, 10), t('application.dateFuture'))
      .transform((v) => v || null),
    amountAwarded: optionalWholeNumber(t('application.amountInvalid'), t('validation.amountTooLarge', { field: t('application.amountAwarded') })),
    notes: optionalText(t('application.notes'), 5000, t('application.notesTooLong'), 'lines'),
  }),
)
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>
