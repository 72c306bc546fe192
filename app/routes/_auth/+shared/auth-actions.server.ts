import { landingPath } from '../../../domain/accounts/landing-path.server.ts'
import { data } from 'react-router'
import type { AppServices } from '../../../context.ts'
import { z } from 'zod'
import { emailOnlySchema, loginSchema, passwordSchema, signUpSchema } from '../../../domain/accounts/accounts.schema.ts'
import { ACCOUNT_RATE_LIMITS } from '../../../catalog/limits.ts'
import { ACCOUNT_SIGN_IN_FAILURES, checkRateLimit, isRateLimited } from '../../../domain/accounts/check-rate-limit.server.ts'
import { formText } from '../../../domain/shared/form-fields.ts'
import { redirectWithFlash, safeRedirectPath } from '../../../flash.server.ts'
import { t } from '../../../i18n/index.ts'
import { perLanguage } from '../../../i18n/per-language.ts'
import { firstError, parseSubmission } from '../../+shared/submission.server.ts'

export type AuthIntent = 'login' | 'signup' | 'resend' | 'google'
export type AuthActionData = {
  intent: AuthIntent
  error?: string
  /** Each wrong field's message, by field name (shown beside the field and in the error summary). */
  errors?: Record<string, string>
  success?: string
  /** Signed up, or a resend asked from there: the "Check your inbox" screen for `values.email`. */
  inbox?: boolean
  unverified?: boolean
  values?: Record<string, string>
}

/** The new password of the reset form, checked as at sign-up. */
export const resetPasswordSchema = perLanguage(() => z.object({ password: passwordSchema }))

function fail(intent: AuthIntent, error: string, values: Record<string, string>, extra: Partial<AuthActionData> = {}, status = 400) {
  return data<AuthActionData>({ intent, error, values, ...extra }, { status })
}

/** Only the cookies better-auth sets travel on to the browser. */
function cookiesFrom(response: Response): Headers {
  const headers = new Headers()
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return headers
}

async function errorMessage(response: Response): Promise<{ code?: string; message?: string }> {
  return (await response.json().catch(() => ({}))) as { code?: string; message?: string }
}

export async function login(services: AppServices, request: Request, form: FormData) {
  const values = { email: formText(form, 'email') }
  if (!(await checkRateLimit(services.db, 'sign-in', services.clientAddress))) return fail('login', t('error.rateLimited'), values, {}, 429)
  const submission = parseSubmission({ email: form.get('email') ?? '', password: form.get('password') ?? '' }, loginSchema)
  if (!submission.ok) return fail('login', firstError(submission.errors), values, { errors: submission.errors })
  const parsed = submission.value
  // Wrong passwords are counted per account too, from any address; a reset clears the count.
  const account = parsed.email.toLowerCase()
  if (await isRateLimited(services.db, ACCOUNT_SIGN_IN_FAILURES, account, ACCOUNT_RATE_LIMITS.signIn)) return fail('login', t('auth.accountRateLimited'), values, {}, 429)
  const response = await services.auth.api.signInEmail({
    body: { email: parsed.email, password: parsed.password, callbackURL: '/dashboard' },
    headers: request.headers,
    asResponse: true,
  })
  if (response.ok) {
    const asked = form.get('redirectTo')
    const landing = typeof asked === 'string' && asked && asked !== '/dashboard' ? '/dashboard' : await landingPath(services.db, parsed.email)
    return redirectWithFlash(safeRedirectPath(asked === '/dashboard' ? null : asked, landing), 'auth.welcomeBack', cookiesFrom(response))
  }
  const body = await errorMessage(response)
  if (body.code === 'EMAIL_NOT_VERIFIED') return fail('login', t('auth.notVerified'), values, { unverified: true }, 403)
  if (body.code === 'INVALID_EMAIL_OR_PASSWORD') {
    await checkRateLimit(services.db, ACCOUNT_SIGN_IN_FAILURES, account, ACCOUNT_RATE_LIMITS.signIn)
    return fail('login', t('auth.invalidCredentials'), values, {}, 401)
  }
  return fail('login', body.message || t('auth.signInFailed'), values, {}, response.status)
}

