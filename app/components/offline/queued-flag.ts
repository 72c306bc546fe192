/** Set while changes wait in the offline queue, so a page opens the queue only when there is one (ADR 067). */
export const QUEUED_FLAG = 'harambee-offline-queue'
