import { data, Link, redirect } from 'react-router'
import { CheckCodeForm } from '../../components/check-code-form.tsx'
import { formatCheckCode, normalizeCheckCode } from '../../domain/public-profile/check-code.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/verify-index'
import { pageTitle } from '../../components/layout/page-title.ts'

/** /verify?code=… : a typed code goes to its check page, written as printed; a code that cannot be one is refused here. */
export function loader({ request }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get('code')
  if (typed === null) return { typed: '', error: null }
  const code = normalizeCheckCode(typed)
  if (code) return redirect(`/verify/${formatCheckCode(code)}`)
  return data({ typed: typed.slice(0, 40), error: t('badgeCheck.codeInvalid') }, { status: 400 })
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('badgeCheck.title'), matches) }]

export default function VerifyIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('badgeCheck.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('badgeCheck.intro')}</p>
      <CheckCodeForm defaultValue={loaderData.typed} error={loaderData.error ?? undefined} />
      <p className="mt-8">
        <Link to="/org" className="text-primary underline">
          {t('organizationDirectory.browse')}
        </Link>
      </p>
    </div>
  )
}
