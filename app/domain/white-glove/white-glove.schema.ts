import { z } from 'zod'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'

/** The request form: the terms must be accepted (a checked box sends "on"). */
export const whiteGloveRequestSchema = perLanguage(() =>
  z.object({
    acceptTerms: z.literal('on', t('whiteGlove.acceptRequired')),
  }),
)

/** The admin's assignment: which request, which expert. */
export const whiteGloveAssignSchema = perLanguage(() =>
  z.object({
    requestId: z.uuid(t('whiteGlove.admin.notAssignable')),
    expertId: z.uuid(t('whiteGlove.admin.expertNotListed')),
  }),
)
