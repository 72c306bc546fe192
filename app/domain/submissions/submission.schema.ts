import { z } from 'zod'
import { GEOGRAPHIC_FOCUS, SECTORS } from '../../catalog/sectors.ts'
import { t } from '../../i18n/index.ts'
import { httpUrl, optionalDate, optionalText, optionalWholeNumber } from '../shared/form-fields.ts'

const amount = optionalWholeNumber(t('submit.amountInvalid'))

/** Spec §5 User grant submission, with the spec's messages. */
export const submissionSchema = z
  .object({
    title: z.string().trim().min(10, t('submit.titleMin')).max(200, t('submit.titleMax')),
    description: z.string().trim().min(50, t('submit.descriptionMin')).max(2000, t('submit.descriptionMax')),
    funderName: z.string().trim().min(2, t('submit.funderRequired')).max(200, t('submit.funderMax')),
    applicationUrl: httpUrl(t('submit.urlInvalid')),
    deadline: optionalDate(t('submit.deadlineInvalid')),
    amountMin: amount,
    amountMax: amount,
    eligibilityCriteria: optionalText(1000, t('submit.eligibilityMax')),
    sectors: z.array(z.enum(SECTORS)),
    geographicFocus: z.array(z.enum(GEOGRAPHIC_FOCUS)),
  })
  .refine((v) => v.amountMin === null || v.amountMax === null || v.amountMax >= v.amountMin, { message: t('submit.amountOrder'), path: ['amountMax'] })
export type SubmissionInput = z.infer<typeof submissionSchema>

/** Reads the form, with its multi-selects, into the shape the schema checks. */
export function submissionFromForm(form: FormData) {
  const one = (key: string) => String(form.get(key) ?? '')
  return {
    title: one('title'),
    description: one('description'),
    funderName: one('funderName'),
    applicationUrl: one('applicationUrl'),
    deadline: one('deadline'),
    amountMin: one('amountMin'),
    amountMax: one('amountMax'),
    eligibilityCriteria: one('eligibilityCriteria'),
    sectors: form.getAll('sectors').map(String),
    geographicFocus: form.getAll('geographicFocus').map(String),
  }
}
