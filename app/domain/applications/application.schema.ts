import { z } from 'zod'
import { t } from '../../i18n/index.ts'
import { optionalText, optionalWholeNumber } from '../shared/form-fields.ts'
import { APPLICATION_STATUSES } from './application-status.ts'

/** The tracking form: status, submission date, amount awarded and notes. */
export const applicationUpdateSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  submissionDate: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), t('application.dateInvalid'))
    .refine((v) => v === '' || v <= new Date().toISOString().slice(0, 10), t('application.dateFuture'))
    .transform((v) => v || null),
  amountAwarded: optionalWholeNumber(t('application.amountInvalid')),
  notes: optionalText(5000, t('application.notesTooLong')),
})
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>
