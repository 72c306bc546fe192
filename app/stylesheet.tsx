import { createContext, useContext } from 'react'
import stylesheetUrl from './app.css?url'

/**
 * The stylesheet is inlined into a server-rendered page (ADR 006): one round trip fewer before the
 * first paint on slow mobile networks. Once the browser holds the stylesheet file (prefetched after
 * that first page; app/stylesheet-cookie.ts), pages link it instead of carrying it again (ADR 066).
 * The server entry provides the text, or null when the browser has the file; React hoists the
 * element to the head's start, after the charset and viewport, where the layout places it. In the
 * browser (Preact, ADR 066) hydration finds the server's <style> or <link> there and keeps it.
 */
export const StylesheetContext = createContext<string | null>(null)

/** This response's Content-Security-Policy nonce; empty in the browser, which never needs it. */
export const NonceContext = createContext<string | undefined>(undefined)
export const useNonce = () => useContext(NonceContext)

export function Stylesheet() {
  const css = useContext(StylesheetContext)
  const nonce = useNonce()
  if (import.meta.env.DEV) return <link rel="stylesheet" href={stylesheetUrl} />
  // In the browser, the form the server chose is already in the head.
  const linked = typeof document === 'undefined' ? css === null : document.querySelector(`link[rel="stylesheet"][href="${stylesheetUrl}"]`) !== null
  if (linked) return <link rel="stylesheet" href={stylesheetUrl} precedence="default" />
  return (
    <>
      {typeof document === 'undefined' ? (
        <style href="app-stylesheet" precedence="default" nonce={nonce}>
          {css ?? ''}
        </style>
      ) : (
        // The server's element, text and all: the browser has no text to give it, and hydration
        // leaves an element's inner HTML as it found it (ADR 066).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never written: only hydrated, which keeps the server's text
        <style href="app-stylesheet" precedence="default" dangerouslySetInnerHTML={{ __html: '' }} />
      )}
      {/* Fetched when the browser is idle: the next pages link it from the cache. */}
      <link rel="prefetch" href={stylesheetUrl} as="style" />
    </>
  )
}
