import { LegalNotice } from '../../components/legal/legal-notice.tsx'
import { MailCheck } from 'lucide-react'
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { PASSWORD_SYMBOLS } from '../../catalog/limits.ts'
import { ACCOUNT_MAX } from '../../catalog/text-limits.ts'
import { Button } from '../../components/ui/button.tsx'
import { Field } from '../../components/ui/field.tsx'
import { memberContext, servicesContext } from '../../context.ts'
import { safeRedirectPath } from '../../flash.server.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/auth'
import { login, resendVerification, signInWithGoogle, signUp, type AuthActionData } from './+shared/auth-actions.server.ts'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('auth.title'), matches) }, { name: 'description', content: t('auth.description') }]

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'), '/dashboard')
  const member = context.get(memberContext)
  if (member) throw redirect(member.isAdmin && !url.searchParams.get('redirectTo') ? '/admin' : redirectTo)
  const { config } = context.get(servicesContext)
  return { googleEnabled: config.googleEnabled, redirectTo }
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const form = await request.formData()
  switch (form.get('intent')) {
    case 'signup':
      return signUp(services, request, form)
    case 'resend':
      return resendVerification(services, form)
    case 'google':
      return signInWithGoogle(services, request)
    default:
      return login(services, request, form)
  }
}

const tabClass = (active: boolean) =>
  `inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-3 py-2 text-center text-sm font-medium ${active ? 'bg-card shadow text-foreground' : 'text-muted-foreground hover:text-foreground'}`

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const result = actionData as AuthActionData | undefined
  const tab = result?.intent === 'signup' || (!result && params.get('tab') === 'signup') ? 'signup' : 'login'
  const navigation = useNavigation()
  const busyIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null
  const values = result?.values ?? {}

  // Refusals show once, in the summary and beside their fields; no toast (it would outlive the page).
  const errors = result?.errors ?? (result?.error ? { form: result.error } : null)
  const fieldError = (field: string) => result?.errors?.[field]

  const tabHref = (next: string) => {
    const search = new URLSearchParams(params)
    search.set('tab', next)
    return `?${search}`
  }

  if (result?.inbox) return <CheckInbox email={values.email ?? ''} result={result} sending={busyIntent === 'resend'} />

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-6 text-center text-2xl font-bold">{t('auth.title')}</h1>
      <div role="tablist" aria-label={t('auth.title')} className="mb-6 flex gap-1 rounded-lg bg-muted p-1">
        <Link role="tab" aria-selected={tab === 'login'} to={tabHref('login')} replace preventScrollReset className={tabClass(tab === 'login')}>
          {t('auth.loginTab')}
        </Link>
        <Link role="tab" aria-selected={tab === 'signup'} to={tabHref('signup')} replace preventScrollReset className={tabClass(tab === 'signup')}>
          {t('auth.signUpTab')}
        </Link>
      </div>

      <div className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <div className="-mt-4 mb-4">
          <ErrorSummary errors={errors} fields={tab === 'login' ? LOGIN_IDS : SIGNUP_IDS} />
        </div>
        {result?.success ? (
          <p role="status" className="mb-4 rounded-md border border-primary px-3 py-2 text-sm">
            {result.success}
          </p>
        ) : null}

        {tab === 'login' ? (
          <>
            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="login" />
              <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
              <Field label={t('auth.email')} id="login-email" name="email" type="email" autoComplete="email" defaultValue={values.email} error={fieldError('email')} required />
              <Field label={t('auth.password')} id="login-password" name="password" type="password" autoComplete="current-password" error={fieldError('password')} required />
              <Button type="submit" className="w-full" pending={busyIntent === 'login'} pendingText={t('auth.signingIn')}>
                {t('auth.signIn')}
              </Button>
            </Form>
            {result?.unverified ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="email" value={values.email ?? ''} />
                <Button type="submit" variant="outline" className="w-full" pending={busyIntent === 'resend'} pendingText={t('common.loading')}>
                  {t('auth.resend')}
                </Button>
              </Form>
            ) : null}
            <p className="mt-4 text-center text-sm">
              <Link to="/auth/reset-password" className="text-primary underline-offset-4 hover:underline">
                {t('auth.forgotPassword')}
              </Link>
            </p>
          </>
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="signup" />
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            <Field label={t('auth.fullName')} id="signup-name" name="name" autoComplete="name" defaultValue={values.name} error={fieldError('name')} hint={lengthHint(ACCOUNT_MAX.name)} required />
            <Field
              label={t('auth.orgName')}
              id="signup-org"
              name="orgName"
              autoComplete="organization"
              defaultValue={values.orgName}
              error={fieldError('orgName')}
              hint={lengthHint(ACCOUNT_MAX.orgName)}
            />
            <Field label={t('auth.email')} id="signup-email" name="email" type="email" autoComplete="email" defaultValue={values.email} error={fieldError('email')} required />
            <Field
              label={t('auth.password')}
              id="signup-password"
              name="password"
              type="password"
              autoComplete="new-password"
              hint={t('auth.passwordHint', { symbols: PASSWORD_SYMBOLS })}
              error={fieldError('password')}
              required
            />
            <Button type="submit" className="w-full" pending={busyIntent === 'signup'} pendingText={t('auth.creatingAccount')}>
              {t('auth.createAccount')}
            </Button>
          </Form>
        )}

        {loaderData.googleEnabled ? (
          <>
            <p className="my-4 text-center text-xs uppercase text-muted-foreground">{t('auth.or')}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="google" />
              <Button type="submit" variant="outline" className="w-full" pending={busyIntent === 'google'} pendingText={t('common.loading')}>
                {t('auth.google')}
              </Button>
            </Form>
          </>
        ) : null}
      </div>
      <LegalNotice message="auth.termsNotice" pages={['terms', 'privacy']} className="mt-6 text-center text-xs text-muted-foreground" />
    </div>
  )
}

const LOGIN_IDS = { email: 'login-email', password: 'login-password' }
const SIGNUP_IDS = { name: 'signup-name', orgName: 'signup-org', email: 'signup-email', password: 'signup-password' }

/** After sign-up: where the link went, what to do, a way to send it again, and the way back to sign in. */
function CheckInbox({ email, result, sending }: { email: string; result: AuthActionData; sending: boolean }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <MailCheck aria-hidden size={40} className="text-primary" />
        <h1 className="mt-3 text-2xl font-bold">{t('auth.checkInboxTitle')}</h1>
        {result.intent === 'signup' && result.success ? (
          <p role="status" className="mt-2 font-medium">
            {result.success}
          </p>
        ) : null}
        {result.intent === 'resend' && result.error ? (
          <p role="alert" className="mt-4 rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
            {result.error}
          </p>
        ) : result.intent === 'resend' && result.success ? (
          <p role="status" className="mt-4 rounded-md border border-primary px-3 py-2 text-sm">
            {result.success}
          </p>
        ) : null}
        <p className="mt-4">{t('auth.checkInboxSent', { email })}</p>
        <p className="mt-2 text-sm text-muted-foreground">{t('auth.checkInboxWhat')}</p>
        <p className="mt-2 text-sm text-muted-foreground">{t('auth.checkInboxSpam')}</p>
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="from" value="inbox" />
          <input type="hidden" name="email" value={email} />
          <Button type="submit" variant="outline" className="w-full" pending={sending} pendingText={t('common.loading')}>
            {t('auth.resend')}
          </Button>
        </Form>
        <p className="mt-4 text-center text-sm">
          <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
            {t('auth.backToSignIn')}
          </Link>
        </p>
      </div>
    </div>
  )
}
