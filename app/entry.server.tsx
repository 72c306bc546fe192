import { readFileSync } from 'node:fs'
import { pipeline } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import stylesheetUrl from './app.css?url'
import { languageContext, servicesContext } from './context.ts'
import { beforeBodyEnd } from './body-end.server.ts'
import { formattingNote, recordFormatting } from './i18n/formatting-use.server.ts'
import { withLanguage } from './i18n/language.server.ts'
import { modulesAfterPaintScript, modulesInert } from './modules-after-paint.server.ts'
import { hasCachedStylesheet } from './stylesheet-cookie.ts'
import { NonceContext, StylesheetContext } from './stylesheet.tsx'

export const streamTimeout = 5_000

let stylesheet: string | null = null
/**
 * The built stylesheet's text, read once (the server build sits beside build/client); null when
 * the browser already holds the file, which the page then links (ADR 066).
 */
function readStylesheet(request: Request): string | null {
  if (import.meta.env.DEV || hasCachedStylesheet(request.headers.get('Cookie'), stylesheetUrl)) return null
  stylesheet ??= readFileSync(new URL(`../client${stylesheetUrl}`, import.meta.url), 'utf8')
  return stylesheet
}

/** React Router's default Node entry, with the stylesheet provided for inlining. */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the complete page in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    // Inline scripts and the inlined stylesheet carry this response's CSP nonce (server/security-headers.ts).
    const nonce = loadContext.get(servicesContext).nonce
    // The page renders in the request's language (decided once, by the root middleware), and what
    // it formats is noted for the browser to ready only that (ADR 091).
    const {
      result: { pipe, abort },
      used: formatting,
    } = recordFormatting(() =>
      withLanguage(loadContext.get(languageContext), () =>
        renderToPipeableStream(
          <NonceContext.Provider value={nonce}>
            <StylesheetContext.Provider value={readStylesheet(request)}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </StylesheetContext.Provider>
          </NonceContext.Provider>,
          {
            nonce: { script: nonce, style: nonce },
            [readyOption]() {
              shellRendered = true
              // The modules fetched after the first paint (ADR 093); the timeout ends with the page.
              const body = modulesInert(() => {
                clearTimeout(timeoutId)
                timeoutId = undefined
              })
              responseHeaders.set('Content-Type', 'text/html')
              pipe(body)
              // At the body's end: what the page formatted (known once it is rendered whole), and the script that fetches its modules after the first paint.
              const page = beforeBodyEnd(() => formattingNote(formatting) + modulesAfterPaintScript(nonce))
              pipeline(body, page, () => {})
              resolve(new Response(createReadableStreamFromReadable(page), { headers: responseHeaders, status: responseStatusCode }))
            },
            onShellError(error: unknown) {
              reject(error)
            },
            onError(error: unknown) {
              responseStatusCode = 500
              // Errors before the shell are logged by React Router; these come while streaming.
              if (shellRendered) console.error(error)
            },
          },
        ),
      ),
    )
  })
}

/**
 * Server errors are logged with their stack; a client's mistake (a POST to a page without a form,
 * an unknown address) is answered 4xx and not logged, so nobody can flood the log with them.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  console.error(error)
}
