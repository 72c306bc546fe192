import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { loadExpertAi } from '../../domain/expert-ai/expert-ai-access.server.ts'
import { findExpertImage } from '../../domain/expert-ai/expert-images.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import type { Route } from './+types/expert-image'

/**
 * One of an expert's generated images (ADR 082): its owner's alone (anyone else, staff included,
 * finds nothing), shown on /expert/images and, with `?download=1`, saved as a file whose name says
 * it is AI-generated.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db, storage } = context.get(servicesContext)
  const id = routeId(params.id, 'uuid')
  const expert = await loadExpertAi(db, member.id)
  const image = expert ? await findExpertImage(db, expert.id, id) : null
  const bytes = image ? await storage.get(image.storageKey) : null
  if (!image || !bytes) throw data(null, { status: 404 })
  const extension = image.contentType.split('/')[1]
  const name = `ai-generated-${image.purpose.replace(/_/g, '-')}-${image.createdAt.toISOString().slice(0, 10)}.${extension}`
  const download = new URL(request.url).searchParams.get('download') === '1'
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': image.contentType,
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${name}"`,
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  })
}
