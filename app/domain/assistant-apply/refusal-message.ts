import type { AssistantRefusal } from '../../catalog/assistant.ts'
import type { MessageId } from '../../i18n/index.ts'

/** Why the assistant gave no answer, in the member's words. */
export const REFUSAL_MESSAGES: Record<AssistantRefusal | 'unreadable', MessageId> = {
  'no-model': 'assistantApply.error.noModel',
  'no-consent': 'assistantApply.error.noConsent',
  allowance: 'assistantApply.error.allowance',
  failed: 'assistantApply.error.failed',
  unreadable: 'assistantApply.error.unreadable',
}
