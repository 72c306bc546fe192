import type { PlanId } from './plans.ts'

/** A team member's role, highest first (ADR 030). The database enum is built from this list. */
export const MEMBER_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]
/** Roles an invitation may give: there is one owner, and ownership is transferred, not invited. */
export const INVITABLE_ROLES = ['admin', 'editor', 'viewer'] as const satisfies readonly MemberRole[]

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7

/**
 * What each role may do in its organization, in one place: every loader and action asks
 * `can(role, permission)` (through requireOrgPermission), and the authorization matrix tests each.
 * A role may do everything the roles below it may.
 */
export const PERMISSIONS = {
  /** See the team's saved grants, applications, comments, activity and reports. */
  'pipeline.read': 'viewer',
  /** Save and unsave grants, start and update applications, notes, comments, assignment. */
  'pipeline.write': 'editor',
  /** Ask experts for help on the team's behalf (a project request uses the organization's daily contacts). */
  'requests.write': 'editor',
  /** Invite people, withdraw invitations, change roles below one's own, remove members. */
  'team.manage': 'admin',
  /** The organization tab of /profile: name, sector, country, mission and the rest the match score reads. */
  'organization.edit': 'admin',
  'apiKeys.manage': 'admin',
  'automation.manage': 'admin',
  'reports.manage': 'admin',
  'profile.public.edit': 'admin',
  'billing.manage': 'admin',
  /** Buy, upgrade, switch, renew or cancel the plan: only the owner, who answers for what the organization pays (ADR 035). */
  'plan.change': 'owner',
  'verification.manage': 'admin',
  /** Opt the organization in to the grant assistant, or withdraw (ADR 072). */
  'assistant.manage': 'admin',
  /** Give ownership to an admin; only the owner. */
  'ownership.transfer': 'owner',
} as const satisfies Record<string, MemberRole>
export type Permission = keyof typeof PERMISSIONS

const rank = (role: MemberRole) => MEMBER_ROLES.length - MEMBER_ROLES.indexOf(role)

/** Whether a role may do something. */
export function can(role: MemberRole, permission: Permission): boolean {
  return rank(role) >= rank(PERMISSIONS[permission])
}

/** Whether `actor` outranks `other` (admins manage editors and viewers, the owner everyone). */
export function outranks(actor: MemberRole, other: MemberRole): boolean {
  return rank(actor) > rank(other)
}

/** The plan whose seat limit is higher, for the refusal's upgrade offer. */
export const SEAT_UPGRADE: Record<PlanId, PlanId | null> = { free: 'pro', pro: 'premium', premium: null }

/** Entries per page of the team's activity feed (/team/activity), and how many the dashboard shows. */
export const ACTIVITY_PAGE_SIZE = 30
export const DASHBOARD_ACTIVITY_SHOWN = 10

/** Invitation emails an organization may send (invite and send again) per hour: a team's needs, not a mailing list's. */
export const INVITATION_RATE_LIMIT = { attempts: 30, windowSeconds: 60 * 60 } as const
