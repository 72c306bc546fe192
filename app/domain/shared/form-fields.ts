import { isApplicationRoute } from './application-route.ts'
import { z } from 'zod'
import { t } from '../../i18n/index.ts'

/*
 * The building blocks every form schema uses, so bad input is refused in one place, with the
 * field's message, before it reaches the database: text that is not text (a file part),
 * invisible control characters (PostgreSQL refuses a NUL byte outright), impossible dates and
 * numbers beyond what the columns hold.
 */

/** C0 controls, DEL and C1 controls; multi-line fields may keep tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL_LINE = /[\u0000-\u001F\u007F-\u009F]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
export type TextKind = 'line' | 'lines'

/** A field's label without its "(optional)" note, as messages name it. */
export const fieldName = (label: string) => label.replace(/\s*\([^)]*\)\s*$/, '')

export function hasControlCharacters(value: string, kind: TextKind = 'line'): boolean {
  return (kind === 'lines' ? CONTROL_LINES : CONTROL_LINE).test(value)
}

/** The message for a value that cannot be saved as this field's text, or null when it can. */
export function textProblem(value: unknown, label: string, kind: TextKind = 'line'): string | null {
  if (typeof value !== 'string') return t('validation.notText', { field: fieldName(label) })
  if (hasControlCharacters(value, kind)) return t('validation.controlCharacters', { field: fieldName(label) })
  return null
}

/**
 * Free text as a form sends it: a string (a file part is refused), without control characters,
 * trimmed. RTL scripts, emoji and HTML are ordinary text and pass (HTML is escaped when shown).
 * Chain .min/.max for lengths.
 */
export const text = (label: string, kind: TextKind = 'line') =>
  z
    .string({ error: t('validation.notText', { field: fieldName(label) }) })
    .refine((v) => !hasControlCharacters(v, kind), t('validation.controlCharacters', { field: fieldName(label) }))
    .trim()

/** Optional text: trimmed, at most `max` characters, stored as null when empty. */
export const optionalText = (label: string, max: number, message: string, kind: TextKind = 'line') =>
  text(label, kind)
    .max(max, message)
    .transform((v) => v || null)

/**
 * A value checked against a format (a web address, a date, a number, a choice): anything that is
 * not a string, or holds control characters (even at the ends, where trimming would hide them),
 * gets the field's own message.
 */
export const formatted = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => !hasControlCharacters(v), message)
    .trim()

const isHttpUrl = (v: string) => /^https?:\/\//i.test(v) && !hasControlCharacters(v) && z.url().safeParse(v).success
/** A web address (http or https only, so no javascript: links). */
export const httpUrl = (message: string) => formatted(message).max(2000, message).refine(isHttpUrl, message)
export const optionalHttpUrl = (message: string) =>
  formatted(message)
    .max(2000, message)
    .refine((v) => v === '' || isHttpUrl(v), message)
    .transform((v) => v || null)

/** Where to apply: a web address or a mailto: link (an embassy that takes applications by e-mail), never javascript:. */
export const optionalApplicationUrl = (message: string) =>
  formatted(message)
    .max(2000, message)
    .refine((v) => v === '' || isApplicationRoute(v), message)
    .transform((v) => v || null)

/** One of `options`, or `fallback` when the field is empty or left out (a form from before the field existed). */
export const choiceOr = <T extends string>(options: readonly T[], fallback: T, message: string) =>
  formatted(message)
    .refine((v) => v === '' || (options as readonly string[]).includes(v), message)
    .transform((v) => (v || fallback) as T)

/** The years a date field accepts: real dates PostgreSQL and people can both make sense of. */
export const DATE_YEARS = { min: 1900, max: 2200 } as const
/** A real calendar date written YYYY-MM-DD (2025-02-31 and 0000-01-01 are not). */
export function isCalendarDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
/** An optional calendar date (YYYY-MM-DD, as date inputs send), null when empty. */
export const optionalDate = (message: string) =>
  formatted(message)
    .refine((v) => v === '' || isCalendarDate(v), message)
    .transform((v) => v || null)

/** The largest amount a form takes: 12 digits, well inside the bigint columns (and JavaScript's safe integers). */
export const MAX_WHOLE_NUMBER = 999_999_999_999
/** An optional whole number of 0 or more, at most MAX_WHOLE_NUMBER; thousands separators are allowed. */
export const optionalWholeNumber = (message: string, tooLargeMessage: string) =>
  formatted(message)
    .refine((v) => v === '' || /^\d+$/.test(v.replace(/,/g, '')), message)
    .refine((v) => v === '' || !/^\d+$/.test(v.replace(/,/g, '')) || Number(v.replace(/,/g, '')) <= MAX_WHOLE_NUMBER, tooLargeMessage)
    .transform((v) => (v ? Number(v.replace(/,/g, '')) : null))

/**
 * A form's values by name (the first of each), as sent: text stays text and a file part stays a
 * File, so the schema refuses it rather than saving "[object File]". The form's `fields` that
 * were left out read as empty, as a browser sends an empty field, so they get the field's message.
 */
export function formInput(form: FormData, fields: readonly string[] = []): Record<string, FormDataEntryValue> {
  const out: Record<string, FormDataEntryValue> = Object.fromEntries(fields.map((f) => [f, '']))
  for (const key of new Set(form.keys())) out[key] = form.get(key)!
  return out
}

/** A form field's text, or '' when it is missing or a file: for showing back what was typed. */
export function formText(form: FormData, key: string): string {
  const value = form.get(key)
  return typeof value === 'string' ? value : ''
}

/** What to put back in the form after a refusal: text as typed, nothing for a file. */
export function typedValues(input: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : '']))
}

/** Every field's first message, by field name, for showing beside each field and in the error summary. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    out[key] ??= issue.message
  }
  return out
}
