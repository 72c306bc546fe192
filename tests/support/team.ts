import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { organizationInvitations, organizationMembers, organizations, user } from '../../app/db/schema/index.ts'
import { organizationOf, newMember } from './accounts.ts'
import type { TestClient } from './test-client.ts'
import type { TestServer } from './test-server.ts'

/** Puts the organization of the member signed up with `email` on a plan, as a payment would (a year ahead). */
export async function onPlan(server: TestServer, email: string, plan: 'free' | 'pro' | 'premium') {
  const org = await organizationOf(server, email)
  await server.services.db
    .update(organizations)
    .set({ plan, planRenewsAt: plan === 'free' ? null : new Date(Date.now() + 300 * 86_400_000) })
    .where(eq(organizations.id, org.id))
}

/** Posts the /team invitation form. */
export function invite(client: TestClient, email: string, role = 'editor') {
  return client.post('/team', { intent: 'invite', email, role })
}

/** The invitation link in the newest invitation email to `email` (a path, /team/invite/…). */
export async function invitationLink(server: TestServer, email: string): Promise<string> {
  const message = (await server.services.mailer.listOutbox()).find((m) => m.to === email && m.text.includes('/team/invite/'))
  if (!message) throw new Error(`No invitation email to ${email}`)
  const link = message.text.match(/https?:\/\/\S+\/team\/invite\/[A-Za-z0-9_-]+/)?.[0]
  if (!link) throw new Error(`No invitation link in "${message.subject}"`)
  return new URL(link).pathname
}

/** Invites `email` from `inviter`'s team, makes them a member (unless `client` is given) and accepts: a team member, signed in. */
export async function joinTeam(server: TestServer, inviter: TestClient, person: { email: string; name: string; role?: string; client?: TestClient }): Promise<TestClient> {
  expect((await invite(inviter, person.email, person.role ?? 'editor')).status).toBe(303)
  const client = person.client ?? (await newMember(server, { email: person.email, name: person.name }))
  const accepted = await client.post(await invitationLink(server, person.email), {})
  expect(accepted.status, `${person.email} accepts`).toBe(303)
  return client
}

/** The organization and role of the member with this email. */
export async function membershipOf(server: TestServer, email: string) {
  const [row] = await server.services.db
    .select({ organizationId: organizationMembers.organizationId, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(user, eq(user.id, organizationMembers.userId))
    .where(eq(user.email, email))
  return row
}

/** The invitation made to `email` by this organization (the newest). */
export async function invitationTo(server: TestServer, organizationId: string, email: string) {
  const rows = await server.services.db
    .select()
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, organizationId), eq(organizationInvitations.email, email)))
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]
}
