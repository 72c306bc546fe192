/**
 * A band of figures (docs/design.md): each its own block, the figure above its label, so on a
 * 360 px phone they never run together. Figures sit side by side while they fit and wrap to a row
 * of their own when they do not (an amount is one unbreakable word: "22.5 مليون US$" is wider than
 * half a phone). Each figure takes its direction from its own text ("1×" stays "1×" in Arabic).
 * Pass only figures worth showing (meaningfulStats); an empty list renders nothing.
 */
export function StatList({ items, className = '' }: { items: ReadonlyArray<{ value: string; label: string }>; className?: string }) {
  if (items.length === 0) return null
  return (
    <dl className={`flex flex-wrap gap-x-4 gap-y-6 text-center ${className}`}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-[1_1_8rem] flex-col-reverse gap-1">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd dir="auto" className="text-3xl font-bold text-primary">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
