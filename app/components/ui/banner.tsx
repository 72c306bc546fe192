import type { ReactNode } from 'react'

const TONES = {
  info: 'border-primary/40 bg-secondary text-secondary-foreground',
  warning: 'border-accent/40 bg-warning-soft text-warning-foreground',
  error: 'border-destructive bg-destructive-soft text-foreground',
  success: 'border-primary bg-card text-foreground',
} as const

/**
 * A message that stays on the page (docs/design.md), unlike a toast: what is true of this page
 * (a sample listing, a plan about to end), or a form's refusal. Errors are announced (role=alert).
 */
export function Banner({ tone = 'info', title, children, className = '' }: { tone?: keyof typeof TONES; title?: string; children?: ReactNode; className?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : undefined} className={`rounded-md border px-4 py-3 text-sm ${TONES[tone]} ${className}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
    </div>
  )
}
