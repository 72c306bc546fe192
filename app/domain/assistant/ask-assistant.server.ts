import { and, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm'
import { ASSISTANT_MONTHLY_REQUESTS, type AssistantPurpose, EXPERT_ASSISTANT_REQUESTS_PER_MONTH, EXPERT_IMAGES_PER_MONTH } from '../../catalog/assistant.ts'
import { effectivePlanId } from '../../catalog/plans.ts'
import type { AppServices } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { assistantConsents, assistantUsage, expertAiConsents, experts, organizations } from '../../db/schema/index.ts'
import { membershipStage } from '../experts/membership.ts'
import { assistantAvailable } from './assistant-available.ts'
import { type ChatMessage, chatCompletion, type ModelSettings, modelFetchOptions } from './model-client.server.ts'

export { assistantAvailable }

/** What asking the assistant needs: the database, the model's configuration and its key. */
export type AssistantServices = Pick<AppServices, 'db'> & { config: Pick<AppServices['config'], 'crawl'>; secrets: Pick<AppServices['secrets'], 'llmApiKey'> }

export type AskAssistantResult = { ok: true; content: string; usageId: string } | { ok: false; reason: 'no-model' | 'no-consent' | 'allowance' | 'failed' }

export interface AskAssistantInput {
  organizationId: string
  userId: string
  purpose: AssistantPurpose
  messages: ChatMessage[]
  temperature?: number
  maxTokens?: number
  onToken?: (text: string) => void
}

/** The calendar month (UTC) `now` falls in: the window an allowance counts. */
export function assistantMonth(now = new Date()): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) }
}

/** The model as the configuration names it, with its key; null without one. */
export function modelSettings(services: Pick<AssistantServices, 'config' | 'secrets'>): ModelSettings | null {
  const llm = services.config.crawl.llm
  return llm ? { ...llm, apiKey: services.secrets.llmApiKey } : null
}

/** Whether the organization has opted in and not withdrawn. */
export async function hasAssistantConsent(db: Db, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assistantConsents.organizationId })
    .from(assistantConsents)
    .where(and(eq(assistantConsents.organizationId, organizationId), isNull(assistantConsents.withdrawnAt)))
  return Boolean(row)
}

/** Calls that count against an organization's allowance this month (reserved or completed). */
export async function organizationMonthUse(db: Db, organizationId: string, now = new Date()): Promise<number> {
  const month = assistantMonth(now)
  const [{ used }] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(assistantUsage)
    .where(and(eq(assistantUsage.organizationId, organizationId), ne(assistantUsage.status, 'failed'), gte(assistantUsage.createdAt, month.start), lt(assistantUsage.createdAt, month.end)))
  return used
}

/**
 * Asks the model for an organization's member (issue 28 §1, ADR 072). Nothing is sent unless a
 * model is configured and the organization has opted in. One call of the month's allowance is
 * reserved first, in a transaction holding the lock on the organization's row, so of two requests
 * for the last call one is refused; the call then runs outside the transaction, and its row is
 * completed with the tokens and cost, or marked failed (a failed call is not counted).
 */
export async function askAssistant(services: AssistantServices, input: AskAssistantInput | AskExpertAssistantInput, now = new Date()): Promise<AskAssistantResult> {
  const settings = modelSettings(services)
  if (!settings) return { ok: false, reason: 'no-model' }
  if ('expertId' in input) return askForExpert(services, settings, input, now)
  const reserved = await services.db.transaction(async (tx): Promise<{ id: string } | 'no-consent' | 'allowance'> => {
    const [org] = await tx.select({ plan: organizations.plan, planRenewsAt: organizations.planRenewsAt }).from(organizations).where(eq(organizations.id, input.organizationId)).for('update')
    if (!org) return 'no-consent'
    if (!(await hasAssistantConsent(tx, input.organizationId))) return 'no-consent'
    const limit = ASSISTANT_MONTHLY_REQUESTS[effectivePlanId(org, now)]
    if ((await organizationMonthUse(tx, input.organizationId, now)) >= limit) return 'allowance'
    const [row] = await tx
      .insert(assistantUsage)
      .values({ organizationId: input.organizationId, userId: input.userId, purpose: input.purpose, model: settings.model, createdAt: now })
      .returning({ id: assistantUsage.id })
    return row
  })
  if (reserved === 'no-consent' || reserved === 'allowance') return { ok: false, reason: reserved }
  return runReserved(services, settings, reserved.id, input)
}

/**
 * Sends a call whose usage row is already reserved, and completes or fails the row. For features
 * that reserve their own way (an expert's allowance) and then call the same model.
 */
export async function runReserved(
  services: AssistantServices,
  settings: ModelSettings,
  usageId: string,
  input: Pick<AskAssistantInput, 'messages' | 'temperature' | 'maxTokens' | 'onToken'>,
): Promise<AskAssistantResult> {
  try {
    const answer = await chatCompletion(
      settings,
      { messages: input.messages, temperature: input.temperature ?? 0, maxTokens: input.maxTokens, onToken: input.onToken },
      modelFetchOptions(settings, services.config.crawl.allowInternalHosts),
    )
    await completeUsage(services.db, usageId, answer)
    return { ok: true, content: answer.content, usageId }
  } catch (error) {
    console.error('assistant: the model call failed', error instanceof Error ? error.message : error)
    await failUsage(services.db, usageId)
    return { ok: false, reason: 'failed' }
  }
}

