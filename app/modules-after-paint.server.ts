import { StringDecoder } from 'node:string_decoder'
import { Transform } from 'node:stream'
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL, modulesAfterPaint } from './modules-after-paint.ts'

const PRELOAD = '<link rel="modulepreload"'
const INERT_PRELOAD = `<link rel="${INERT_PRELOAD_REL}" fetchpriority="low"`
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module"(?: async="")?>/g

/** React Router's module preloads and module script, written inert (ADR 093). */
const inert = (html: string) => html.replaceAll(PRELOAD, INERT_PRELOAD).replace(MODULE_SCRIPT, `$1 type="${INERT_MODULE_TYPE}">`)

/**
 * The page's HTML as React renders it, with the module preloads and the module script React
 * Router's `<Scripts>` writes made inert, to be made live after the page's first paint by
 * `modulesAfterPaintScript` at the body's end (ADR 093; the preloads at low priority, ADR 087).
 * React Router writes those elements with fixed attributes, hence the HTML is edited as it streams:
 * an unfinished tag at a chunk's end is held back until the next. `onEnd` runs when the page has
 * been written whole.
 */
export function modulesInert(onEnd: () => void = () => {}): Transform {
  const decoder = new StringDecoder('utf8')
  let held = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk)
      const open = text.lastIndexOf('<')
      const cut = open > text.lastIndexOf('>') ? open : text.length
      held = text.slice(cut)
      done(null, inert(text.slice(0, cut)))
    },
    flush(done) {
      onEnd()
      done(null, inert(held + decoder.end()))
    },
  })
}

/** The inline script, with this response's nonce, that makes the page's modules live once it has painted. */
export function modulesAfterPaintScript(nonce: string | undefined): string {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${MODULES_AFTER_PAINT_CALL}</script>`
}

/** The script's text, the same for every page: written once. */
const MODULES_AFTER_PAINT_CALL = `(${modulesAfterPaint.toString()})(${JSON.stringify(INERT_PRELOAD_REL)},${JSON.stringify(INERT_MODULE_TYPE)})`
