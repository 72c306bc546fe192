import { and, desc, eq, lt } from 'drizzle-orm'
import { isMemberRole } from './team.schema.server.ts'
import type { Db } from '../../db/client.server.ts'
import { activityEvents, user } from '../../db/schema/index.ts'
import { formatDate, type MessageId, t } from '../../i18n/index.ts'
import { applicationStatusLabel } from '../applications/application-status.ts'
import { ACTIVITY_VERBS, type ActivityVerb } from './record-activity.server.ts'

export interface ActivityEntry {
  id: number
  /** "Amina saved Water for Schools", in the reader's language. */
  text: string
  date: string
  at: string
  /** Where the entry leads (the grant, the application), when it is about one. */
  link: string | null
}

const LINKS: Partial<Record<ActivityVerb, (id: string) => string>> = {
  'grant.saved': (id) => `/grant/${id}`,
  'grant.unsaved': (id) => `/grant/${id}`,
  'application.created': (id) => `/dashboard/applications/${id}`,
  'application.status': (id) => `/dashboard/applications/${id}`,
  'application.assigned': (id) => `/dashboard/applications/${id}`,
  'application.commented': (id) => `/dashboard/applications/${id}`,
  'application.commentDeleted': (id) => `/dashboard/applications/${id}`,
}

/**
 * One entry in words: the verb's message (team.activity.{verb}) with the actor's name and the
 * entry's data, which holds names and titles by convention: `grant` (a title), `member` (a name
 * or a masked address; an assignment's `assignee`), `role` and `status` (ids, named here in the
 * reader's language; a status change's `to`), `name` (a key's, a rule's or a report's; a renamed report's old name is `from`). A missing
 * value reads as empty, never as a placeholder.
 */
export function describeActivity(row: {
  id: number
  verb: string
  actorName: string | null
  subjectId: string | null
  data: Record<string, string | number | null>
  createdAt: Date
}): ActivityEntry | null {
  if (!(ACTIVITY_VERBS as readonly string[]).includes(row.verb)) return null
  const verb = row.verb as ActivityVerb
  const value = (key: string) => (row.data[key] === null || row.data[key] === undefined ? '' : String(row.data[key]))
  const role = value('role')
  const status = value('status') || value('to')
  const params = {
    actor: row.actorName ?? t('team.activity.someone'),
    grant: value('grant'),
    member: value('member') || value('assignee'),
    name: value('name'),
    from: value('from'),
    role: isMemberRole(role) ? t(`team.role.${role}`) : role,
    status: status ? applicationStatusLabel(status) : '',
  }
  // An assignment taken away names nobody.
  const id: MessageId = verb === 'application.assigned' && !params.member ? 'team.activity.application.unassigned' : (`team.activity.${verb}` as MessageId)
  const link = row.subjectId ? (LINKS[verb]?.(row.subjectId) ?? null) : null
  return { id: row.id, text: t(id, params), date: formatDate(row.createdAt), at: row.createdAt.toISOString(), link }
}

/**
 * The team's activity, newest first, `limit` entries older than `before` (an entry's id: keyset
 * pages, so new entries never shift a page), and the id to ask the next page with (null at the end).
 */
export async function listActivity(db: Db, organizationId: string, options: { before?: number | null; limit: number }): Promise<{ entries: ActivityEntry[]; next: number | null }> {
  const rows = await db
    .select({ id: activityEvents.id, verb: activityEvents.verb, actorName: user.name, subjectId: activityEvents.subjectId, data: activityEvents.data, createdAt: activityEvents.createdAt })
    .from(activityEvents)
    .leftJoin(user, eq(user.id, activityEvents.actorId))
    .where(and(eq(activityEvents.organizationId, organizationId), options.before ? lt(activityEvents.id, options.before) : undefined))
    .orderBy(desc(activityEvents.id))
    .limit(options.limit + 1)
  const page = rows.slice(0, options.limit)
  return {
    entries: page.map(describeActivity).filter((e): e is ActivityEntry => e !== null),
    next: rows.length > options.limit ? page[page.length - 1].id : null,
  }
}
