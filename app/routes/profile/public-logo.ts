import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { getOwnLogo } from '../../domain/public-profile/logo.server.ts'
import { logoResponse } from '../../domain/public-profile/logo-response.server.ts'
import type { Route } from './+types/public-logo'

/** The organization's own logo for its members (settings page, reports), published or not, while Premium is in force; 404 otherwise. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db, storage } = context.get(servicesContext)
  const logo = await getOwnLogo(db, storage, member.organization.id)
  if (!logo) throw data(null, { status: 404 })
  return logoResponse(request, logo, 'private, max-age=300')
}
