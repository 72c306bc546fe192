import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { userRoles } from '../../db/schema/index.ts'

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1)
  return rows.length > 0
}
