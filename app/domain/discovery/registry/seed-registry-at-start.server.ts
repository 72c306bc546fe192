import { and, eq } from 'drizzle-orm'
import type { AuditAction } from '../../../catalog/audit.ts'
import type { Db } from '../../../db/client.server.ts'
import { auditLog } from '../../../db/schema/index.ts'
import { recordAudit } from '../../admin/record-audit.server.ts'
import { addRegistrySources } from './add-registry-sources.server.ts'

const SEEDED: AuditAction = 'discovery.registry.seed'

/**
 * DISCOVERY_REGISTRY=on: the first start adds every registry entry as a source, so a new instance
 * with internet fills with real calls on its first day. Done once per database (an audit entry
 * marks it), so a source an admin later deletes is not added back at the next start. Answers how
 * many were added, or null when it was done before.
 */
export async function seedRegistryAtStart(db: Db): Promise<{ added: number; known: number } | null> {
  const [done] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'discovery_source'), eq(auditLog.entityId, 'registry'), eq(auditLog.action, SEEDED)))
    .limit(1)
  if (done) return null
  const result = await addRegistrySources(db, null, 'all')
  await recordAudit(db, { actorId: null, action: SEEDED, entityType: 'discovery_source', entityId: 'registry', after: result })
  return result
}
