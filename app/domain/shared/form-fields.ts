import { z } from 'zod'

/** Optional text: trimmed, at most `max` characters, stored as null when empty. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => v || null)

const isHttpUrl = (v: string) => /^https?:\/\//i.test(v) && z.url().safeParse(v).success
/** A web address (http or https only, so no javascript: links). */
export const httpUrl = (message: string) => z.string().trim().refine(isHttpUrl, message)
export const optionalHttpUrl = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isHttpUrl(v), message)
    .transform((v) => v || null)

const isIsoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))
/** An optional calendar date (YYYY-MM-DD, as date inputs send), null when empty. */
export const optionalDate = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isIsoDate(v), message)
    .transform((v) => v || null)

/** An optional whole number of 0 or more; thousands separators are allowed. */
export const optionalWholeNumber = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{1,12}$/.test(v.replace(/,/g, '')), message)
    .transform((v) => (v ? Number(v.replace(/,/g, '')) : null))
