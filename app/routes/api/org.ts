import { apiError, apiOk } from '../../domain/api/api-response.server.ts'
import { withOrgsKey } from '../../domain/funder-access/with-orgs-key.server.ts'
import { commonGrantsOrganization } from '../../domain/organization-directory/commongrants-organization.server.ts'
import { getDirectoryOrganization } from '../../domain/organization-directory/directory-organizations.server.ts'

/** GET /common-grants/orgs/{orgId} (CommonGrants 0.4.0, experimental; ADR 063): one organization of the directory, or 404 in the Error shape. */
const handle = withOrgsKey(['GET'], async ({ params, services }) => {
  const organization = await getDirectoryOrganization(services.db, params.orgId ?? '')
  if (!organization) return apiError(404, 'No organization in the directory has this id.', [`orgId: ${params.orgId ?? ''} not found`])
  return apiOk({ data: commonGrantsOrganization(organization, services.config.appUrl) })
})

export const loader = handle
export const action = handle
