import type { Db } from '../../db/client.server.ts'
import { activityEvents } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/**
 * What a team's activity feed records; each verb's words are the catalogue's `team.activity.{verb}`.
 * Data holds names and titles only (never note or comment text), so viewers may read it.
 */
export const ACTIVITY_VERBS = [
  'grant.saved',
  'grant.unsaved',
  'application.created',
  'application.status',
  'application.assigned',
  'application.commented',
  'application.commentDeleted',
  'member.invited',
  'member.joined',
  'member.left',
  'member.removed',
  'member.role',
  'ownership.transferred',
  'apiKey.created',
  'apiKey.revoked',
  'apiKey.revokedWithMember',
  'apiKey.revokedWithRole',
  'automation.ran',
  'report.saved',
  'report.renamed',
  'report.deleted',
  'profile.published',
] as const
export type ActivityVerb = (typeof ACTIVITY_VERBS)[number]

export interface ActivityInput {
  organizationId: string
  /** Who did it; null for the automation and other work done by the system. */
  actorId: string | null
  verb: ActivityVerb
  subjectType?: 'grant' | 'application' | 'member' | 'invitation' | 'apiKey' | 'automationRule' | 'report' | 'organization'
  subjectId?: string
  data?: Record<string, string | number | null>
}

/** Writes one entry of the team's activity feed, in the caller's transaction (the change and its record commit together). */
export async function recordActivity(tx: Tx | Db, input: ActivityInput) {
  await tx.insert(activityEvents).values({
    organizationId: input.organizationId,
    actorId: input.actorId,
    verb: input.verb,
    subjectType: input.subjectType ?? null,
    subjectId: input.subjectId ?? null,
    data: input.data ?? {},
  })
}
