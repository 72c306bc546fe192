/**
 * Priority notifications and priority access (issue 28 §2, ADR 074), written once.
 *
 * A priority request (from an organization whose verification tier has `priority_writer_access`)
 * should be answered by an expert within this many hours; past it, staff step in.
 */
export const PRIORITY_ANSWER_HOURS = 48

/**
 * The daily digest of new requests, for experts told of them later rather than at once: sent each
 * day at this hour (UTC) for the UTC day before. The scan also looks back this many days, so a day
 * the queue was down is still sent (once: each expert's day has one key).
 */
export const PRIORITY_DIGEST_HOUR_UTC = 6
export const PRIORITY_DIGEST_LOOKBACK_DAYS = 2
/** The most requests one digest lists; the email links to the inbox for the rest. */
export const PRIORITY_DIGEST_MAX_REQUESTS = 20
/** The longest note staff may write when contacting an expert about a priority request. */
export const PRIORITY_NOTE_MAX = 1000
