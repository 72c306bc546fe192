import { data, Link } from 'react-router'
import { AccountManagerCard } from '../../components/account-manager-card.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { servicesContext } from '../../context.ts'
import { accountManagerIncluded, getAccountManager } from '../../domain/account-manager/get-account-manager.server.ts'
import { sendAccountManagerMessage } from '../../domain/account-manager/send-account-manager-message.server.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { formText } from '../../domain/shared/form-fields.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/account-manager'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('accountManager.card.title'), matches) }, { name: 'robots', content: 'noindex' }]

/**
 * The account manager's form on a page of its own: where the dashboard card posts, and where a
 * refused message comes back with what was typed. An organization without an account manager in
 * force (not Premium, no Elite badge, or none assigned yet) is told what brings one: 403.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const manager = await getAccountManager(context.get(servicesContext).db, member)
  if (!manager) return data({ manager: null, included: accountManagerIncluded(member) }, { status: 403 })
  return { manager: { name: manager.name, initials: manager.initials }, included: true }
}

type ActionData = { manager: { name: string; initials: string } | null; included?: boolean; errors: { message?: string; form?: string }; typed: string }

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const form = await request.formData()
  const typed = formText(form, 'message')
  const outcome = await sendAccountManagerMessage(db, member, { message: form.get('message') ?? '' })
  if (outcome.ok) return redirectWithFlash('/dashboard', 'accountManager.sent', new Headers(), 303)
  if (outcome.unavailable) return data<ActionData>({ manager: null, included: accountManagerIncluded(member), errors: {}, typed }, { status: 403 })
  const manager = await getAccountManager(db, member)
  return data<ActionData>({ manager: manager && { name: manager.name, initials: manager.initials }, errors: outcome.errors, typed }, { status: outcome.rateLimited ? 429 : 400 })
}

export default function AccountManagerPage({ loaderData, actionData }: Route.ComponentProps) {
  const manager = actionData ? actionData.manager : loaderData.manager
  // Included (Premium, or an Elite badge) but none assigned yet: it is on its way, no plan to buy.
  const included = (actionData ? actionData.included : loaderData.included) ?? false
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      {manager ? (
        <>
          <ErrorSummary errors={actionData?.errors} fields={{ message: 'account-manager-message' }} />
          <AccountManagerCard manager={manager} typed={actionData?.typed} error={actionData?.errors.message} headingLevel={1} />
        </>
      ) : (
        <section role="alert" className="rounded-lg border border-border bg-card p-6">
          <h1 className="text-2xl font-bold">{t('accountManager.card.title')}</h1>
          <p className="mt-2">{t(included ? 'accountManager.beingAssigned' : 'accountManager.notIncluded')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            {included ? null : (
              <Link to="/#pricing" className={buttonClass()}>
                {t('accountManager.seePlans')}
              </Link>
            )}
            <Link to="/dashboard" className={buttonClass('outline')}>
              {t('accountManager.backToDashboard')}
            </Link>
          </div>
        </section>
      )}
    </div>
  )
}
