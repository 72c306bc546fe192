import { Form, Link, useNavigation, useSearchParams } from 'react-router'
import { badgeClass } from '../ui/badge.tsx'
import { Button } from '../ui/button.tsx'
import { formatDate, formatUsd, t, type MessageId } from '../../i18n/index.ts'

export interface WhiteGloveView {
  status: 'requested' | 'assigned' | 'invoiced' | 'paid' | 'canceled' | 'closed'
  feePercent: number
  awardAmountUsd: number | null
  feeUsd: number | null
  /** Paid so far: more than 0 on an invoice when staff raised a paid award (the difference is due). */
  feePaidUsd: number
  createdAt: string
  paidAt: string | null
  expertId: string | null
  expertName: string | null
  /** The team member who asked, the expert's contact. */
  requesterName: string
  receiptId: string | null
}

/**
 * The application page's white-glove panel: the terms first and a box to accept them; then the
 * request's state (requested, assigned with the expert, invoiced with Pay fee, paid with the
 * receipt, canceled, closed with no fee). Plain forms posting to the page's action: it works before JavaScript.
 */
export function WhiteGlovePanel({
  request,
  feePercent,
  canRequest,
  applicationStatus,
  error,
  readOnly = false,
}: {
  request: WhiteGloveView | null
  feePercent: number
  canRequest: boolean
  /** The application's status: a closed request says why it closed. */
  applicationStatus: string
  error?: string
  /** A viewer's: the request's state, without its forms. */
  readOnly?: boolean
}) {
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const offer = !readOnly && (!request || request.status === 'canceled' || request.status === 'closed')
  // Back from the provider's page: the fee is paid only when its verified event arrives.
  const payment = useSearchParams()[0].get('payment')
  return (
    <section id="white-glove" aria-labelledby="white-glove-title" className="mt-8 rounded-lg border border-border bg-card p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="white-glove-title" className="text-lg font-semibold">
          {t('whiteGlove.title')}
        </h2>
        {request ? <span className={badgeClass(request.status === 'invoiced' ? 'warning' : 'neutral')}>{t(`whiteGlove.status.${request.status}` as MessageId)}</span> : null}
      </div>
      {request?.status === 'requested' ? (
        <>
          <p className="mt-2 text-sm">{t('whiteGlove.state.requested', { date: formatDate(request.createdAt), name: request.requesterName })}</p>
          {readOnly ? null : (
            <Form method="post" className="mt-4">
              <Button type="submit" name="intent" value="white-glove-cancel" variant="outline" size="sm" pending={busy('white-glove-cancel')} pendingText={t('whiteGlove.canceling')}>
                {t('whiteGlove.cancel')}
              </Button>
            </Form>
          )}
        </>
      ) : null}
      {request?.status === 'assigned' ? (
        <p className="mt-2 text-sm">
          {request.expertName ? t('whiteGlove.state.assigned', { expert: request.expertName }) : t('whiteGlove.state.assignedUnknown')}{' '}
          {request.expertId ? (
            <Link to={`/grant-experts/${request.expertId}`} className="font-medium text-primary hover:underline">
              {t('whiteGlove.viewProfile')}
            </Link>
          ) : null}
        </p>
      ) : null}
      {request?.status === 'invoiced' ? (
        <>
          <p className="mt-2 text-sm">
            {request.feePaidUsd > 0
              ? t('whiteGlove.state.invoicedDifference', {
                  award: formatUsd(request.awardAmountUsd ?? 0),
                  fee: formatUsd(request.feeUsd ?? 0),
                  paid: formatUsd(request.feePaidUsd),
                  due: formatUsd((request.feeUsd ?? 0) - request.feePaidUsd),
                })
              : t('whiteGlove.state.invoiced', { award: formatUsd(request.awardAmountUsd ?? 0), fee: formatUsd(request.feeUsd ?? 0), percent: request.feePercent })}
          </p>
          {payment === 'success' ? (
            <p role="status" className="mt-2 text-sm font-medium">
              {t('whiteGlove.confirming')}
            </p>
          ) : payment === 'canceled' ? (
            <p role="status" className="mt-2 text-sm text-muted-foreground">
              {t('whiteGlove.paymentCanceled')}
            </p>
          ) : null}
          {readOnly ? null : (
            <Form method="post" className="mt-4">
              <Button type="submit" name="intent" value="white-glove-pay" pending={busy('white-glove-pay')} pendingText={t('whiteGlove.paying')}>
                {t('whiteGlove.pay')}
              </Button>
            </Form>
          )}
        </>
      ) : null}
      {request?.status === 'paid' ? (
        <p className="mt-2 text-sm">
          {t('whiteGlove.state.paid', { fee: formatUsd(request.feeUsd ?? 0), date: formatDate(request.paidAt ?? request.createdAt) })}{' '}
          {request.receiptId ? (
            <Link to={`/billing/receipts/${request.receiptId}`} className="font-medium text-primary hover:underline">
              {t('whiteGlove.receipt')}
            </Link>
          ) : null}
        </p>
      ) : null}
      {request?.status === 'canceled' ? <p className="mt-2 text-sm text-muted-foreground">{t('whiteGlove.state.canceled')}</p> : null}
      {request?.status === 'closed' ? (
        <p className="mt-2 text-sm text-muted-foreground">{t(applicationStatus === 'not_awarded' ? 'whiteGlove.state.closedNotAwarded' : 'whiteGlove.state.closedWithdrawn')}</p>
      ) : null}
      {offer && !canRequest ? <p className="mt-2 text-sm text-muted-foreground">{t('whiteGlove.decided')}</p> : null}
      {offer && canRequest ? (
        <Form method="post" className="mt-2 space-y-4" noValidate>
          {request ? null : <p className="text-sm">{t('whiteGlove.intro')}</p>}
          <div>
            <h3 className="text-sm font-semibold">{t('whiteGlove.terms.title')}</h3>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
              <li>{t('whiteGlove.terms.expert')}</li>
              <li>{t('whiteGlove.terms.nothingNow')}</li>
              <li>{t('whiteGlove.terms.fee', { percent: feePercent })}</li>
              <li>{t('whiteGlove.terms.forWork')}</li>
              <li>{t('whiteGlove.terms.expertPay')}</li>
              <li>{t('whiteGlove.terms.cancel')}</li>
            </ul>
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" id="acceptTerms" name="acceptTerms" className="mt-1" aria-invalid={error ? true : undefined} aria-describedby={error ? 'acceptTerms-error' : undefined} />
            {t('whiteGlove.accept')}
          </label>
          {error ? (
            <p id="acceptTerms-error" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" name="intent" value="white-glove-request" pending={busy('white-glove-request')} pendingText={t('whiteGlove.requesting')}>
            {t('whiteGlove.request')}
          </Button>
        </Form>
      ) : null}
    </section>
  )
}
