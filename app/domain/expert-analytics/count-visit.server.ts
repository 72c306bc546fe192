import type { Db } from '../../db/client.server.ts'
import { countProfileView } from './count-profile-view.server.ts'
import { isCountableVisit } from './countable-visit.ts'
import { recordSearchAppearances } from './record-search-appearances.server.ts'

/** Who is looking: the signed-in member, or null for a visitor. */
type Viewer = { id: string; isAdmin: boolean } | null

/**
 * What the directory and profile pages call after they have what they show (ADR 073): counts the
 * look for the expert analytics unless it is staff's, a bot's or a prefetch. Pages start it without
 * waiting for it (the response does not depend on it); it never rejects: a failure is logged.
 */
export async function countDirectoryPage(db: Db, request: Request, viewer: Viewer, shown: ReadonlyArray<{ id: string }>, now = new Date()): Promise<void> {
  if (shown.length === 0 || viewer?.isAdmin || !isCountableVisit(request)) return
  await recordSearchAppearances(
    db,
    shown.map((expert) => expert.id),
    viewer?.id ?? null,
    now,
  ).catch((error) => console.error('Failed to count search appearances', error))
}

/** A profile shown: counted unless the expert is looking at their own, or staff, a bot or a prefetch. */
export async function countProfileVisit(db: Db, request: Request, viewer: Viewer, expert: { id: string; userId: string }, now = new Date()): Promise<void> {
  if (viewer?.isAdmin || viewer?.id === expert.userId || !isCountableVisit(request)) return
  await countProfileView(db, expert.id, now).catch((error) => console.error('Failed to count a profile view', error))
}
