import { createHash } from 'node:crypto'
import { openApiJson } from '../../api/openapi.server.ts'
import { servicesContext } from '../../context.ts'
import type { Route } from './+types/openapi-json'

const etags = new Map<string, string>()

/** GET /api/openapi.json: our OpenAPI document (public: it holds no data), cached by ETag. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { appName, appUrl } = context.get(servicesContext).config
  const body = openApiJson(appName, appUrl)
  let etag = etags.get(body)
  if (!etag) {
    etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    etags.set(body, etag)
  }
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
    'Access-Control-Allow-Origin': '*',
    ETag: etag,
  }
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
}
