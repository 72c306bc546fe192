import { z } from 'zod'
import { GEOGRAPHIC_FOCUS, LANGUAGES, SECTORS } from '../../catalog/sectors.ts'
import { SUBMISSION_MAX } from '../../catalog/text-limits.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { choiceOr, fieldName, httpUrl, optionalDate, optionalText, optionalWholeNumber, text } from '../shared/form-fields.ts'

const amount = (label: string) => optionalWholeNumber(t('submit.amountInvalid'), t('validation.amountTooLarge', { field: fieldName(label) }))

/** Spec §5 User grant submission, with the spec's messages. */
export const submissionSchema = perLanguage(() =>
  z
    .object({
      title: text(t('submit.grantTitle')).min(10, t('submit.titleMin')).max(SUBMISSION_MAX.title, t('submit.titleMax')),
      description: text(t('submit.description'), 'lines').min(50, t('submit.descriptionMin')).max(SUBMISSION_MAX.description, t('submit.descriptionMax')),
      funderName: text(t('submit.funderName')).min(2, t('submit.funderRequired')).max(SUBMISSION_MAX.funderName, t('submit.funderMax')),
      applicationUrl: httpUrl(t('submit.urlInvalid')),
      deadline: optionalDate(t('submit.deadlineInvalid')),
      amountMin: amount(t('submit.amountMin')),
      amountMax: amount(t('submit.amountMax')),
      eligibilityCriteria: optionalText(t('submit.eligibility'), SUBMISSION_MAX.eligibilityCriteria, t('submit.eligibilityMax'), 'lines'),
      // Each choice once, however often a form repeats it.
      sectors: z.array(z.enum(SECTORS, t('submit.choiceInvalid'))).transform((v) => [...new Set(v)]),
      geographicFocus: z.array(z.enum(GEOGRAPHIC_FOCUS, t('submit.choiceInvalid'))).transform((v) => [...new Set(v)]),
      language: choiceOr(LANGUAGES, 'en', t('submit.languageInvalid')),
    })
    .refine((v) => v.amountMin === null || v.amountMax === null || v.amountMax >= v.amountMin, { message: t('submit.amountOrder'), path: ['amountMax'] }),
)
export type SubmissionInput = z.infer<typeof submissionSchema>

/** Reads the form, with its multi-selects, into the shape the schema checks (a file part stays a File, so the schema refuses it). */
export function submissionFromForm(form: FormData) {
  const one = (key: string) => form.get(key) ?? ''
  return {
    title: one('title'),
    description: one('description'),
    funderName: one('funderName'),
    applicationUrl: one('applicationUrl'),
    deadline: one('deadline'),
    amountMin: one('amountMin'),
    amountMax: one('amountMax'),
    eligibilityCriteria: one('eligibilityCriteria'),
    language: one('language'),
    sectors: form.getAll('sectors'),
    geographicFocus: form.getAll('geographicFocus'),
  }
}

/** What the member typed, to show back in the form: a file part shows as nothing. */
export function typedSubmission(input: ReturnType<typeof submissionFromForm>) {
  const { sectors, geographicFocus, ...rest } = input
  const one = (v: FormDataEntryValue) => (typeof v === 'string' ? v : '')
  return { ...(Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, one(v)])) as Record<keyof typeof rest, string>), sectors: sectors.map(one), geographicFocus: geographicFocus.map(one) }
}
