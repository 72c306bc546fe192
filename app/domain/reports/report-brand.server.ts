import { planById } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'

/** The organization's own look on a report's header (Premium white-label): its logo and colours. */
export interface ReportBrand {
  logoUrl: string | null
  primary: string | null
  accent: string | null
}

/**
 * The report header's brand, on Premium only (entitlement whiteLabel); null for ours.
 *
 * WHITE-LABEL CALL SITE (issue 14): the organization's logo and colours come from `brandFor(org)` in
 * app/domain/org-profile/brand.server.ts, written with the public profile. This is the one place
 * the reports ask for it; until that module lands, reports show our own header.
 */
export async function reportBrand(_db: Db, organization: { id: string; plan: Parameters<typeof planById>[0] }): Promise<ReportBrand | null> {
  if (!planById(organization.plan).entitlements.whiteLabel) return null
  return null
}
