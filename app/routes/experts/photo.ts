import { createHash } from 'node:crypto'
import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { getExpertPhoto } from '../../domain/experts/expert-photo.server.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import type { Route } from './+types/photo'

/**
 * A listed expert's profile photo: public like the profile, cacheable (an ETag of its bytes, so a
 * new photo shows at the next revalidation), its type read from its bytes. 404 for anyone not
 * listed, without a photo, or whose file is not an image.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseUuid(params.id)
  if (!id) throw data(null, { status: 404 })
  const { db, storage } = context.get(servicesContext)
  const photo = await getExpertPhoto(db, storage, id)
  if (!photo) throw data(null, { status: 404 })
  const etag = `"${createHash('sha256').update(photo.bytes).digest('base64url').slice(0, 27)}"`
  const headers = {
    'Content-Type': photo.type,
    'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  }
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(photo.bytes), { headers })
}
