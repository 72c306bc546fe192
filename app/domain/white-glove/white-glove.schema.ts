import { z } from 'zod'
import { formatUsd, t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, text } from '../shared/form-fields.ts'
import { MAX_FEE_USD } from './white-glove-state.ts'
import { CORRECTION_REASON_MAX } from '../../catalog/text-limits.ts'

/** The request form: the terms must be accepted (a checked box sends "on"). */
export const whiteGloveRequestSchema = perLanguage(() =>
  z.object({
    acceptTerms: z.literal('on', t('whiteGlove.acceptRequired')),
  }),
)

/** The admin's assignment: which request, which expert, and the fixed fee agreed with that expert in whole USD (ADR 079). */
export const whiteGloveAssignSchema = perLanguage(() =>
  z.object({
    requestId: z.uuid(t('whiteGlove.admin.notAssignable')),
    expertId: z.uuid(t('whiteGlove.admin.expertNotListed')),
    expertFeeUsd: formatted(t('whiteGlove.admin.expertFeeInvalid', { max: formatUsd(MAX_FEE_USD) }))
      .refine(
        (v) => /^\d+$/.test(v.replace(/,/g, '')) && Number(v.replace(/,/g, '')) >= 1 && Number(v.replace(/,/g, '')) <= MAX_FEE_USD,
        t('whiteGlove.admin.expertFeeInvalid', { max: formatUsd(MAX_FEE_USD) }),
      )
      .transform((v) => Number(v.replace(/,/g, ''))),
  }),
)

/**
 * Staff's correction of an invoiced award (ADR 037): which request, the amount awarded in whole USD
 * (thousands separators allowed), and why (required: it goes into the audit log).
 */
export const whiteGloveCorrectSchema = perLanguage(() =>
  z.object({
    requestId: z.uuid(t('whiteGlove.admin.notCorrectable')),
    // The award is stored in whole dollars on 32 bits, as the checkout's amounts are.
    awardUsd: formatted(t('whiteGlove.admin.awardInvalid', { max: formatUsd(MAX_FEE_USD) }))
      .refine((v) => /^\d+$/.test(v.replace(/,/g, '')) && Number(v.replace(/,/g, '')) <= MAX_FEE_USD, t('whiteGlove.admin.awardInvalid', { max: formatUsd(MAX_FEE_USD) }))
      .transform((v) => Number(v.replace(/,/g, ''))),
    reason: text(t('whiteGlove.admin.reason'), 'lines')
      .min(1, t('whiteGlove.admin.reasonRequired'))
      .max(CORRECTION_REASON_MAX, t('whiteGlove.admin.reasonTooLong', { max: CORRECTION_REASON_MAX })),
  }),
)
