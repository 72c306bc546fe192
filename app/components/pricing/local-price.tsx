/**
 * A price in the viewer's currency beside its US dollar one, and what the checkout says about
 * paying: texts made on the server (app/domain/exchange-rates, app/domain/payments), so these
 * pages' catalogues stay as they were (ADR 017, ADR 070).
 */
export function LocalPrice({ text, className = '' }: { text: string | null | undefined; className?: string }) {
  if (!text) return null
  return (
    <p className={`text-sm text-muted-foreground ${className}`} data-testid="local-price">
      {text}
    </p>
  )
}

export function PaymentNotes({ lines, className = '' }: { lines: readonly string[] | null | undefined; className?: string }) {
  if (!lines?.length) return null
  return (
    <div className={`space-y-1 text-sm text-muted-foreground ${className}`} data-testid="payment-notes">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}
