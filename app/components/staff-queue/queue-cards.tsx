import type { ReactNode } from 'react'

/** A staff queue's waiting items, one card each (`QueueCard`), or what to say when none waits. */
export function QueueCards<T extends { id: string }>({ items, empty, testId, children }: { items: readonly T[]; empty: string; testId?: string; children: (item: T) => ReactNode }) {
  if (items.length === 0) return <p className="mt-6">{empty}</p>
  return (
    <ul className="mt-6 space-y-4">
      {items.map((item) => (
        <QueueCard key={item.id} testId={testId}>
          {children(item)}
        </QueueCard>
      ))}
    </ul>
  )
}

/** One waiting item of a staff queue, with what staff may do about it. */
export function QueueCard({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-border bg-card p-4" data-testid={testId}>
      {children}
    </li>
  )
}

/** A card's first line: what it is, and its status at the end. */
export function QueueCardHeading({ children, status }: { children: ReactNode; status: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {children}
      {status}
    </div>
  )
}

/** A status, as a pill. */
export function StatusPill({ children }: { children: ReactNode }) {
  return <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm">{children}</span>
}
