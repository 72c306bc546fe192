import { ACCOUNT_MANAGER_TOPIC } from '../../catalog/contact.ts'
import { CONTACT_RATE_LIMIT } from '../../catalog/limits.ts'
import type { Db } from '../../db/client.server.ts'
import { t } from '../../i18n/index.ts'
import { checkRateLimit } from '../accounts/check-rate-limit.server.ts'
import type { Member } from '../accounts/get-member.server.ts'
import { sendContactMessage } from '../contact/send-contact-message.server.ts'
import { fieldErrors } from '../shared/form-fields.ts'
import { accountManagerMessageSchema } from './account-manager-message.schema.server.ts'
import { getAccountManager } from './get-account-manager.server.ts'

export type AccountManagerMessageOutcome = { ok: true; id: string } | { ok: false; errors: { message?: string; form?: string }; unavailable?: boolean; rateLimited?: boolean }

/**
 * Sends a member's message to their organization's account manager, and to nobody else: stored
 * with the contact messages (topic account_manager, the organization and the manager), the manager
 * notified and emailed. Refused when the organization has no account manager in force, and past
 * CONTACT_RATE_LIMIT messages an hour from one member.
 */
export async function sendAccountManagerMessage(db: Db, member: Member, input: unknown): Promise<AccountManagerMessageOutcome> {
  const manager = await getAccountManager(db, member)
  if (!manager) return { ok: false, errors: {}, unavailable: true }
  const parsed = accountManagerMessageSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  // As many as the contact form allows one address: enough for follow-ups, too few to flood one person.
  if (!(await checkRateLimit(db, 'account-manager', member.id, CONTACT_RATE_LIMIT))) return { ok: false, errors: { form: t('contact.rateLimited') }, rateLimited: true }
  const id = await sendContactMessage(db, { name: member.name, email: member.email, topic: ACCOUNT_MANAGER_TOPIC.id, message: parsed.data.message }, member.id, {
    organizationId: member.organization.id,
    recipientId: manager.id,
  })
  return { ok: true, id }
}
