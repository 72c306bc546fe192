/**
 * The review form of a discovered grant (/taf-admin/discovered/:id): its fields, limits and how a
 * posted form is read. No zod here, so the page can import it without carrying the schema into the
 * browser (the page-budgets test refuses a client chunk with "ZodError"); the schema is in
 * discovered-grant.schema.ts.
 */

/** Fields that hold one value each, in the order the form shows them. */
export const DISCOVERED_FIELDS = [
  'title',
  'funderName',
  'description',
  'language',
  'fundingAmount',
  'amountMin',
  'amountMax',
  'currency',
  'deadline',
  'isRolling',
  'countryScope',
  'applicationUrl',
  'foreignApplicants',
] as const
export type DiscoveredField = (typeof DISCOVERED_FIELDS)[number]

/** Fields a form sends as several values (checkboxes, a multiple select). */
export const DISCOVERED_LISTS = ['countryCodes', 'geographicFocus', 'sectors', 'applicantTypes', 'eligibleCountries'] as const
export type DiscoveredList = (typeof DISCOVERED_LISTS)[number]

/** The review form's choice for foreign applicants: not stated (empty), yes, no. */
export const FOREIGN_APPLICANT_CHOICES = ['', 'yes', 'no'] as const
/** A stored foreign_applicants as the form's choice. */
export const foreignChoice = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no')

/** The funder's name takes as much as the admin form's Source/Funder. */
export const FUNDER_MAX = 200

/** A rejection's reason: long enough to mean something, short enough for the audit log. */
export const REJECT_REASON = { min: 5, max: 1000 } as const

/** The review form's actions. */
export const REVIEW_INTENTS = ['save', 'publish', 'reject', 'notDuplicate'] as const
export type ReviewIntent = (typeof REVIEW_INTENTS)[number]
export const isReviewIntent = (value: unknown): value is ReviewIntent => typeof value === 'string' && (REVIEW_INTENTS as readonly string[]).includes(value)

export type DiscoveredFormInput = Record<DiscoveredField, FormDataEntryValue> & Record<DiscoveredList, FormDataEntryValue[]>

/**
 * Reads a posted form into the shape the schema checks: a field left out reads as empty (as a
 * browser sends an unticked box or an empty field), a file part stays a File so the schema refuses it.
 */
export function discoveredFromForm(form: FormData): DiscoveredFormInput {
  const single = Object.fromEntries(DISCOVERED_FIELDS.map((key) => [key, form.get(key) ?? ''])) as Record<DiscoveredField, FormDataEntryValue>
  const lists = Object.fromEntries(DISCOVERED_LISTS.map((key) => [key, form.getAll(key)])) as Record<DiscoveredList, FormDataEntryValue[]>
  return { ...single, ...lists }
}

export type DiscoveredTyped = Record<DiscoveredField, string> & Record<DiscoveredList, string[]>

/** What the reviewer typed, to show back after a refusal: text as typed, nothing for a file part. */
export function typedDiscovered(input: DiscoveredFormInput): DiscoveredTyped {
  const one = (v: FormDataEntryValue) => (typeof v === 'string' ? v : '')
  const single = Object.fromEntries(DISCOVERED_FIELDS.map((key) => [key, one(input[key])])) as Record<DiscoveredField, string>
  const lists = Object.fromEntries(DISCOVERED_LISTS.map((key) => [key, input[key].map(one)])) as Record<DiscoveredList, string[]>
  return { ...single, ...lists }
}
