import { createHash } from 'node:crypto'
import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { Language } from '../../catalog/languages.ts'
import type { Db } from '../../db/client.server.ts'
import { grants, grantTranslations } from '../../db/schema/index.ts'
import { type AssistantServices, askAssistant } from './ask-assistant.server.ts'

/**
 * A grant's title, description and eligibility in a reader's language (issue 28 §1, ADR 072): one
 * model call per grant and language, ever, shared by every request that asks at the same time, and
 * kept in `grant_translations` for every later reader of that language without a new call. A grant
 * whose text changed is translated again; staff correct a wrong one (correct-grant-translation).
 */

export interface GrantTexts {
  title: string
  description: string
  eligibility: string | null
}

export interface GrantTranslation extends GrantTexts {
  language: Language
  /** The language the funder wrote in. */
  from: Language
  correctedAt: Date | null
}

export type TranslateResult = { ok: true; translation: GrantTranslation; cached: boolean } | { ok: false; reason: 'no-model' | 'no-consent' | 'allowance' | 'failed' | 'not-found' | 'same-language' }

/** The languages in English, for the model's instructions. */
const LANGUAGE_IN_ENGLISH: Record<Language, string> = { en: 'English', fr: 'French', pt: 'Portuguese', ar: 'Arabic', sw: 'Swahili' }
/** How long a claimed translation may stay pending before another request takes it over (a process that died). */
const PENDING_STALE_MS = 3 * 60_000
/** How often a request waiting for another's call looks again, and for how long. */
const WAIT_STEP_MS = 200
const WAIT_MAX_MS = 150_000

/** The hash of what is translated: an edited grant, or a new source language, is translated anew. */
export function sourceHash(grant: GrantTexts & { language: Language }): string {
  return createHash('sha256')
    .update(JSON.stringify([grant.language, grant.title, grant.description, grant.eligibility ?? null]))
    .digest('hex')
}

/** The instructions: the system prompt's first line names the task, as every assistant call does. */
export function translationMessages(grant: GrantTexts & { language: Language }, target: Language) {
  const texts: Record<string, string> = { title: grant.title, description: grant.description }
  if (grant.eligibility) texts.eligibility = grant.eligibility
  return [
    {
      role: 'system' as const,
      content: [
        'Task: translation',
        `Target: ${target}`,
        'Format: json',
        `Translate the string values of the user's JSON object from ${LANGUAGE_IN_ENGLISH[grant.language]} into ${LANGUAGE_IN_ENGLISH[target]}.`,
        'Keep numbers, amounts, currencies, dates, web addresses and the names of organizations, programmes, places and people as written.',
        'Answer with a JSON object with exactly the same keys and nothing else.',
      ].join('\n'),
    },
    { role: 'user' as const, content: JSON.stringify(texts) },
  ]
}

/** The model's answer as texts, or null when it is not the JSON object asked for. */
export function parseTranslation(content: string, grant: GrantTexts): GrantTexts | null {
  const start = content.indexOf('{')
  const end = content.lastIndexOf('}')
  if (start < 0 || end < start) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(content.slice(start, end + 1))
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
  const get = (key: string) => {
    const value = (parsed as Record<string, unknown>)[key]
    return typeof value === 'string' && value.trim() ? value.trim() : null
  }
  const title = get('title')
  const description = get('description')
  if (!title || !description) return null
  return { title, description, eligibility: grant.eligibility ? (get('eligibility') ?? null) : null }
}

/** The stored translation of a grant into `language`, when it is of the grant's current text. No model call. */
export async function storedTranslation(db: Db, grantId: string, language: Language): Promise<GrantTranslation | null> {
  const [row] = await db
    .select({ t: grantTranslations, g: { title: grants.title, description: grants.description, eligibility: grants.eligibility, language: grants.language } })
    .from(grantTranslations)
    .innerJoin(grants, eq(grants.id, grantTranslations.grantId))
    .where(and(eq(grantTranslations.grantId, grantId), eq(grantTranslations.language, language), eq(grantTranslations.status, 'ready')))
  if (!row || row.t.sourceHash !== sourceHash(row.g) || !row.t.title || !row.t.description) return null
  return { language, from: row.g.language, title: row.t.title, description: row.t.description, eligibility: row.t.eligibility, correctedAt: row.t.correctedAt }
}

