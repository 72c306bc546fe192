import type { Sector } from './sectors.ts'

/**
 * Workflow automation (Premium, ADR 030 §2.6): what a team's rules may react to and do. Rules are
 * stored as data built from these ids and checked against them (automation-rule.schema.server.ts),
 * never as code. The words are the catalogue's `automation.trigger.{id}` / `automation.action.{id}`.
 */

/** A new grant that matches the organization's profile, or a deadline in the team's pipeline coming near. */
export const AUTOMATION_TRIGGERS = ['match.new', 'deadline.approaching'] as const
export type AutomationTriggerType = (typeof AUTOMATION_TRIGGERS)[number]

/** What a rule does, always in this order: save the grant, start its application, assign it, tell someone. */
export const AUTOMATION_ACTIONS = ['save', 'createApplication', 'assign', 'notify'] as const
export type AutomationActionType = (typeof AUTOMATION_ACTIONS)[number]

/** The actions each trigger allows: a deadline's grant is already in the pipeline, so saving it means nothing. */
export const ACTIONS_BY_TRIGGER: Record<AutomationTriggerType, readonly AutomationActionType[]> = {
  'match.new': AUTOMATION_ACTIONS,
  'deadline.approaching': ['createApplication', 'assign', 'notify'],
}

/** The least match score a rule may ask for: the same score members see (app/domain/matching). */
export const AUTOMATION_MIN_SCORE = { min: 50, max: 100, default: 85 } as const
/** How many days before a deadline a rule may fire. */
export const AUTOMATION_DEADLINE_DAYS = { min: 1, max: 60, default: 14 } as const

/** Rules an organization may keep. */
export const MAX_AUTOMATION_RULES = 20
/** Subjects one rule acts on in one run, so a new rule cannot flood a team; the next run takes the rest. */
export const AUTOMATION_RUN_CAP = 50
/** A new-match rule looks at grants published since it was made, and never further back than this. */
export const AUTOMATION_MATCH_LOOK_BACK_DAYS = 7
/** The latest runs shown under each rule on /team/automation. */
export const AUTOMATION_RUNS_SHOWN = 5

/** `notify` may name a member, or whoever the grant's application is assigned to. */
export const ASSIGNEE_TARGET = 'assignee'

export type AutomationTrigger = { type: 'match.new'; minScore: number; sector: Sector | null } | { type: 'deadline.approaching'; days: number }
export type AutomationAction = { type: 'save' } | { type: 'createApplication' } | { type: 'assign'; userId: string } | { type: 'notify'; userId: string }

/** How a run ended: the actions done, skipped (with a reason, nothing changed), or failed. */
export const AUTOMATION_RUN_STATUSES = ['done', 'skipped', 'failed'] as const
export type AutomationRunStatus = (typeof AUTOMATION_RUN_STATUSES)[number]
/** Why a run was skipped: someone the rule names has left the team, or nobody is assigned to be told. */
export const AUTOMATION_SKIP_REASONS = ['member_left', 'no_assignee'] as const
export type AutomationSkipReason = (typeof AUTOMATION_SKIP_REASONS)[number]
