import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationMembers, organizations } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { getOrganizationOverview } from '../organizations/get-organization-overview.server.ts'
import { hasAccountManager } from './has-account-manager.ts'
import { listStaff } from './list-staff.server.ts'

/** What an assignment answers: done (assigned, removed or unchanged), or why not. */
export type AssignOutcome = 'assigned' | 'removed' | 'unchanged' | 'notStaff' | 'notEligible' | null

/**
 * An admin makes a staff member (another admin, or themselves) an organization's account manager,
 * or removes the one it has (`managerId` null). Only an organization that has one (Premium, or an
 * Elite badge in force) gets one; removing is always allowed. The change and its audit entry land
 * together, and the organization's owner is told who their account manager is. Null: no such organization.
 */
export async function assignAccountManager(db: Db, actorId: string, organizationId: string, managerId: string | null): Promise<AssignOutcome> {
  const org = await getOrganizationOverview(db, organizationId)
  if (!org) return null
  if (org.accountManagerId === managerId) return 'unchanged'
  if (managerId !== null) {
    if (!hasAccountManager({ plan: org.plan, badgeTier: org.badgeTier })) return 'notEligible'
  }
  return db.transaction(async (tx) => {
    const staff = managerId ? (await listStaff(tx)).find((s) => s.id === managerId) : null
    if (managerId && !staff) return 'notStaff'
    await tx.update(organizations).set({ accountManagerId: managerId, updatedAt: new Date() }).where(eq(organizations.id, organizationId))
    await recordAudit(tx, {
      actorId,
      action: managerId ? 'account_manager.assign' : 'account_manager.remove',
      entityType: 'organization',
      entityId: organizationId,
      before: { accountManagerId: org.accountManagerId },
      after: { accountManagerId: managerId },
    })
    if (staff) {
      const [owner] = await tx
        .select({ id: organizationMembers.userId })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'owner')))
      if (owner) await notify(tx, owner.id, 'accountManager.notification.assigned', { name: staff.name }, '/dashboard')
    }
    return managerId ? 'assigned' : 'removed'
  })
}
