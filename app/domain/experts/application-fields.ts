/**
 * The expert application form's fields, limits and the reading of a posted form, without its
 * validation: the page imports these for rendering, so they must not pull the schema (zod) into the
 * browser. application-form.ts validates.
 */
/** The longest text each field of the expert application takes (the form says so under the field). */
export const EXPERT_MAX = { professionalTitle: 120, bio: 2000, portfolioTitle: 200, portfolioDescription: 1000 } as const
export const EXPERT_MIN = { professionalTitle: 3, bio: 50, portfolioTitle: 3 } as const
/** Rows the form shows at first, and the most it takes: "Add another" adds one row without JavaScript. */
export const EXPERTISE_ROWS = { initial: 1, max: 10 } as const
export const PORTFOLIO_ROWS = { initial: 1, max: 15 } as const
export const MAX_YEARS_EXPERIENCE = 60
/** USD per hour; a fixed-price job is quoted per milestone, never as a share of the grant. */
export const MAX_HOURLY_RATE = 10_000

export const EXPERTISE_FIELDS = ['sector', 'grantType', 'geographicFocus'] as const
export const PORTFOLIO_FIELDS = ['title', 'description', 'sector', 'completionDate', 'grantAmount', 'won'] as const
/** A row's field name (and id) in the form: `expertise-0-sector`. */
export const rowField = (list: 'expertise' | 'portfolio', index: number, field: string) => `${list}-${index}-${field}`

const SINGLE_FIELDS = ['professionalTitle', 'bio', 'yearsExperience', 'hourlyRateMin', 'hourlyRateMax', 'country', 'membershipTier', 'availabilityStatus'] as const
export type ExpertFormValues = Record<(typeof SINGLE_FIELDS)[number], string> & {
  languages: string[]
  expertise: Array<Record<(typeof EXPERTISE_FIELDS)[number], string>>
  portfolio: Array<Record<(typeof PORTFOLIO_FIELDS)[number], string>>
}

const rowCount = (value: FormDataEntryValue | null, limits: { initial: number; max: number }) => {
  const n = Number(typeof value === 'string' ? value : '')
  return Number.isInteger(n) && n >= 1 ? Math.min(n, limits.max) : limits.initial
}

/**
 * The form as sent, as text: a file part where text belongs reads as a value the schema refuses
 * (kept as the File so the schema says so), and what was typed goes back into the form.
 */
export function expertFormInput(form: FormData) {
  const one = (key: string) => form.get(key) ?? ''
  const expertiseRows = rowCount(form.get('expertiseRows'), EXPERTISE_ROWS)
  const portfolioRows = rowCount(form.get('portfolioRows'), PORTFOLIO_ROWS)
  return {
    ...(Object.fromEntries(SINGLE_FIELDS.map((f) => [f, one(f)])) as Record<(typeof SINGLE_FIELDS)[number], FormDataEntryValue>),
    languages: form.getAll('languages'),
    expertise: Array.from({ length: expertiseRows }, (_, i) => Object.fromEntries(EXPERTISE_FIELDS.map((f) => [f, one(rowField('expertise', i, f))]))),
    portfolio: Array.from({ length: portfolioRows }, (_, i) => Object.fromEntries(PORTFOLIO_FIELDS.map((f) => [f, one(rowField('portfolio', i, f))]))),
  }
}
export type ExpertFormInput = ReturnType<typeof expertFormInput>

const str = (v: unknown) => (typeof v === 'string' ? v : '')
/** What to show back in the form: text as typed, nothing for a file part. */
export function typedExpertForm(input: ExpertFormInput): ExpertFormValues {
  return {
    ...(Object.fromEntries(SINGLE_FIELDS.map((f) => [f, str(input[f])])) as Record<(typeof SINGLE_FIELDS)[number], string>),
    languages: input.languages.map(str),
    expertise: input.expertise.map((row) => Object.fromEntries(EXPERTISE_FIELDS.map((f) => [f, str(row[f])])) as ExpertFormValues['expertise'][number]),
    portfolio: input.portfolio.map((row) => Object.fromEntries(PORTFOLIO_FIELDS.map((f) => [f, str(row[f])])) as ExpertFormValues['portfolio'][number]),
  }
}

const FORM_ORDER = [
  'professionalTitle',
  'bio',
  'yearsExperience',
  'hourlyRateMin',
  'hourlyRateMax',
  'languages',
  'country',
  'availabilityStatus',
  'expertise',
  'portfolio',
  'photo',
  'membershipTier',
  'form',
]
const rank = (key: string) => {
  const [head, row, field] = key.split('-')
  const i = FORM_ORDER.indexOf(head)
  const fields: readonly string[] = head === 'expertise' ? EXPERTISE_FIELDS : PORTFOLIO_FIELDS
  return (i < 0 ? FORM_ORDER.length : i) * 10_000 + (row ? Number(row) * 10 + fields.indexOf(field) : 0)
}
/** Messages in the order of the fields on the page, so the summary above the form reads top to bottom. */
export function inFormOrder(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)))
}
