import { createHash } from 'node:crypto'

/** A logo image response: its type read from its bytes, cacheable by ETag, never anything but an image. */
export function logoResponse(request: Request, logo: { bytes: Buffer; type: string }, cache: string): Response {
  const etag = `"${createHash('sha256').update(logo.bytes).digest('base64url').slice(0, 27)}"`
  const headers = { 'Content-Type': logo.type, 'Cache-Control': cache, ETag: etag, 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" }
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(logo.bytes), { headers })
}