/** A reserved call answered: its tokens and cost, counted from now on as completed. */
export async function completeUsage(db: Db, usageId: string, answer: { promptTokens: number; completionTokens: number; cost: number }) {
  await db
    .update(assistantUsage)
    .set({ status: 'completed', promptTokens: answer.promptTokens, completionTokens: answer.completionTokens, costUsd: answer.cost, completedAt: new Date() })
    .where(eq(assistantUsage.id, usageId))
}

/** A reserved call that failed: not counted against any allowance. */
export async function failUsage(db: Db, usageId: string) {
  await db.update(assistantUsage).set({ status: 'failed', completedAt: new Date() }).where(eq(assistantUsage.id, usageId))
}

/** An expert's own call (issue 28 §2, ADR 081): the expert is the data owner and opts in. */
export interface AskExpertAssistantInput extends Omit<AskAssistantInput, 'organizationId'> {
  expertId: string
}

/** Whether the expert has opted in and not withdrawn. */
export async function hasExpertAssistantConsent(db: Db, expertId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: expertAiConsents.expertId })
    .from(expertAiConsents)
    .where(and(eq(expertAiConsents.expertId, expertId), isNull(expertAiConsents.withdrawnAt)))
  return Boolean(row)
}

/**
 * Calls that count against an expert's allowance this month (reserved or completed): the text
 * allowance counts every purpose but `image`, the image allowance (ADR 082) only `image`.
 */
export async function expertMonthUse(db: Db, expertId: string, now = new Date(), allowance: ExpertAllowance = 'text'): Promise<number> {
  const month = assistantMonth(now)
  const [{ used }] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(assistantUsage)
    .where(
      and(
        eq(assistantUsage.expertId, expertId),
        allowance === 'image' ? eq(assistantUsage.purpose, 'image') : ne(assistantUsage.purpose, 'image'),
        ne(assistantUsage.status, 'failed'),
        gte(assistantUsage.createdAt, month.start),
        lt(assistantUsage.createdAt, month.end),
      ),
    )
  return used
}

/** The two allowances an expert's tier gives a month: model calls for text, and images. */
export type ExpertAllowance = 'text' | 'image'
export const EXPERT_ALLOWANCE_PER_MONTH: Record<ExpertAllowance, Record<'basic' | 'pro' | 'elite', number>> = {
  text: EXPERT_ASSISTANT_REQUESTS_PER_MONTH,
  image: EXPERT_IMAGES_PER_MONTH,
}

/**
 * Reserves one of an expert's calls (ADR 081, ADR 082): in a transaction holding the lock on the
 * expert's row, checks the opt-in and the month's allowance (none without an active membership) and
 * inserts a `reserved` usage row for `model`. The caller then completes or fails it.
 */
export async function reserveExpertCall(
  db: Db,
  input: { expertId: string; userId: string; purpose: AssistantPurpose; model: string },
  now = new Date(),
): Promise<{ id: string } | 'no-consent' | 'allowance'> {
  const allowance: ExpertAllowance = input.purpose === 'image' ? 'image' : 'text'
  return db.transaction(async (tx): Promise<{ id: string } | 'no-consent' | 'allowance'> => {
    const [expert] = await tx
      .select({ tier: experts.membershipTier, applicationStatus: experts.applicationStatus, membershipStatus: experts.membershipStatus, membershipExpiresAt: experts.membershipExpiresAt })
      .from(experts)
      .where(eq(experts.id, input.expertId))
      .for('update')
    if (!expert) return 'no-consent'
    if (!(await hasExpertAssistantConsent(tx, input.expertId))) return 'no-consent'
    const limit = membershipStage(expert, now) === 'active' ? EXPERT_ALLOWANCE_PER_MONTH[allowance][expert.tier] : 0
    if ((await expertMonthUse(tx, input.expertId, now, allowance)) >= limit) return 'allowance'
    const [row] = await tx
      .insert(assistantUsage)
      .values({ expertId: input.expertId, userId: input.userId, purpose: input.purpose, model: input.model, createdAt: now })
      .returning({ id: assistantUsage.id })
    return row
  })
}

/** The expert branch of askAssistant: the same reservation under the lock on the expert's row, counted against the tier's allowance (none without an active membership). */
async function askForExpert(services: AssistantServices, settings: ModelSettings, input: AskExpertAssistantInput, now: Date): Promise<AskAssistantResult> {
  const reserved = await reserveExpertCall(services.db, { expertId: input.expertId, userId: input.userId, purpose: input.purpose, model: settings.model }, now)
  if (reserved === 'no-consent' || reserved === 'allowance') return { ok: false, reason: reserved }
  return runReserved(services, settings, reserved.id, input)
}
