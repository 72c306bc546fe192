import { and, eq } from 'drizzle-orm'
import { expertPortfolio, expertProfileEdits, experts, user } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { notifyAdmins } from '../notifications/notify-admins.server.ts'
import { differs, type PublicText, PUBLIC_TEXT_FIELDS } from './profile-edit.ts'

/** Where staff review the changes. */
export const PROFILE_EDITS_QUEUE = '/admin/expert-edits'

/**
 * An approved expert changes their public text (issue 23, ADR 034): what differs from the text
 * shown now waits for review as the expert's one pending edit, merged with what was already
 * waiting (a field changed back is no longer waiting); the profile keeps its approved text. Staff
 * are told when a new edit starts waiting. The caller has locked the expert's row and checked the
 * text (no contact details). Returns whether anything now waits for review.
 */
export async function proposeProfileEdit(tx: Tx, expertId: string, changes: Partial<PublicText>): Promise<boolean> {
  const [live] = await tx
    .select({ name: user.name, professionalTitle: experts.professionalTitle, bio: experts.bio })
    .from(experts)
    .innerJoin(user, eq(user.id, experts.userId))
    .where(eq(experts.id, expertId))
  const portfolio = await tx
    .select({
      projectTitle: expertPortfolio.projectTitle,
      projectDescription: expertPortfolio.projectDescription,
      sector: expertPortfolio.sector,
      completionDate: expertPortfolio.completionDate,
      grantAmount: expertPortfolio.grantAmount,
      wasSuccessful: expertPortfolio.wasSuccessful,
    })
    .from(expertPortfolio)
    .where(eq(expertPortfolio.expertId, expertId))
  const shown: PublicText = { ...live, portfolio }
  const [waiting] = await tx
    .select()
    .from(expertProfileEdits)
    .where(and(eq(expertProfileEdits.expertId, expertId), eq(expertProfileEdits.status, 'pending')))
    .for('update')
  const next: { [K in keyof PublicText]: PublicText[K] | null } = { name: null, professionalTitle: null, bio: null, portfolio: null }
  for (const field of PUBLIC_TEXT_FIELDS) {
    const proposed = (changes[field] ?? waiting?.[field] ?? null) as never
    if (proposed !== null && differs(field, shown[field], proposed)) next[field] = proposed
  }
  const anything = PUBLIC_TEXT_FIELDS.some((f) => next[f] !== null)
  // Nothing new (another field saved, this text as it was): the waiting edit stays as staff see it.
  const same = (f: (typeof PUBLIC_TEXT_FIELDS)[number]) => (next[f] === null ? waiting?.[f] === null : waiting?.[f] != null && !differs(f, waiting[f] as never, next[f] as never))
  if (waiting && PUBLIC_TEXT_FIELDS.every(same)) return true
  // A newer edit replaces the waiting one (a new id), so staff never approve text they have not seen.
  if (waiting) await tx.delete(expertProfileEdits).where(eq(expertProfileEdits.id, waiting.id))
  if (!anything) return false
  await tx.insert(expertProfileEdits).values({ expertId, ...next })
  if (!waiting) await notifyAdmins(tx, 'expertEdits.notification.adminNew', { title: next.professionalTitle ?? shown.professionalTitle }, PROFILE_EDITS_QUEUE)
  return true
}
