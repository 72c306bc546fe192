import { z } from 'zod'
import { isCountryCode } from '../../catalog/countries.ts'
import { OFFICERS_MAX, WIZARD_MAX } from '../../catalog/text-limits.ts'
import type { Officer } from '../../db/schema/verification.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, text } from '../shared/form-fields.ts'
import { OFFICER_FIELDS, type OfficerField, officerField } from './officer-fields.ts'

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value)

/** One person, as saved: name and role required, nationality and year of birth optional (they tell namesakes apart). */
export const OFFICER_SCHEMA = perLanguage(() =>
  z.object({
    name: text(t('wizard.officerName')).min(2, t('wizard.officerNameRequired')).max(WIZARD_MAX.officerName, t('wizard.officerNameMax')),
    role: text(t('wizard.officerRole')).min(2, t('wizard.officerRoleRequired')).max(WIZARD_MAX.officerRole, t('wizard.officerRoleMax')),
    // Empty means not given. Anything else must be a code of the list / a four-digit year, each with its own message.
    nationality: z.preprocess(
      blankToNull,
      formatted(t('wizard.officerNationalityInvalid'))
        .refine((v) => isCountryCode(v), t('wizard.officerNationalityInvalid'))
        .nullable(),
    ),
    birthYear: z.preprocess(
      blankToNull,
      z
        .union([z.number(), z.string()], { error: t('wizard.officerBirthYearInvalid') })
        .refine((year) => (typeof year === 'number' ? Number.isInteger(year) : /^\d{4}$/.test(year)), t('wizard.officerBirthYearInvalid'))
        .transform(Number)
        .refine((year) => year >= 1900 && year <= new Date().getUTCFullYear(), t('wizard.officerBirthYearInvalid'))
        .nullable(),
    ),
    publish: z.boolean(),
  }),
)

/** The saved list: at least one person, at most OFFICERS_MAX (validated again at submission). */
export const OFFICERS_SCHEMA = perLanguage(() => ({
  list: z
    .array(OFFICER_SCHEMA as unknown as z.ZodType<Officer>, { error: t('wizard.officersRequired') })
    .min(1, t('wizard.officersRequired'))
    .max(OFFICERS_MAX, t('wizard.officersTooMany', { max: OFFICERS_MAX })),
}))

const field = (input: Record<string, unknown>, row: number, name: OfficerField) => {
  const value = input[officerField(row, name)]
  return typeof value === 'string' ? value : value === undefined ? '' : value
}

/**
 * The people a Leadership form sent: each row with anything typed is one person (an empty row is
 * skipped), each field's message keyed by its own field (`officers.2.role`), so the form shows it
 * beside that field and keeps what was typed.
 */
export function readOfficers(input: Record<string, unknown>): { officers: Officer[]; errors: Record<string, string> } {
  const officers: Officer[] = []
  const errors: Record<string, string> = {}
  for (let row = 0; row < OFFICERS_MAX; row++) {
    const typed = OFFICER_FIELDS.filter((f) => f !== 'publish').map((f) => field(input, row, f))
    if (typed.every((v) => typeof v === 'string' && !v.trim())) continue
    const parsed = OFFICER_SCHEMA.safeParse({
      name: field(input, row, 'name'),
      role: field(input, row, 'role'),
      nationality: field(input, row, 'nationality'),
      birthYear: typeof field(input, row, 'birthYear') === 'string' ? String(field(input, row, 'birthYear')).trim() : field(input, row, 'birthYear'),
      publish: field(input, row, 'publish') === 'on',
    })
    if (parsed.success) officers.push(parsed.data as Officer)
    else for (const issue of parsed.error.issues) errors[officerField(row, String(issue.path[0]) as OfficerField)] ??= issue.message
  }
  if (!officers.length && !Object.keys(errors).length) errors[officerField(0, 'name')] = t('wizard.officersRequired')
  return { officers, errors }
}
