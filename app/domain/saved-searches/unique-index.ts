/** The unique index a unique violation (23505) names, from the error or one it wraps. */
export function uniqueIndexOf(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return e.constraint ?? null
  return null
}
