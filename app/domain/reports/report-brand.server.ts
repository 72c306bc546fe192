import { eq } from 'drizzle-orm'
import { planById, type PlanId } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { organizations } from '../../db/schema/index.ts'
import { type Brand, brandFor } from '../public-profile/brand.server.ts'

/** The organization's own look on a report's header (Premium white-label): its logo and colours. */
export type ReportBrand = Brand

/**
 * The report header's brand: the organization's logo and colours on Premium (white-label), as
 * the public profile's brandFor gives them; null for ours (another plan, or nothing chosen). The
 * one place the reports ask for it: the page, its print and its PDF show what this returns.
 */
export async function reportBrand(db: Db, organization: { id: string; plan: PlanId }): Promise<ReportBrand | null> {
  if (!planById(organization.plan).entitlements.whiteLabel) return null
  const [org] = await db
    .select({ plan: organizations.plan, planRenewsAt: organizations.planRenewsAt, logoKey: organizations.logoKey, brandPrimary: organizations.brandPrimary, brandAccent: organizations.brandAccent })
    .from(organizations)
    .where(eq(organizations.id, organization.id))
  return org ? brandFor(org) : null
}
