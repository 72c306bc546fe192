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
    sourceName: text(t('discovery.sourceName'))
      .min(SOURCE_LIMITS.nameMin, t('discovery.sourceNameRequired'))
      .max(SOURCE_LIMITS.nameMax, t('discovery.sourceNameMax', { max: SOURCE_LIMITS.nameMax })),
    sourceUrl: httpUrl(t('discovery.sourceUrlInvalid')),
    sourceType: z.enum(SOURCE_TYPES, t('discovery.sourceTypeRequired')),
    format: choiceOr(SOURCE_FORMATS, 'auto', t('discovery.formatInvalid')),
    crawlFrequency: z.enum(CRAWL_FREQUENCIES, t('discovery.crawlFrequencyRequired')),
    priority: z.enum(SOURCE_PRIORITIES, t('discovery.priorityRequired')),
  }),
)
export type SourceInput = z.infer<typeof sourceFormSchema>
