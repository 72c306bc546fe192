import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { lowerModulePreloads } from './module-preload-priority.server.ts'

const PAGE =
  '<html><head><title>Ndiyo é ع</title></head><body><p>Mkulima</p><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/x.css"/></body></html>'
const LOWERED = PAGE.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')

/** The page through the transform, cut into chunks of `size` bytes. */
async function through(page: string, size: number) {
  const bytes = Buffer.from(page)
  const chunks: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size))
  let ended = 0
  const out = await text(Readable.from(chunks).pipe(lowerModulePreloads(() => ended++)))
  return { out, ended }
}

describe('Module preloads asked at low priority', () => {
  it('marks every modulepreload link, and nothing else, however the page is cut into chunks', async () => {
    for (let size = 1; size <= PAGE.length + 1; size++) {
      const { out, ended } = await through(PAGE, size)
      expect(out, `chunks of ${size} bytes`).toBe(LOWERED)
      expect(ended).toBe(1)
    }
  })

  it('passes a page without preloads unchanged, ending in a bare "<"', async () => {
    expect((await through('<p>a < b</p><', 3)).out).toBe('<p>a < b</p><')
  })
})
