import { and, eq, isNull } from 'drizzle-orm'
import { scheduledEmails } from '../../db/schema/index.ts'
import type { OutgoingEmail } from '../../email/mailer.server.ts'
import type { MessageId } from '../../i18n/index.ts'
import type { JobServices } from '../shared/job-services.ts'
import { notify } from './notify.server.ts'

/**
 * Sends a claimed email exactly once (ADR 007): skipped when already sent; delivered under its key,
 * so a retry after a crash replaces rather than repeats it; then marked sent together with the
 * in-app notification. `email` null means the member no longer wants it: marked, not sent (the
 * in-app notification, when one is given, still added).
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
    if (notification) await notify(tx, userId, notification.messageId, notification.params, notification.link)
    return email ? 'sent' : 'suppressed'
  })
}
