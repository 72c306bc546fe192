import { and, eq } from 'drizzle-orm'
import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { organizationVerifications, verificationDocuments } from '../../db/schema/index.ts'
import { requireMember, requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import type { Route } from './+types/verification-document'

/** A verification document, served only to its organization and to admins, always as a download. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  // A reviewer (a site admin) reads any organization's documents, whatever their role in their own team.
  const member = requireMember(context, request)
  if (!member.isAdmin) requireOrgPermission(context, request, 'verification.manage')
  const { db, storage } = context.get(servicesContext)
  const id = routeId(params.id, 'serial')
  const documentId = routeId(params.documentId, 'uuid')
  const [doc] = await db
    .select({
      fileName: verificationDocuments.fileName,
      contentType: verificationDocuments.contentType,
      storageKey: verificationDocuments.storageKey,
      organizationId: organizationVerifications.organizationId,
    })
    .from(verificationDocuments)
    .innerJoin(organizationVerifications, eq(organizationVerifications.id, verificationDocuments.verificationId))
    .where(and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.verificationId, id)))
  if (!doc || (doc.organizationId !== member.organization.id && !member.isAdmin)) throw data(null, { status: 404 })
  const bytes = await storage.get(doc.storageKey)
  if (!bytes) throw data(null, { status: 404 })
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': doc.contentType,
      'Content-Disposition': `attachment; filename="${doc.fileName.replace(/[^\w. -]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
