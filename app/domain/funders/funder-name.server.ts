import { sql } from 'drizzle-orm'
import { discoveredGrantsQueue, grants } from '../../db/schema/index.ts'

/**
 * Who a grant's funder is: its funder's name, or its source where it names none (spec §2, "funder
 * name (or source)"). Written as the indexes on grants and the discovery queue are
 * (`grants_funder_slug_idx`, `discovered_grants_queue_awarded_funder_idx`), so a funder's rows are
 * found through them.
 */
export const grantFunderName = sql<string>`coalesce(${grants.funderName}, ${grants.source})`

/** The rows of the funder with this slug (f_funder_slug, the SQL twin of funderSlug). */
export const grantOfFunder = (slug: string) => sql`f_funder_slug(coalesce(${grants.funderName}, ${grants.source})) = ${slug}`

/** An open-data record of a grant this funder awarded (360Giving, IATI), read by the importers. */
export const awardOfFunder = (slug: string) => sql`${discoveredGrantsQueue.isAwardedRecord} and f_funder_slug(${discoveredGrantsQueue.funderName}) = ${slug}`
