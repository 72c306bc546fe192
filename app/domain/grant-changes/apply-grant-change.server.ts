import { eq } from 'drizzle-orm'
import type { FieldChange } from '../../catalog/grant-changes.ts'
import { grants } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { parseFundingUsd } from '../grants/write-grant.server.ts'

/** Writes a change's new values to its grant (an amount with its US-dollar figure), in the caller's transaction. */
export async function applyGrantChange(tx: Tx, grantId: string, changes: readonly FieldChange[]): Promise<void> {
  const set: Partial<typeof grants.$inferInsert> = { updatedAt: new Date() }
  for (const change of changes) {
    if (change.field === 'fundingAmount') {
      set.fundingAmount = change.after
      set.fundingUsd = change.usd ?? parseFundingUsd(change.after)
    } else if (change.field === 'title' || change.field === 'description') {
      // Both are required on a grant: a page that lost them keeps the grant's.
      if (change.after) set[change.field] = change.after
    } else if (change.field === 'status') set.status = change.after ?? 'active'
    else if (change.field === 'applicantTypes' || change.field === 'eligibleCountries') set[change.field] = change.after ? change.after.split(',') : []
    else if (change.field === 'foreignApplicants') set.foreignApplicants = change.after === null ? null : change.after === 'yes'
    else set[change.field] = change.after
  }
  await tx.update(grants).set(set).where(eq(grants.id, grantId))
}
