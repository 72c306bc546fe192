import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { parseFeed } from '@rowanmanning/feed-parser'
import { XMLParser } from 'fast-xml-parser'
import robotsParser from 'robots-parser'
import { afterEach, describe, expect, it } from 'vitest'
import { USD_RATES } from '../../app/catalog/exchange-rates.ts'
import { GRANT_REGIONS, SECTORS } from '../../app/catalog/sectors.ts'
import { FIXTURE_SITES, FUNDER_SITES_DIR, type FixtureSite, type FixtureSiteName, loadExpectedPages, startFixtureSite } from './fixture-site.ts'

/** Every fixture site: acacia and baobab (the extraction's development sites), cedar, dogwood, elm and fig (held out). */
const SITES = FIXTURE_SITES
/** The sites the extraction was developed on. */
const DEVELOPED: readonly FixtureSiteName[] = ['acacia', 'baobab']

const open: FixtureSite[] = []
async function start(site: FixtureSiteName, options?: Parameters<typeof startFixtureSite>[1]) {
  const server = await startFixtureSite(site, options)
  open.push(server)
  return server
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()))
})

const get = (site: FixtureSite, path: string, headers: Record<string, string> = {}) => fetch(`${site.origin}${path}`, { headers, redirect: 'manual' })

/** Every HTML file of a site, as the root-relative path a crawler would ask for. */
async function htmlPaths(site: FixtureSiteName): Promise<string[]> {
  const root = join(FUNDER_SITES_DIR, site)
  const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'))
  return files.map((file) => {
    const path = `/${relative(root, join(root, file)).split(sep).join('/')}`
    return path.replace(/(^|\/)index\.html$/, '$1').replace(/\/page-(\d+)\.html$/, '/?page=$1')
  })
}

