/** Spec §9 and §5 constants used by more than one module. */
export const PASSWORD_MIN_LENGTH = 12
export const MATCH_HIGHLIGHT_PERCENT = 90
export const DISCOVER_PAGE_SIZE = 12
export const DASHBOARD_DEADLINE_WINDOW_DAYS = 30
export const DASHBOARD_DEADLINES_SHOWN = 5
/** Rate limits on account actions: attempts per window, per client address. */
export const AUTH_RATE_LIMIT = { attempts: 10, windowSeconds: 60 } as const
/** pg_trgm word similarity at or above which a misspelled search word still matches (default 0.6 misses "matrnal"). */
export const SEARCH_SIMILARITY_THRESHOLD = 0.5
