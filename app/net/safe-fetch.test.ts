import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkWebsite } from '../domain/verification/digital-checks.server.ts'
import { isLocalHostName, isPublicAddress } from './ip-address.ts'
import { hostPortOf, safeFetch, SafeFetchError, type SafeFetchOptions } from './safe-fetch.server.ts'

// Two servers on this machine: a member's website, and an internal service (an admin API, the cloud
// metadata service) that must never be reached through it. The website's origin is let through with
// the test-only `allowOrigins`; everything it redirects to is checked like any URL.
let website: Server
let internal: Server
let site: string
let internalUrl: string
let internalHits: IncomingMessage[] = []
const open = new Set<import('node:http').ServerResponse>()

function listen(server: Server) {
  return new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
}

beforeAll(async () => {
  internal = createServer((req, res) => {
    internalHits.push(req)
    res.end('internal secret')
  })
  internalUrl = await listen(internal)
  website = createServer((req, res) => {
    const path = req.url ?? '/'
    const redirect = (location: string, status = 302) => res.writeHead(status, { Location: location }).end()
    if (path === '/') return res.end('<h1>Kampala Youth Works</h1>')
    if (path === '/to-internal') return redirect(`${internalUrl}/secret`)
    if (path === '/to-loopback') return redirect('http://127.0.0.1/admin')
    if (path === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/iam/security-credentials/')
    if (path === '/to-localhost') return redirect('http://localhost/')
    if (path === '/to-private-name') return redirect('http://intranet.example.org/', 301)
    if (path === '/to-mapped') return redirect('http://[::ffff:127.0.0.1]/')
    if (path === '/to-file') return redirect('file:///etc/passwd')
    if (path === '/to-odd-port') return redirect('http://public.example.org:8080/')
    if (path === '/loop') return redirect('/loop')
    const chain = path.match(/^\/chain\/(\d+)$/)
    if (chain) return Number(chain[1]) === 0 ? res.end('end of chain') : redirect(`/chain/${Number(chain[1]) - 1}`, 307)
    if (path === '/big') {
      // 4 MiB in 64 KiB chunks, without a Content-Length: the limit holds while streaming.
      const chunk = Buffer.alloc(64 * 1024, 'a')
      let sent = 0
      const write = () => {
        while (sent < 64 && !res.writableEnded) {
          sent++
          if (!res.write(chunk)) return res.once('drain', write)
        }
        res.end()
      }
      return write()
    }
    if (path === '/slow') {
      open.add(res)
      return res.writeHead(200).write('first bytes, then nothing')
    }
    res.writeHead(404).end()
  })
  site = await listen(website)
})
afterAll(() => {
  for (const res of open) res.destroy()
  website?.close()
  internal?.close()
})
beforeEach(() => {
  internalHits = []
})

const allowSite = (): SafeFetchOptions => ({
  allowOrigins: [site],
  resolve: async (name) => (name === 'intranet.example.org' ? [{ address: '10.0.0.5', family: 4 }] : [{ address: '93.184.216.34', family: 4 }]),
})
async function refusal(url: string, options: SafeFetchOptions = allowSite()) {
  const error = await safeFetch(url, options).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SafeFetchError)
  return error as SafeFetchError
}

