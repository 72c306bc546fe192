const DAY = 86_400_000

/** Whole days from now until the start of the deadline's day (UTC), rounded up: due today is 0. */
export function daysLeft(deadline: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((Date.parse(`${deadline}T00:00:00Z`) - now.getTime()) / DAY))
}
