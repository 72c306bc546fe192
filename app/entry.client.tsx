import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { hydrationDone } from './components/ui/hydrate-later.tsx'

/**
 * The browser's entry, React Router's default but for one wait. The router decodes the data the
 * server streamed into the page before it can render, and until then suspends by throwing that
 * decoding's promise. React waits for it at the root; the browser build renders with Preact
 * (ADR 066), which waits only inside a <Suspense>, and a <Suspense> cannot sit above the document.
 * So the decoding is started and awaited first, and the page is hydrated once it is done: all of it
 * but its <HydrateLater> parts, which then hydrate one task at a time (ADR 066, 2026-11-30).
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

let decoding: unknown
try {
  // Throws the decoding's promise (or its error, which the render below throws again, as it would have).
  HydratedRouter({})
} catch (thrown) {
  decoding = thrown
}
if (decoding instanceof Promise) decoding.then(hydrate)
else hydrate()
