import { eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import type { EmailContent } from '../../email/compose-email.ts'
import { inLanguageOf } from '../accounts/member-language.server.ts'
import { user } from '../../db/schema/index.ts'

/**
 * Emails a member about something already decided: the message is composed (composeEmail) from
 * their name, and a failed delivery is logged, never undoing the decision.
 */
export async function emailMember(services: Pick<AppServices, 'db' | 'mailer'>, userId: string | null, compose: (member: { name: string }) => EmailContent) {
  if (!userId) return
  const [member] = await services.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId))
  if (!member) return
  // In the member's language, not the language of whoever decided.
  await inLanguageOf(services.db, userId, () => services.mailer.send({ to: member.email, ...compose(member) })).catch((error) => console.error('Email to a member failed', error))
}
