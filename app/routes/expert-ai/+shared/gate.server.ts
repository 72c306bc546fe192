import { data, type RouterContextProvider } from 'react-router'
import type { ExpertFeatureId } from '../../../catalog/expert-membership.ts'
import { servicesContext } from '../../../context.ts'
import { requireMember } from '../../../domain/accounts/guards.server.ts'
import { requireModel } from '../../../domain/assistant/require-model.server.ts'
import { expertAiRefusal, loadExpertAi } from '../../../domain/expert-ai/expert-ai-access.server.ts'
import { redirectWithFlash } from '../../../flash.server.ts'

/**
 * The gate of every expert AI page (ADR 081): signed in (else /auth), an expert (else the way to
 * become one), and a model here (else 404: the features are not shown anywhere). `refusal` says
 * when the membership is not running or the tier lacks the feature: the page says so, and its
 * actions refuse with 403 (`requireAllowed`).
 */
export async function expertAiGate(context: Readonly<RouterContextProvider>, request: Request, feature: ExpertFeatureId) {
  const member = requireMember(context, request)
  const services = context.get(servicesContext)
  const expert = await loadExpertAi(services.db, member.id)
  if (!expert) throw redirectWithFlash('/become-grant-expert', 'requests.expert.notExpert')
  requireModel(context, feature)
  const refusal = expertAiRefusal(expert, feature)
  return { member, services, expert, refusal }
}

/** For an action: the gate, and 403 unless the expert may use the feature. */
export async function requireExpertAi(context: Readonly<RouterContextProvider>, request: Request, feature: ExpertFeatureId) {
  const gate = await expertAiGate(context, request, feature)
  if (gate.refusal) throw data(null, { status: 403 })
  return gate
}

/** The words of an assistant refusal. */
export const REFUSAL_MESSAGE = {
  'no-model': 'expertAi.refusal.noModel',
  'no-consent': 'expertAi.refusal.noConsent',
  allowance: 'expertAi.refusal.allowance',
  failed: 'expertAi.refusal.failed',
} as const
