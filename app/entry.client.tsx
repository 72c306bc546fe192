import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { hydrationDone } from './components/ui/hydrate-later.tsx'
import { FORMATTING_ATTRIBUTE, FORMATTING_KINDS } from './i18n/formatting-note.ts'
import { INTL_LOCALES, isLanguage } from './i18n/languages.ts'

/**
 * The browser's entry, React Router's default but for two waits. The router decodes the data the
 * server streamed into the page before it can render, and until then suspends by throwing that
 * decoding's promise. React waits for it at the root; the browser build renders with Preact
 * (ADR 066), which waits only inside a <Suspense>, and a <Suspense> cannot sit above the document.
 * So the decoding is started and awaited first, and the page is hydrated once it is done: all of it
 * but its <HydrateLater> parts, which then hydrate one task at a time (ADR 066, 2026-11-30).
 * The other wait is for the browser's number and date formatting (ADR 087), readied in a task of
 * its own before the page hydrates.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
  // Preact hydrates synchronously: the page is hydrated here, but for the parts that wait.
  hydrationDone()
}

/** The page's language as the browser's formatting names it. */
function pageLocale() {
  const language = document.documentElement.lang
  return isLanguage(language) ? INTL_LOCALES[language] : undefined
}
/**
 * The first number or date a page formats (a count in a plural, a price, a deadline) costs the
 * browser the building of its list of available locales, once per page load: 40–160 ms of a phone's
 * main thread at Lighthouse's slowdown, which was part of the page's hydration task, its longest.
 * Done here, in a task of its own, while the page is not yet hydrated (ADR 087); the first date
 * format, some 10–25 ms more, in the next task (ADR 089). Only what the page's render formatted, as
 * the server noted it at the body's end (ADR 091): a page that formats no number or no date skips it.
 */
function readyNumbers() {
  new Intl.NumberFormat(pageLocale()).format(0)
}
function readyDates() {
  new Intl.DateTimeFormat(pageLocale(), { timeZone: 'UTC' }).format(0)
}

/** The kinds of formatting the server saw the page use; both when the page does not say (a page saved before it did). */
function formattingUsed(): readonly string[] {
  const note = document.querySelector(`[${FORMATTING_ATTRIBUTE}]`)?.getAttribute(FORMATTING_ATTRIBUTE)
  return note == null ? FORMATTING_KINDS : note.split(' ')
}

/** Each step in a task of its own, one after the other. */
function inTasks(steps: Array<() => void>): Promise<void> {
  return steps.reduce<Promise<void>>((before, step) => before.then(() => new Promise((resolve) => setTimeout(() => resolve(step()), 0))), Promise.resolve())
}

// The note comes at the body's end: read once the document is parsed (this module may run before).
const parsed = new Promise<void>((resolve) => (document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }) : resolve()))
const formatting = parsed.then(() => {
  const used = formattingUsed()
  return inTasks([...(used.includes('number') ? [readyNumbers] : []), ...(used.includes('date') ? [readyDates] : [])])
})
let decoding: unknown
try {
  // Throws the decoding's promise (or its error, which the render below throws again, as it would have).
  HydratedRouter({})
} catch (thrown) {
  decoding = thrown
}
/**
 * The router, made from the decoded data in a task of its own (ADR 089): React Router makes it in
 * HydratedRouter's first render, which would be inside the hydration task, its longest (20–30 ms of
 * a phone's main thread at Lighthouse's slowdown). Called outside a render, HydratedRouter makes the
 * router and then throws at its first hook; that throw is expected. Were the router not made, the
 * hydration's render would make it, or throw what stopped it, as it did before.
 */
function makeRouter() {
  try {
    HydratedRouter({})
  } catch {}
}

// The router and then the hydration, each in a task of its own, after the formatting's (a promise settles within the task that settled it).
Promise.all([formatting, decoding instanceof Promise ? decoding : null]).then(() =>
  setTimeout(() => {
    makeRouter()
    setTimeout(hydrate, 0)
  }, 0),
)
