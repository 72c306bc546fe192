import type { PlanId } from './plans.ts'

/**
 * The grant assistant (issue 28 §1, ADR 072): what it is asked for, each call recorded under one of
 * these purposes (words: assistant.purpose.{id}), and how many calls an organization's plan allows
 * in a calendar month (UTC), counted on the server under a lock.
 */
export const ASSISTANT_PURPOSES = ['translation', 'eligibility', 'drafting', 'expert_chat', 'project_analysis', 'funder_matching', 'content_generation', 'image'] as const
export type AssistantPurpose = (typeof ASSISTANT_PURPOSES)[number]

/** Model calls per organization per calendar month, by plan: Free small, Pro more, Premium most. */
export const ASSISTANT_MONTHLY_REQUESTS: Record<PlanId, number> = { free: 20, pro: 200, premium: 1000 }

/** Why the assistant did not answer: no model here, the organization has not opted in, the month's allowance is used, or the call failed. */
export const ASSISTANT_REFUSALS = ['no-model', 'no-consent', 'allowance', 'failed'] as const
export type AssistantRefusal = (typeof ASSISTANT_REFUSALS)[number]

/** A usage row's life: reserved before the call, completed after it; a failed call is not counted. */
export const ASSISTANT_USAGE_STATUSES = ['reserved', 'completed', 'failed'] as const
export type AssistantUsageStatus = (typeof ASSISTANT_USAGE_STATUSES)[number]

/** Most characters one message to the model may carry (a grant's text, a profile, a draft). */
export const ASSISTANT_MAX_MESSAGE_CHARS = 24_000

/**
 * What the assistant sends to the model, as /assistant lists it (words: assistant.sent.{id}), and
 * what it never sends (assistant.notSent.{id}). A feature that sends something new adds it here.
 */
export const ASSISTANT_SENT = ['grantTexts', 'profileFields', 'drafts', 'language'] as const
export const ASSISTANT_NOT_SENT = ['people', 'documents', 'money', 'messages', 'otherOrganizations'] as const

/** The longest text staff's correction of a grant translation takes, per field. */
export const GRANT_TRANSLATION_MAX = { title: 500, description: 20_000, eligibility: 10_000 } as const

/**
 * Model calls per expert per calendar month (UTC), by membership tier (issue 28 §2, ADR 081): the
 * experts' AI features (chat, project analysis, funder matching's "why", content generation) count
 * against it, on the server under the lock on the expert's row, as organizations' calls do.
 */
export const EXPERT_ASSISTANT_REQUESTS_PER_MONTH: Record<'basic' | 'pro' | 'elite', number> = { basic: 60, pro: 250, elite: 1000 }

/**
 * Images an expert may generate per calendar month (UTC), by membership tier (ADR 082): Elite only,
 * counted apart from the text allowance above, under the same lock on the expert's row.
 */
export const EXPERT_IMAGES_PER_MONTH: Record<'basic' | 'pro' | 'elite', number> = { basic: 0, pro: 0, elite: 100 }
