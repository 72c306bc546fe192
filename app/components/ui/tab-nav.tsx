import { Link } from 'react-router'

/**
 * Tabs as links (?tab=…), so they work without JavaScript and can be shared. Each link ends in
 * #tabs: the page a tab opens starts at the tab bar, its content in view, not at the page's top with
 * the content below the fold (without JavaScript every tab is a whole page load).
 * On a phone the tabs share the row, each 44 px tall or more: a label too long for its share wraps
 * onto centred lines, and when even the tabs' longest words do not fit side by side the row wraps
 * (five or six tabs go three to a row), so every label is read whole and nothing scrolls sideways.
 * From 640 px each tab is as wide as its label, in a row that wraps only when it must.
 */
export function TabNav<T extends string>({
  label,
  tabs,
  current,
}: {
  label: string
  /** Each tab's ?tab= link, or `href` for a tab that is a page of its own. */
  tabs: ReadonlyArray<{ id: T; label: string; href?: string }>
  current: T
}) {
  return (
    <div id="tabs" className="mt-8 scroll-mt-20 border-b border-border">
      {/* basis-0 with the flex items' automatic minimum (their longest word): the row wraps only when those do not fit, and the tabs share what is left evenly.
          Five or six tabs start at 30 % each, so they wrap three to a row (the profile's six: two even rows, whatever the language), not five and one. */}
      <nav aria-label={label} data-tab-bar className="-mb-px flex flex-wrap gap-x-1">
        {tabs.map((x) => (
          <Link
            key={x.id}
            data-tab={x.id}
            to={`${x.href ?? `?tab=${x.id}`}#tabs`}
            replace
            preventScrollReset
            aria-current={current === x.id ? 'page' : undefined}
            className={`inline-flex min-h-11 flex-1 ${tabs.length > 4 ? 'basis-[30%]' : 'basis-0'} items-center justify-center border-b-2 px-2 py-1 text-center text-sm font-medium sm:flex-none sm:basis-auto sm:px-4 ${current === x.id ? 'border-primary text-primary' : 'border-transparent text-muted-foreground hover:text-foreground'}`}
          >
            {x.label}
          </Link>
        ))}
      </nav>
    </div>
  )
}
