import { z } from 'zod'
import { COUNTRY_CODES } from '../../catalog/countries.ts'
import { DATA_SAVER_CHOICES } from '../../catalog/data-saver.ts'
import { LANGUAGES } from '../../catalog/languages.ts'
import { OTHER_COUNTRY, OTHER_SECTORS_MAX, SECTORS } from '../../catalog/sectors.ts'
import { PROFILE_MAX } from '../../catalog/text-limits.ts'
import { sectorName } from '../../catalog/names.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { ALERT_TERMS, MATCH_ALERT_FREQUENCIES, ORG_TYPES } from '../../catalog/matching.ts'
import type { PlanId } from '../../catalog/plans.ts'
import { formatted, optionalHttpUrl, optionalText, optionalWholeNumber, text } from '../shared/form-fields.ts'
import { noContactDetails } from '../shared/no-contact-details.ts'
import { optionalYearFounded } from '../organization-directory/year-founded.ts'

/** A country's ISO code, or Other. */
const COUNTRY_CHOICES = [...COUNTRY_CODES, OTHER_COUNTRY]
const choice = (options: readonly string[]) =>
  formatted(t('profile.choiceInvalid'))
    .refine((v) => v === '' || options.includes(v), t('profile.choiceInvalid'))
    .transform((v) => v || null)

export const profileSchema = perLanguage(() =>
  z.object({
    name: text(t('profile.name')).min(2, t('profile.nameInvalid')).max(PROFILE_MAX.name, t('validation.nameMax')).refine(noContactDetails, t('validation.nameContact')),
    country: choice(COUNTRY_CHOICES),
    language: z.enum(LANGUAGES, t('profile.choiceInvalid')),
  }),
)

export const organizationSchema = perLanguage(() =>
  z
    .object({
      orgName: text(t('profile.orgName')).min(2, t('profile.orgNameInvalid')).max(PROFILE_MAX.orgName, t('profile.orgNameTooLong')).refine(noContactDetails, t('validation.orgNameContact')),
      sector: choice(SECTORS),
      /** Checkboxes: the sectors it also works in besides the main one (ADR 056), at most OTHER_SECTORS_MAX, none twice. */
      otherSectors: z
        .array(z.enum(SECTORS, t('profile.choiceInvalid')), t('profile.choiceInvalid'))
        .refine((list) => new Set(list).size === list.length, t('profile.choiceInvalid'))
        .refine((list) => list.length <= OTHER_SECTORS_MAX, t('profile.otherSectorsTooMany', { max: OTHER_SECTORS_MAX })),
      country: choice(COUNTRY_CHOICES),
      mission: optionalText(t('profile.mission'), PROFILE_MAX.mission, t('profile.missionTooLong'), 'lines'),
      programAreas: optionalText(t('profile.programAreas'), PROFILE_MAX.programAreas, t('profile.programAreasTooLong'), 'lines'),
      website: optionalHttpUrl(t('profile.websiteInvalid')),
      registrationNumber: optionalText(t('profile.registrationNumber'), PROFILE_MAX.registrationNumber, t('profile.registrationTooLong')),
      yearFounded: optionalYearFounded(),
      orgType: choice(ORG_TYPES),
      annualBudgetUsd: optionalWholeNumber(t('profile.budgetInvalid'), t('validation.amountTooLarge', { field: t('profile.annualBudget') })),
      /** Checkboxes: every checked language (the form sends one value per box). */
      languages: z.array(z.enum(LANGUAGES, t('profile.choiceInvalid')), t('profile.choiceInvalid')).max(LANGUAGES.length, t('profile.choiceInvalid')),
    })
    .superRefine((org, ctx) => {
      // The main sector is the first of the organization's sectors: others need one, and never repeat it.
      if (org.otherSectors.length && !org.sector) ctx.addIssue({ code: 'custom', path: ['otherSectors'], message: t('profile.otherSectorsNeedMain') })
      else if (org.sector && org.otherSectors.includes(org.sector as (typeof SECTORS)[number]))
        ctx.addIssue({ code: 'custom', path: ['otherSectors'], message: t('profile.otherSectorsRepeatMain', { sector: sectorName(org.sector) }) })
    }),
)

export const preferencesSchema = perLanguage(() =>
  z.object({
    theme: z.enum(['light', 'dark', 'system'], t('profile.choiceInvalid')),
    /** Absent (a page sent before the choice existed): left as it is. */
    dataSaver: z.enum(DATA_SAVER_CHOICES, t('profile.choiceInvalid')).optional(),
    emailDeadlineReminders: z.boolean(),
    /** New-match alerts, as the plan allows (ALERT_TERMS): Free weekly or off; paid plans also daily and instant. */
    matchAlertFrequency: z.enum(MATCH_ALERT_FREQUENCIES, t('profile.choiceInvalid')),
  }),
)

/** Whether the plan offers this alert frequency (Free: weekly or off). */
export function alertFrequencyAllowed(plan: PlanId, frequency: string): boolean {
  return (ALERT_TERMS[plan].matchAlerts as readonly string[]).includes(frequency)
}
