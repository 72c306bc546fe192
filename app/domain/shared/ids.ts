import { data } from 'react-router'

/** The largest id a PostgreSQL serial column holds (a 32-bit integer). */
export const MAX_SERIAL_ID = 2_147_483_647
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A serial (whole-number) id as the database can hold it, or null for anything else ("abc", "1.5", "99999999999"). */
export function parseSerialId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= MAX_SERIAL_ID ? id : null
}

/** A uuid id, lower-cased, or null for anything else. */
export function parseUuid(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null
}

/** An opaque id made by the app (payment sessions, outbox messages): letters, digits, - and _ only. */
export function parseToken(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null
}

/**
 * The id in a route's URL (:id), or a 404 thrown when it cannot be one: a malformed or
 * out-of-range id is a page that does not exist, never a server error.
 */
export function routeId(value: string | undefined, kind: 'serial'): number
export function routeId(value: string | undefined, kind: 'uuid' | 'token'): string
export function routeId(value: string | undefined, kind: 'serial' | 'uuid' | 'token'): number | string {
  const id = kind === 'serial' ? parseSerialId(value) : kind === 'uuid' ? parseUuid(value) : parseToken(value)
  if (id === null) throw data(null, { status: 404 })
  return id
}
