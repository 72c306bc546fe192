import { isApplicationStatus } from '../../domain/applications/application-status.ts'
import { apiError, apiOk } from '../../domain/api/api-response.server.ts'
import { listApplications } from '../../domain/api/list-applications.server.ts'
import { pageFromQuery } from '../../domain/api/pagination.server.ts'
import { withApiKey } from '../../domain/api/with-api-key.server.ts'

/** GET /api/v1/pipeline/applications (Harambee extension): the key's organization's applications, `status` optional. */
const handle = withApiKey('pipeline:read', ['GET'], async ({ url, services, key }) => {
  const page = pageFromQuery(url)
  const status = url.searchParams.get('status') || undefined
  const errors = [...(page.ok ? [] : page.errors), ...(status !== undefined && !isApplicationStatus(status) ? [`status: "${status}" is not an application status`] : [])]
  if (!page.ok || errors.length) return apiError(400, 'The parameters are not valid.', errors)
  return apiOk(await listApplications(services.db, key.organizationId, status as Parameters<typeof listApplications>[2], page.page, services.config.appUrl))
})

export const loader = handle
export const action = handle
