import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizations, user, userRoles } from '../../db/schema/index.ts'
import type { Member } from '../accounts/get-member.server.ts'
import { hasAccountManager, initials } from './has-account-manager.ts'

export interface AccountManager {
  id: string
  name: string
  initials: string
}

/** Whether the member's organization's plan or badge in force includes an account manager (assigned or not yet). */
export function accountManagerIncluded(member: Pick<Member, 'organization'>): boolean {
  return hasAccountManager({ plan: member.organization.plan, badgeTier: member.organization.verified?.tier ?? null })
}

/**
 * The member's organization's account manager, while it has one: eligible (Premium, or an Elite
 * badge in force), assigned, and the person assigned is still staff (an admin). Otherwise null,
 * and the dashboard shows no card; the assignment itself is kept.
 */
export async function getAccountManager(db: Db, member: Pick<Member, 'organization'>): Promise<AccountManager | null> {
  if (!accountManagerIncluded(member)) return null
  const [row] = await db
    .select({ id: user.id, name: user.name })
    .from(organizations)
    .innerJoin(user, eq(user.id, organizations.accountManagerId))
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, 'admin')))
    .where(eq(organizations.id, member.organization.id))
  return row ? { id: row.id, name: row.name, initials: initials(row.name) } : null
}
