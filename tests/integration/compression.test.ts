import { get } from 'node:http'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

// The other integration tests ask for uncompressed pages (tests/support/test-client.ts); a phone's
// browser asks for gzip, and gets a page that costs it less data.
describe('Pages reach a browser compressed', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('answers a browser that accepts "%s" with a page in %s that reads whole', async (accepted, encoding) => {
    const response = await server.client().request('/discover', { headers: { 'Accept-Encoding': accepted } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe(encoding)
    const html = await response.text()
    expect(html).toContain('<html')
    expect(html).toContain('</html>')
  })

  it('sends the page as it is to a client that asks for no compression', async () => {
    const response = await server.client().request('/discover')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.text()).toContain('</html>')
  })

  it('sends a streamed page about as small as the same page compressed in one piece (issue 27)', async () => {
    const page = Buffer.from(await (await server.client().request('/discover')).arrayBuffer())
    // The bytes on the wire, still compressed (fetch would unzip them).
    const sent = await new Promise<number>((resolve, reject) => {
      get(`${server.url}/discover`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let length = 0
        response.on('data', (chunk: Buffer) => (length += chunk.length))
        response.on('end', () => resolve(length))
      }).on('error', reject)
    })
    // Flushed after every chunk React writes, the page went out half as large again as in one piece.
    expect(sent).toBeLessThanOrEqual(gzipSync(page).length * 1.1)
  })
})
