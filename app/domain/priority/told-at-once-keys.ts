/** The kind of scheduled_emails row a sector request claims for each Pro and Elite expert told of it at once (ADR 074, 007). */
export const TOLD_AT_ONCE_KIND = 'priority-at-once'

/** One expert's email about one new request: claimed with the request, sent once. */
export const toldAtOnceKey = (requestId: string, userId: string) => `${TOLD_AT_ONCE_KIND}:${requestId}:${userId}`

/** The keys of one request's emails all begin so. */
export const toldAtOncePrefix = (requestId: string) => `${TOLD_AT_ONCE_KIND}:${requestId}:`

/** The request a key belongs to. */
export const requestOfToldAtOnceKey = (key: string) => key.slice(TOLD_AT_ONCE_KIND.length + 1).split(':')[0]

/** The job that sends one request's emails (app/jobs/priority.server.ts), queued once per request. */
export const EMAIL_TOLD_AT_ONCE_JOB = 'priority.at-once.send'
export const toldAtOnceJobKey = (requestId: string) => `${TOLD_AT_ONCE_KIND}:${requestId}`