export async function signUp(services: AppServices, request: Request, form: FormData) {
  const values = {
    name: formText(form, 'name'),
    orgName: formText(form, 'orgName'),
    email: formText(form, 'email'),
  }
  if (!(await checkRateLimit(services.db, 'sign-up', services.clientAddress))) return fail('signup', t('error.rateLimited'), values, {}, 429)
  const submission = parseSubmission({ name: form.get('name') ?? '', orgName: form.get('orgName') ?? '', email: form.get('email') ?? '', password: form.get('password') ?? '' }, signUpSchema)
  if (!submission.ok) return fail('signup', firstError(submission.errors), values, { errors: submission.errors })
  const parsed = submission.value
  try {
    const response = await services.auth.api.signUpEmail({
      // The verification link leads to /dashboard (spec: "an email redirect to /dashboard"), except for
      // someone who signed up to accept an invitation to a team: it brings them back to the invitation.
      body: { ...parsed, callbackURL: afterVerification(form.get('redirectTo')) },
      headers: request.headers,
      asResponse: true,
    })
    if (!response.ok) return fail('signup', t('auth.createFailed'), values, {}, response.status)
  } catch (error) {
    console.error('Sign-up failed', error)
    return fail('signup', t('auth.createFailed'), values, {}, 500)
  }
  return data<AuthActionData>({ intent: 'signup', success: t('auth.accountCreated'), inbox: true, values: { email: parsed.email } })
}

export async function resendVerification(services: AppServices, form: FormData) {
  const values = { email: formText(form, 'email') }
  // Asked from the "Check your inbox" screen: the answer stays on that screen.
  const inbox = form.get('from') === 'inbox'
  if (!(await checkRateLimit(services.db, 'resend', services.clientAddress))) return fail('resend', t('error.rateLimited'), values, { inbox }, 429)
  const submission = parseSubmission({ email: form.get('email') ?? '' }, emailOnlySchema)
  if (!submission.ok) return fail('resend', firstError(submission.errors), values, { inbox })
  const parsed = submission.value
  // Per address too, from wherever it is asked: a few emails an hour, so no one can fill an inbox.
  if (!(await checkRateLimit(services.db, 'resend-account', parsed.email.toLowerCase(), ACCOUNT_RATE_LIMITS.verificationEmail))) {
    return fail('resend', t('auth.resendTooOften'), values, { inbox }, 429)
  }
  // The same answer whether or not the address has an account, so it reveals nothing.
  await services.auth.api.sendVerificationEmail({ body: { email: parsed.email, callbackURL: '/dashboard' } }).catch(() => null)
  return data<AuthActionData>({ intent: 'resend', success: t('auth.resent'), values, inbox })
}

export async function signInWithGoogle(services: AppServices, request: Request) {
  if (!services.config.googleEnabled) return fail('google', t('auth.googleFailed'), {}, {}, 404)
  try {
    const response = await services.auth.api.signInSocial({
      body: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/auth' },
      headers: request.headers,
      asResponse: true,
    })
    const { url } = (await response.json()) as { url?: string }
    if (!url) throw new Error('No authorization URL')
    const headers = cookiesFrom(response)
    headers.set('Location', url)
    return new Response(null, { status: 302, headers })
  } catch (error) {
    console.error('Google sign-in failed', error)
    return fail('google', t('auth.googleFailed'), {}, {}, 502)
  }
}

/** Where the verification link of a new account leads: the team invitation it was made for, else the dashboard. */
function afterVerification(redirectTo: FormDataEntryValue | null): string {
  const path = safeRedirectPath(redirectTo, '/dashboard')
  return path.startsWith('/team/invite/') ? path : '/dashboard'
}
