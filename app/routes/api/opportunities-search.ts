import { apiError, apiOk } from '../../domain/api/api-response.server.ts'
import { parseSearchRequest } from '../../domain/api/search-request.schema.server.ts'
import { searchOpportunities } from '../../domain/api/search-opportunities.server.ts'
import { withApiKey } from '../../domain/api/with-api-key.server.ts'

/** POST /common-grants/opportunities/search (CommonGrants, optional): search text, filters, sorting and pages in a JSON body. */
const handle = withApiKey('grants:read', ['POST'], async ({ request, services }) => {
  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    return apiError(400, 'The body must be a JSON object.', ['body: not valid JSON'])
  }
  const parsed = parseSearchRequest(body)
  if (!parsed.ok) return apiError(400, 'The search request is not valid.', parsed.errors)
  return apiOk(await searchOpportunities(services.db, parsed.request, parsed.page, services.config.appUrl))
})

export const loader = handle
export const action = handle
