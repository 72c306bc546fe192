import { apiError, apiOk } from '../../domain/api/api-response.server.ts'
import { listSavedGrants } from '../../domain/api/list-saved-grants.server.ts'
import { pageFromQuery } from '../../domain/api/pagination.server.ts'
import { withApiKey } from '../../domain/api/with-api-key.server.ts'

/** GET /api/v1/pipeline/saved-grants (Harambee extension): the key's organization's saved grants. */
const handle = withApiKey('pipeline:read', ['GET'], async ({ url, services, key }) => {
  const page = pageFromQuery(url)
  if (!page.ok) return apiError(400, 'The page parameters are not valid.', page.errors)
  return apiOk(await listSavedGrants(services.db, key.organizationId, page.page, services.config.appUrl))
})

export const loader = handle
export const action = handle
