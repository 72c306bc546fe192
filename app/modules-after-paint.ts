/**
 * The page's modules fetched after its first paint (ADR 093). The server writes React Router's
 * module preloads and its module script inert (an unknown `rel`, an unknown `type`); the script
 * below, at the body's end, makes them live again once the page has painted: every page works
 * before its JavaScript has loaded, so its first paint should not wait for, nor share the
 * connection with, the modules that only hydrate it.
 */
export const INERT_PRELOAD_REL = 'modulepreload-after-paint'
export const INERT_MODULE_TYPE = 'module-after-paint'

/** Makes the inert preloads and module scripts live: the preloads first, so no module waits on another's imports. */
export function modulesAfterPaint(preloadRel: string, moduleType: string) {
  const live = () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>(`link[rel="${preloadRel}"]`)) link.rel = 'modulepreload'
    for (const inert of document.querySelectorAll<HTMLScriptElement>(`script[type="${moduleType}"]`)) {
      const script = document.createElement('script')
      script.type = 'module'
      script.nonce = inert.nonce
      script.textContent = inert.textContent
      inert.replaceWith(script)
    }
  }
  const soon = () => setTimeout(live, 0)
  // Once the browser reports the first paint shown; at once in a tab not shown, which paints
  // nothing; after the next frame where paints are not reported.
  if (document.visibilityState === 'hidden') live()
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      soon()
    }).observe({ type: 'paint', buffered: true })
  } else requestAnimationFrame(soon)
}
