import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import type { ShownReason } from '../../domain/matching/score.ts'

const ICON = { hit: CircleCheck, miss: CircleAlert, info: Info } as const
const TONE = { hit: 'text-success', miss: 'text-destructive', info: 'text-muted-foreground' } as const

/** The reasons behind a match score: what fits, what does not, and what to know, each with its mark. */
export function MatchReasons({ reasons, limit }: { reasons: ShownReason[]; limit?: number }) {
  const shown = limit ? reasons.slice(0, limit) : reasons
  return (
    <ul className="space-y-1.5 text-sm">
      {shown.map((r) => {
        const Icon = ICON[r.kind]
        return (
          <li key={r.text} className="flex items-start gap-2" data-kind={r.kind}>
            <Icon aria-hidden size={16} className={`mt-0.5 shrink-0 ${TONE[r.kind]}`} />
            <span>{r.text}</span>
          </li>
        )
      })}
    </ul>
  )
}
