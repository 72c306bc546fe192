import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import { type MessageId, t } from '../../i18n/index.ts'

const PAGES = {
  terms: { to: '/terms', label: 'footer.terms' },
  privacy: { to: '/privacy', label: 'footer.privacy' },
  refunds: { to: '/refund-policy', label: 'legal.refundPolicy' },
} as const satisfies Record<string, { to: string; label: MessageId }>
type Page = keyof typeof PAGES

/** What stands in for a placeholder while the message is formatted, so the result can be split there. */
const MARK = '\u0001'

/**
 * A whole message with some of its placeholders filled by React elements (links): the message is
 * formatted with a marker in each such placeholder, then split on the markers. The translation
 * keeps the sentence whole, so each language places and joins the links as its grammar wants
 * (Arabic writes "و" against the next word: «… {terms} و{privacy}»).
 */
export function richText(id: MessageId, parts: Record<string, ReactNode>): ReactNode[] {
  const text = t(id, Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`])))
  return text.split(new RegExp(`${MARK}(\\w+)${MARK}`)).map((piece, i) => (i % 2 === 1 ? <Fragment key={piece}>{parts[piece]}</Fragment> : piece))
}

/**
 * "By continuing you agree to our Terms of Service and Privacy Policy": one message naming the two
 * policies an action is bound by, each a link. Its own module, so the pricing cards on the landing
 * page do not load the legal pages' layout.
 */
export function LegalNotice({ message, pages, className = 'mt-4 text-xs text-muted-foreground' }: { message: MessageId; pages: readonly Page[]; className?: string }) {
  const links = Object.fromEntries(
    pages.map((page) => [
      page,
      <Link key={page} to={PAGES[page].to} className="underline underline-offset-4">
        {t(PAGES[page].label)}
      </Link>,
    ]),
  )
  return <p className={className}>{richText(message, links)}</p>
}

/** The line under a payment button: payments follow the Terms of Service and the Refund Policy. */
export function PaymentTermsNotice({ className }: { className?: string }) {
  return <LegalNotice message="legal.paymentNotice" pages={['terms', 'refunds']} className={className} />
}
