import { z } from 'zod'
import { COUNTRY_CODES } from '../../catalog/countries.ts'
import { EXPERT_AVAILABILITY, EXPERT_TIER_IDS } from '../../catalog/expert-membership.ts'
import { GEOGRAPHIC_FOCUS, GRANT_TYPES, LANGUAGES, SECTORS } from '../../catalog/sectors.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { choiceOr, formatted, isCalendarDate, MAX_WHOLE_NUMBER, text } from '../shared/form-fields.ts'
import { noContactDetails } from '../shared/no-contact-details.ts'

import { EXPERT_MAX, EXPERT_MIN, MAX_YEARS_EXPERIENCE, MAX_HOURLY_RATE, rowField, inFormOrder, type ExpertFormInput } from './application-fields.ts'

const wholeNumber = (message: string, max: number) =>
  formatted(message)
    .refine((v) => /^\d+$/.test(v.replace(/,/g, '')) && Number(v.replace(/,/g, '')) <= max, message)
    .transform((v) => Number(v.replace(/,/g, '')))
const optionalChoice = <T extends string>(options: readonly T[], message: string) =>
  formatted(message)
    .refine((v) => v === '' || (options as readonly string[]).includes(v), message)
    .transform((v) => (v || null) as T | null)
const isEmptyRow = (row: Record<string, unknown>) => Object.values(row).every((v) => v === '' || v === undefined)

function expertiseRow() {
  return z.object({
    sector: formatted(t('expertJoin.error.sector')).refine((v) => (SECTORS as readonly string[]).includes(v), t('expertJoin.error.sector')),
    grantType: optionalChoice(GRANT_TYPES, t('expertJoin.error.choice')),
    geographicFocus: optionalChoice(GEOGRAPHIC_FOCUS, t('expertJoin.error.choice')),
  })
}

function portfolioRow() {
  const today = () => new Date().toISOString().slice(0, 10)
  return z.object({
    title: text(t('expertJoin.portfolioTitle'))
      .min(EXPERT_MIN.portfolioTitle, t('expertJoin.error.portfolioTitle', { min: EXPERT_MIN.portfolioTitle, max: EXPERT_MAX.portfolioTitle }))
      .max(EXPERT_MAX.portfolioTitle, t('expertJoin.error.portfolioTitle', { min: EXPERT_MIN.portfolioTitle, max: EXPERT_MAX.portfolioTitle }))
      .refine(noContactDetails, t('expertJoin.error.contactPortfolioTitle')),
    description: text(t('expertJoin.portfolioDescription'), 'lines')
      .max(EXPERT_MAX.portfolioDescription, t('expertJoin.error.portfolioDescription', { max: EXPERT_MAX.portfolioDescription }))
      .refine(noContactDetails, t('expertJoin.error.contactPortfolioDescription'))
      .transform((v) => v || null),
    sector: optionalChoice(SECTORS, t('expertJoin.error.choice')),
    completionDate: formatted(t('expertJoin.error.completionDate'))
      .refine((v) => v === '' || (isCalendarDate(v) && v <= today()), t('expertJoin.error.completionDate'))
      .transform((v) => v || null),
    grantAmount: formatted(t('expertJoin.error.grantAmount'))
      .refine(
        (v) => v === '' || (/^\d+$/.test(v.replace(/,/g, '')) && Number(v.replace(/,/g, '')) <= MAX_WHOLE_NUMBER && Number(v.replace(/,/g, '')) <= 2_000_000_000),
        t('expertJoin.error.grantAmount'),
      )
      .transform((v) => (v ? Number(v.replace(/,/g, '')) : null)),
    won: formatted(t('expertJoin.error.choice'))
      .refine((v) => v === '' || v === 'yes' || v === 'no', t('expertJoin.error.choice'))
      .transform((v) => v === 'yes'),
  })
}

