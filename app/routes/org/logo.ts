import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { getPublicLogo } from '../../domain/public-profile/logo.server.ts'
import { logoResponse } from '../../domain/public-profile/logo-response.server.ts'
import type { Route } from './+types/logo'

/** A public profile's logo, only while the profile shows it (published, logo chosen, Premium); 404 otherwise. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,80}$/.test(params.slug)) throw data(null, { status: 404 })
  const { db, storage } = context.get(servicesContext)
  const logo = await getPublicLogo(db, storage, params.slug)
  if (!logo) throw data(null, { status: 404 })
  return logoResponse(request, logo, 'public, max-age=300, stale-while-revalidate=3600')
}
