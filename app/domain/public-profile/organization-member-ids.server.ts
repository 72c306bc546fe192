import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationMembers } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/** Everyone in the organization's team: who hears about its badge. */
export async function organizationMemberIds(tx: Tx | Db, organizationId: string): Promise<string[]> {
  const rows = await tx.select({ id: organizationMembers.userId }).from(organizationMembers).where(eq(organizationMembers.organizationId, organizationId))
  return rows.map((r) => r.id)
}
