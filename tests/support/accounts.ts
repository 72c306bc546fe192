import { makeSignature } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { organizationMembers, organizations, user } from '../../app/db/schema/index.ts'
import { createAdmin } from '../../app/domain/accounts/create-admin.server.ts'
import { setupNewMember } from '../../app/domain/accounts/setup-new-member.server.ts'
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

/**
 * Signs up through the form, verifies through the emailed link, and returns a signed-in client. For
 * the tests of sign-up, verification and sign-in themselves (and of the emails they send); any
 * other test makes its member with newMember, which leaves the same rows without HTTP or email.
 */
export async function signUpThroughForm(server: TestServer, fields: { name?: string; email: string; orgName?: string }): Promise<TestClient> {
  const client = server.client()
  const response = await client.post('/auth', { intent: 'signup', name: fields.name ?? 'Test Member', orgName: fields.orgName ?? '', email: fields.email, password: GOOD_PASSWORD })
  if (response.status !== 200) throw new Error(`Sign-up failed with ${response.status}`)
  const verify = await client.get(await latestLinkTo(server, fields.email))
  if (verify.status !== 302) throw new Error(`Verification failed with ${verify.status}`)
  return client
}

/** GOOD_PASSWORD hashed once per process, by better-auth's own hasher (the hash is salted, not tied to a server). */
let goodPasswordHash: Promise<string> | undefined

/**
 * A member as signing up and following the verification link leaves them (ADR 047), made directly:
 * their user (email verified) and password account through better-auth's adapter, their profile,
 * organization and membership by setupNewMember (what sign-up's hook runs), and a client signed in
 * by a session better-auth stores and a cookie signed as better-auth signs it. No request, no email.
 * tests/support/members.test.ts holds it to the rows the form makes.
 */
export async function newMember(server: TestServer, fields: { name?: string; email: string; orgName?: string }): Promise<TestClient> {
  const ctx = await server.services.auth.$context
  goodPasswordHash ??= ctx.password.hash(GOOD_PASSWORD)
  const now = new Date()
  // The adapter without the user hooks: the hook's set-up runs below, with the organization name the form would carry.
  const created = await ctx.adapter.create<{ id: string; name: string; email: string; emailVerified: boolean; createdAt: Date; updatedAt: Date }>({
    model: 'user',
    data: { name: fields.name ?? 'Test Member', email: fields.email.toLowerCase(), emailVerified: true, createdAt: now, updatedAt: now },
  })
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: await goodPasswordHash })
  await setupNewMember(server.services.db, created, fields.orgName)
  return withSession(server, created.id)
}

/** A new client signed in as the member with this email, directly (a session as signing in makes, without the form). */
export async function signedInAs(server: TestServer, email: string): Promise<TestClient> {
  const [member] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()))
  if (!member) throw new Error(`No account for ${email}`)
  return withSession(server, member.id)
}

/** A new client with a session of `userId`'s: the row made by better-auth, the cookie signed as better-auth signs it. */
async function withSession(server: TestServer, userId: string): Promise<TestClient> {
  const ctx = await server.services.auth.$context
  const client = server.client()
  const session = await ctx.internalAdapter.createSession(userId, false, { ipAddress: client.address, userAgent: 'node' })
  client.setCookie(ctx.authCookies.sessionToken.name, encodeURIComponent(`${session.token}.${await makeSignature(session.token, ctx.secret)}`))
  return client
}

/** Signs in through the /auth form with GOOD_PASSWORD (for the tests of signing in, and of sessions a sign-in makes). */
export async function signInThroughForm(server: TestServer, email: string): Promise<TestClient> {
  const client = server.client()
  const response = await client.post('/auth', { intent: 'login', email, password: GOOD_PASSWORD })
  if (response.status !== 302) throw new Error(`Sign-in of ${email} failed with ${response.status}`)
  return client
}

/** Creates an admin (as the CLI does) and returns a client signed in as them. */
export async function signedInAdmin(server: TestServer, email = 'admin@example.org', name = 'Ada Admin'): Promise<TestClient> {
  await createAdmin(server.services.db, server.services.auth, { email, password: GOOD_PASSWORD, name })
  return signedInAs(server, email)
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