/** The application's fields with their messages (spec §2 Become a grant expert; GPA ethics on rates). */
const expertSchema = perLanguage(() =>
  z.object({
    professionalTitle: text(t('expertJoin.professionalTitle'))
      .min(EXPERT_MIN.professionalTitle, t('expertJoin.error.professionalTitle', { min: EXPERT_MIN.professionalTitle, max: EXPERT_MAX.professionalTitle }))
      .max(EXPERT_MAX.professionalTitle, t('expertJoin.error.professionalTitle', { min: EXPERT_MIN.professionalTitle, max: EXPERT_MAX.professionalTitle }))
      .refine(noContactDetails, t('expertJoin.error.contactTitle')),
    bio: text(t('expertJoin.bio'), 'lines')
      .min(EXPERT_MIN.bio, t('expertJoin.error.bioShort', { min: EXPERT_MIN.bio }))
      .max(EXPERT_MAX.bio, t('expertJoin.error.bioLong', { max: EXPERT_MAX.bio }))
      .refine(noContactDetails, t('expertJoin.error.contactBio')),
    yearsExperience: wholeNumber(t('expertJoin.error.years', { max: MAX_YEARS_EXPERIENCE }), MAX_YEARS_EXPERIENCE),
    hourlyRateMin: wholeNumber(t('expertJoin.error.rate', { max: MAX_HOURLY_RATE }), MAX_HOURLY_RATE).refine((v) => v >= 1, t('expertJoin.error.rate', { max: MAX_HOURLY_RATE })),
    hourlyRateMax: wholeNumber(t('expertJoin.error.rate', { max: MAX_HOURLY_RATE }), MAX_HOURLY_RATE).refine((v) => v >= 1, t('expertJoin.error.rate', { max: MAX_HOURLY_RATE })),
    country: formatted(t('expertJoin.error.country')).refine((v) => COUNTRY_CODES.includes(v), t('expertJoin.error.country')),
    membershipTier: formatted(t('expertJoin.error.tier')).refine((v) => (EXPERT_TIER_IDS as readonly string[]).includes(v), t('expertJoin.error.tier')),
    availabilityStatus: choiceOr(EXPERT_AVAILABILITY, 'available', t('expertJoin.error.choice')),
    languages: z
      .array(z.enum(LANGUAGES, t('expertJoin.error.languages')), { error: t('expertJoin.error.languages') })
      .min(1, t('expertJoin.error.languages'))
      .transform((v) => [...new Set(v)]),
  }),
)

export interface ExpertApplicationData {
  professionalTitle: string
  bio: string
  yearsExperience: number
  hourlyRateMin: number
  hourlyRateMax: number
  country: string
  membershipTier: (typeof EXPERT_TIER_IDS)[number]
  availabilityStatus: (typeof EXPERT_AVAILABILITY)[number]
  languages: string[]
  expertise: Array<{ sector: string; grantType: string | null; geographicFocus: string | null }>
  portfolio: Array<{ title: string; description: string | null; sector: string | null; completionDate: string | null; grantAmount: number | null; wasSuccessful: boolean }>
}

/**
 * Checks the whole application and returns every problem at once, keyed by the field's id
 * (`bio`, `expertise-0-sector`, `portfolio-1-title`), or the data to store. Empty rows are left
 * out; at least one area of expertise is required.
 */
export function parseExpertForm(input: ExpertFormInput): { ok: true; data: ExpertApplicationData } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const first = (key: string, message: string) => {
    errors[key] ??= message
  }
  const main = expertSchema.safeParse(input)
  if (!main.success) for (const issue of main.error.issues) first(String(issue.path[0] ?? 'form'), issue.message)
  // The order of the two rates is checked whenever both are numbers, whatever else is wrong.
  const rate = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v.trim().replace(/,/g, '')) ? Number(v.trim().replace(/,/g, '')) : null)
  const [low, high] = [rate(input.hourlyRateMin), rate(input.hourlyRateMax)]
  if (low !== null && high !== null && high < low) first('hourlyRateMax', t('expertJoin.error.rateOrder'))

  const expertise: ExpertApplicationData['expertise'] = []
  const rowSchema = expertiseRow()
  input.expertise.forEach((row, i) => {
    if (isEmptyRow(row)) return
    const parsed = rowSchema.safeParse(row)
    if (parsed.success) expertise.push(parsed.data)
    else for (const issue of parsed.error.issues) first(rowField('expertise', i, String(issue.path[0])), issue.message)
  })
  if (!expertise.length && !Object.keys(errors).some((k) => k.startsWith('expertise-'))) first(rowField('expertise', 0, 'sector'), t('expertJoin.error.expertiseRequired'))

  const portfolio: ExpertApplicationData['portfolio'] = []
  const workSchema = portfolioRow()
  input.portfolio.forEach((row, i) => {
    // "No" on its own is the form's default answer, not an entry.
    if (isEmptyRow({ ...row, won: row.won === 'no' ? '' : row.won })) return
    const parsed = workSchema.safeParse(row)
    if (parsed.success) {
      const { won, ...rest } = parsed.data
      portfolio.push({ ...rest, wasSuccessful: won })
    } else for (const issue of parsed.error.issues) first(rowField('portfolio', i, String(issue.path[0])), issue.message)
  })

  if (Object.keys(errors).length || !main.success) return { ok: false, errors: inFormOrder(errors) }
  return { ok: true, data: { ...main.data, membershipTier: main.data.membershipTier as ExpertApplicationData['membershipTier'], expertise, portfolio } }
}
