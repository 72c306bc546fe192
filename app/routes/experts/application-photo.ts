import { eq } from 'drizzle-orm'
import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { experts } from '../../db/schema/index.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { sniffPhotoType } from '../../domain/experts/expert-photo.ts'
import { routeId } from '../../domain/shared/ids.ts'
import type { Route } from './+types/application-photo'

/**
 * An applicant's photo, shown to the applicant and to admins deciding the application (a listed
 * expert's photo is public at /grant-experts/:id/photo). Anyone else finds nothing.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db, storage } = context.get(servicesContext)
  const id = routeId(params.id, 'uuid')
  const [expert] = await db.select({ userId: experts.userId, key: experts.profileImageUrl }).from(experts).where(eq(experts.id, id))
  if (!expert?.key || (expert.userId !== member.id && !member.isAdmin)) throw data(null, { status: 404 })
  const bytes = await storage.get(expert.key)
  const type = bytes ? sniffPhotoType(bytes) : null
  if (!bytes || !type) throw data(null, { status: 404 })
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': type, 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" },
  })
}
