import { data, Link } from 'react-router'
import { useHydrated } from '../../components/ui/use-hydrated.ts'
import { Button } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { getReceipt } from '../../domain/billing/list-receipts.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { formatDate, formatUsd, t } from '../../i18n/index.ts'
import { useNonce } from '../../stylesheet.tsx'
import type { Route } from './+types/receipt'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(loaderData ? t('billing.receipt.title', { number: loaderData.receipt.number }) : t('billing.title'), matches) },
  { name: 'robots', content: 'noindex' },
]

/** One of the organization's receipts; anyone else's is a 404, as if it did not exist. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = requireOrgPermission(context, request, 'billing.manage')
  const id = routeId(params.id, 'uuid')
  const { db, config } = context.get(servicesContext)
  const receipt = await getReceipt(db, member.organization.id, id)
  if (!receipt) throw data(null, { status: 404 })
  return { receipt, organization: member.organization.name, appName: config.appName, seller: config.seller }
}

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt, organization, appName, seller } = loaderData
  const hydrated = useHydrated()
  const nonce = useNonce()
  const rows: Array<[string, string]> = [
    [t('billing.receipt.number'), receipt.number],
    [t('billing.receipt.date'), formatDate(receipt.paidAt)],
    [t('billing.receipt.billedTo'), organization],
    [t('billing.receipt.what'), receipt.description],
    [t('billing.receipt.amount'), `${formatUsd(receipt.amountUsd)} ${receipt.currency}`],
    [t('billing.receipt.provider'), t(`billing.provider.${receipt.provider}`)],
    [t('billing.receipt.reference'), receipt.providerReference],
  ]
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      {/* Printed, the receipt stands alone: the site's header, footer and toasts are left out. */}
      <style nonce={nonce}>{'@media print{header,footer,section[aria-live],.no-print{display:none!important}}'}</style>
      <p className="no-print">
        <Link to="/billing" className="text-sm text-primary underline">
          {t('billing.receipt.back')}
        </Link>
      </p>
      <article className="mt-4 rounded-lg border border-border bg-card p-6" aria-labelledby="receipt-heading">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="text-sm text-muted-foreground">{appName}</p>
            <h1 id="receipt-heading" className="text-2xl font-bold">
              {t('billing.receipt.title', { number: receipt.number })}
            </h1>
          </div>
          <span className="rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">{t('billing.receipt.paid')}</span>
        </div>
        <dl className="mt-6 divide-y divide-border text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-2 sm:grid-cols-3">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 font-medium [overflow-wrap:anywhere] sm:col-span-2">
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        {seller.legalName || seller.address || seller.taxId ? (
          <div className="mt-6 text-sm" data-testid="seller">
            <p className="text-muted-foreground">{t('billing.receipt.seller')}</p>
            {seller.legalName ? <p className="font-medium">{seller.legalName}</p> : null}
            {seller.address ? <p className="whitespace-pre-line">{seller.address}</p> : null}
            {seller.taxId ? <p>{t('billing.receipt.taxId', { taxId: seller.taxId })}</p> : null}
          </div>
        ) : null}
        <p className="mt-6 text-xs text-muted-foreground">{t('billing.receipt.keep')}</p>
      </article>
      {hydrated ? (
        <Button type="button" variant="outline" className="no-print mt-4" onClick={() => window.print()}>
          {t('billing.receipt.print')}
        </Button>
      ) : null}
    </div>
  )
}
