import { z } from 'zod'
import { COUNTRY_CODES } from '../../catalog/countries.ts'
import { LANGUAGES } from '../../catalog/languages.ts'
import { OTHER_COUNTRY, SECTORS } from '../../catalog/sectors.ts'
import { PROFILE_MAX } from '../../catalog/text-limits.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, optionalHttpUrl, optionalText, text } from '../shared/form-fields.ts'

/** A country's ISO code, or Other. */
const COUNTRY_CHOICES = [...COUNTRY_CODES, OTHER_COUNTRY]
const choice = (options: readonly string[]) =>
  formatted(t('profile.choiceInvalid'))
    .refine((v) => v === '' || options.includes(v), t('profile.choiceInvalid'))
    .transform((v) => v || null)

export const profileSchema = perLanguage(() =>
  z.object({
    name: text(t('profile.name')).min(2, t('profile.nameInvalid')).max(PROFILE_MAX.name, t('validation.nameMax')),
    country: choice(COUNTRY_CHOICES),
    language: z.enum(LANGUAGES, t('profile.choiceInvalid')),
  }),
)

export const organizationSchema = perLanguage(() =>
  z.object({
    orgName: text(t('profile.orgName')).min(2, t('profile.orgNameInvalid')).max(PROFILE_MAX.orgName, t('profile.orgNameTooLong')),
    sector: choice(SECTORS),
    country: choice(COUNTRY_CHOICES),
    mission: optionalText(t('profile.mission'), PROFILE_MAX.mission, t('profile.missionTooLong'), 'lines'),
    programAreas: optionalText(t('profile.programAreas'), PROFILE_MAX.programAreas, t('profile.programAreasTooLong'), 'lines'),
    website: optionalHttpUrl(t('profile.websiteInvalid')),
    registrationNumber: optionalText(t('profile.registrationNumber'), PROFILE_MAX.registrationNumber, t('profile.registrationTooLong')),
  }),
)

export const preferencesSchema = perLanguage(() =>
  z.object({
    theme: z.enum(['light', 'dark', 'system'], t('profile.choiceInvalid')),
    emailDeadlineReminders: z.boolean(),
    emailWeeklyDigest: z.boolean(),
  }),
)
