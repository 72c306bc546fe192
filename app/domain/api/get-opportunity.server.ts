import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { parseUuid } from '../shared/ids.ts'
import { type Opportunity, type OpportunityRow, opportunityColumns, publishedGrant, toOpportunity } from './opportunity.server.ts'

/** GET /common-grants/opportunities/{oppId}: a published grant, or null (unknown id, not an id, or not published). */
export async function getOpportunity(db: Db, oppId: string | undefined, appUrl: string): Promise<Opportunity | null> {
  const id = parseUuid(oppId)
  if (!id) return null
  const [row] = await db
    .select(opportunityColumns)
    .from(grants)
    .where(and(eq(grants.id, id), publishedGrant()))
    .limit(1)
  return row ? toOpportunity(row as OpportunityRow, appUrl) : null
}
