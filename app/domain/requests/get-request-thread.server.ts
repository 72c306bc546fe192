import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { engagements, experts, organizations, requestMessages, user } from '../../db/schema/index.ts'
import { hiddenMark } from './hidden-mark.ts'
import { displayName } from '../experts/expert-view.server.ts'
import { maskContactDetails } from './mask-contact-details.ts'
import { shownName } from './shown-name.ts'
import { type RequestRole, requestFor, type Viewer } from './request-access.server.ts'

/**
 * A request as its page shows it to the viewer, or null when they may not see it. Until the request
 * is accepted, email addresses and phone numbers in its text and its messages are hidden from both
 * sides (and admins); once accepted, the two parties' email addresses are shown to each other.
 */
export async function getRequestThread(db: Db, viewer: Viewer, requestId: string, now = new Date()) {
  const found = await requestFor(db, viewer, requestId, {}, now)
  if (!found) return null
  const { request, role } = found
  const accepted = request.status === 'accepted'
  const shown = (text: string) => (accepted ? text : maskContactDetails(text, hiddenMark()))

  const [seeker] = await db
    .select({ name: user.name, email: user.email, organization: organizations.name })
    .from(user)
    .leftJoin(organizations, eq(organizations.id, request.organizationId ?? '00000000-0000-0000-0000-000000000000'))
    .where(eq(user.id, request.grantSeekerId))
  const expertId = request.acceptedExpertId ?? request.expertId
  const [expert] = expertId
    ? await db
        .select({ id: experts.id, userId: experts.userId, name: user.name, email: user.email, title: experts.professionalTitle })
        .from(experts)
        .innerJoin(user, eq(user.id, experts.userId))
        .where(eq(experts.id, expertId))
    : []
  const messages = await db
    .select({ id: requestMessages.id, body: requestMessages.body, createdAt: requestMessages.createdAt, senderId: requestMessages.senderId, senderName: user.name })
    .from(requestMessages)
    .leftJoin(user, eq(user.id, requestMessages.senderId))
    .where(eq(requestMessages.requestId, request.id))
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id))
  const [engagement] = accepted ? await db.select({ id: engagements.id }).from(engagements).where(eq(engagements.requestId, request.id)) : []

  const open = request.status === 'open'
  const canAccept = open && (role === 'expert' || role === 'sectorExpert')
  return {
    role,
    request: {
      id: request.id,
      status: request.status,
      sector: request.sector,
      openToSector: request.expertId === null,
      projectTitle: shown(request.projectTitle),
      projectDescription: shown(request.projectDescription),
      budgetMin: request.budgetMin,
      budgetMax: request.budgetMax,
      deadline: request.deadline,
      preferredLanguage: request.preferredLanguage,
      createdAt: request.createdAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
    },
    // The names too: a name may hold an address or a number (stored before names were checked).
    member: { name: shownName(seeker?.name ?? '', request.status), organization: shownName(seeker?.organization ?? null, request.status), email: accepted ? (seeker?.email ?? null) : null },
    expert: expert ? { id: expert.id, name: displayName(expert.name), title: expert.title, email: accepted ? expert.email : null } : null,
    messages: messages.map((m) => ({ id: m.id, body: shown(m.body), createdAt: m.createdAt.toISOString(), mine: m.senderId === viewer.id, senderName: shownName(m.senderName ?? '', request.status) })),
    engagementId: engagement?.id ?? null,
    hidingContacts: !accepted,
    awaitingAcceptance: open && request.expertId === null,
    can: {
      // A request open to a sector: no messages until an expert accepts (then only the two of them).
      message: role !== 'admin' && (accepted || (open && request.expertId !== null)),
      accept: canAccept,
      // A request open to a sector is not declined by one expert: the others may still take it.
      decline: open && role === 'expert',
      withdraw: open && role === 'member',
    },
  }
}
export type RequestThread = NonNullable<Awaited<ReturnType<typeof getRequestThread>>>
export type { RequestRole }
