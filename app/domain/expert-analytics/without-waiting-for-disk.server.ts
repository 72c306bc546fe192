import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/**
 * Runs a counter's write without waiting for the disk to confirm it (synchronous_commit off, for
 * this transaction only; ADR 073): the commit returns once the write is in memory, not after a WAL
 * flush, which on a busy disk is most of a small write's time.
 * A crash may lose the last fraction of a second of counts, never corrupt them: fine for view
 * counters, never for money or anything a member typed.
 */
export function withoutWaitingForDisk<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`)
    return write(tx)
  })
}
