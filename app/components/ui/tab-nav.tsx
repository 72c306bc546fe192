import { Link } from 'react-router'

/** Tabs as links (?tab=…), so they work without JavaScript and can be shared. */
export function TabNav<T extends string>({ label, tabs, current }: { label: string; tabs: ReadonlyArray<{ id: T; label: string }>; current: T }) {
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap gap-x-1 border-b border-border">
      {tabs.map((x) => (
        <Link
          key={x.id}
          to={`?tab=${x.id}`}
          replace
          preventScrollReset
          aria-current={current === x.id ? 'page' : undefined}
          className={`whitespace-nowrap border-b-2 px-3 py-2 sm:px-4 text-sm font-medium ${current === x.id ? 'border-primary text-primary' : 'border-transparent text-muted-foreground hover:text-foreground'}`}
        >
          {x.label}
        </Link>
      ))}
    </nav>
  )
}
