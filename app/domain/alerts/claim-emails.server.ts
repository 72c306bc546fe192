import { sql } from 'drizzle-orm'
import { textList } from '../../db/array-params.ts'
import { type Db, queryRows } from '../../db/client.server.ts'

/**
 * An alert round's first step, inside its transaction: claims this period's email of each
 * subscription (`scheduled_emails`, one key each). Answers the keys claimed now (`ours`: their
 * grants are claimed next) and, of the keys claimed before, those still unsent: their list is final
 * and they are only queued again.
 */
export async function claimEmails(tx: Db, kind: 'search' | 'matches', emails: ReadonlyArray<{ key: string; userId: string }>) {
  const ours = new Set(
    (
      await queryRows<{ key: string }>(
        tx,
        sql`insert into scheduled_emails (key, user_id, kind)
            select key, user_id, ${kind} from unnest(${textList(emails.map((e) => e.key))}, ${textList(emails.map((e) => e.userId))}) as d(key, user_id)
            on conflict do nothing returning key`,
      )
    ).map((r) => r.key),
  )
  const earlier = emails.filter((e) => !ours.has(e.key)).map((e) => e.key)
  const unsent = earlier.length
    ? new Set((await queryRows<{ key: string }>(tx, sql`select key from scheduled_emails where key = any(${textList(earlier)}) and sent_at is null`)).map((r) => r.key))
    : new Set<string>()
  return { ours, unsent }
}

/** Gives back the emails claimed for subscriptions that found nothing new. */
export async function releaseEmails(tx: Db, keys: readonly string[]) {
  if (keys.length) await tx.execute(sql`delete from scheduled_emails where key = any(${textList(keys)})`)
}
