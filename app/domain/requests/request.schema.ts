import { z } from 'zod'
import { LANGUAGES, SECTORS } from '../../catalog/sectors.ts'
import { formatNumber, t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { choiceOr, fieldName, formatted, optionalDate, optionalWholeNumber, text } from '../shared/form-fields.ts'
import { parseUuid } from '../shared/ids.ts'
import { REQUEST_LIMITS } from '../../catalog/text-limits.ts'

/** The largest budget a request takes (the columns are 32-bit integers): no grant-writing project comes near it. */
export const BUDGET_MAX_USD = 2_000_000_000

const amount = (label: string) =>
  optionalWholeNumber(t('requests.form.budgetInvalid', { max: formatNumber(BUDGET_MAX_USD) }), t('validation.amountTooLarge', { field: fieldName(label) })).refine(
    (v) => v === null || v <= BUDGET_MAX_USD,
    t('requests.form.budgetInvalid', { max: formatNumber(BUDGET_MAX_USD) }),
  )

/** The day (YYYY-MM-DD, UTC) a deadline may not be earlier than. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10)

/**
 * The request form. `writer` names the expert asked; without it the request is open to every listed
 * expert of `sector`, which is then required. The deadline is checked against today (UTC) when parsed.
 */
export const projectRequestSchema = perLanguage(() =>
  z
    .object({
      writer: formatted(t('requests.form.writerInvalid'))
        .refine((v) => v === '' || parseUuid(v) !== null, t('requests.form.writerInvalid'))
        .transform((v) => parseUuid(v)),
      sector: choiceOr([...SECTORS, ''] as const, '', t('requests.form.sectorInvalid')).transform((v) => v || null),
      projectTitle: text(t('requests.form.title'))
        .min(REQUEST_LIMITS.titleMin, t('requests.form.titleMin'))
        .max(REQUEST_LIMITS.titleMax, t('requests.form.titleMax', { max: REQUEST_LIMITS.titleMax })),
      projectDescription: text(t('requests.form.description'), 'lines')
        .min(REQUEST_LIMITS.descriptionMin, t('requests.form.descriptionMin'))
        .max(REQUEST_LIMITS.descriptionMax, t('requests.form.descriptionMax', { max: REQUEST_LIMITS.descriptionMax })),
      budgetMin: amount(t('requests.form.budgetMin')),
      budgetMax: amount(t('requests.form.budgetMax')),
      deadline: optionalDate(t('requests.form.deadlineInvalid')).refine((v) => v === null || v >= todayUtc(), t('requests.form.deadlinePast')),
      preferredLanguage: choiceOr(LANGUAGES, 'en', t('requests.form.languageInvalid')),
    })
    .refine((v) => v.budgetMin === null || v.budgetMax === null || v.budgetMax >= v.budgetMin, { message: t('requests.form.budgetOrder'), path: ['budgetMax'] })
    .refine((v) => v.writer !== null || v.sector !== null, { message: t('requests.form.sectorRequired'), path: ['sector'] }),
)
export type ProjectRequestInput = z.infer<typeof projectRequestSchema>
export const PROJECT_REQUEST_FIELDS = ['writer', 'sector', 'projectTitle', 'projectDescription', 'budgetMin', 'budgetMax', 'deadline', 'preferredLanguage'] as const

/** A message in a request's thread: 1–2000 characters. */
export const requestMessageSchema = perLanguage(() =>
  z.object({
    body: text(t('requests.thread.message'), 'lines')
      .min(1, t('requests.thread.messageRequired'))
      .max(REQUEST_LIMITS.messageMax, t('requests.thread.messageMax', { max: REQUEST_LIMITS.messageMax })),
  }),
)
