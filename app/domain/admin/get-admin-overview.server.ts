import { count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants, experts, organizationVerifications, userGrantSubmissions } from '../../db/schema/index.ts'

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
