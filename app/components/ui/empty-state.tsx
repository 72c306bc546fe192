import type { ReactNode } from 'react'
import { EmptyIllustration } from './illustrations/empty.tsx'

/**
 * What an empty list shows (docs/design.md): a small illustration, a sentence saying what to do
 * next, and the action that does it.
 */
/** `heading` when the empty state is the whole page (a not-found page): its title is then the page's h1. */
export function EmptyState({ title, body, action, className = '', heading = false }: { title: string; body?: string; action?: ReactNode; className?: string; heading?: boolean }) {
  const Title = heading ? 'h1' : 'p'
  return (
    <div className={`flex flex-col items-center rounded-lg border border-dashed border-border px-4 py-10 text-center ${className}`}>
      <EmptyIllustration className="h-20 w-auto" />
      <Title className="mt-4 text-lg font-semibold">{title}</Title>
      {body ? <p className="mt-1 max-w-prose text-muted-foreground">{body}</p> : null}
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  )
}
