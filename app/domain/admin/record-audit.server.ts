import type { AuditAction, AuditEntityType } from '../../catalog/audit.ts'
import type { Db } from '../../db/client.server.ts'
import { auditLog } from '../../db/schema/index.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Records an admin action (or, with no actor, a system event admins must see) inside the caller's
 * transaction, so the log and the change land together. The action is one of app/catalog/audit.ts,
 * written out where it is recorded (its test reads them there), so the log can say it in words.
 */
export async function recordAudit(tx: Tx | Db, entry: { actorId: string | null; action: AuditAction; entityType: AuditEntityType; entityId: string; before?: unknown; after?: unknown }) {
  await tx.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null })
}
export type { Tx }
