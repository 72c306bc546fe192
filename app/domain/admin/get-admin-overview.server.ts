import { count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { auditLog, grants, experts, organizationVerifications, user, userGrantSubmissions } from '../../db/schema/index.ts'

/** The admin panel's counts: Total Grants, Pending Applications (experts), pending submissions and verifications. */
export async function getAdminCounts(db: Db) {
  const [[g], [w], [s], [v]] = await Promise.all([
    db.select({ n: count() }).from(grants),
    db.select({ n: count() }).from(experts).where(eq(experts.applicationStatus, 'pending')),
    db.select({ n: count() }).from(userGrantSubmissions).where(eq(userGrantSubmissions.status, 'pending')),
    db.select({ n: count() }).from(organizationVerifications).where(eq(organizationVerifications.verificationStatus, 'in_progress')),
  ])
  return { totalGrants: g.n, pendingApplications: w.n, pendingSubmissions: s.n, pendingVerifications: v.n }
}

export async function listAuditLog(db: Db, limit = 100) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actor: user.email,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit)
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), before: r.before == null ? null : JSON.stringify(r.before), after: r.after == null ? null : JSON.stringify(r.after) }))
}
