import { z } from 'zod'
import { formatUsd, t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, hasControlCharacters, optionalDate, text } from '../shared/form-fields.ts'
import { ENGAGEMENT_LIMITS, RATINGS } from '../../catalog/text-limits.ts'
import { PASSWORD_MAX_LENGTH } from '../../catalog/limits.ts'

const L = ENGAGEMENT_LIMITS

/** A whole number of dollars from `min` to `max` (thousands separators allowed), with one message for every wrong value. */
const wholeUsd = (min: number, max: number, message: string) =>
  formatted(message)
    .refine((v) => /^\d{1,13}$/.test(v.replace(/,/g, '')), message)
    .transform((v) => Number(v.replace(/,/g, '')))
    .refine((v) => v >= min && v <= max, message)

export const milestoneSchema = perLanguage(() =>
  z.object({
    title: text(t('engagements.milestoneTitle'))
      .min(L.titleMin, t('engagements.titleMin', { min: L.titleMin }))
      .max(L.titleMax, t('engagements.titleMax', { max: L.titleMax })),
    amountUsd: wholeUsd(1, L.milestoneMaxUsd, t('engagements.amountInvalid', { max: formatUsd(L.milestoneMaxUsd) })),
    dueDate: optionalDate(t('engagements.dueDateInvalid')),
  }),
)
export type MilestoneInput = z.infer<typeof milestoneSchema>

export const disputeSchema = perLanguage(() =>
  z.object({
    reason: text(t('engagements.disputeReason'), 'lines')
      .min(L.reasonMin, t('engagements.reasonMin', { min: L.reasonMin }))
      .max(L.reasonMax, t('engagements.reasonMax', { max: L.reasonMax })),
  }),
)

export const reviewSchema = perLanguage(() =>
  z.object({
    rating: formatted(t('engagements.ratingInvalid'))
      .refine((v) => (RATINGS as readonly string[]).includes(v), t('engagements.ratingInvalid'))
      .transform(Number),
    body: text(t('engagements.reviewBody'), 'lines')
      .min(L.reviewMin, t('engagements.reviewMin', { min: L.reviewMin }))
      .max(L.reviewMax, t('engagements.reviewMax', { max: L.reviewMax })),
  }),
)

export const OUTCOMES = ['won', 'lost'] as const
export const outcomeSchema = perLanguage(() =>
  z
    .object({
      grantOutcome: formatted(t('engagements.outcomeInvalid')).refine((v) => (OUTCOMES as readonly string[]).includes(v), t('engagements.outcomeInvalid')),
      fundingSecured: formatted(t('engagements.fundingInvalid', { max: formatUsd(L.fundingMaxUsd) }))
        .refine((v) => v === '' || (/^\d{1,13}$/.test(v.replace(/,/g, '')) && Number(v.replace(/,/g, '')) <= L.fundingMaxUsd), t('engagements.fundingInvalid', { max: formatUsd(L.fundingMaxUsd) }))
        .transform((v) => (v ? Number(v.replace(/,/g, '')) : null)),
    })
    .refine((v) => v.grantOutcome !== 'won' || (v.fundingSecured ?? 0) > 0, { message: t('engagements.fundingRequired'), path: ['fundingSecured'] }),
)

/** A Stripe connected account (acct_…) or a Paystack transfer recipient (RCP_…). */
const PAYOUT_ACCOUNT = /^(acct_[A-Za-z0-9]{8,59}|RCP_[A-Za-z0-9]{6,60})$/
/** A new payout account, with the expert's password asked again (checked by better-auth in the action). */
export const payoutAccountSchema = perLanguage(() =>
  z.object({
    payoutAccount: formatted(t('engagements.payoutAccountInvalid')).refine((v) => PAYOUT_ACCOUNT.test(v), t('engagements.payoutAccountInvalid')),
    password: z
      .string({ error: t('engagements.passwordWrong') })
      .min(1, t('engagements.passwordRequired'))
      .max(PASSWORD_MAX_LENGTH, t('engagements.passwordWrong'))
      // better-auth's hashing drops some control characters: never let "secret\u0000" pass for "secret".
      .refine((v) => !hasControlCharacters(v), t('engagements.passwordWrong')),
  }),
)

export const splitSchema = perLanguage(() =>
  z.object({
    expertShareUsd: wholeUsd(1, L.milestoneMaxUsd, t('engagements.shareInvalid')),
  }),
)
