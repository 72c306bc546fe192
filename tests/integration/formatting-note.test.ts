import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

/** The note, at the body's end: only the script that fetches the page's modules after its first paint (ADR 093) comes after it. */
const note = (html: string) => html.match(/<template data-formatting="([^"]*)"><\/template>(?:<script nonce="[^"]+">\(function modulesAfterPaint\(.*?<\/script>)?<\/body><\/html>$/s)?.[1]

// ADR 091: the browser readies only the formatting the page's render used before it hydrates.
describe('A page tells the browser which formatting it uses, at the end of its body', () => {
  it('the home page formats its prices: numbers', async () => {
    expect(note(await (await server.client().get('/')).text())).toBe('number')
  })

  it('the Terms of Service format nothing, in any language', async () => {
    expect(note(await (await server.client().get('/terms')).text())).toBe('')
    const client = server.client()
    client.setCookie('lang', 'fr')
    expect(note(await (await client.get('/terms')).text())).toBe('')
  })
})
