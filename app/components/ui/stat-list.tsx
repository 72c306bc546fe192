const COLUMNS = ['', 'sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-4'] as const

/**
 * A band of figures (docs/design.md): each its own block, the figure above its label, so on a
 * 360 px phone they never run together. Pass only figures worth showing (meaningfulStats); an
 * empty list renders nothing.
 */
export function StatList({ items, className = '' }: { items: ReadonlyArray<{ value: string; label: string }>; className?: string }) {
  if (items.length === 0) return null
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-6 text-center ${COLUMNS[Math.min(items.length, 4)]} ${className}`}>
      {items.map((item) => (
        <div key={item.label} className="flex min-w-0 flex-col-reverse gap-1">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="text-3xl font-bold text-primary">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
