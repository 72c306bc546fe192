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
/** The topics the contact form offers (and its schema accepts). */
export type ContactFormTopicId = (typeof CONTACT_TOPICS)[number]['id']
export const CONTACT_TOPIC_IDS = CONTACT_TOPICS.map((topic) => topic.id) as [ContactFormTopicId, ...ContactFormTopicId[]]

/**
 * A message from an organization's dashboard to its dedicated account manager (issue 14): stored
 * with the others, for that one staff member, and never offered on the public contact form.
 */
export const ACCOUNT_MANAGER_TOPIC = { id: 'account_manager', label: 'contact.topic.account_manager' } as const satisfies { id: string; label: MessageId }
export type ContactTopicId = ContactFormTopicId | typeof ACCOUNT_MANAGER_TOPIC.id

export function contactTopicLabel(id: string): MessageId {
  if (id === ACCOUNT_MANAGER_TOPIC.id) return ACCOUNT_MANAGER_TOPIC.label
  return CONTACT_TOPICS.find((topic) => topic.id === id)?.label ?? 'contact.topic.general'
}
