import { z } from 'zod'
import { GRANT_CHANGE_NOTICE_KIND, SEND_GRANT_CHANGE_NOTICE_JOB } from '../domain/grant-changes/claim-grant-change-notices.server.ts'
import { sendGrantChangeNotice } from '../domain/grant-changes/send-grant-change-notice.server.ts'
import { enqueueUnsentEmails } from '../domain/notifications/enqueue-unsent-emails.server.ts'
import { defineJob } from './job.ts'

/**
 * Every minute: each change notice claimed when its change was applied and not sent yet is
 * queued for sending, once per key (the change's own request or crawl queues it at once; this scan
 * is for a queue that was not running, or a failed send).
 */
export const scanGrantChangeNotices = defineJob({
  id: 'grant-changes.scan-notices',
  cron: '* * * * *',
  schema: z.object({}),
  handler: (_payload, services) => enqueueUnsentEmails(services, [GRANT_CHANGE_NOTICE_KIND], SEND_GRANT_CHANGE_NOTICE_JOB),
})

/** Tells one member about one change at a grant's source, exactly once, in their language. */
export const sendGrantChangeNoticeJob = defineJob({
  id: SEND_GRANT_CHANGE_NOTICE_JOB,
  schema: z.object({ key: z.string().regex(new RegExp(`^${GRANT_CHANGE_NOTICE_KIND}:`)), userId: z.string() }),
  async handler(payload, services) {
    await sendGrantChangeNotice(services, payload)
  },
})
