import { servicesContext } from '../../context.ts'
import { exportFilename, listQueueForExport, toCsv, toJson } from '../../domain/discovery/export.server.ts'
import { requireDiscoveryAdmin } from '../../domain/discovery/review.server.ts'
import type { Route } from './+types/export'

/**
 * The whole discovery queue as a download (/taf-admin/export.json, /taf-admin/export.csv): newest
 * first, every extracted field with its page, status, duplicate link and source. Admins only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireDiscoveryAdmin(context, request)
  const format = new URL(request.url).pathname.endsWith('.csv') ? 'csv' : 'json'
  const rows = await listQueueForExport(context.get(servicesContext).db)
  const body = format === 'csv' ? toCsv(rows) : toJson(rows)
  return new Response(body, {
    headers: {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFilename(format)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
