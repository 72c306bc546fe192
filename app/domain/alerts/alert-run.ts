/**
 * An alert run's period: `daily` and `weekly` scans, and the `priority` run queued minutes after a
 * grant is published (Pro and Premium). Shared by new-match alerts and saved-search alerts.
 */
export type AlertRunMode = 'daily' | 'weekly' | 'priority'

/** The job that sends one member's match alert (app/jobs/match-alerts.server.ts); a run queues it per claimed email. */
export const SEND_MATCH_ALERT_JOB = 'match-alerts.send'
/** The job that sends one saved search's alert (app/jobs/saved-search-alerts.server.ts). */
export const SEND_SAVED_SEARCH_ALERT_JOB = 'saved-search-alerts.send'
