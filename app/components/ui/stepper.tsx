import { Check } from 'lucide-react'

/**
 * Numbered steps of a multi-step form (docs/design.md): done steps are ticked, the current one is
 * marked with aria-current. On a phone only the numbers show beside the current step's label.
 */
export function Stepper({ label, steps, current }: { label: string; steps: readonly string[]; current: number }) {
  return (
    <ol aria-label={label} className="flex items-center gap-2">
      {steps.map((step, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'next'
        return (
          <li key={step} aria-current={state === 'current' ? 'step' : undefined} className="flex min-w-0 items-center gap-2">
            <span
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${state === 'next' ? 'border border-input text-muted-foreground' : 'bg-primary text-primary-foreground'}`}
            >
              {state === 'done' ? <Check aria-hidden size={16} /> : i + 1}
            </span>
            <span className={`truncate text-sm ${state === 'current' ? 'font-semibold' : 'sr-only sm:not-sr-only text-muted-foreground'}`}>{step}</span>
          </li>
        )
      })}
    </ol>
  )
}
