import { useEffect, useRef } from 'react'
import { Link } from 'react-router'

/** The width of the fade at the bar's end (w-10). */
const FADE = 40

/**
 * Tabs as links (?tab=…), so they work without JavaScript and can be shared. On a phone a row too
 * long for the screen scrolls sideways, with a fade at its end as the hint that there is more; each
 * tab keeps its whole label and is 44 px tall. Each link ends in #tabs: the page a tab opens starts
 * at the tab bar, its content in view, not at the page's top with the content below the fold
 * (without JavaScript every tab is a whole page load).
 */
export function TabNav<T extends string>({
  label,
  tabs,
  current,
  surface = 'background',
}: {
  label: string
  /** Each tab's ?tab= link, or `href` for a tab that is a page of its own. */
  tabs: ReadonlyArray<{ id: T; label: string; href?: string }>
  current: T
  /** What the bar sits on, so the fade at its end melts into it rather than showing as a tinted block (a card is white). */
  surface?: 'background' | 'card'
}) {
  const bar = useRef<HTMLElement>(null)
  // With JavaScript, bring the current tab into view when it ends past the bar's end (the right
  // edge, or the left one in a right-to-left page, where scrolling towards the end makes scrollLeft
  // negative): just far enough to show it clear of the fade, so the tabs before it still peek in.
  useEffect(() => {
    const nav = bar.current
    const active = nav?.querySelector<HTMLElement>(`[data-tab="${current}"]`)
    if (!nav || !active) return
    const rtl = getComputedStyle(nav).direction === 'rtl'
    const edge = nav.getBoundingClientRect()
    const tab = active.getBoundingClientRect()
    const hidden = rtl ? edge.left + FADE - tab.left : tab.right - (edge.right - FADE)
    if (hidden > 0) nav.scrollLeft += rtl ? -hidden : hidden
  }, [current])
  return (
    <div id="tabs" data-scroll-hint className="relative mt-8 scroll-mt-20 border-b border-border">
      <nav ref={bar} aria-label={label} data-tab-bar className="-mb-px flex gap-x-1 overflow-x-auto pe-8 [scrollbar-width:none]">
        {tabs.map((x) => (
          <Link
            key={x.id}
            data-tab={x.id}
            to={`${x.href ?? `?tab=${x.id}`}#tabs`}
            replace
            preventScrollReset
            aria-current={current === x.id ? 'page' : undefined}
            className={`inline-flex min-h-11 shrink-0 items-center whitespace-nowrap border-b-2 px-3 sm:px-4 text-sm font-medium ${current === x.id ? 'border-primary text-primary' : 'border-transparent text-muted-foreground hover:text-foreground'}`}
          >
            {x.label}
          </Link>
        ))}
      </nav>
      <span aria-hidden className={`pointer-events-none absolute inset-y-0 end-0 w-10 bg-linear-to-l ${surface === 'card' ? 'from-card' : 'from-background'} to-transparent rtl:bg-linear-to-r`} />
    </div>
  )
}
