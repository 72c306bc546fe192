import type { JobQueue } from '../../context.ts'

/** The kinds of scheduled_emails rows a comment or an assignment claims (ADR 007). */
export const MENTION_EMAIL_KIND = 'mention'
export const ASSIGNED_EMAIL_KIND = 'assigned'
export const COMMENT_EMAIL_KINDS = [MENTION_EMAIL_KIND, ASSIGNED_EMAIL_KIND] as const

/** One member's email about one comment that mentions them. */
export const mentionEmailKey = (commentId: string, userId: string) => `${MENTION_EMAIL_KIND}:${commentId}:${userId}`
/** One member's email about being assigned an application, the application's `n`th assignment. */
export const assignedEmailKey = (applicationId: string, userId: string, n: number) => `${ASSIGNED_EMAIL_KIND}:${applicationId}:${userId}:${n}`

/** The job that sends one such email (app/jobs/comment-emails.server.ts). */
export const COMMENT_EMAIL_JOB = 'comments.send-email'

export interface ClaimedEmail {
  key: string
  userId: string
}

/**
 * Called once the comment or assignment has committed: queues its emails now. A queue that is not
 * running (or failing) loses nothing: the `comments.scan-emails` job finds the claimed keys each minute.
 */
export async function queueCommentEmails(jobs: JobQueue, emails: readonly ClaimedEmail[]): Promise<void> {
  for (const email of emails) {
    try {
      await jobs.enqueue(COMMENT_EMAIL_JOB, email, { singletonKey: email.key })
    } catch (error) {
      console.error('Queueing a team email failed; the scan will send it', error)
    }
  }
}