/** Calls in flight in this process, by grant and language: a second request waits for the first. */
const inFlight = new Map<string, Promise<TranslateResult>>()

/**
 * Translates a grant for a member (the organization's consent and allowance hold, through
 * askAssistant), or answers the stored translation without a call.
 */
export async function translateGrant(services: AssistantServices, input: { grantId: string; language: Language; organizationId: string; userId: string }): Promise<TranslateResult> {
  const key = `${input.grantId}:${input.language}`
  const running = inFlight.get(key)
  if (running) {
    // Share the call in flight; a refusal was the other member's (their consent, their allowance), so ask in one's own name then.
    const shared = await running
    if (shared.ok) return { ...shared, cached: true }
  }
  const call = translateOnce(services, input).finally(() => {
    if (inFlight.get(key) === call) inFlight.delete(key)
  })
  if (!inFlight.has(key)) inFlight.set(key, call)
  return call
}

async function translateOnce(services: AssistantServices, input: { grantId: string; language: Language; organizationId: string; userId: string }): Promise<TranslateResult> {
  const { db } = services
  const [grant] = await db.select({ title: grants.title, description: grants.description, eligibility: grants.eligibility, language: grants.language }).from(grants).where(eq(grants.id, input.grantId))
  if (!grant) return { ok: false, reason: 'not-found' }
  if (grant.language === input.language) return { ok: false, reason: 'same-language' }
  const hash = sourceHash(grant)
  const deadline = Date.now() + WAIT_MAX_MS
  for (;;) {
    const stored = await storedTranslation(db, input.grantId, input.language)
    if (stored) return { ok: true, translation: stored, cached: true }
    if (!services.config.crawl.llm) return { ok: false, reason: 'no-model' }
    // Claim the row: a new one, or one that failed, is of older text, or was left pending by a request that died.
    const now = new Date()
    const claimed = await db
      .insert(grantTranslations)
      .values({ grantId: input.grantId, language: input.language, status: 'pending', sourceHash: hash, requestedBy: input.userId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [grantTranslations.grantId, grantTranslations.language],
        set: { status: 'pending', sourceHash: hash, requestedBy: input.userId, updatedAt: now, title: null, description: null, eligibility: null, correctedAt: null, correctedBy: null },
        setWhere: or(
          eq(grantTranslations.status, 'failed'),
          sql`${grantTranslations.sourceHash} <> ${hash}`,
          and(eq(grantTranslations.status, 'pending'), lt(grantTranslations.updatedAt, new Date(now.getTime() - PENDING_STALE_MS))),
        ),
      })
      .returning({ id: grantTranslations.id })
    if (claimed.length) return callModel(services, input, grant, claimed[0].id)
    // Another request (here or in another process) is translating it: wait for its answer.
    if (Date.now() > deadline) return { ok: false, reason: 'failed' }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
  }
}

async function callModel(
  services: AssistantServices,
  input: { grantId: string; language: Language; organizationId: string; userId: string },
  grant: GrantTexts & { language: Language },
  rowId: string,
): Promise<TranslateResult> {
  const answer = await askAssistant(services, { organizationId: input.organizationId, userId: input.userId, purpose: 'translation', messages: translationMessages(grant, input.language) })
  const texts = answer.ok ? parseTranslation(answer.content, grant) : null
  if (!answer.ok || !texts) {
    // Nothing kept: the next request asks again (a refusal before the call left no claim behind either).
    await services.db.delete(grantTranslations).where(and(eq(grantTranslations.id, rowId), eq(grantTranslations.status, 'pending')))
    return { ok: false, reason: answer.ok ? 'failed' : answer.reason }
  }
  await services.db
    .update(grantTranslations)
    .set({ status: 'ready', ...texts, usageId: answer.usageId, updatedAt: new Date() })
    .where(eq(grantTranslations.id, rowId))
  return { ok: true, translation: { ...texts, language: input.language, from: grant.language, correctedAt: null }, cached: false }
}
