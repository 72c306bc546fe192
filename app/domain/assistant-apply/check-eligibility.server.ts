import { and, desc, eq } from 'drizzle-orm'
import { ASSISTANT_MAX_MESSAGE_CHARS, type AssistantRefusal } from '../../catalog/assistant.ts'
import type { EligibilityVerdict } from '../../catalog/assistant-apply.ts'
import type { Language } from '../../catalog/languages.ts'
import type { Db } from '../../db/client.server.ts'
import { type EligibilityReason, eligibilityChecks, grants } from '../../db/schema/index.ts'
import { type AssistantServices, askAssistant } from '../assistant/ask-assistant.server.ts'
import type { ChatMessage } from '../assistant/model-client.server.ts'
import { grantText } from './grant-text.ts'
import { fieldsOf, type OrganizationFacts, organizationFacts } from './organization-facts.server.ts'
import { readEligibilityAnswer } from './quote-check.ts'

/** What the model is told: the task's name first (the local model answers by it), then the rules. */
export function eligibilityMessages(facts: OrganizationFacts, text: string, language: Language): ChatMessage[] {
  const system = [
    'Task: eligibility',
    `Language: ${language}`,
    'Format: json',
    'You check whether an organization may apply for a grant. The user message is a JSON object: "profile" (the organization\'s profile, field id to value) and "grant" (the grant\'s text as its funder wrote it).',
    'Answer with one JSON object and nothing else: {"verdict": "yes" | "no" | "unclear", "reasons": [{"text": "...", "quote": "...", "fields": ["..."]}]}.',
    '"yes" only when the grant\'s text says organizations like this one may apply; "no" when it excludes them; "unclear" otherwise.',
    'Each reason: "text" explains it in the language named above; "quote" copies, character for character, the one sentence of the grant\'s text it rests on; "fields" lists the profile field ids it compares.',
    "Never quote anything that is not in the grant's text. Never guess a fact the profile does not give.",
  ].join('\n')
  const user = JSON.stringify({ profile: facts, grant: text.slice(0, ASSISTANT_MAX_MESSAGE_CHARS - 4000) })
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ]
}

export type EligibilityOutcome = { ok: true; id: string } | { ok: false; reason: AssistantRefusal | 'not-found' | 'unreadable' }

/**
 * "Am I eligible?" (issue 28 §1, ADR 080): one model call through askAssistant (which sends nothing
 * without the organization's consent and counts the call against its allowance), the answer's
 * quotes checked against the grant's text, and the answer stored as the organization's latest.
 */
export async function checkEligibility(services: AssistantServices, input: { organizationId: string; userId: string; grantId: string }): Promise<EligibilityOutcome> {
  const [grant] = await services.db
    .select({ id: grants.id, title: grants.title, description: grants.description, eligibility: grants.eligibility, language: grants.language })
    .from(grants)
    .where(eq(grants.id, input.grantId))
  if (!grant) return { ok: false, reason: 'not-found' }
  const facts = await organizationFacts(services.db, input.organizationId, grant.language)
  const fieldsSent = fieldsOf(facts)
  const text = grantText(grant)
  const answer = await askAssistant(services, { organizationId: input.organizationId, userId: input.userId, purpose: 'eligibility', messages: eligibilityMessages(facts, text, grant.language) })
  if (!answer.ok) return answer
  const read = readEligibilityAnswer(answer.content, text, fieldsSent)
  if (!read) return { ok: false, reason: 'unreadable' }
  const [row] = await services.db
    .insert(eligibilityChecks)
    .values({ organizationId: input.organizationId, grantId: grant.id, verdict: read.verdict, reasons: read.reasons, fieldsSent, usageId: answer.usageId, askedBy: input.userId })
    .returning({ id: eligibilityChecks.id })
  return { ok: true, id: row.id }
}

export interface EligibilityCheck {
  verdict: EligibilityVerdict
  reasons: EligibilityReason[]
  fieldsSent: string[]
  createdAt: Date
}

/** The organization's latest answer for the grant, or null. */
export async function latestEligibility(db: Db, organizationId: string, grantId: string): Promise<EligibilityCheck | null> {
  const [row] = await db
    .select({ verdict: eligibilityChecks.verdict, reasons: eligibilityChecks.reasons, fieldsSent: eligibilityChecks.fieldsSent, createdAt: eligibilityChecks.createdAt })
    .from(eligibilityChecks)
    .where(and(eq(eligibilityChecks.organizationId, organizationId), eq(eligibilityChecks.grantId, grantId)))
    .orderBy(desc(eligibilityChecks.createdAt))
    .limit(1)
  return row ?? null
}
