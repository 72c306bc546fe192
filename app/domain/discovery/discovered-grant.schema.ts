import { z } from 'zod'
import { COUNTRY_CODES } from '../../catalog/countries.ts'
import { APPLICANT_TYPES } from '../../catalog/matching.ts'
import { USD_RATES } from '../../catalog/exchange-rates.ts'
import { GRANT_REGIONS, LANGUAGES, SECTORS } from '../../catalog/sectors.ts'
import { ADMIN_GRANT_MAX } from '../../catalog/text-limits.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { choiceOr, fieldName, formatted, optionalApplicationUrl, optionalDate, optionalText, optionalWholeNumber, text } from '../shared/form-fields.ts'
import { FOREIGN_APPLICANT_CHOICES, FUNDER_MAX, REJECT_REASON } from './discovered-grant-fields.ts'

const amount = (label: string) => optionalWholeNumber(t('discovery.grant.amountInvalid'), t('validation.amountTooLarge', { field: fieldName(label) }))
const CURRENCIES = Object.keys(USD_RATES)
/** Each choice once, however often a form repeats it. */
/** Countries by ISO code, each once. */
const countries = () => z.array(z.string({ error: t('discovery.grant.choiceInvalid') }).refine((v) => COUNTRY_CODES.includes(v), t('discovery.grant.choiceInvalid'))).transform((v) => [...new Set(v)])
const choices = <T extends string>(options: readonly [T, ...T[]]) => z.array(z.enum(options, t('discovery.grant.choiceInvalid'))).transform((v) => [...new Set(v)])

/**
 * A discovered grant as the reviewer edits it before publishing: the admin add-grant form's rules
 * (spec §5; title 5–200, description 20–2000, the same lengths and formats), plus the fields the
 * discovery queue keeps (amounts and currency, rolling deadline, countries, regions, sectors).
 */
export const discoveredGrantSchema = perLanguage(() =>
  z
    .object({
      title: text(t('admin.grantTitle')).min(5, t('admin.grantTitleMin')).max(ADMIN_GRANT_MAX.title, t('admin.grantTitleMax')),
      funderName: optionalText(t('discovery.grant.funder'), FUNDER_MAX, t('discovery.grant.funderMax')),
      description: text(t('admin.grantDescription'), 'lines').min(20, t('admin.grantDescriptionMin')).max(ADMIN_GRANT_MAX.description, t('admin.grantDescriptionMax')),
      language: choiceOr(LANGUAGES, 'en', t('admin.grantLanguageInvalid')),
      fundingAmount: optionalText(t('admin.grantAmount'), ADMIN_GRANT_MAX.fundingAmount, t('admin.grantAmountMax')),
      amountMin: amount(t('discovery.grant.amountMin')),
      amountMax: amount(t('discovery.grant.amountMax')),
      // A currency the rate table knows, by its ISO code, or none.
      currency: formatted(t('discovery.grant.currencyInvalid'))
        .refine((v) => v === '' || CURRENCIES.includes(v), t('discovery.grant.currencyInvalid'))
        .transform((v) => v || null),
      deadline: optionalDate(t('admin.grantDeadlineInvalid')),
      // A checkbox: "on" when ticked, nothing when not.
      isRolling: formatted(t('discovery.grant.rollingInvalid'))
        .refine((v) => v === '' || v === 'on', t('discovery.grant.rollingInvalid'))
        .transform((v) => v === 'on'),
      countryScope: optionalText(t('admin.grantCountryScope'), ADMIN_GRANT_MAX.countryScope, t('admin.grantCountryScopeMax')),
      applicationUrl: optionalApplicationUrl(t('admin.grantUrlInvalid')),
      countryCodes: countries(),
      geographicFocus: choices(GRANT_REGIONS),
      sectors: choices(SECTORS),
      // Who may apply (issue 25 §6): the types by id, foreign applicants not stated / yes / no, the countries by ISO code.
      applicantTypes: choices(APPLICANT_TYPES),
      foreignApplicants: formatted(t('discovery.grant.choiceInvalid'))
        .refine((v) => (FOREIGN_APPLICANT_CHOICES as readonly string[]).includes(v), t('discovery.grant.choiceInvalid'))
        .transform((v) => (v === '' ? null : v === 'yes')),
      eligibleCountries: countries(),
    })
    .refine((v) => v.amountMin === null || v.amountMax === null || v.amountMax >= v.amountMin, { message: t('discovery.grant.amountOrder'), path: ['amountMax'] }),
)
export type DiscoveredGrantEdit = z.infer<typeof discoveredGrantSchema>

/** A rejection needs its reason: the queue keeps it, and the audit log. */
export const rejectSchema = perLanguage(() =>
  z.object({
    reason: text(t('discovery.grant.rejectReason'), 'lines').min(REJECT_REASON.min, t('discovery.grant.rejectReasonRequired')).max(REJECT_REASON.max, t('discovery.grant.rejectReasonMax')),
  }),
)
