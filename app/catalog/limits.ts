/** Spec §9 and §5 constants used by more than one module. */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128
/** A password needs one of these; messages name them through a placeholder, isolated in a right-to-left sentence. */
export const PASSWORD_SYMBOLS = '@$!%*?&'
export const MATCH_HIGHLIGHT_PERCENT = 90
export const DISCOVER_PAGE_SIZE = 12
export const DASHBOARD_DEADLINE_WINDOW_DAYS = 30
export const DASHBOARD_DEADLINES_SHOWN = 5
/** Rate limits on account actions: attempts per window, per client address. */
export const AUTH_RATE_LIMIT = { attempts: 10, windowSeconds: 60 } as const
/**
 * Per account, whatever addresses the attempts come from: sign-ins (password guessing spread over
 * many addresses) and password-reset emails (filling someone's inbox).
 */
/** Grant opportunities one member may send for review in 24 hours (more is spam, not scouting). */
export const SUBMISSIONS_PER_DAY = 50

export const ACCOUNT_RATE_LIMITS = {
  signIn: { attempts: 20, windowSeconds: 15 * 60 },
  resetEmail: { attempts: 3, windowSeconds: 60 * 60 },
  /** Verification emails sent again on request ("Resend verification email"), per address. */
  verificationEmail: { attempts: 3, windowSeconds: 60 * 60 },
} as const
/**
 * Trigram similarity at or above which a known word replaces an unknown search word
 * ("matrnal" → maternal 0.55, "agricultre" → agriculture 0.64; "water" → later is only 0.33).
 */
export const SPELLING_SIMILARITY = 0.45
/** Search words shorter than this are never "corrected": too many short words look alike. */
export const SPELLING_MIN_LENGTH = 4
/**
 * Discover's search cache, per server process (app/domain/grants/search-cache.server.ts): the
 * ranked ids of the first `pages` pages of the latest `searches` searches, and the analysed
 * words of the latest `textQueries` searches, and the best matches of the latest `matchLists`
 * organization profiles (/matches). About 240 ids a search: a few MB at most.
 */
export const SEARCH_CACHE = { pages: 20, searches: 300, textQueries: 1000, matchLists: 500 } as const
/** The largest request bodies read, per kind of route (server/request-body.ts): bigger ones get 413. */
export const BODY_LIMITS = {
  /** Any ordinary form: text fields only. */
  form: 1024 * 1024,
  /** The verification documents step: at most 40 MB of files in one go (MAX_UPLOAD_BYTES), plus the form around them. */
  upload: 45 * 1024 * 1024,
  /** The expert application: one profile photo of at most 2 MB (MAX_PHOTO_BYTES), plus the form around it. */
  photo: 3 * 1024 * 1024,
  /** Payment providers' webhook events. */
  webhook: 1024 * 1024,
  /** A CommonGrants search request (JSON filters and a search text). */
  api: 16 * 1024,
} as const
/**
 * Uploads are held in memory while they arrive: at most `total` bytes across all uploads of one
 * server process (four full ones), and at most `perMember` bytes of one member's uploads (two full
 * ones). Past that, 503 and "try again in a minute", so a flood cannot take the server's memory.
 */
export const UPLOAD_MEMORY = { total: 4 * BODY_LIMITS.upload, perMember: 2 * BODY_LIMITS.upload } as const
/**
 * Verification documents one application may hold (issue 8: nothing capped them). A group that
 * takes one file replaces it; a group that takes several holds at most `perGroup`; all groups
 * together at most `total`. Checked on the server under a lock on the application.
 */
export const DOCUMENT_LIMITS = { perGroup: 12, total: 20 } as const
/** The contact form's fields (issue 9): lengths in characters, checked on the server and hinted in the form. */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 255, messageMin: 20, messageMax: 3000 } as const
/** Contact messages one client address may send: enough for a follow-up or two, too few to flood the admins. */
export const CONTACT_RATE_LIMIT = { attempts: 5, windowSeconds: 60 * 60 } as const
/** How many of the latest contact messages the admins' list shows. */
export const CONTACT_MESSAGES_SHOWN = 100
/**
 * Calls one API key may make, whichever server answers (counted in the database, ADR 031). The
 * server's API_RATE_LIMIT_PER_MINUTE setting may change the attempts.
 */
export const API_RATE_LIMIT = { attempts: 120, windowSeconds: 60 } as const
/** Calls with a wrong or revoked key from one client address before it is refused for a while (key guessing). */
export const API_AUTH_FAILURE_LIMIT = { attempts: 30, windowSeconds: 10 * 60 } as const
/** How many organizations the admins' list (/admin/organizations) shows at once. */
export const ORGANIZATIONS_SHOWN = 50
/** A funder's page (/funders/:slug, issue 25 §7): how many of its open calls, closed calls and awards it lists (it counts them all). */
export const FUNDER_OPEN_SHOWN = 20
export const FUNDER_CLOSED_SHOWN = 10
export const FUNDER_AWARDS_SHOWN = 20
/** Other open grants a grant's page suggests. */
export const SIMILAR_GRANTS_SHOWN = 4
