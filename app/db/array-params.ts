import { sql } from 'drizzle-orm'

/**
 * A list as one array parameter (`{a,b}`::text[]), not one parameter per value: a set-based
 * statement over thousands of rows stays one short statement, under the driver's parameter limit.
 */
const literal = (values: readonly string[]) => `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`

/** Strings as one text[] parameter. */
export const textList = (values: readonly string[]) => sql`${literal(values)}::text[]`

/** Ids as one uuid[] parameter. */
export const uuidList = (ids: readonly string[]) => sql`${literal(ids)}::uuid[]`

/** Numbers as one int[] parameter. */
export const intList = (values: readonly number[]) => sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`
