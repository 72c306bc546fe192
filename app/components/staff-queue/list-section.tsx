import type { ReactNode } from 'react'

/**
 * A titled part of a page that lists things: its heading (named by `id`), an optional line under it,
 * then the list, or `empty` when there is nothing to list.
 */
export function ListSection({
  id,
  title,
  className = 'mt-8',
  note,
  isEmpty,
  empty,
  emptyClassName = 'mt-2',
  children,
}: {
  id: string
  title: string
  className?: string
  note?: ReactNode
  isEmpty: boolean
  empty: string
  emptyClassName?: string
  children: ReactNode
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {note}
      {isEmpty ? <p className={emptyClassName}>{empty}</p> : children}
    </section>
  )
}

/** What a staff queue has dealt with, one line each; nothing at all when there is none. */
export function ClosedList<T extends { id: string }>({ id, title, items, children }: { id: string; title: string; items: readonly T[]; children: (item: T) => ReactNode }) {
  if (items.length === 0) return null
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-border text-sm">
        {items.map((item) => (
          <li key={item.id} className="py-2">
            {children(item)}
          </li>
        ))}
      </ul>
    </section>
  )
}