describe('fixture funder site server', () => {
  it('serves the site on a random loopback port, a directory by its index and ?page=N by its page file', async () => {
    const acacia = await start('acacia')
    const baobab = await start('baobab')
    expect(acacia.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(acacia.hostPort).toBe(acacia.origin.slice('http://'.length))
    expect(acacia.origin).not.toBe(baobab.origin)

    const home = await get(acacia, '/')
    expect(home.status).toBe(200)
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await home.text()).toContain('Funding African civil society since 1998')
    expect(await (await get(baobab, '/')).text()).toContain('Portal de Financiamento')

    const page2 = await (await get(acacia, '/grants/?page=2')).text()
    expect(page2).toContain('Southern Africa Energy Access Grants 2027')
    expect(await (await get(acacia, '/grants/index.html?page=2')).text()).toBe(page2)
    expect(await (await get(acacia, '/grants/?page=1')).text()).toContain('rel="next"')
    expect(await (await get(acacia, '/grants/?utm_source=newsletter&fbclid=abc')).text()).toBe(await (await get(acacia, '/grants/')).text())
    expect((await get(acacia, '/grants/?page=9')).status).toBe(404)

    const noSlash = await get(acacia, '/grants?page=2')
    expect(noSlash.status).toBe(301)
    expect(noSlash.headers.get('location')).toBe('/grants/?page=2')
    expect((await get(acacia, '/nothing-here.html')).status).toBe(404)
    expect((await get(acacia, '/..%2f..%2fexpected.json')).status).toBe(404)
  })

  it('fills {{origin}} in feeds, sitemaps and canonical links, gives feeds their own content types, and takes extra placeholders', async () => {
    const acacia = await start('acacia')
    const baobab = await start('baobab', { template: { origin: 'http://funders.test' } })

    const rss = await get(acacia, '/feed.xml')
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const rssText = await rss.text()
    expect(rssText).toContain(`<link>${acacia.origin}/grants/climate-resilience-fund.html</link>`)
    expect(rssText).not.toContain('{{')
    expect(await (await get(acacia, '/grants/climate-resilience-fund.html')).text()).toContain(`<link rel="canonical" href="${acacia.origin}/grants/climate-resilience-fund.html">`)

    const atom = await get(baobab, '/atom.xml')
    expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    expect(await atom.text()).toContain('href="http://funders.test/concursos/agricultura-familiar-2027.html"')

    const index = await (await get(acacia, '/sitemap.xml')).text()
    expect(index).toContain('<urlset')
    const baobabIndex = await (await get(await start('baobab'), '/sitemap.xml')).text()
    expect(baobabIndex).toContain('<sitemapindex')
  })

  it('serves robots.txt that disallows /private/ with a crawl delay of 1 s and names the sitemap', async () => {
    for (const name of ['acacia', 'baobab'] as const) {
      const site = await start(name)
      const response = await get(site, '/robots.txt')
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      const robots = robotsParser(`${site.origin}/robots.txt`, await response.text())
      expect(robots.isAllowed(`${site.origin}/private/draft-urban-resilience-2027.html`, 'HarambeeBot')).toBe(false)
      expect(robots.isAllowed(`${site.origin}/`, 'HarambeeBot')).toBe(true)
      expect(robots.getCrawlDelay('HarambeeBot')).toBe(1)
      expect(robots.getSitemaps()).toEqual([`${site.origin}/sitemap.xml`])
    }
  })

  it('answers 304 to a matching If-None-Match or a recent If-Modified-Since, and 200 otherwise', async () => {
    const acacia = await start('acacia', { lastModified: new Date('2026-10-01T12:00:00Z') })
    const first = await get(acacia, '/grants/fonds-entrepreneuriat-feminin.html')
    const body = await first.text()
    const etag = first.headers.get('etag')!
    expect(etag).toBe(`"${createHash('sha1').update(body).digest('hex')}"`)
    expect(first.headers.get('last-modified')).toBe('Thu, 01 Oct 2026 12:00:00 GMT')

    const byEtag = await get(acacia, '/grants/fonds-entrepreneuriat-feminin.html', { 'if-none-match': etag })
    expect(byEtag.status).toBe(304)
    expect(await byEtag.text()).toBe('')
    expect((await get(acacia, '/grants/fonds-entrepreneuriat-feminin.html', { 'if-none-match': '"something-else"' })).status).toBe(200)
    expect((await get(acacia, '/grants/fonds-entrepreneuriat-feminin.html', { 'if-modified-since': 'Thu, 01 Oct 2026 12:00:00 GMT' })).status).toBe(304)
    expect((await get(acacia, '/grants/fonds-entrepreneuriat-feminin.html', { 'if-modified-since': 'Wed, 30 Sep 2026 12:00:00 GMT' })).status).toBe(200)
    // If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
    expect((await get(acacia, '/grants/fonds-entrepreneuriat-feminin.html', { 'if-none-match': '"old"', 'if-modified-since': 'Thu, 01 Oct 2026 12:00:00 GMT' })).status).toBe(200)
  })

  it('has special routes for the crawler: flaky, slow, refused redirects, a changing ETag and Retry-After', async () => {
    const site = await start('acacia', { slowMs: 300 })
    expect([(await get(site, '/flaky')).status, (await get(site, '/flaky')).status, (await get(site, '/flaky')).status]).toEqual([500, 500, 200])

    const before = Date.now()
    const slow = await get(site, '/slow')
    expect(slow.status).toBe(200)
    expect(Date.now() - before).toBeGreaterThanOrEqual(290)

    for (const [path, location] of [
      ['/redirect-private', 'http://10.0.0.1/'],
      ['/redirect-metadata', 'http://169.254.169.254/latest/meta-data/'],
      ['/redirect-other-port', 'http://127.0.0.1:1/'],
      ['/redirect-local', '/grants/'],
    ]) {
      const response = await get(site, path)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(location)
    }

    const one = await get(site, '/changing-etag')
    const two = await get(site, '/changing-etag', { 'if-none-match': one.headers.get('etag')! })
    expect(two.status).toBe(200)
    expect(two.headers.get('etag')).not.toBe(one.headers.get('etag'))
    expect(await two.text()).toBe(await one.text())

    const limited = await get(site, '/retry-after')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    expect((await get(site, '/retry-after')).status).toBe(200)
  })

  it('makes /slow outlast a 10 s client timeout by default, and still closes at once', async () => {
    const site = await start('baobab')
    const aborted = get(site, '/slow').catch((error: Error) => error.name)
    await new Promise((done) => setTimeout(done, 100))
    const closing = Date.now()
    await site.close()
    // Well under the 10 s the response would hang for, with room for a loaded machine.
    expect(Date.now() - closing).toBeLessThan(5000)
    expect(await aborted).toBe('TypeError')
  })

  it('logs every request with its path, arrival time, headers and status', async () => {
    const site = await start('acacia')
    const before = Date.now()
    await get(site, '/robots.txt', { 'user-agent': 'HarambeeBot/1.0' })
    await new Promise((done) => setTimeout(done, 50))
    await get(site, '/grants/?page=2')
    await get(site, '/missing.html')
    const after = Date.now()
    expect(site.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['GET', '/robots.txt', 200],
      ['GET', '/grants/?page=2', 200],
      ['GET', '/missing.html', 404],
    ])
    expect(site.requests[0].headers['user-agent']).toBe('HarambeeBot/1.0')
    expect(site.requests[0].at).toBeGreaterThanOrEqual(before)
    expect(site.requests[2].at).toBeLessThanOrEqual(after)
    expect(site.requests[1].at - site.requests[0].at).toBeGreaterThanOrEqual(50)
  })
})

