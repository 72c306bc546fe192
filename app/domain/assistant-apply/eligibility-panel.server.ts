import { can } from '../../catalog/team.ts'
import type { AppServices } from '../../context.ts'
import type { Member } from '../accounts/get-member.server.ts'
import { assistantAvailable, hasAssistantConsent } from '../assistant/ask-assistant.server.ts'
import { latestEligibility } from './check-eligibility.server.ts'
import { fieldsOf, organizationFacts } from './organization-facts.server.ts'

/**
 * What the grant's page shows of "Am I eligible?" (ADR 080): nothing for a visitor or without a
 * model; else whether the organization opted in, whether this member may ask, and the
 * organization's latest answer for the grant.
 */
export async function eligibilityPanel(services: Pick<AppServices, 'db' | 'config'>, member: Member | null, grantId: string) {
  if (!member || !assistantAvailable(services.config)) return null
  const [consent, latest, facts] = await Promise.all([
    hasAssistantConsent(services.db, member.organization.id),
    latestEligibility(services.db, member.organization.id, grantId),
    organizationFacts(services.db, member.organization.id, member.language),
  ])
  return {
    consent,
    /** The profile fields a request sends (those with a value). */
    fields: fieldsOf(facts),
    canAsk: can(member.organization.role, 'pipeline.write'),
    latest: latest ? { ...latest, createdAt: latest.createdAt.toISOString() } : null,
  }
}
export type EligibilityPanelData = Awaited<ReturnType<typeof eligibilityPanel>>
