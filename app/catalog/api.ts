/**
 * The public API (ADR 031): the CommonGrants routes over published grants and the organization's
 * own pipeline, read with an API key. Limits on the keys and on each call live in limits.ts
 * (API_RATE_LIMIT, BODY_LIMITS.api); the key name's length in text-limits.ts.
 */

/**
 * The API's routes: the CommonGrants protocol (/common-grants/) and our pipeline extension
 * (/api/v1/). They read no cookie and no session, only the key (server/request-policy.ts, root.tsx).
 */
export const API_PATHS = /^\/(common-grants|api\/v1)\//

/** What a key may read: published grants (/common-grants/*), the organization's pipeline (/api/v1/pipeline/*). */
export const API_SCOPES = ['grants:read', 'pipeline:read'] as const
export type ApiScope = (typeof API_SCOPES)[number]

export function isApiScope(value: unknown): value is ApiScope {
  return typeof value === 'string' && (API_SCOPES as readonly string[]).includes(value)
}

/** Every key starts with this, so a leaked one is recognised (secret scanners, logs). */
export const API_KEY_PREFIX = 'hrb_'
/** Characters of a key kept in clear to name it in lists: the prefix and 8 of its random characters. */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 8
/** Keys an organization may hold at once (revoked ones do not count). */
export const MAX_ACTIVE_API_KEYS = 10
/** The most items one page of any API list holds (the CommonGrants default); more is capped to it. */
export const API_MAX_PAGE_SIZE = 100
/** The latest calls the team's API page shows. */
export const API_CALLS_SHOWN = 100
/** The call log's filter on /team/api: every call, answered (2xx), refused (4xx) or failed (5xx). */
export const CALL_STATUS_FILTERS = ['all', 'ok', 'refused', 'failed'] as const
export type CallStatusFilter = (typeof CALL_STATUS_FILTERS)[number]
/** How long each call is kept in the log (a daily job deletes older ones). */
export const API_CALL_RETENTION_DAYS = 90
/** A key's "last used" time is written at most this often (each call would be a write otherwise). */
export const API_LAST_USED_EVERY_SECONDS = 60

/** The CommonGrants protocol version our document extends (the checked-in base: app/api/commongrants-base.json). */
export const COMMONGRANTS_VERSION = '0.4.0'
/** Our API's own version (the pipeline extension's path carries its major: /api/v1/). */
export const API_VERSION = '1.0.0'
