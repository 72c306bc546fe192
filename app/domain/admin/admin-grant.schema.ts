import { z } from 'zod'
import { SECTORS } from '../../catalog/sectors.ts'
import { ADMIN_GRANT_MAX } from '../../catalog/text-limits.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { LANGUAGES } from '../../catalog/sectors.ts'
import { choiceOr, optionalDate, optionalHttpUrl, optionalText as optional, text } from '../shared/form-fields.ts'

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
  }),
)
export type AdminGrantInput = z.infer<typeof adminGrantSchema>
export const ADMIN_GRANT_FIELDS = ['title', 'description', 'source', 'sector', 'fundingAmount', 'countryScope', 'eligibility', 'url', 'deadline', 'language'] as const
