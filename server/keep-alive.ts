/**
 * How long the server keeps an idle connection open. Longer than clients and proxies keep theirs
 * (fetch: 4 s; common load balancers: 60 s), so a request sent just as an idle connection would
 * close is never answered by a reset. Node's default, 5 s, races with a busy client.
 */
export const KEEP_ALIVE_MS = 65_000

/** Applies it to a server; headers must be allowed to arrive for at least as long. */
export function keepAlive(server: { keepAliveTimeout: number; headersTimeout: number }) {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
}
