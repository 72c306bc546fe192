import { and, asc, desc, eq, ne } from 'drizzle-orm'
import { ASSISTANT_MAX_MESSAGE_CHARS, type AssistantRefusal } from '../../catalog/assistant.ts'
import { DRAFT_MAX_CHARS, DRAFT_PAST_APPLICATIONS, type DraftSection } from '../../catalog/assistant-apply.ts'
import type { Language } from '../../catalog/languages.ts'
import type { Db } from '../../db/client.server.ts'
import { applicationDrafts, applications, grants } from '../../db/schema/index.ts'
import { type AssistantServices, askAssistant } from '../assistant/ask-assistant.server.ts'
import type { ChatMessage } from '../assistant/model-client.server.ts'
import { grantText } from './grant-text.ts'
import { fieldsOf, type OrganizationFacts, organizationFacts } from './organization-facts.server.ts'
import { checkSourceMarks } from './source-marks.ts'

/** An earlier application of the organization, as the model reads it: the grant's title and where it stands. */
export interface PastApplication {
  grant: string
  status: string
}

/** What the model is told for one section: the task's name first (the local model answers by it). */
export function draftMessages(section: DraftSection, facts: OrganizationFacts, past: PastApplication[], text: string, language: Language): ChatMessage[] {
  const system = [
    'Task: drafting',
    `Section: ${section}`,
    `Language: ${language}`,
    'You help an organization write a first draft of one section of its grant application, for its members to edit. The user message is a JSON object: "section", "profile" (the organization\'s profile, field id to value), "pastApplications" (its earlier applications) and "grant" (the grant\'s text).',
    'Sections: outline (the headings of the application with a line each), need (need statement), objectives, activities, budget (budget narrative), monitoring (monitoring and evaluation).',
    'Write plain text in the language named above. After every claim about the organization, name the profile field it comes from as [from: <field id>], e.g. [from: mission]. Claim nothing about the organization that the profile does not give: leave a gap like [to complete] instead.',
  ].join('\n')
  const user = JSON.stringify({ section, profile: facts, pastApplications: past, grant: text.slice(0, ASSISTANT_MAX_MESSAGE_CHARS - 6000) })
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ]
}

export type DraftOutcome = { ok: true; body: string; unsourced: number } | { ok: false; reason: AssistantRefusal | 'not-found' }

/** The application's grant and the organization's other applications, or null for someone else's application. */
async function draftContext(db: Db, organizationId: string, applicationId: string) {
  const [app] = await db
    .select({ id: applications.id, grant: { title: grants.title, description: grants.description, eligibility: grants.eligibility, language: grants.language } })
    .from(applications)
    .innerJoin(grants, eq(grants.id, applications.grantId))
    .where(and(eq(applications.id, applicationId), eq(applications.organizationId, organizationId)))
  if (!app) return null
  const past = await db
    .select({ grant: grants.title, status: applications.status })
    .from(applications)
    .innerJoin(grants, eq(grants.id, applications.grantId))
    .where(and(eq(applications.organizationId, organizationId), ne(applications.id, applicationId)))
    .orderBy(desc(applications.createdAt))
    .limit(DRAFT_PAST_APPLICATIONS)
  return { grant: app.grant, past }
}

/**
 * Drafting help (issue 28 §1, ADR 080): one model call for one section of the organization's
 * application, streamed to `onToken` when given; its "[from: …]" marks checked against the fields
 * actually sent; the section stored as the organization's draft (replacing the section's earlier
 * one), for its members to edit. Nothing is submitted anywhere.
 */
export async function draftSection(
  services: AssistantServices,
  input: { organizationId: string; userId: string; applicationId: string; section: DraftSection; onToken?: (text: string) => void },
): Promise<DraftOutcome> {
  const context = await draftContext(services.db, input.organizationId, input.applicationId)
  if (!context) return { ok: false, reason: 'not-found' }
  const language = context.grant.language
  const facts = await organizationFacts(services.db, input.organizationId, language)
  const fieldsSent = fieldsOf(facts)
  const answer = await askAssistant(services, {
    organizationId: input.organizationId,
    userId: input.userId,
    purpose: 'drafting',
    messages: draftMessages(input.section, facts, context.past, grantText(context.grant), language),
    onToken: input.onToken,
  })
  if (!answer.ok) return answer
  const { body, unsourced } = checkSourceMarks(answer.content.trim().slice(0, DRAFT_MAX_CHARS), fieldsSent)
  const now = new Date()
  await services.db
    .insert(applicationDrafts)
    .values({ organizationId: input.organizationId, applicationId: input.applicationId, section: input.section, body, fieldsSent, usageId: answer.usageId, updatedBy: input.userId })
    .onConflictDoUpdate({ target: [applicationDrafts.applicationId, applicationDrafts.section], set: { body, fieldsSent, usageId: answer.usageId, updatedBy: input.userId, updatedAt: now } })
  return { ok: true, body, unsourced }
}

/** The application's drafted sections, in the order of DRAFT_SECTIONS. */
export async function listDrafts(db: Db, organizationId: string, applicationId: string) {
  return db
    .select({ id: applicationDrafts.id, section: applicationDrafts.section, body: applicationDrafts.body, fieldsSent: applicationDrafts.fieldsSent, updatedAt: applicationDrafts.updatedAt })
    .from(applicationDrafts)
    .where(and(eq(applicationDrafts.organizationId, organizationId), eq(applicationDrafts.applicationId, applicationId)))
    .orderBy(asc(applicationDrafts.section))
}
