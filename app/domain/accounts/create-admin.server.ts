import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { user, userRoles } from '../../db/schema/index.ts'
import type { Auth } from './auth.server.ts'
import { passwordSchema } from './accounts.schema.ts'

/**
 * Creates a verified admin, or gives an existing user the admin role (their password is left
 * as it is). Returns what it did.
 */
export async function createAdmin(db: Db, auth: Auth, input: { email: string; password: string; name?: string }): Promise<'created' | 'promoted'> {
  const email = input.email.trim().toLowerCase()
  let [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1)
  let outcome: 'created' | 'promoted' = 'promoted'
  if (!existing) {
    const password = passwordSchema.safeParse(input.password)
    if (!password.success) throw new Error(password.error.issues[0].message)
    const ctx = await auth.$context
    const created = await ctx.internalAdapter.createUser({ email, name: input.name ?? 'Administrator', emailVerified: true }, { method: 'email-password' } as never)
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await ctx.password.hash(input.password),
    })
    existing = { id: created.id }
    outcome = 'created'
  }
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, existing.id))
  await db.insert(userRoles).values({ userId: existing.id, role: 'admin' }).onConflictDoNothing()
  return outcome
}
