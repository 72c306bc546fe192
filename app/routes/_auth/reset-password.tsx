import { useEffect } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { toast } from '../../components/ui/toast.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Field } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { emailOnlySchema } from '../../domain/accounts/accounts.schema.ts'
import { ACCOUNT_RATE_LIMITS, PASSWORD_SYMBOLS } from '../../catalog/limits.ts'
import { checkRateLimit } from '../../domain/accounts/check-rate-limit.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { t } from '../../i18n/index.ts'
import { resetPasswordSchema } from './+shared/auth-actions.server.ts'
import { parseSubmission, firstError } from '../+shared/submission.server.ts'
import type { Route } from './+types/reset-password'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('auth.resetTitle'), matches) }]

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return { token: url.searchParams.get('token'), invalid: url.searchParams.has('error') }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, db, clientAddress } = context.get(servicesContext)
  const form = await request.formData()
  if (!(await checkRateLimit(db, 'reset-password', clientAddress))) return data({ error: t('error.rateLimited'), sent: false }, { status: 429 })
  const token = form.get('token')
  if (typeof token === 'string' && token) {
    const submission = parseSubmission({ password: form.get('password') ?? '' }, resetPasswordSchema)
    if (!submission.ok) return data({ error: firstError(submission.errors), sent: false }, { status: 400 })
    try {
      await auth.api.resetPassword({ body: { newPassword: submission.value.password, token } })
    } catch {
      return data({ error: t('auth.resetInvalid'), sent: false }, { status: 400 })
    }
    return redirectWithFlash('/auth', 'auth.passwordReset')
  }
  const parsed = parseSubmission({ email: form.get('email') ?? '' }, emailOnlySchema)
  if (!parsed.ok) return data({ error: firstError(parsed.errors), sent: false, email: parsed.values.email }, { status: 400 })
  // The same answer whether or not the address has an account, and after a few emails to one
  // address within the hour (so nobody can fill a member's inbox with reset links).
  if (await checkRateLimit(db, 'reset-email', parsed.value.email.toLowerCase(), ACCOUNT_RATE_LIMITS.resetEmail))
    await auth.api.requestPasswordReset({ body: { email: parsed.value.email, redirectTo: '/auth/reset-password' } }).catch((e) => console.error(e))
  return { error: null, sent: true }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  useEffect(() => {
    if (actionData?.error) toast.error(actionData.error)
    else if (actionData?.sent) toast.success(t('auth.resetSent'))
  }, [actionData])
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">{t('auth.resetTitle')}</h1>
      {loaderData.invalid ? (
        <p role="alert" className="mb-4 text-sm text-destructive">
          {t('auth.resetInvalid')}
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mb-4 rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.sent ? (
        <p role="status" className="mb-4 rounded-md border border-primary px-3 py-2 text-sm">
          {t('auth.resetSent')}
        </p>
      ) : null}
      <div className="rounded-lg border border-border bg-card p-6">
        {loaderData.token ? (
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="token" value={loaderData.token} />
            <Field label={t('auth.newPassword')} id="new-password" name="password" type="password" autoComplete="new-password" hint={t('auth.passwordHint', { symbols: PASSWORD_SYMBOLS })} required />
            <Button type="submit" className="w-full" pending={busy} pendingText={t('common.loading')}>
              {t('auth.setPassword')}
            </Button>
          </Form>
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            <p className="text-sm text-muted-foreground">{t('auth.resetBody')}</p>
            <Field
              label={t('auth.email')}
              id="reset-email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={actionData && 'email' in actionData ? String(actionData.email) : undefined}
              required
            />
            <Button type="submit" className="w-full" pending={busy} pendingText={t('common.loading')}>
              {t('auth.sendResetLink')}
            </Button>
          </Form>
        )}
      </div>
      <p className="mt-4 text-center text-sm">
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      </p>
    </div>
  )
}
