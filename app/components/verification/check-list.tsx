import type { DigitalCheck } from '../../db/schema/verification.ts'
import { t, type MessageId } from '../../i18n/index.ts'

const OUTCOME_STYLE = { pass: 'bg-primary/15 text-primary', warn: 'bg-accent/20 text-foreground', fail: 'bg-destructive/15 text-destructive', skipped: 'bg-muted text-muted-foreground' } as const

export function CheckOutcome({ outcome }: { outcome: DigitalCheck['outcome'] }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${OUTCOME_STYLE[outcome]}`}>{t(`checks.${outcome}` as MessageId)}</span>
}

/** The automated digital checks as the reviewer reads them: what was checked, the outcome, why. */
export function CheckList({ checks }: { checks: DigitalCheck[] | null }) {
  if (!checks) return <p className="text-sm text-muted-foreground">{t('checks.pending')}</p>
  return (
    <ul className="divide-y divide-border">
      {checks.map((c) => (
        <li key={c.id} className="flex flex-wrap items-start gap-3 py-2 text-sm">
          <span className="w-40 font-medium">{t(`checks.${c.id}` as MessageId)}</span>
          <CheckOutcome outcome={c.outcome} />
          <span className="min-w-0 flex-1">{t(c.message as MessageId, c.params)}</span>
        </li>
      ))}
    </ul>
  )
}
