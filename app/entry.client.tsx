import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

/**
 * The browser's entry, React Router's default but for one wait. The router decodes the data the
 * server streamed into the page before it can render, and until then suspends by throwing that
 * decoding's promise. React waits for it at the root; the browser build renders with Preact
 * (ADR 066), which waits only inside a <Suspense>, and a <Suspense> cannot sit above the document.
 * So the decoding is started and awaited first, and the page is hydrated in one go once it is done.
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
