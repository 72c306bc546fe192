import { sql } from 'drizzle-orm'
import { servicesContext } from '../../context.ts'
import type { Route } from './+types/healthz'

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext)
  await db.execute(sql`select 1`)
  return Response.json({ ok: true })
}