describe('Fetching a URL that came from outside', () => {
  it('fetches an allowed page and reports where it ended', async () => {
    const response = await safeFetch(`${site}/chain/2`, allowSite())
    expect(response.status).toBe(200)
    expect(response.text()).toBe('end of chain')
    expect(response.redirects).toEqual([`${site}/chain/2`, `${site}/chain/1`])
    expect(response.url).toBe(`${site}/chain/0`)
  })

  it('is a real attack without the checks: following redirects blindly reaches the internal service', async () => {
    // What the website check did before: check the first host, then let fetch follow redirects.
    const response = await fetch(`${site}/to-internal`, { redirect: 'follow' })
    expect(await response.text()).toBe('internal secret')
    expect(internalHits).toHaveLength(1)
  })

  it('refuses a redirect to a service on this machine, without connecting to it', async () => {
    const error = await refusal(`${site}/to-internal`)
    expect(error.reason).toBe('private-address')
    expect(error.url).toBe(`${internalUrl}/secret`)
    expect(internalHits).toHaveLength(0)
  })

  it.each([
    ['loopback', '/to-loopback', 'private-address', 'http://127.0.0.1/admin'],
    ['the cloud metadata service', '/to-metadata', 'private-address', 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['localhost', '/to-localhost', 'local-name', 'http://localhost/'],
    ['a name that resolves to a private address', '/to-private-name', 'private-address', 'http://intranet.example.org/'],
    ['an IPv4-mapped IPv6 loopback address', '/to-mapped', 'private-address', 'http://[::ffff:7f00:1]/'],
    ['a file: address', '/to-file', 'scheme', 'file:///etc/passwd'],
    ['a port other than 80 and 443', '/to-odd-port', 'port', 'http://public.example.org:8080/'],
  ])('refuses a redirect to %s', async (_what, path, reason, refusedUrl) => {
    const error = await refusal(`${site}${path}`)
    expect(error.reason).toBe(reason)
    expect(error.url).toBe(refusedUrl)
  })

  it('refuses private addresses, local names and other schemes on the first hop too', async () => {
    expect((await refusal('http://127.0.0.1/', {})).reason).toBe('private-address')
    expect((await refusal(`${site}/`, {})).reason).toBe('private-address')
    expect((await refusal('http://[::1]/', {})).reason).toBe('private-address')
    expect((await refusal('http://0x7f.1/', {})).reason).toBe('private-address')
    expect((await refusal('http://app.localhost/', {})).reason).toBe('local-name')
    expect((await refusal('ftp://example.org/', {})).reason).toBe('scheme')
    expect((await refusal('http://user:pw@example.org/', {})).reason).toBe('credentials')
    expect((await refusal('not a url', {})).reason).toBe('invalid-url')
    // A name with one private address among public ones is refused.
    expect(
      (
        await refusal('http://mixed.example.org/', {
          resolve: async () => [
            { address: '93.184.216.34', family: 4 },
            { address: '192.168.1.1', family: 4 },
          ],
        })
      ).reason,
    ).toBe('private-address')
  })

  it('keeps to the allowed hosts when given some', async () => {
    const error = await refusal('https://evil.example.org/', { allowHosts: ['api.paystack.co'] })
    expect(error.reason).toBe('host-not-allowed')
  })

  it('connects to the address it checked, never asking DNS again', async () => {
    const port = new URL(site).port
    let lookups = 0
    const response = await safeFetch(`http://website.test:${port}/`, {
      allowOrigins: [`http://website.test:${port}`],
      resolve: async () => {
        lookups++
        return [{ address: '127.0.0.1', family: 4 }]
      },
    })
    // website.test exists in no DNS: only the pinned address could have been connected to.
    expect(response.text()).toContain('Kampala Youth Works')
    expect(lookups).toBe(1)
  })

  it('gives up after too many redirects', async () => {
    expect((await refusal(`${site}/loop`)).reason).toBe('too-many-redirects')
    expect((await refusal(`${site}/chain/3`, { ...allowSite(), maxRedirects: 2 })).reason).toBe('too-many-redirects')
    expect((await safeFetch(`${site}/chain/2`, { ...allowSite(), maxRedirects: 2 })).status).toBe(200)
  })

  it('stops reading past the size limit, or keeps the start when asked to', async () => {
    const error = await refusal(`${site}/big`, { ...allowSite(), maxBytes: 100_000 })
    expect(error.reason).toBe('too-large')
    const cut = await safeFetch(`${site}/big`, { ...allowSite(), maxBytes: 100_000, truncate: true })
    expect(cut.truncated).toBe(true)
    expect(cut.body.length).toBe(100_000)
  })

  it('gives up when the answer does not come in time', async () => {
    const error = await refusal(`${site}/slow`, { ...allowSite(), timeoutMs: 300 })
    expect(error.reason).toBe('timeout')
  })
})

describe('Internal hosts the operator lets the crawler reach (allowInternalHosts)', () => {
  // An intranet funder site the operator listed in CRAWL_ALLOW_HOSTS. It may be fetched directly,
  // but nothing may bounce a request into it, and it may not bounce a request anywhere private.
  let intranet: Server
  let intranetUrl: string
  let intranetHits = 0
  let listed: string
  beforeAll(async () => {
    intranet = createServer((req, res) => {
      intranetHits++
      const redirect = (location: string) => res.writeHead(302, { Location: location }).end()
      if (req.url === '/') return res.end('intranet funder page')
      if (req.url === '/to-self') return redirect('/')
      if (req.url === '/to-other-port') return redirect(`${internalUrl}/secret`)
      if (req.url === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/')
      if (req.url === '/to-site') return redirect(`${site}/to-internal`)
      res.writeHead(404).end()
    })
    intranetUrl = await listen(intranet)
    listed = new URL(intranetUrl).host
  })
  afterAll(() => intranet?.close())
  beforeEach(() => {
    intranetHits = 0
  })

  it('fetches a listed host:port although its address is private and its port unusual', async () => {
    const response = await safeFetch(`${intranetUrl}/to-self`, { allowInternalHosts: [listed] })
    expect(response.text()).toBe('intranet funder page')
    expect(response.redirects).toEqual([`${intranetUrl}/to-self`])
  })

  it('still resolves a listed name and connects to the address it checked', async () => {
    const port = new URL(intranetUrl).port
    let lookups = 0
    const response = await safeFetch(`http://LocalHost:${port}/`, {
      allowInternalHosts: [`localhost:${port}`],
      resolve: async () => {
        lookups++
        return [{ address: '127.0.0.1', family: 4 }]
      },
    })
    expect(response.text()).toBe('intranet funder page')
    expect(lookups).toBe(1)
  })

  it('lets through only the exact host and port listed', async () => {
    const port = Number(new URL(intranetUrl).port)
    expect((await refusal(`${intranetUrl}/`, { allowInternalHosts: [`127.0.0.1:${port + 1}`] })).reason).toBe('private-address')
    expect((await refusal(`http://localhost:${port}/`, { allowInternalHosts: [listed], resolve: async () => [{ address: '127.0.0.1', family: 4 }] })).reason).toBe('local-name')
    expect(intranetHits).toBe(0)
    expect(hostPortOf(new URL('http://LocalHost/'))).toBe('localhost:80')
    expect(hostPortOf(new URL('https://intranet.example.org/grants'))).toBe('intranet.example.org:443')
    expect(hostPortOf(new URL('http://[::1]:8000/'))).toBe('[::1]:8000')
  })

  it('refuses a redirect from another host into a listed one, without connecting to it', async () => {
    // The member's website (let through as a stand-in for a public host) redirects to the internal service.
    const error = await refusal(`${site}/to-internal`, { allowOrigins: [site], allowInternalHosts: [new URL(internalUrl).host] })
    expect(error.reason).toBe('internal-redirect')
    expect(error.url).toBe(`${internalUrl}/secret`)
    expect(internalHits).toHaveLength(0)
  })

  it('refuses a listed host reached again after a hop through another host', async () => {
    // intranet (listed) → the website (not listed) → the internal service (listed too).
    const error = await refusal(`${intranetUrl}/to-site`, { allowOrigins: [site], allowInternalHosts: [listed, new URL(internalUrl).host] })
    expect(error.reason).toBe('internal-redirect')
    expect(error.url).toBe(`${internalUrl}/secret`)
    expect(internalHits).toHaveLength(0)
  })

  it.each([
    ['another port of the same address', '/to-other-port', 'private-address', () => `${internalUrl}/secret`],
    ['the cloud metadata service', '/to-metadata', 'private-address', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses a redirect from a listed host to %s', async (_what, path, reason, refusedUrl) => {
    const error = await refusal(`${intranetUrl}${path}`, { allowInternalHosts: [listed] })
    expect(error.reason).toBe(reason)
    expect(error.url).toBe(refusedUrl())
    expect(internalHits).toHaveLength(0)
  })
})

describe('The website check of a verification application', () => {
  it('fails a website that redirects into the private network, and never reaches it', async () => {
    const check = await checkWebsite(`${site}/to-internal`, 'Kampala Youth Works', { allowOrigins: [site] })
    expect(check).toMatchObject({ outcome: 'fail', message: 'checks.websitePrivate' })
    expect(internalHits).toHaveLength(0)
    expect(await checkWebsite(`${site}/to-metadata`, 'Kampala Youth Works', { allowOrigins: [site] })).toMatchObject({ outcome: 'fail', message: 'checks.websitePrivate' })
  })

  it('still finds the organization named on a website that can be reached', async () => {
    expect(await checkWebsite(`${site}/`, 'Kampala Youth Works', { allowOrigins: [site] })).toMatchObject({ outcome: 'pass' })
    expect(await checkWebsite(`${site}/`, 'Kampala Youth Works')).toMatchObject({ outcome: 'fail', message: 'checks.websitePrivate' })
  })
})

describe('Which addresses are public', () => {
  it('refuses private, loopback, link-local, unique-local, CGNAT, multicast and mapped addresses', () => {
    const refused = [
      '0.0.0.0',
      '0.1.2.3',
      '10.1.2.3',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '127.9.9.9',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ]
    const refused6 = [
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      '64:ff9b::a00:1',
      '64:ff9b:1::1',
      '2002:7f00:1::1',
      '2001:db8::1',
      '2001:0:4136:e378::1',
      '100::1',
    ]
    for (const ip of [...refused, ...refused6]) expect(isPublicAddress(ip), ip).toBe(false)
    for (const ip of [
      '41.204.0.1',
      '102.88.1.1',
      '100.63.255.255',
      '100.128.0.1',
      '172.15.0.1',
      '172.32.0.1',
      '8.8.8.8',
      '2c0f:fe38::1',
      '2a00:1450:4001::200e',
      '::ffff:41.204.0.1',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ])
      expect(isPublicAddress(ip), ip).toBe(true)
    expect(isPublicAddress('example.org')).toBe(false)
  })

  it('knows local host names', () => {
    for (const name of ['localhost', 'LOCALHOST.', 'api.localhost', 'printer.local', 'metadata.google.internal']) expect(isLocalHostName(name), name).toBe(true)
    for (const name of ['example.org', 'localhost.example.org']) expect(isLocalHostName(name), name).toBe(false)
  })
})
