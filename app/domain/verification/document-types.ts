/** Spec: incorporation and address proof take one pdf, jpg, jpeg or png; statements take PDFs, several. */
export const DOCUMENT_RULES = {
  incorporation: { multiple: false, types: ['application/pdf', 'image/jpeg', 'image/png'] },
  address_proof: { multiple: false, types: ['application/pdf', 'image/jpeg', 'image/png'] },
  bank_statements: { multiple: true, types: ['application/pdf'] },
  financial_statements: { multiple: true, types: ['application/pdf'] },
} as const
export type DocumentGroup = keyof typeof DOCUMENT_RULES
export const DOCUMENT_GROUP_ORDER = Object.keys(DOCUMENT_RULES) as DocumentGroup[]
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
/** The files of one upload together (the request around them may be a little larger: BODY_LIMITS.upload). */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024

/**
 * What is wrong with the files chosen for one upload, checked in the browser before sending, so a
 * member on costly mobile data does not send 40 MB only to have them refused; null when all is well.
 */
export function uploadProblem(files: ReadonlyArray<{ name: string; size: number }>, messages: { tooLarge: (name: string) => string; tooMuch: string }): string | null {
  const large = files.find((f) => f.size > MAX_DOCUMENT_BYTES)
  if (large) return messages.tooLarge(large.name)
  return files.reduce((sum, f) => sum + f.size, 0) > MAX_UPLOAD_BYTES ? messages.tooMuch : null
}

/** The file's real type from its first bytes, whatever its name says; null when it is none we accept. */
export function sniffContentType(bytes: Uint8Array): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf' // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  return null
}
