import { eligibilityValues, GRANT_CHANGE_FIELDS, type FieldChange, type GrantChangeField, type SourceFields } from '../../catalog/grant-changes.ts'
import type { DiscoveredGrantInput } from '../discovery/types.ts'

/** A discovered grant's fields as its page states them: an open call (a closed one is not read as a grant). */
export function sourceFieldsOf(
  grant: Pick<DiscoveredGrantInput, 'title' | 'deadline' | 'fundingAmount' | 'amountUsd' | 'applicationUrl' | 'description' | 'applicantTypes' | 'foreignApplicants' | 'eligibleCountries'>,
): SourceFields {
  return {
    ...eligibilityValues(grant),
    title: grant.title,
    deadline: grant.deadline,
    fundingAmount: grant.fundingAmount,
    fundingUsd: grant.amountUsd,
    applicationUrl: grant.applicationUrl,
    description: grant.description,
    status: 'active',
  }
}

/**
 * The fields that changed at the source between two readings, as changes to the grant: its value now
 * before, the source's new value after. A field the source changed to what the grant already says
 * (a reviewer corrected it first) is no change. A field the earlier reading did not hold (who may apply,
 * read since issue 25 §6) takes this reading as its baseline.
 */
export function changesBetween(previous: SourceFields, next: SourceFields, grant: Record<GrantChangeField, string | null>): FieldChange[] {
  const changes: FieldChange[] = []
  for (const field of GRANT_CHANGE_FIELDS) {
    if (!(field in next) || !(field in previous)) continue
    const after = next[field] ?? null
    if ((previous[field] ?? null) === after || grant[field] === after) continue
    changes.push(field === 'fundingAmount' ? { field, before: grant[field], after, usd: next.fundingUsd ?? null } : { field, before: grant[field], after })
  }
  return changes
}
