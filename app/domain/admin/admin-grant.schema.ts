import { z } from 'zod'
import { COUNTRY_CODES } from '../../catalog/countries.ts'
import { APPLICANT_TYPES } from '../../catalog/matching.ts'
import { SECTORS } from '../../catalog/sectors.ts'
import { ADMIN_GRANT_MAX } from '../../catalog/text-limits.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { LANGUAGES } from '../../catalog/sectors.ts'
import { choiceOr, formatted, optionalDate, optionalHttpUrl, optionalText as optional, text } from '../shared/form-fields.ts'
import { FOREIGN_APPLICANT_CHOICES } from '../discovery/discovered-grant-fields.ts'

/** Several of `options` (ticked boxes, a multiple select), each once however often the form repeats it. */
const someOf = (options: readonly string[], message: string) => z.array(formatted(message).refine((v) => options.includes(v), message)).transform((v) => [...new Set(v)])

/** Spec §5 Admin add-grant form, with its messages; also used to edit a grant. */
export const adminGrantSchema = perLanguage(() =>
  z.object({
    title: text(t('admin.grantTitle')).min(5, t('admin.grantTitleMin')).max(ADMIN_GRANT_MAX.title, t('admin.grantTitleMax')),
    description: text(t('admin.grantDescription'), 'lines').min(20, t('admin.grantDescriptionMin')).max(ADMIN_GRANT_MAX.description, t('admin.grantDescriptionMax')),
    source: text(t('admin.grantSource')).min(2, t('admin.grantSourceRequired')).max(ADMIN_GRANT_MAX.source, t('admin.grantSourceMax')),
    // One of the catalogue's sectors, by id: shown to each reader in their language.
    sector: z.enum(SECTORS, t('admin.grantSectorRequired')),
    fundingAmount: optional(t('admin.grantAmount'), ADMIN_GRANT_MAX.fundingAmount, t('admin.grantAmountMax')),
    countryScope: optional(t('admin.grantCountryScope'), ADMIN_GRANT_MAX.countryScope, t('admin.grantCountryScopeMax')),
    eligibility: optional(t('admin.grantEligibility'), ADMIN_GRANT_MAX.eligibility, t('admin.grantEligibilityMax'), 'lines'),
    url: optionalHttpUrl(t('admin.grantUrlInvalid')),
    deadline: optionalDate(t('admin.grantDeadlineInvalid')),
    language: choiceOr(LANGUAGES, 'en', t('admin.grantLanguageInvalid')),
    // Who may apply (issue 25 §6, ADR 057): the types by id, foreign applicants not stated / yes / no, the countries by ISO code.
    applicantTypes: someOf(APPLICANT_TYPES, t('admin.grantApplicantTypesInvalid')),
    foreignApplicants: choiceOr(FOREIGN_APPLICANT_CHOICES, '', t('admin.grantForeignApplicantsInvalid')).transform((v) => (v === '' ? null : v === 'yes')),
    eligibleCountries: someOf(COUNTRY_CODES, t('admin.grantEligibleCountriesInvalid')),
  }),
)
export type AdminGrantInput = z.infer<typeof adminGrantSchema>
/** Fields that hold one value each. */
export const ADMIN_GRANT_FIELDS = ['title', 'description', 'source', 'sector', 'fundingAmount', 'countryScope', 'eligibility', 'url', 'deadline', 'language', 'foreignApplicants'] as const
/** Fields a form sends as several values (checkboxes, a multiple select). */
export const ADMIN_GRANT_LISTS = ['applicantTypes', 'eligibleCountries'] as const
