import type { z } from 'zod'
import { fieldErrors, formInput, typedValues } from '../../domain/shared/form-fields.ts'

/*
 * One way for an action to read a submitted form (ADR 043), in the shape of conform's reply: the
 * schema's typed value, or every field's first message with what the user typed, to show back
 * beside each field. Server-only: zod never reaches a page's browser code.
 */

/** What the user typed, by field name: text as typed, '' for a file or anything that is not text. */
export type TypedValues = Record<string, string>
/** Every field's first message, by field name; `form` for a message about the form as a whole. */
export type FieldErrors = Record<string, string>

export type Submission<T, V = TypedValues> = { ok: true; value: T; values: V } | { ok: false; errors: FieldErrors; values: V }

type Options<I, V> = {
  /** The form's fields: one left out of a FormData reads as empty, as a browser sends an empty field, so it gets the field's own message. */
  fields?: readonly string[]
  /** What to show back, for input that is not one text per field (a multi-select); text as typed otherwise. */
  typed?: (input: I) => V
}

/**
 * Reads `form` (or the input an action built from it, e.g. with several values of one name) with
 * `schema`: the typed value, or the errors and what the user typed.
 */
export function parseSubmission<S extends z.ZodType, I extends Record<string, unknown> = Record<string, FormDataEntryValue>, V = TypedValues>(
  form: FormData | I,
  schema: S,
  options: Options<I, V> = {},
): Submission<z.output<S>, V> {
  const input = (form instanceof FormData ? formInput(form, options.fields) : form) as I
  const values = options.typed ? options.typed(input) : (typedValues(input) as V)
  const parsed = schema.safeParse(input)
  return parsed.success ? { ok: true, value: parsed.data, values } : { ok: false, errors: fieldErrors(parsed.error), values }
}

/** The first message of a refused submission, for a page that shows one message above the form. */
export const firstError = (errors: FieldErrors): string => Object.values(errors)[0] ?? ''
