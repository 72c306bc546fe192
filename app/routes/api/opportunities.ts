import { apiError, apiOk } from '../../domain/api/api-response.server.ts'
import { listOpportunities } from '../../domain/api/list-opportunities.server.ts'
import { pageFromQuery } from '../../domain/api/pagination.server.ts'
import { withApiKey } from '../../domain/api/with-api-key.server.ts'

/** GET /common-grants/opportunities (CommonGrants, required): published grants, a page at a time. */
const handle = withApiKey('grants:read', ['GET'], async ({ url, services }) => {
  const page = pageFromQuery(url)
  if (!page.ok) return apiError(400, 'The page parameters are not valid.', page.errors)
  return apiOk(await listOpportunities(services.db, page.page, services.config.appUrl))
})

export const loader = handle
export const action = handle
