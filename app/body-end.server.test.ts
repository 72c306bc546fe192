import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { beforeBodyEnd } from './body-end.server.ts'

const PAGE = '<html><head><title>Ndiyo é ع</title></head><body><p>Mkulima &lt;/body&gt;</p><script>x("\\u003c/body>")</script></body></html>'
const NOTE = '<template data-formatting="number"></template>'

/** The page through the transform, cut into chunks of `size` bytes; the note is made when the stream ends. */
async function through(page: string, size: number) {
  const bytes = Buffer.from(page)
  const chunks: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size))
  let asked = 0
  const out = await text(
    Readable.from(chunks).pipe(
      beforeBodyEnd(() => {
        asked++
        return NOTE
      }),
    ),
  )
  return { out, asked }
}

describe('Text written at the end of the page body', () => {
  it('goes just before </body>, however the page is cut into chunks, and is asked for once, at the end', async () => {
    const expected = PAGE.replace('</body>', `${NOTE}</body>`)
    for (let size = 1; size <= PAGE.length + 1; size++) {
      const { out, asked } = await through(PAGE, size)
      expect(out, `chunks of ${size} bytes`).toBe(expected)
      expect(asked).toBe(1)
    }
  })

  it('goes at the end of a page without a body tag, which otherwise passes unchanged, ending in "</bo"', async () => {
    expect((await through('<p>a < b</p></bo', 3)).out).toBe(`<p>a < b</p></bo${NOTE}`)
  })
})
