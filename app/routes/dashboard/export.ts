import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { applicationsCsv } from '../../domain/export/applications-csv.server.ts'
import { exportFilename } from '../../domain/export/export-filename.ts'
import { savedGrantsCsv } from '../../domain/export/saved-grants-csv.server.ts'
import type { Route } from './+types/export'

/**
 * The member's own saved grants (/dashboard/export/saved.csv) or applications
 * (/dashboard/export/applications.csv) as a CSV file Excel opens as it should (UTF-8 with BOM,
 * formulas neutralised), its header in the member's language. Signed-out visitors go to sign in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db, config } = context.get(servicesContext)
  const applications = new URL(request.url).pathname.endsWith('/applications.csv')
  const body = applications ? await applicationsCsv(db, member.organization.id, config.appUrl) : await savedGrantsCsv(db, member.organization.id, config.appUrl)
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFilename(config.appName, applications ? 'applications' : 'saved-grants')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
