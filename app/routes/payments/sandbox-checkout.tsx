import { and, eq } from 'drizzle-orm'
import { data, Form, useNavigation } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { paymentSessions } from '../../db/schema/index.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { SANDBOX_SIGNATURE_HEADER, sandboxEvent, signSandboxPayload } from '../../domain/payments/sandbox-provider.server.ts'
import { paymentItemName } from '../../domain/payments/payment-item.server.ts'
import { formatUsd, t } from '../../i18n/index.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { PaymentTermsNotice } from '../../components/legal/legal-notice.tsx'
import { LocalPrice, PaymentNotes } from '../../components/pricing/local-price.tsx'
import { localPriceText } from '../../domain/exchange-rates/local-pricing.server.ts'
import { checkoutNotes } from '../../domain/payments/checkout-notes.server.ts'
import type { Route } from './+types/sandbox-checkout'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('payment.sandboxTitle'), matches) }, { name: 'robots', content: 'noindex' }]

async function openSession(args: Route.LoaderArgs | Route.ActionArgs) {
  const member = requireMember(args.context, args.request)
  return { member, session: await findSession(args, member.id) }
}

async function findSession(args: Route.LoaderArgs | Route.ActionArgs, userId: string) {
  const { db, payments } = args.context.get(servicesContext)
  if (payments.id !== 'sandbox') throw data(null, { status: 404 })
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, routeId(args.params.sessionId, 'token')), eq(paymentSessions.userId, userId), eq(paymentSessions.provider, 'sandbox')))
  if (!session) throw data(t('payment.sessionNotFound'), { status: 404 })
  return session
}

export async function loader(args: Route.LoaderArgs) {
  const { member, session } = await openSession(args)
  // The amount in the member's currency too, and what this checkout takes: the sandbox only simulates (ADR 070).
  const { db, payments } = args.context.get(servicesContext)
  const checkout = await checkoutNotes(db, payments, member)
  return {
    description: paymentItemName(session.purpose, session.item, session.description),
    amount: formatUsd(session.amountUsd),
    localAmount: localPriceText(checkout.pricing, session.amountUsd),
    notes: checkout.notes,
    open: session.status === 'open',
  }
}

/**
 * The sandbox's "provider side": paying or cancelling sends a signed event over HTTP to the app's
 * webhook, exactly as Stripe or Paystack would, then returns the member to the app.
 */
export async function action(args: Route.ActionArgs) {
  const { session } = await openSession(args)
  const { config, secrets } = args.context.get(servicesContext)
  const paid = (await args.request.formData()).get('outcome') === 'pay'
  const body = sandboxEvent(session.id, paid)
  const response = await fetch(`${config.appUrl}/api/payments/webhook/sandbox`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secrets.sandboxPayments, body) },
    body,
  })
  if (!response.ok) throw new Error(`Sandbox webhook answered ${response.status}`)
  return new Response(null, { status: 303, headers: { Location: paid ? session.successUrl : session.cancelUrl } })
}

export default function SandboxCheckout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-lg border-2 border-dashed border-accent bg-card p-6">
        <h1 className="text-2xl font-bold">{t('payment.sandboxTitle')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('payment.sandboxBody')}</p>
        <p className="mt-6 text-lg font-semibold">{t('payment.sandboxItem', { description: loaderData.description, amount: loaderData.amount })}</p>
        <LocalPrice text={loaderData.localAmount} className="mt-1" />
        <PaymentNotes lines={loaderData.notes} className="mt-3" />
        {loaderData.open ? (
          <Form method="post" className="mt-6 flex flex-wrap gap-3">
            <Button type="submit" name="outcome" value="pay" pending={navigation.state === 'submitting' && navigation.formData?.get('outcome') === 'pay'} pendingText={t('verify.processing')}>
              {t('payment.sandboxPay', { amount: loaderData.amount })}
            </Button>
            <Button type="submit" name="outcome" value="cancel" variant="outline">
              {t('payment.sandboxCancel')}
            </Button>
          </Form>
        ) : (
          <p className="mt-6">{t('payment.sessionNotFound')}</p>
        )}
        <PaymentTermsNotice />
      </div>
    </div>
  )
}
