import { eq } from 'drizzle-orm'
import { engagements, experts, projectRequests, user } from '../../app/db/schema/index.ts'
import { SANDBOX_SIGNATURE_HEADER, sandboxEvent, signSandboxPayload } from '../../app/domain/payments/sandbox-provider.server.ts'
import type { TestServer } from './test-server.ts'

const userIdOf = async (server: TestServer, email: string) => (await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0].id

/**
 * An approved, paid-up grant expert for the member who signed up with `email` (part B builds the
 * application; here the row is written as its approval leaves it).
 */
export async function makeExpert(server: TestServer, email: string, fields: { payoutAccount?: string } = {}) {
  const userId = await userIdOf(server, email)
  const [expert] = await server.services.db
    .insert(experts)
    .values({
      userId,
      applicationStatus: 'approved',
      membershipStatus: 'active',
      professionalTitle: 'Grant writer for agriculture and health',
      bio: 'Ten years of writing successful proposals for community organizations across East Africa.',
      yearsExperience: 10,
      payoutAccount: fields.payoutAccount ?? null,
    })
    .returning({ id: experts.id })
  return { expertId: expert.id, userId }
}

/**
 * A project request from the member with `memberEmail`, accepted by the expert, and its engagement
 * (part C builds requests and acceptance; here the rows are written as acceptance leaves them).
 */
export async function makeEngagement(server: TestServer, memberEmail: string, expertId: string, projectTitle = 'Proposal for a solar irrigation grant') {
  const memberId = await userIdOf(server, memberEmail)
  const { db } = server.services
  const [request] = await db
    .insert(projectRequests)
    .values({
      grantSeekerId: memberId,
      expertId,
      projectTitle,
      projectDescription: 'We need help writing a full proposal for the Green Farms Fund, due in six weeks.',
      budgetMin: 500,
      budgetMax: 2000,
      status: 'accepted',
      acceptedExpertId: expertId,
      decidedAt: new Date(),
    })
    .returning({ id: projectRequests.id })
  const [engagement] = await db.insert(engagements).values({ requestId: request.id, memberId, expertId }).returning({ id: engagements.id })
  return { engagementId: engagement.id, requestId: request.id, memberId }
}

/** Posts a signed sandbox event to the webhook, as the sandbox's checkout page (or a replay of it) does; returns the event. */
export async function postSandboxEvent(server: TestServer, sessionId: string, body = sandboxEvent(sessionId, true)) {
  const response = await fetch(`${server.url}/api/payments/webhook/sandbox`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(server.services.secrets.sandboxPayments, body) },
    body,
  })
  return { response, body }
}
