import { eq } from 'drizzle-orm'
import type { Db } from '../../app/db/client.server.ts'
import { organizationMembers } from '../../app/db/schema/index.ts'

/** The organization a member belongs to (one per person, ADR 030). */
export async function orgOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ id: organizationMembers.organizationId }).from(organizationMembers).where(eq(organizationMembers.userId, userId))
  if (!row) throw new Error(`no organization for ${userId}`)
  return row.id
}
