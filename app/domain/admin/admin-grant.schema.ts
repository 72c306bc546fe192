import { z } from 'zod'
import { t } from '../../i18n/index.ts'
import { optionalDate, optionalHttpUrl, optionalText as optional } from '../shared/form-fields.ts'

/** Spec §5 Admin add-grant form, with its messages; also used to edit a grant. */
export const adminGrantSchema = z.object({
  title: z.string().trim().min(5, t('admin.grantTitleMin')).max(200, t('admin.grantTitleMax')),
  description: z.string().trim().min(20, t('admin.grantDescriptionMin')).max(2000, t('admin.grantDescriptionMax')),
  source: z.string().trim().min(2, t('admin.grantSourceRequired')).max(200, t('admin.grantSourceMax')),
  sector: z.string().trim().min(2, t('admin.grantSectorRequired')).max(100, t('admin.grantSectorMax')),
  fundingAmount: optional(100, t('admin.grantAmountMax')),
  countryScope: optional(100, t('admin.grantCountryScopeMax')),
  eligibility: optional(1000, t('admin.grantEligibilityMax')),
  url: optionalHttpUrl(t('admin.grantUrlInvalid')),
  deadline: optionalDate(t('admin.grantDeadlineInvalid')),
})
export type AdminGrantInput = z.infer<typeof adminGrantSchema>
export const ADMIN_GRANT_FIELDS = ['title', 'description', 'source', 'sector', 'fundingAmount', 'countryScope', 'eligibility', 'url', 'deadline'] as const
