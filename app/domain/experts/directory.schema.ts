import { z } from 'zod'
import { hasControlCharacters } from '../shared/form-fields.ts'
import type { DirectoryState } from './directory-url.ts'

const text = (max: number) =>
  z
    .string()
    .refine((v) => !hasControlCharacters(v))
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined)

/** The directory's state from the URL. Bad values fall back to defaults rather than fail (a search box is never an error). */
const directoryQuerySchema = z.object({
  q: text(200),
  sector: text(100).transform((v) => v?.toLowerCase().replace(/[^a-z0-9]+/g, '_')),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})

export function parseDirectoryQuery(params: URLSearchParams): DirectoryState {
  return directoryQuerySchema.parse({ q: params.get('q') ?? undefined, sector: params.get('sector') ?? undefined, page: params.get('page') ?? undefined })
}
