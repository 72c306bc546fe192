import type { Money } from './opportunity.server.ts'

/** A member as the pipeline extension names them: id and name, never their email. */
export function person(id: string | null, name: string | null): { id: string; name: string } | undefined {
  return id && name ? { id, name } : undefined
}

export function usd(amount: number | null): Money | undefined {
  return amount === null || amount === undefined ? undefined : { amount: String(amount), currency: 'USD' }
}

/** An object without its undefined fields (the API leaves out what has no value, never null). */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T
}
