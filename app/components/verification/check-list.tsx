import type { DigitalCheck } from '../../db/schema/verification.ts'
import { t, type MessageId } from '../../i18n/index.ts'

const OUTCOME_STYLE = { pass: 'bg-primary/15 text-primary', warn: 'bg-accent/20 text-foreground', fail: 'bg-destructive/15 text-destructive', skipped: 'bg-muted text-muted-foreground' } as const

export function CheckOutcome({ outcome }: { outcome: DigitalCheck['outcome'] }) {
  return <span className={`justify-self-start whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${OUTCOME_STYLE[outcome]}`}>{t(`checks.${outcome}` as MessageId)}</span>
}

/** The automated digital checks as the reviewer reads them: what was checked, the outcome, why. */
export function CheckList({ checks }: { checks: DigitalCheck[] | null }) {
  if (!checks) return <p className="text-sm text-muted-foreground">{t('checks.pending')}</p>
  return (
    <ul className="divide-y divide-border">
      {checks.map((c) => (
        // On a phone the check's name and outcome share a line and the reason takes the full width below.
        <li key={c.id} className="grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 py-2 text-sm sm:grid-cols-[10rem_auto_minmax(0,1fr)]">
          <span className="font-medium">{t(`checks.${c.id}` as MessageId)}</span>
          <CheckOutcome outcome={c.outcome} />
          <span className="col-span-2 min-w-0 [overflow-wrap:anywhere] sm:col-span-1">{t(c.message as MessageId, c.params)}</span>
        </li>
      ))}
    </ul>
  )
}
