import { and, eq, isNull } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { apiKeys, organizationMembers, organizations } from '../../db/schema/index.ts'
import { formatIsolatedList } from '../../i18n/index.ts'
import { recordAudit, type Tx } from '../admin/record-audit.server.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { recordActivity } from '../team/record-activity.server.ts'
import { composeEmail } from '../../email/compose-email.ts'

/** What revokeMemberApiKeys did, for the email to the owner once the transaction has committed. */
export interface RevokedMemberKeys {
  ownerId: string | null
  reason: RevocationReason
  organization: string
  member: string
  names: string[]
}

/** Why a member's keys are revoked: they left the team (three ways), or their role no longer manages keys. */
export type RevocationReason = 'member.removed' | 'member.left' | 'account.deleted' | 'member.demoted'

/**
 * A member leaves the team (removed, leaving, or their account deleted), or is demoted below the role
 * that may manage API keys: the keys they created for it stop working in the same transaction, so
 * someone who no longer has that place in the team cannot read its pipeline. Each key is revoked as /team/api revokes one (kept, so the call log still names it),
 * written to the team's activity feed and the audit log with the reason, and the owner is notified.
 * `actorId` is whoever removed them (null when they left or their account was deleted).
 */
export async function revokeMemberApiKeys(
  tx: Tx,
  input: { organizationId: string; userId: string; member: string; actorId: string | null; reason: RevocationReason },
): Promise<RevokedMemberKeys | null> {
  const rows = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedBy: input.actorId })
    .where(and(eq(apiKeys.organizationId, input.organizationId), eq(apiKeys.createdBy, input.userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix })
  if (rows.length === 0) return null
  for (const row of rows) {
    await recordActivity(tx, {
      organizationId: input.organizationId,
      actorId: input.actorId,
      verb: input.reason === 'member.demoted' ? 'apiKey.revokedWithRole' : 'apiKey.revokedWithMember',
      subjectType: 'apiKey',
      subjectId: row.id,
      data: { name: row.name, member: input.member },
    })
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'api_key.revoked',
      entityType: 'api_key',
      entityId: row.id,
      after: { name: row.name, prefix: row.prefix, reason: input.reason, createdBy: input.userId },
    })
  }
  const [owner] = await tx
    .select({ userId: organizationMembers.userId, organization: organizations.name })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.organizationId, input.organizationId), eq(organizationMembers.role, 'owner')))
  const names = rows.map((r) => r.name).sort((a, b) => a.localeCompare(b))
  // The names are stored as a list and joined when shown, in the reader's language (notification-text).
  const notice = input.reason === 'member.demoted' ? 'notifications.memberKeysRevokedDemoted' : 'notifications.memberKeysRevoked'
  if (owner) await notify(tx, owner.userId, notice, { member: input.member, count: names.length, nameList: JSON.stringify(names) }, '/team/api')
  return { ownerId: owner?.userId ?? null, reason: input.reason, organization: owner?.organization ?? '', member: input.member, names }
}

/** The owner's email about keys revoked with a member, in the owner's language (sent after the change has committed). */
export async function emailRevokedMemberKeys(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, revoked: RevokedMemberKeys | null) {
  if (!revoked?.ownerId) return
  const params = { member: revoked.member, count: revoked.names.length, organization: revoked.organization, appName: services.config.appName }
  const demoted = revoked.reason === 'member.demoted'
  // Composed inside emailMember, so the names are joined in the owner's language, each isolated.
  await emailMember(services, revoked.ownerId, ({ name }) =>
    composeEmail(demoted ? 'apiKeys.demotedKeysRevoked' : 'apiKeys.memberKeysRevoked', {
      ...params,
      names: formatIsolatedList(revoked.names),
      name,
      url: `${services.config.appUrl}/team/api`,
    }),
  )
}
