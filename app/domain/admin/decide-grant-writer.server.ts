import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts, user } from '../../db/schema/index.ts'
import { recordAudit } from './record-audit.server.ts'

/** Pending expert applications with the applicant's name and email (spec §7 admin reads). */
export async function listPendingGrantWriters(db: Db) {
  return db
    .select({
      id: experts.id,
      name: user.name,
      email: user.email,
      professionalTitle: experts.professionalTitle,
      bio: experts.bio,
      yearsExperience: experts.yearsExperience,
      createdAt: experts.createdAt,
    })
    .from(experts)
    .innerJoin(user, eq(user.id, experts.userId))
    .where(eq(experts.applicationStatus, 'pending'))
    .orderBy(desc(experts.createdAt))
}

/**
 * Spec §4: approving sets the application approved and the membership active; rejecting sets the
 * application rejected only. Only a pending application can be decided; returns false otherwise.
 */
export async function decideGrantWriter(db: Db, actorId: string, id: string, decision: 'approve' | 'reject'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const columns = { applicationStatus: experts.applicationStatus, membershipStatus: experts.membershipStatus }
    const [before] = await tx
      .select(columns)
      .from(experts)
      .where(and(eq(experts.id, id), eq(experts.applicationStatus, 'pending')))
      .for('update')
    if (!before) return false
    const change = decision === 'approve' ? ({ applicationStatus: 'approved', membershipStatus: 'active' } as const) : ({ applicationStatus: 'rejected' } as const)
    const [after] = await tx.update(experts).set(change).where(eq(experts.id, id)).returning(columns)
    await recordAudit(tx, { actorId, action: `grant_writer.${decision}`, entityType: 'grant_writer', entityId: id, before, after })
    return true
  })
}
