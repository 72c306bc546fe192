import { apiError, apiPreflight } from '../../domain/api/api-response.server.ts'

/** Any other path under /common-grants/ or /api/v1/: the API's 404, as JSON in the CommonGrants Error shape, never the site's page. */
function notFound({ request }: { request: Request }) {
  if (request.method === 'OPTIONS') return apiPreflight(['GET', 'POST'])
  return apiError(404, 'There is no such API route. The routes are listed in /api/openapi.json.', [`${request.method} ${new URL(request.url).pathname}: not found`])
}

export const loader = notFound
export const action = notFound
