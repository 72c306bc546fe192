import { z } from 'zod'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, httpUrl, text } from '../shared/form-fields.ts'
import { FUNDER_ACCESS_LIMITS } from './funder-access-limits.ts'
import { isFunderCountry } from './funder-countries.ts'

/** The application form on /funder-access: who the funder is, and why it needs the organizations API. */
export const funderAccessSchema = perLanguage(() =>
  z.object({
    name: text(t('funderAccess.name'))
      .min(2, t('funderAccess.nameRequired'))
      .max(FUNDER_ACCESS_LIMITS.name, t('funderAccess.tooLong', { max: FUNDER_ACCESS_LIMITS.name })),
    funderOrganization: text(t('funderAccess.funderOrganization'))
      .min(2, t('funderAccess.funderOrganizationRequired'))
      .max(FUNDER_ACCESS_LIMITS.funderOrganization, t('funderAccess.tooLong', { max: FUNDER_ACCESS_LIMITS.funderOrganization })),
    website: httpUrl(t('funderAccess.websiteInvalid')),
    country: formatted(t('funderAccess.countryRequired')).refine(isFunderCountry, t('funderAccess.countryRequired')),
    purpose: text(t('funderAccess.purpose'), 'lines')
      .min(FUNDER_ACCESS_LIMITS.purpose.min, t('funderAccess.purposeShort', { min: FUNDER_ACCESS_LIMITS.purpose.min }))
      .max(FUNDER_ACCESS_LIMITS.purpose.max, t('funderAccess.tooLong', { max: FUNDER_ACCESS_LIMITS.purpose.max })),
  }),
)
export type FunderAccessInput = z.infer<typeof funderAccessSchema>
