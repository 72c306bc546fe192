import { Link } from 'react-router'
import { type MessageId, t } from '../../i18n/index.ts'

const PAGES = {
  terms: { to: '/terms', label: 'footer.terms' },
  privacy: { to: '/privacy', label: 'footer.privacy' },
  refunds: { to: '/refund-policy', label: 'legal.refundPolicy' },
} as const satisfies Record<string, { to: string; label: MessageId }>

/**
 * "By continuing you agree to our Terms of Service and Privacy Policy": a sentence that names the
 * two policies an action is bound by, each a link. Its own module, so the pricing cards on the
 * landing page do not load the legal pages' layout.
 */
export function LegalNotice({ lead, pages, className = 'mt-4 text-xs text-muted-foreground' }: { lead: MessageId; pages: readonly [keyof typeof PAGES, keyof typeof PAGES]; className?: string }) {
  const [first, second] = pages.map((p) => PAGES[p])
  return (
    <p className={className}>
      {t(lead)}{' '}
      <Link to={first.to} className="underline underline-offset-4">
        {t(first.label)}
      </Link>{' '}
      {t('legal.and')}{' '}
      <Link to={second.to} className="underline underline-offset-4">
        {t(second.label)}
      </Link>
      .
    </p>
  )
}

/** The line under a payment button: payments follow the Terms of Service and the Refund Policy. */
export function PaymentTermsNotice({ className }: { className?: string }) {
  return <LegalNotice lead="legal.paymentNotice" pages={['terms', 'refunds']} className={className} />
}
