import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUDGETS, PUBLIC_PAGES } from '../../bench/budgets.ts'
import { BROTLI_QUALITY } from '../../app/catalog/compression.ts'
import { grants } from '../../app/db/schema/index.ts'
import { grant } from '../support/grants.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
let grantPath: string
beforeAll(async () => {
  server = await startTestServer({
    grants: Array.from({ length: 30 }, (_, i) =>
      grant({ title: `Budget Grant ${i} for rural water and school meals`, description: 'A realistic description of a grant, long enough to look like the ones funders publish. '.repeat(4) }),
    ),
  })
  const [row] = await server.services.db.select({ id: grants.id }).from(grants).limit(1)
  grantPath = `/grant/${row.id}`
})
afterAll(() => server?.close())

async function weigh(client: ReturnType<TestServer['client']>, path: string) {
  const response = await client.get(path)
  expect(response.status, path).toBe(200)
  const html = Buffer.from(await response.arrayBuffer())
  const scripts = new Set([...html.toString('utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))
  let javaScript = 0
  for (const script of scripts) javaScript += gzipSync(Buffer.from(await (await client.get(script)).arrayBuffer())).length
  const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length
  return { html: gzipSync(html).length, brotli, javaScript, files: scripts.size }
}

describe('Page weight budgets (issues 9, 10 and 27; the bench reports the same figures)', () => {
  it('keeps every public page’s JavaScript within 110 kB gzip, in every language', async () => {
    for (const language of ['en', 'ar']) {
      const client = server.client()
      await client.post('/language', { language, redirectTo: '/' })
      // A grant's page and its funder's page (the grants' default funder, Baobab Futures Foundation).
      for (const path of [...PUBLIC_PAGES, grantPath, '/funders/baobab-futures-foundation']) {
        const { javaScript, files } = await weigh(client, path)
        expect(files, path).toBeGreaterThan(3)
        expect(javaScript, `${path} in ${language}: ${(javaScript / 1024).toFixed(1)} kB`).toBeLessThanOrEqual(BUDGETS.pageJavaScriptGzip)
      }
    }
  })

  it('keeps /discover’s HTML within 18 kB of brotli once the browser holds the stylesheet (issue 27)', async () => {
    const client = server.client()
    const first = await (await client.get('/discover')).text()
    // The stylesheet file, as the browser prefetches it after the first page.
    await client.get(first.match(/<link rel="prefetch" href="([^"]+\.css)"/)?.[1] ?? '/missing.css')
    const { brotli } = await weigh(client, '/discover')
    expect(brotli, `${(brotli / 1024).toFixed(1)} kB`).toBeLessThanOrEqual(BUDGETS.discoverHtmlBrotliCached)
  })

  it('keeps /discover’s HTML within 36 kB gzip on a first visit, with its messages and stylesheet, in the longest language', async () => {
    for (const language of ['en', 'fr', 'sw', 'ar']) {
      const client = server.client()
      await client.post('/language', { language, redirectTo: '/' })
      const { html } = await weigh(client, '/discover')
      expect(html, `${language}: ${(html / 1024).toFixed(1)} kB`).toBeLessThanOrEqual(BUDGETS.discoverHtmlGzip)
    }
  })
})

describe('What the browser is sent', () => {
  it('preloads the Arabic typeface on Arabic pages only', async () => {
    for (const language of ['ar', 'en', 'fr']) {
      const client = server.client()
      await client.post('/language', { language, redirectTo: '/' })
      const html = await (await client.get('/discover')).text()
      expect(html.includes('href="/fonts/noto-sans-arabic-400.woff2"'), language).toBe(language === 'ar')
    }
  })

  it('carries no form validation library: schemas stay on the server, pages import only their limits', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const dir = new URL('../../build/client/assets/', import.meta.url)
    const withZod = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => readFileSync(new URL(f, dir), 'utf8').includes('ZodError'))
    expect(withZod).toEqual([])
  })
})