describe('fixture funder sites and their truth (expected.json)', () => {
  it('lists every HTML page of every site exactly once', async () => {
    const expected = await loadExpectedPages()
    for (const name of SITES) {
      const listed = expected.filter((p) => p.site === name).map((p) => p.path)
      expect(new Set(listed).size).toBe(listed.length)
      expect([...listed].sort()).toEqual((await htmlPaths(name)).sort())
    }
  })

  it('links only to pages that exist, so a crawl on a random port finds no broken links', async () => {
    for (const name of SITES) {
      const site = await start(name)
      const links = new Set<string>()
      for (const path of await htmlPaths(name)) {
        const html = await (await get(site, path)).text()
        for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) links.add(href)
      }
      for (const link of links) expect([link, (await get(site, link)).status]).toEqual([link, 200])
    }
  })

  it('gives every grant page catalogue ids, sorted codes and a 2027 deadline (the tests run in late 2026)', async () => {
    const grants = (await loadExpectedPages()).filter((p) => p.isGrant)
    expect(grants.length).toBeGreaterThanOrEqual(15)
    for (const { path, fields } of grants) {
      expect(fields, path).toBeDefined()
      const f = fields!
      expect(
        f.sectors.every((s) => (SECTORS as readonly string[]).includes(s)),
        path,
      ).toBe(true)
      expect(
        f.geographicFocus.every((g) => (GRANT_REGIONS as readonly string[]).includes(g)),
        path,
      ).toBe(true)
      expect(f.countryCodes, path).toEqual([...f.countryCodes].sort())
      expect(
        f.countryCodes.every((c) => /^[A-Z]{2}$/.test(c)),
        path,
      ).toBe(true)
      expect(f.isRolling ? f.deadline : f.deadline?.slice(0, 4), path).toBe(f.isRolling ? null : '2027')
    }
    const developed = grants.filter((g) => DEVELOPED.includes(g.site))
    expect(new Set(developed.map((g) => g.fields!.currency))).toEqual(new Set(['USD', 'EUR', 'KES', 'XOF', 'MZN', 'ZAR', 'AOA']))
    expect(new Set(developed.map((g) => g.fields!.language))).toEqual(new Set(['en', 'fr', 'pt', 'sw']))
    // Every currency is one the exchange-rate table converts, so a grant can be filtered in US dollars.
    for (const { path, fields } of grants) expect(USD_RATES[fields!.currency!], path).toBeGreaterThan(0)
  })

  it('shows each grant title on its page (in og:title for the Open Graph page)', async () => {
    for (const name of SITES) {
      const site = await start(name)
      for (const page of await loadExpectedPages(name)) {
        if (!page.fields) continue
        const html = (await (await get(site, page.path)).text()).replaceAll('&amp;', '&')
        expect(html, page.path).toMatch(new RegExp(`(<h1[^>]*>|og:title" content=")${page.fields.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
      }
    }
  })

  it('has an RSS feed, an Atom feed and sitemaps that parse and list only pages that exist', async () => {
    const acacia = await start('acacia')
    const baobab = await start('baobab')
    const rss = parseFeed(await (await get(acacia, '/feed.xml')).text())
    const atom = parseFeed(await (await get(baobab, '/atom.xml')).text())
    expect(rss.items.length).toBe(11)
    expect(atom.items.length).toBe(7)
    const grantPaths = new Set((await loadExpectedPages()).filter((p) => p.isGrant && !p.disallowed).map((p) => `${p.site}${p.path}`))
    for (const [site, name, feed] of [
      [acacia, 'acacia', rss],
      [baobab, 'baobab', atom],
    ] as const) {
      for (const item of feed.items) expect(grantPaths.has(`${name}${item.url!.slice(site.origin.length)}`), item.url!).toBe(true)
    }

    const xml = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' })
    const index = xml.parse(await (await get(baobab, '/sitemap.xml')).text())
    const [child] = index.sitemapindex.sitemap.map((s: { loc: string }) => s.loc)
    expect(child).toBe(`${baobab.origin}/sitemap-paginas.xml`)
    for (const [site, sitemapPath] of [
      [acacia, '/sitemap.xml'],
      [baobab, '/sitemap-paginas.xml'],
    ] as const) {
      const locs: string[] = xml.parse(await (await get(site, sitemapPath)).text()).urlset.url.map((u: { loc: string }) => u.loc)
      expect(locs.length).toBeGreaterThanOrEqual(13)
      expect(locs.some((loc) => loc.includes('/private/'))).toBe(false)
      for (const loc of locs) expect([loc, (await fetch(loc)).status]).toEqual([loc, 200])
    }
  })

  it('has JSON-LD that is valid JSON once {{origin}} is filled in', async () => {
    const acacia = await start('acacia')
    for (const path of ['/grants/climate-resilience-fund.html', '/grants/eau-assainissement-sahel.html']) {
      const html = await (await get(acacia, path)).text()
      const [, json] = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/) ?? []
      expect(JSON.parse(json)['@type'], path).toBe('MonetaryGrant')
    }
  })

  it('publishes one call on both sites with the same title, funder and deadline', async () => {
    const expected = await loadExpectedPages()
    const shared = expected.filter((p) => p.fields?.title === 'Africa Youth Climate Innovation Challenge 2027')
    expect(shared.map((p) => p.site).sort()).toEqual(['acacia', 'baobab'])
    expect(shared[0].fields).toEqual(shared[1].fields)
    expect(shared[0].path).not.toBe(shared[1].path)
  })

  it('links more than the 10-page crawl limit of grant pages from the acacia listing, and hides a draft under /private/', async () => {
    const site = await start('acacia')
    const listed = new Set<string>()
    for (const path of ['/grants/', '/grants/?page=2']) {
      const html = await (await get(site, path)).text()
      for (const [, href] of html.matchAll(/href="(\/grants\/[^"?]+\.html)"/g)) listed.add(href)
      if (path === '/grants/') expect(html).toMatch(/<a href="\/grants\/\?page=2" rel="next">Next/)
    }
    expect(listed.size).toBe(12)
    const page2 = await (await get(site, '/grants/?page=2')).text()
    expect(page2).toContain('href="/private/draft-urban-resilience-2027.html"')
    const draft = (await loadExpectedPages('acacia')).find((p) => p.path.startsWith('/private/'))
    expect(draft?.disallowed).toBe(true)
  })
})

describe('the held-out cedar site', () => {
  it('serves every page expected.json lists for cedar as HTML, and nothing it lists is missing', async () => {
    const site = await start('cedar')
    const pages = await loadExpectedPages('cedar')
    expect(pages.filter((p) => p.isGrant).length).toBeGreaterThanOrEqual(12)
    expect(pages.filter((p) => !p.isGrant).length).toBeGreaterThanOrEqual(8)
    for (const { path } of pages) {
      const response = await get(site, path)
      expect([path, response.status, response.headers.get('content-type')]).toEqual([path, 200, 'text/html; charset=utf-8'])
      const html = await response.text()
      expect(html, path).toContain(`<link rel="canonical" href="${site.origin}${path}">`)
      expect(html, path).not.toContain('{{')
    }
  })

  it('has a robots.txt naming its sitemap, and a sitemap of exactly the pages expected.json lists', async () => {
    const site = await start('cedar')
    const robots = robotsParser(`${site.origin}/robots.txt`, await (await get(site, '/robots.txt')).text())
    expect(robots.getSitemaps()).toEqual([`${site.origin}/sitemap.xml`])
    expect(robots.getCrawlDelay('HarambeeBot')).toBe(1)
    expect(robots.isAllowed(`${site.origin}/wp-admin/options.php`, 'HarambeeBot')).toBe(false)
    const xml = new XMLParser({ isArray: (name) => name === 'url' })
    const locs: string[] = xml.parse(await (await get(site, '/sitemap.xml')).text()).urlset.url.map((u: { loc: string }) => u.loc)
    const expected = (await loadExpectedPages('cedar')).map((p) => `${site.origin}${p.path}`)
    expect([...locs].sort()).toEqual([...expected].sort())
    for (const path of (await loadExpectedPages('cedar')).map((p) => p.path)) expect(robots.isAllowed(`${site.origin}${path}`, 'HarambeeBot'), path).toBe(true)
  })

  it('links every call, open or closed, from its two listing pages', async () => {
    const site = await start('cedar')
    const listed = new Set<string>()
    for (const path of ['/opportunities/', '/opportunities/page/2/']) {
      const html = await (await get(site, path)).text()
      for (const [, href] of html.matchAll(/<h2 class="entry-title"><a href="([^"]+)"/g)) listed.add(href)
    }
    const calls = (await loadExpectedPages('cedar')).filter((p) => p.isGrant || p.tests.startsWith('closed call')).map((p) => p.path)
    expect([...listed].sort()).toEqual([...calls].sort())
    expect(await (await get(site, '/opportunities/')).text()).toContain('<a class="next page-numbers" href="/opportunities/page/2/">Next »</a>')
  })

  it('has JSON-LD that is valid JSON once {{origin}} is filled in', async () => {
    const site = await start('cedar')
    let blocks = 0
    for (const { path } of await loadExpectedPages('cedar')) {
      const html = await (await get(site, path)).text()
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
        expect(() => JSON.parse(json), path).not.toThrow()
        blocks += 1
      }
    }
    expect(blocks).toBeGreaterThanOrEqual(10)
  })

  it('uses amounts, languages and places the development sites do not', async () => {
    const grants = (await loadExpectedPages('cedar')).filter((p) => p.isGrant).map((p) => p.fields!)
    expect(new Set(grants.map((f) => f.language))).toEqual(new Set(['en', 'fr', 'pt', 'ar', 'sw']))
    for (const currency of ['GBP', 'EUR', 'NGN', 'GHS', 'TZS', 'ZAR', 'TND']) expect(grants.map((f) => f.currency)).toContain(currency)
    expect(grants.some((f) => f.isRolling)).toBe(true)
    expect(grants.some((f) => f.amountMin !== null && f.amountMin === f.amountMax)).toBe(true)
  })
})

describe('the held-out dogwood site', () => {
  it('serves every page expected.json lists for dogwood as HTML with its canonical URL filled in', async () => {
    const site = await start('dogwood')
    const pages = await loadExpectedPages('dogwood')
    expect(pages.filter((p) => p.isGrant).length).toBeGreaterThanOrEqual(11)
    expect(pages.filter((p) => !p.isGrant).length).toBeGreaterThanOrEqual(9)
    for (const { path } of pages) {
      const response = await get(site, path)
      expect([path, response.status, response.headers.get('content-type')]).toEqual([path, 200, 'text/html; charset=utf-8'])
      const html = await response.text()
      expect(html, path).toContain(`<link rel="canonical" href="${site.origin}${path}">`)
      expect(html, path).not.toContain('{{')
    }
  })

  it('has a robots.txt that hides /admin/ and names a sitemap of exactly the pages expected.json lists', async () => {
    const site = await start('dogwood')
    const robots = robotsParser(`${site.origin}/robots.txt`, await (await get(site, '/robots.txt')).text())
    expect(robots.getSitemaps()).toEqual([`${site.origin}/sitemap.xml`])
    expect(robots.getCrawlDelay('HarambeeBot')).toBe(1)
    expect(robots.isAllowed(`${site.origin}/admin/`, 'HarambeeBot')).toBe(false)
    const xml = new XMLParser({ isArray: (name) => name === 'url' })
    const locs: string[] = xml.parse(await (await get(site, '/sitemap.xml')).text()).urlset.url.map((u: { loc: string }) => u.loc)
    const pages = await loadExpectedPages('dogwood')
    expect([...locs].sort()).toEqual(pages.map((p) => `${site.origin}${p.path}`).sort())
    for (const { path } of pages) expect(robots.isAllowed(`${site.origin}${path}`, 'HarambeeBot'), path).toBe(true)
  })

  it('lists every open call on /calls/ and the closed one in the archive at ?page=2', async () => {
    const site = await start('dogwood')
    const links = async (path: string) => [...(await (await get(site, path)).text()).matchAll(/<a href="([^"]+)">/g)].map(([, href]) => href)
    const pages = await loadExpectedPages('dogwood')
    const open = await links('/calls/')
    for (const grant of pages.filter((p) => p.isGrant)) expect(open, grant.path).toContain(grant.path)
    expect(open).toContain('/calls/?page=2')
    const closed = pages.filter((p) => p.tests.startsWith('closed call')).map((p) => p.path)
    expect(closed.length).toBe(1)
    expect(await links('/calls/?page=2')).toContain(closed[0])
  })

  it('serves the UN call guidelines as a PDF, not a page', async () => {
    const site = await start('dogwood')
    const response = await get(site, '/partners/pnugl/docs/lignes-directrices-PNUGL-CFP-2027-003.pdf')
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('uses all five languages, currencies the development sites do not, a rolling call, a fixed amount and an application by e-mail', async () => {
    const grants = (await loadExpectedPages('dogwood')).filter((p) => p.isGrant).map((p) => p.fields!)
    expect(new Set(grants.map((f) => f.language))).toEqual(new Set(['en', 'fr', 'pt', 'ar', 'sw']))
    for (const currency of ['ZMW', 'UGX', 'XAF', 'EGP']) expect(grants.map((f) => f.currency)).toContain(currency)
    expect(grants.some((f) => f.isRolling && f.deadline === null)).toBe(true)
    expect(grants.some((f) => f.amountMin !== null && f.amountMin === f.amountMax)).toBe(true)
    expect(grants.some((f) => f.applicationUrl?.startsWith('mailto:'))).toBe(true)
  })
})
