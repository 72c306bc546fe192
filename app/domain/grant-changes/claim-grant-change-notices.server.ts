import { sql } from 'drizzle-orm'
import type { JobQueue } from '../../context.ts'
import { type Db, queryRows } from '../../db/client.server.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { grantFollowers } from '../grants/grant-followers.server.ts'
import { claimScheduledEmails } from '../notifications/claim-scheduled-emails.server.ts'

/** The job that sends one claimed change notice (app/jobs/grant-changes.server.ts). */
export const SEND_GRANT_CHANGE_NOTICE_JOB = 'grant-changes.notice'

/** The kind of the notices' scheduled emails: each key is `grant-change:{change id}:{member id}`. */
export const GRANT_CHANGE_NOTICE_KIND = 'grant-change'
const noticeKey = (changeId: string, userId: string) => `${GRANT_CHANGE_NOTICE_KIND}:${changeId}:${userId}`
/** The change a notice's key names. */
export const changeIdOfNotice = (key: string): string => key.split(':')[1] ?? ''

/**
 * Claims one notice per member told about an applied change, and queues each one's sending: for
 * every organization that saved the grant, its saver (else the owner); for every one that applied,
 * the application's assignee, else its creator, else the owner (whoever is still on the team), as
 * the deadline reminders choose. Claimed in the caller's transaction, with the change applied; the
 * notice job's scan sends what was claimed, or the caller queues it at once (queueGrantChangeNotices).
 */
export async function claimGrantChangeNotices(tx: Tx | Db, changeId: string): Promise<Array<{ key: string; userId: string }>> {
  const recipients = await queryRows<{ user_id: string }>(
    tx as Db,
    sql`
      select distinct m.user_id
      from grant_changes c
      join ${grantFollowers({ openApplicationsOnly: false })} m on m.grant_id = c.grant_id
      where c.id = ${changeId} and c.status = 'applied'`,
  )
  const rows = recipients.map((r) => ({ key: noticeKey(changeId, r.user_id), userId: r.user_id, kind: GRANT_CHANGE_NOTICE_KIND }))
  await claimScheduledEmails(tx as Db, rows)
  return rows.map(({ key, userId }) => ({ key, userId }))
}

/**
 * Called once the change has committed (a reviewer's confirmation): queues its notices now. A queue
 * that is not running loses nothing: the `grant-changes.scan-notices` job finds the claimed keys each minute.
 */
export async function queueGrantChangeNotices(jobs: JobQueue, notices: ReadonlyArray<{ key: string; userId: string }>): Promise<void> {
  for (const notice of notices) {
    try {
      await jobs.enqueue(SEND_GRANT_CHANGE_NOTICE_JOB, notice, { singletonKey: notice.key })
    } catch (error) {
      console.error('Queueing a change notice failed; the scan will send it', error)
    }
  }
}
