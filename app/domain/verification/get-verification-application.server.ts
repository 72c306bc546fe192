import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications } from '../../db/schema/index.ts'

/** The application, only for the organization that owns it; null for anyone else or an unknown id. */
export async function getVerificationApplication(db: Db, organizationId: string, id: string | number) {
  const parsed = z.coerce.number().int().positive().safeParse(id)
  if (!parsed.success) return null
  const [row] = await db
    .select()
    .from(organizationVerifications)
    .where(and(eq(organizationVerifications.id, parsed.data), eq(organizationVerifications.organizationId, organizationId)))
  return row ?? null
}

export type VerificationApplication = NonNullable<Awaited<ReturnType<typeof getVerificationApplication>>>
