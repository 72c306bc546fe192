import type { RouterContextProvider } from 'react-router'
import { can, type Permission } from '../../catalog/team.ts'
import { memberContext } from '../../context.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import type { MessageId } from '../../i18n/index.ts'
import type { Member } from './get-member.server.ts'

export function authRedirectUrl(request: Request): string {
  const url = new URL(request.url)
  return `/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`
}

/** The signed-in member, or a redirect to /auth (with a message) for signed-out visitors. */
export function requireMember(context: Readonly<RouterContextProvider>, request: Request, message: MessageId = 'auth.signInRequired'): Member {
  const member = context.get(memberContext)
  if (!member) throw redirectWithFlash(authRedirectUrl(request), message)
  return member
}

/** An admin, or a redirect: signed out to /auth, members to /dashboard with "Access denied". */
export function requireAdmin(context: Readonly<RouterContextProvider>, request: Request): Member {
  const member = requireMember(context, request)
  if (!member.isAdmin) throw redirectWithFlash('/dashboard', 'admin.accessDenied')
  return member
}

/**
 * An admin, or a redirect: signed out to /auth (as requireMember), members to `redirectTo` with
 * `message`. The grant discovery console sends members to /discover with "Access Denied" (spec §6).
 */
export function requireAdminOr(context: Readonly<RouterContextProvider>, request: Request, redirectTo: string, message: MessageId): Member {
  const member = requireMember(context, request)
  if (!member.isAdmin) throw redirectWithFlash(redirectTo, message)
  return member
}

/**
 * A member whose role in their organization allows `permission` (app/catalog/team.ts), or a
 * redirect: signed out to /auth, a member whose role does not allow it to /dashboard with
 * "Your role … does not allow this". Queries still filter by the member's organization.
 */
export function requireOrgPermission(context: Readonly<RouterContextProvider>, request: Request, permission: Permission): Member {
  const member = requireMember(context, request)
  if (!can(member.organization.role, permission)) throw redirectWithFlash('/dashboard', 'team.notAllowed')
  return member
}
