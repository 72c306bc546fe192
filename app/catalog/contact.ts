import type { MessageId } from '../i18n/index.ts'

/** What a contact message is about: the form's topic choices, stored by id. */
export const CONTACT_TOPICS = [
  { id: 'general', label: 'contact.topic.general' },
  { id: 'account', label: 'contact.topic.account' },
  { id: 'verification', label: 'contact.topic.verification' },
  { id: 'payments', label: 'contact.topic.payments' },
  { id: 'privacy', label: 'contact.topic.privacy' },
  { id: 'grants', label: 'contact.topic.grants' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageId }>
export type ContactTopicId = (typeof CONTACT_TOPICS)[number]['id']
export const CONTACT_TOPIC_IDS = CONTACT_TOPICS.map((topic) => topic.id) as [ContactTopicId, ...ContactTopicId[]]

export function contactTopicLabel(id: string): MessageId {
  return CONTACT_TOPICS.find((topic) => topic.id === id)?.label ?? 'contact.topic.general'
}
