import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const inlined = (html: string) => (html.match(/<style[^>]*data-href="app-stylesheet"[^>]*>([\s\S]*?)<\/style>/)?.[1].length ?? 0) > 1000
const linkedStylesheet = (html: string) => html.match(/<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)"/)?.[1]

// ADR 006 inlines the stylesheet so a first page paints after one round trip; ADR 066 stops
// sending it again once the browser holds the file.
describe('The stylesheet on a slow, costly connection', () => {
  it('comes inside the first page, and the browser is told to fetch the file when idle', async () => {
    const html = await (await server.client().get('/discover')).text()
    expect(inlined(html)).toBe(true)
    expect(linkedStylesheet(html)).toBeUndefined()
    expect(html).toMatch(/<link rel="prefetch" href="\/assets\/app-[^"]+\.css" as="style"\/>/)
  })

  it('is linked, not sent again, on the pages after the browser has fetched the file', async () => {
    const client = server.client()
    const first = await (await client.get('/')).text()
    const file = first.match(/<link rel="prefetch" href="(\/assets\/app-[^"]+\.css)"/)?.[1]
    expect(file).toBeDefined()
    const css = await client.get(file as string)
    expect(css.status).toBe(200)
    expect(css.headers.get('cache-control')).toContain('immutable')
    const next = await (await client.get('/discover')).text()
    expect(inlined(next)).toBe(false)
    expect(linkedStylesheet(next)).toBe(file)
  })

  it('comes inside the page again when the browser holds an older stylesheet than this one', async () => {
    const client = server.client()
    client.setCookie('stylesheet', 'app-0ld0ne00.css')
    const html = await (await client.get('/discover')).text()
    expect(inlined(html)).toBe(true)
  })
})
