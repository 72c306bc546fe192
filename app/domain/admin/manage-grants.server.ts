import { desc, eq, ilike, or } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { toGrantRow } from '../grants/write-grant.server.ts'
import type { AdminGrantInput } from './admin-grant.schema.ts'
import { recordAudit } from './record-audit.server.ts'

const auditColumns = {
  id: grants.id,
  title: grants.title,
  description: grants.description,
  source: grants.source,
  sector: grants.sector,
  fundingAmount: grants.fundingAmount,
  countryScope: grants.countryScope,
  eligibility: grants.eligibility,
  url: grants.url,
  deadline: grants.deadline,
  language: grants.language,
  applicantTypes: grants.applicantTypes,
  foreignApplicants: grants.foreignApplicants,
  eligibleCountries: grants.eligibleCountries,
}

/** Spec: the latest 50 grants, optionally searched by title or funder. */
export async function listAdminGrants(db: Db, q?: string) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  return db
    .select({ id: grants.id, title: grants.title, source: grants.source, sector: grants.sector, deadline: grants.deadline, createdAt: grants.createdAt })
    .from(grants)
    .where(pattern ? or(ilike(grants.title, pattern), ilike(grants.source, pattern)) : undefined)
    .orderBy(desc(grants.createdAt), desc(grants.id))
    .limit(50)
}

export async function getGrantForEdit(db: Db, id: string) {
  const [row] = await db.select(auditColumns).from(grants).where(eq(grants.id, id))
  return row ?? null
}

function toRow(input: AdminGrantInput) {
  return toGrantRow({ ...input, funderName: input.source, url: input.url, applicationUrl: input.url })
}

export async function createGrant(db: Db, actorId: string, input: AdminGrantInput): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(grants).values(toRow(input)).returning(auditColumns)
    await recordAudit(tx, { actorId, action: 'grant.create', entityType: 'grant', entityId: row.id, after: row })
    return row.id
  })
}

export async function updateGrant(db: Db, actorId: string, id: string, input: AdminGrantInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(auditColumns).from(grants).where(eq(grants.id, id)).for('update')
    if (!before) return false
    const [after] = await tx
      .update(grants)
      .set({ ...toRow(input), updatedAt: new Date() })
      .where(eq(grants.id, id))
      .returning(auditColumns)
    await recordAudit(tx, { actorId, action: 'grant.update', entityType: 'grant', entityId: id, before, after })
    return true
  })
}

export async function deleteGrant(db: Db, actorId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(grants).where(eq(grants.id, id)).returning(auditColumns)
    if (!before) return false
    await recordAudit(tx, { actorId, action: 'grant.delete', entityType: 'grant', entityId: id, before })
    return true
  })
}
