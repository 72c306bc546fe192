/** Lengths of the Elite request forms' fields (ADR 077). */
export const ELITE_REQUEST_LIMITS = { line: 200, purpose: { min: 20, max: 2000 }, reason: { min: 5, max: 1000 } } as const
export const SITE_VISIT_FIELDS = ['organization', 'place', 'preferredDates', 'purpose'] as const
export const INTRODUCTION_FIELDS = ['funder', 'purpose'] as const
