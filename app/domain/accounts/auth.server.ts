import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Db } from '../../db/client.server.ts'
import { account, session, user, verification } from '../../db/schema/index.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../catalog/limits.ts'
import { composeEmail } from '../../email/compose-email.ts'
import type { Mailer } from '../../email/mailer.server.ts'
import { SERVER_HEADERS } from '../../request-headers.ts'
import { firstIssue, passwordSchema, signUpSchema } from './accounts.schema.ts'
import { ACCOUNT_SIGN_IN_FAILURES, checkRateLimit, clearRateLimit } from './check-rate-limit.server.ts'
import { requestLanguage } from '../../i18n/language.server.ts'
import { inLanguageOf } from './member-language.server.ts'
import { setupNewMember } from './setup-new-member.server.ts'

export interface AuthConfig {
  appName: string
  appUrl: string
  secret: string
  google?: { clientId: string; clientSecret: string }
  /** 'warn' logs failed sign-ins (useful in production); tests use 'error'. */
  logLevel?: 'warn' | 'error'
}

/** better-auth over our database: email and password with verification, reset, and Google when configured. */
export function createAuth(db: Db, mailer: Mailer, config: AuthConfig) {
  const appName = config.appName
  return betterAuth({
    appName,
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.secret,
    telemetry: { enabled: false },
    logger: { level: config.logLevel ?? 'warn' },
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification }, transaction: true }),
    trustedOrigins: [config.appUrl],
    // The endpoints a browser reaches (links in emails, OAuth callbacks) are limited per client
    // address in the same database table as our forms, so limits hold across processes.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 30,
      customStorage: {
        consume: async (key, rule) => ({ allowed: await checkRateLimit(db, 'auth-api', key, { attempts: rule.max, windowSeconds: rule.window }), retryAfter: null }),
      },
    },
    // No cookie cache: a signed-out or revoked session must stop working at once, not minutes later.
    session: { cookieCache: { enabled: false } },
    advanced: {
      // The address Express resolved from TRUST_PROXY; a client-sent X-Forwarded-For is never read here.
      ipAddress: { ipAddressHeaders: [SERVER_HEADERS.clientAddress] },
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A reset means the old password may be known to someone else: every session ends. The member
      // proved they own the address, so the wrong-password count on the account starts afresh.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: member }) => {
        await clearRateLimit(db, ACCOUNT_SIGN_IN_FAILURES, member.email.toLowerCase())
      },
      sendResetPassword: async ({ user: member, url }) => {
        await inLanguageOf(db, member.id, () =>
          mailer.send({
            to: member.email,
            ...composeEmail('email.reset', { appName, name: member.name, url }),
          }),
        )
      },
      onExistingUserSignUp: async ({ user: member }) => {
        await inLanguageOf(db, member.id, () =>
          mailer.send({
            to: member.email,
            ...composeEmail('email.existing', { appName, name: member.name, url: `${config.appUrl}/auth` }),
          }),
        )
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: member, url }) => {
        await inLanguageOf(db, member.id, () =>
          mailer.send({
            to: member.email,
            ...composeEmail('email.verify', { appName, name: member.name, url }),
          }),
        )
      },
    },
    socialProviders: config.google ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } } : {},
    // Every way in applies our forms' rules, even server-side calls that skip the forms.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>
        const password = body.password ?? body.newPassword
        if (PASSWORD_PATHS.has(ctx.path) && password !== undefined) refuseIfInvalid(passwordSchema.safeParse(password))
        if ('name' in body) refuseIfInvalid(signUpSchema.shape.name.safeParse(body.name))
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created, ctx) => {
            const body = (ctx?.body ?? {}) as { orgName?: unknown }
            // A visitor who chose a language (or whose browser asks for one) keeps it in the new profile.
            const language = ctx?.headers ? requestLanguage(ctx.headers) : undefined
            await setupNewMember(db, created, typeof body.orgName === 'string' ? body.orgName : undefined, language)
          },
        },
      },
    },
  })
}

const PASSWORD_PATHS = new Set(['/sign-up/email', '/reset-password', '/change-password', '/set-password'])

function refuseIfInvalid(result: { success: boolean; error?: Parameters<typeof firstIssue>[0] }) {
  if (!result.success && result.error) throw new APIError('BAD_REQUEST', { message: firstIssue(result.error) })
}

export type Auth = ReturnType<typeof createAuth>
