import { eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { user } from '../../db/schema/index.ts'

/**
 * Emails a member about something already decided: the message is composed from their name, and a
 * failed delivery is logged, never undoing the decision.
 */
export async function emailMember(services: Pick<AppServices, 'db' | 'mailer'>, userId: string | null, compose: (member: { name: string }) => { subject: string; text: string }) {
  if (!userId) return
  const [member] = await services.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId))
  if (!member) return
  await services.mailer.send({ to: member.email, ...compose(member) }).catch((error) => console.error('Email to a member failed', error))
}
