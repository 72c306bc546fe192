import { eq } from 'drizzle-orm'
import { organizationMembers, organizations, user } from '../../app/db/schema/index.ts'
import { createAdmin } from '../../app/domain/accounts/create-admin.server.ts'
import type { TestClient } from './test-client.ts'
import type { TestServer } from './test-server.ts'

export const GOOD_PASSWORD = 'Str0ng!Passw0rd'

/** The link in the newest outbox message to `email`. */
export async function latestLinkTo(server: TestServer, email: string): Promise<string> {
  const messages = await server.services.mailer.listOutbox()
  const message = messages.find((m) => m.to === email)
  if (!message) throw new Error(`No email to ${email}`)
  const link = message.text.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error(`No link in "${message.subject}"`)
  return link
}

/** Signs up through the form, verifies through the emailed link, and returns a signed-in client. */
export async function signUpAndVerify(server: TestServer, fields: { name?: string; email: string; orgName?: string }): Promise<TestClient> {
  const client = server.client()
  const response = await client.post('/auth', { intent: 'signup', name: fields.name ?? 'Test Member', orgName: fields.orgName ?? '', email: fields.email, password: GOOD_PASSWORD })
  if (response.status !== 200) throw new Error(`Sign-up failed with ${response.status}`)
  const verify = await client.get(await latestLinkTo(server, fields.email))
  if (verify.status !== 302) throw new Error(`Verification failed with ${verify.status}`)
  return client
}

/** Creates an admin (as the CLI does) and returns a client signed in as them. */
export async function signedInAdmin(server: TestServer, email = 'admin@example.org', name = 'Ada Admin'): Promise<TestClient> {
  await createAdmin(server.services.db, server.services.auth, { email, password: GOOD_PASSWORD, name })
  const admin = server.client()
  const response = await admin.post('/auth', { intent: 'login', email, password: GOOD_PASSWORD })
  if (response.status !== 302) throw new Error(`Admin sign-in failed with ${response.status}`)
  return admin
}

/** The organization whose member signed up with `email`, with that member's user id. */
export async function organizationOf(server: TestServer, email: string) {
  const [row] = await server.services.db
    .select({ org: organizations, userId: user.id })
    .from(organizations)
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
    .innerJoin(user, eq(user.id, organizationMembers.userId))
    .where(eq(user.email, email))
  return { ...row.org, userId: row.userId }
}
