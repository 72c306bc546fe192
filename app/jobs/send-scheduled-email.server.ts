import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../db/client.server.ts'
import { scheduledEmails } from '../db/schema/index.ts'
import type { OutgoingEmail } from '../email/mailer.server.ts'
import type { MessageId } from '../i18n/index.ts'
import { notify } from '../domain/notifications/notify.server.ts'
import type { JobServices } from './job.ts'

/** Claims keys for emails to send; a key claimed before (sent or not) is left as it is. */
export async function claimScheduledEmails(db: Db, rows: Array<{ key: string; userId: string; kind: string }>) {
  if (rows.length === 0) return
  await db.insert(scheduledEmails).values(rows).onConflictDoNothing()
}

/** Keys of this kind still waiting to be sent. */
export async function unsentKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return new Set<string>()
  const rows = await db
    .select({ key: scheduledEmails.key })
    .from(scheduledEmails)
    .where(and(inArray(scheduledEmails.key, keys), isNull(scheduledEmails.sentAt)))
  return new Set(rows.map((r) => r.key))
}

/**
 * The scan of a kind of email sent by its own job: each email of `kinds` claimed but not sent yet
 * (up to 500 a scan) is queued for `jobId` with its key and member, once per key. A send that
 * failed, or a queue that was not running when the email was claimed, is caught up this way.
 */
export async function enqueueUnsentEmails(services: Pick<JobServices, 'db' | 'enqueue'>, kinds: readonly string[], jobId: string) {
  const waiting = await services.db
    .select({ key: scheduledEmails.key, userId: scheduledEmails.userId })
    .from(scheduledEmails)
    .where(and(inArray(scheduledEmails.kind, [...kinds]), isNull(scheduledEmails.sentAt)))
    .limit(500)
  for (const row of waiting) await services.enqueue(jobId, row, { singletonKey: row.key })
}

/**
 * Sends a claimed email exactly once (ADR 007): skipped when already sent; delivered under its key,
 * so a retry after a crash replaces rather than repeats it; then marked sent together with the
 * in-app notification. `email` null means the member no longer wants it: marked, not sent.
 */
export async function sendScheduledEmail(
  services: Pick<JobServices, 'db' | 'mailer'>,
  key: string,
  userId: string,
  email: Omit<OutgoingEmail, 'idempotencyKey'> | null,
  notification?: { messageId: MessageId; params: Record<string, string | number>; link?: string },
): Promise<'sent' | 'skipped' | 'suppressed'> {
  const [row] = await services.db.select({ sentAt: scheduledEmails.sentAt }).from(scheduledEmails).where(eq(scheduledEmails.key, key))
  if (!row || row.sentAt) return 'skipped'
  if (email) await services.mailer.send({ ...email, idempotencyKey: key })
  return services.db.transaction(async (tx) => {
    const marked = await tx
      .update(scheduledEmails)
      .set({ sentAt: new Date() })
      .where(and(eq(scheduledEmails.key, key), isNull(scheduledEmails.sentAt)))
      .returning({ key: scheduledEmails.key })
    if (marked.length === 0) return 'skipped'
    if (email && notification) await notify(tx, userId, notification.messageId, notification.params, notification.link)
    return email ? 'sent' : 'suppressed'
  })
}
