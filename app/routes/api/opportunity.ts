import { apiError, apiOk } from '../../domain/api/api-response.server.ts'
import { getOpportunity } from '../../domain/api/get-opportunity.server.ts'
import { withApiKey } from '../../domain/api/with-api-key.server.ts'

/** GET /common-grants/opportunities/{oppId} (CommonGrants, required): one published grant, or 404 in the Error shape. */
const handle = withApiKey('grants:read', ['GET'], async ({ params, services }) => {
  const opportunity = await getOpportunity(services.db, params.oppId, services.config.appUrl)
  if (!opportunity) return apiError(404, 'No published opportunity has this id.', [`oppId: ${params.oppId ?? ''} not found`])
  return apiOk({ data: opportunity })
})

export const loader = handle
export const action = handle
