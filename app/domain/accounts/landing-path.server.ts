import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { user, userRoles } from '../../db/schema/index.ts'

/** Where signing in lands when no page was asked for: staff on the admin panel, members on their dashboard. */
export async function landingPath(db: Db, email: string): Promise<'/admin' | '/dashboard'> {
  const [admin] = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, 'admin')))
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
    .limit(1)
  return admin ? '/admin' : '/dashboard'
}
