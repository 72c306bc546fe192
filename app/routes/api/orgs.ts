import { apiError, apiOk } from '../../domain/api/api-response.server.ts'
import { pageFromQuery, paginationInfo } from '../../domain/api/pagination.server.ts'
import { withOrgsKey } from '../../domain/funder-access/with-orgs-key.server.ts'
import { commonGrantsOrganization } from '../../domain/organization-directory/commongrants-organization.server.ts'
import { listDirectoryOrganizations } from '../../domain/organization-directory/directory-organizations.server.ts'

/**
 * GET /common-grants/orgs (CommonGrants 0.4.0, experimental; ADR 063): the directory of verified
 * organizations, a page at a time, with only what each chose to publish. Funders' keys (orgs:read).
 * `registry` and `id` filter by an identifier (org:harambee:system, or org:<country>:registration).
 */
const handle = withOrgsKey(['GET'], async ({ url, services }) => {
  const page = pageFromQuery(url)
  if (!page.ok) return apiError(400, 'The page parameters are not valid.', page.errors)
  const registry = url.searchParams.get('registry')
  const id = url.searchParams.get('id')
  if ((registry === null) !== (id === null)) return apiError(400, 'The identifier filter is not valid.', ['registry and id are sent together'])
  const identifier = registry !== null && id !== null ? { registry: registry.trim().toLowerCase(), id: id.trim() } : undefined
  const { organizations, total } = await listDirectoryOrganizations(services.db, { identifier }, page.page)
  return apiOk({ items: organizations.map((o) => commonGrantsOrganization(o, services.config.appUrl)), paginationInfo: paginationInfo(page.page, total) })
})

export const loader = handle
export const action = handle
