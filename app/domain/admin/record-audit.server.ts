import type { Db } from '../../db/client.server.ts'
import { auditLog } from '../../db/schema/index.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Records an admin action (or, with no actor, a system event admins must see) inside the caller's transaction, so the log and the change land together. */
export async function recordAudit(tx: Tx | Db, entry: { actorId: string | null; action: string; entityType: string; entityId: string; before?: unknown; after?: unknown }) {
  await tx.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null })
}
export type { Tx }
