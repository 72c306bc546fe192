import type { DigitalCheck } from '../../db/schema/verification.ts'

const OUTCOME_STYLE = { pass: 'bg-primary/15 text-primary', warn: 'bg-accent/20 text-foreground', fail: 'bg-destructive/15 text-destructive', skipped: 'bg-muted text-muted-foreground' } as const

/** A check's outcome as a coloured word; the word comes from the loader (checkOutcomeLabels). */
export function CheckOutcome({ outcome, label }: { outcome: DigitalCheck['outcome']; label: string }) {
  return <span className={`justify-self-start whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${OUTCOME_STYLE[outcome]}`}>{label}</span>
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
        // On a phone the check's name and outcome share a line and the reason takes the full width below.
        <li key={c.id} className="grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 py-2 text-sm sm:grid-cols-[10rem_auto_minmax(0,1fr)]">
          <span className="font-medium">{c.label}</span>
          <CheckOutcome outcome={c.outcome} label={c.outcomeLabel} />
          <span className="col-span-2 min-w-0 [overflow-wrap:anywhere] sm:col-span-1">{c.text}</span>
        </li>
      ))}
    </ul>
  )
}
