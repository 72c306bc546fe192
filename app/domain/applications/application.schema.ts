import { z } from 'zod'
import { t } from '../../i18n/index.ts'
import { APPLICATION_STATUSES } from './application-status.ts'

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => v || null)

/** The tracking form: status, submission date, amount awarded and notes. */
export const applicationUpdateSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  submissionDate: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), t('application.dateInvalid'))
    .refine((v) => v === '' || v <= new Date().toISOString().slice(0, 10), t('application.dateFuture'))
    .transform((v) => v || null),
  amountAwarded: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{1,12}$/.test(v.replace(/,/g, '')), t('application.amountInvalid'))
    .transform((v) => (v ? Number(v.replace(/,/g, '')) : null)),
  notes: optionalText(5000, t('application.notesTooLong')),
})
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>
