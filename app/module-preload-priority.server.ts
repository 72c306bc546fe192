import { StringDecoder } from 'node:string_decoder'
import { Transform } from 'node:stream'

const PRELOAD = '<link rel="modulepreload"'
const LOW = '<link rel="modulepreload" fetchpriority="low"'

/**
 * The page's HTML as React renders it, with the module preloads React Router's `<Scripts>` writes
 * asked at low priority (ADR 087, section of 2026-11-30): every page works before its JavaScript
 * has loaded, so on a slow connection the fonts and images it shows come before the modules that
 * only hydrate it. React Router writes those links with fixed attributes, hence the HTML is edited
 * as it streams (a link split between two chunks is held back until the next). `onEnd` runs when
 * the page has been written whole.
 */
export function lowerModulePreloads(onEnd: () => void = () => {}): Transform {
  const decoder = new StringDecoder('utf8')
  let held = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk)
      // Hold back an unfinished `<link rel="modulepreload"` at the end, if that is how it ends.
      const start = text.lastIndexOf('<', text.length - 1)
      const tail = start >= 0 && text.length - start < PRELOAD.length ? text.slice(start) : ''
      held = tail && PRELOAD.startsWith(tail) ? tail : ''
      done(null, text.slice(0, text.length - held.length).replaceAll(PRELOAD, LOW))
    },
    flush(done) {
      onEnd()
      done(null, (held + decoder.end()).replaceAll(PRELOAD, LOW))
    },
  })
}
