/**
 * Headers the server itself sets on every request it hands to the app (server/request-handler.ts).
 * Any copy a client sends is dropped first, so the app can trust them.
 */
export const SERVER_HEADERS = {
  /** The client's address, resolved once by Express from TRUST_PROXY (better-auth reads it too). */
  clientAddress: 'x-harambee-client-address',
  /** Set to "1" when an upload was larger than the route's limit and was not read. */
  bodyTooLarge: 'x-harambee-body-too-large',
} as const

export function bodyWasTooLarge(request: Request): boolean {
  return request.headers.get(SERVER_HEADERS.bodyTooLarge) === '1'
}
