import { Link } from 'react-router'
import { t } from '../../i18n/index.ts'

/**
 * The line of links under a payment button: what the payment is bound by. A module of its own, so
 * the pricing cards on the landing page do not load the legal pages' layout.
 */
export function PaymentTermsNotice({ className = 'mt-4 text-xs text-muted-foreground' }: { className?: string }) {
  return (
    <p className={className}>
      {t('legal.paymentNotice')}{' '}
      <Link to="/terms" className="underline underline-offset-4">
        {t('footer.terms')}
      </Link>{' '}
      {t('legal.and')}{' '}
      <Link to="/refund-policy" className="underline underline-offset-4">
        {t('legal.refundPolicy')}
      </Link>
      .
    </p>
  )
}
