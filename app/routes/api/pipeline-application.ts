import { apiError, apiOk } from '../../domain/api/api-response.server.ts'
import { getApplication } from '../../domain/api/get-application.server.ts'
import { withApiKey } from '../../domain/api/with-api-key.server.ts'

/** GET /api/v1/pipeline/applications/{id} (Harambee extension): one of the key's organization's applications; any other is not found. */
const handle = withApiKey('pipeline:read', ['GET'], async ({ params, services, key }) => {
  const application = await getApplication(services.db, key.organizationId, params.id, services.config.appUrl)
  if (!application) return apiError(404, 'No application with this id in your organization.', [`id: ${params.id ?? ''} not found`])
  return apiOk({ data: application })
})

export const loader = handle
export const action = handle
