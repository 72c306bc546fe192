import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const END = '</body>'

/**
 * The page's HTML as it streams, with `end()`'s text written just before `</body>` once the whole
 * page has been rendered (ADR 091: what the render formatted is known only then). The closing tags
 * are held back until the stream ends; React escapes `<` in text and in its inline scripts, so
 * `</body>` appears only as the tag itself. A page without one gets the text at its end.
 */
export function beforeBodyEnd(end: () => string): Transform {
  const decoder = new StringDecoder('utf8')
  let held = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk)
      const at = closingFrom(text)
      held = text.slice(at)
      done(null, text.slice(0, at))
    },
    flush(done) {
      const text = held + decoder.end()
      const at = text.indexOf(END)
      done(null, at < 0 ? text + end() : text.slice(0, at) + end() + text.slice(at))
    },
  })
}

/** Where the text to hold back starts: at `</body>`, or at an unfinished `</body` at its end. */
function closingFrom(text: string): number {
  const at = text.indexOf(END)
  if (at >= 0) return at
  for (let length = Math.min(END.length - 1, text.length); length > 0; length--) if (END.startsWith(text.slice(text.length - length))) return text.length - length
  return text.length
}
