import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from './modules-after-paint.ts'
import { modulesAfterPaintScript, modulesInert } from './modules-after-paint.server.ts'

const PAGE =
  '<html><head><title>Ndiyo é ع</title></head><body><p>Mkulima</p><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/x.css"/>' +
  '<script nonce="n">window.x = 1 < 2</script><script nonce="n" type="module" async="">import * as route0 from "/assets/a.js"; import("/assets/b.js")</script></body></html>'
const INERT = PAGE.replaceAll('<link rel="modulepreload"', `<link rel="${INERT_PRELOAD_REL}" fetchpriority="low"`).replace(
  '<script nonce="n" type="module" async="">',
  `<script nonce="n" type="${INERT_MODULE_TYPE}">`,
)

/** The page through the transform, cut into chunks of `size` bytes. */
async function through(page: string, size: number) {
  const bytes = Buffer.from(page)
  const chunks: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size))
  let ended = 0
  const out = await text(Readable.from(chunks).pipe(modulesInert(() => ended++)))
  return { out, ended }
}

describe('The page’s modules written inert, to be fetched after its first paint (ADR 093)', () => {
  it('makes every module preload and the module script inert, and nothing else, however the page is cut into chunks', async () => {
    expect(INERT).not.toBe(PAGE)
    for (let size = 1; size <= PAGE.length + 1; size++) {
      const { out, ended } = await through(PAGE, size)
      expect(out, `chunks of ${size} bytes`).toBe(INERT)
      expect(ended).toBe(1)
    }
  })

  it('passes a page without modules unchanged, ending in a bare "<"', async () => {
    expect((await through('<p>a < b</p><', 3)).out).toBe('<p>a < b</p><')
  })

  it('writes the script that makes them live with the response’s nonce, naming the inert forms', () => {
    const script = modulesAfterPaintScript('abc')
    expect(script.startsWith('<script nonce="abc">(function modulesAfterPaint(')).toBe(true)
    expect(script).toContain(`("${INERT_PRELOAD_REL}","${INERT_MODULE_TYPE}")</script>`)
    expect(modulesAfterPaintScript(undefined).startsWith('<script>(')).toBe(true)
  })
})
