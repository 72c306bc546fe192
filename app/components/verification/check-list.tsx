import type { DigitalCheck } from '../../db/schema/verification.ts'

const OUTCOME_STYLE = { pass: 'bg-primary/15 text-primary', warn: 'bg-accent/20 text-foreground', fail: 'bg-destructive/15 text-destructive', skipped: 'bg-muted text-muted-foreground' } as const

/** A check's outcome as a coloured word; the word comes from the loader (checkOutcomeLabels). */
export function CheckOutcome({ outcome, label }: { outcome: DigitalCheck['outcome']; label: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${OUTCOME_STYLE[outcome]}`}>{label}</span>
}

/**
 * The automated digital checks as the reviewer reads them: what was checked, the outcome, why.
 * The texts come from the loader (checksForReading in check-texts.server.ts, ADR 017).
 */
export function CheckList({ checks }: { checks: { pending: string; items: Array<{ id: string; outcome: DigitalCheck['outcome']; outcomeLabel: string; label: string; text: string }> | null } }) {
  if (!checks.items) return <p className="text-sm text-muted-foreground">{checks.pending}</p>
  return (
    <ul className="divide-y divide-border">
      {checks.items.map((c) => (
        <li key={c.id} className="flex flex-wrap items-start gap-3 py-2 text-sm">
          <span className="w-40 font-medium">{c.label}</span>
          <CheckOutcome outcome={c.outcome} label={c.outcomeLabel} />
          <span className="min-w-0 flex-1">{c.text}</span>
        </li>
      ))}
    </ul>
  )
}
