import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Db } from '../../db/client.server.ts'
import { account, session, user, verification } from '../../db/schema/index.ts'
import { PASSWORD_MIN_LENGTH } from '../../catalog/limits.ts'
import type { Mailer } from '../../email/mailer.server.ts'
import { t } from '../../i18n/index.ts'
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
    // Our own database-backed limiter guards the forms (check-rate-limit); this one guards the raw endpoints.
    rateLimit: { enabled: true, window: 60, max: 30 },
    // No cookie cache: a signed-out or revoked session must stop working at once, not minutes later.
    session: { cookieCache: { enabled: false } },
    advanced: {
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: member, url }) => {
        await mailer.send({
          to: member.email,
          subject: t('email.reset.subject', { appName }),
          text: t('email.reset.body', { appName, name: member.name, url }),
        })
      },
      onExistingUserSignUp: async ({ user: member }) => {
        await mailer.send({
          to: member.email,
          subject: t('email.existing.subject', { appName }),
          text: t('email.existing.body', { appName, name: member.name, url: `${config.appUrl}/auth` }),
        })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: member, url }) => {
        await mailer.send({
          to: member.email,
          subject: t('email.verify.subject', { appName }),
          text: t('email.verify.body', { appName, name: member.name, url }),
        })
      },
    },
    socialProviders: config.google ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } } : {},
    databaseHooks: {
      user: {
        create: {
          after: async (created, ctx) => {
            const body = (ctx?.body ?? {}) as { orgName?: unknown }
            await setupNewMember(db, created, typeof body.orgName === 'string' ? body.orgName : undefined)
          },
        },
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
