import { z } from 'zod'
import { CRAWL_FREQUENCIES, SOURCE_FORMATS, SOURCE_PRIORITIES, SOURCE_TYPES } from '../../catalog/discovery.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { choiceOr, httpUrl, text } from '../shared/form-fields.ts'
import { SOURCE_LIMITS } from './source-form.ts'

/**
 * Spec §5 Admin source forms: name, URL and the three choices are required; `format` (how the
 * source is read) may be left out and is then `auto`. Used to add a source and to edit one.
 */
export const sourceFormSchema = perLanguage(() =>
  z.object({
    sourceName: text(t('tafAdmin.sourceName'))
      .min(SOURCE_LIMITS.nameMin, t('tafAdmin.sourceNameRequired'))
      .max(SOURCE_LIMITS.nameMax, t('tafAdmin.sourceNameMax', { max: SOURCE_LIMITS.nameMax })),
    sourceUrl: httpUrl(t('tafAdmin.sourceUrlInvalid')),
    sourceType: z.enum(SOURCE_TYPES, t('tafAdmin.sourceTypeRequired')),
    format: choiceOr(SOURCE_FORMATS, 'auto', t('tafAdmin.formatInvalid')),
    crawlFrequency: z.enum(CRAWL_FREQUENCIES, t('tafAdmin.crawlFrequencyRequired')),
    priority: z.enum(SOURCE_PRIORITIES, t('tafAdmin.priorityRequired')),
  }),
)
export type SourceInput = z.infer<typeof sourceFormSchema>
