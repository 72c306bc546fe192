import { describe, expect, it } from 'vitest'
import { ALLOW_ALL, createRobotsCache, DISALLOW_ALL, parseRobots, ROBOTS_PRODUCT_TOKEN, robotsUrlFor, rulesForStatus } from './robots.ts'

const ROBOTS = `# Acacia Fund
User-agent: *
Disallow: /private/
Crawl-delay: 1
Sitemap: https://acacia.example.org/sitemap.xml
Sitemap: not a url

User-agent: HarambeeBot
Disallow: /drafts/
Allow: /drafts/public
Crawl-delay: 2.5

User-agent: BadBot
Disallow: /
`

describe('robots.txt as the crawler obeys it', () => {
  const rules = parseRobots('https://acacia.example.org/robots.txt', ROBOTS)

  it('follows the group written for HarambeeBot rather than the one for everyone', () => {
    expect(ROBOTS_PRODUCT_TOKEN).toBe('HarambeeBot')
    expect(rules.isAllowed('https://acacia.example.org/drafts/call-1')).toBe(false)
    expect(rules.isAllowed('https://acacia.example.org/drafts/public/call-2')).toBe(true)
    expect(rules.isAllowed('https://acacia.example.org/private/x')).toBe(true)
    expect(rules.isAllowed('https://acacia.example.org/calls/water')).toBe(true)
    expect(rules.crawlDelayMs).toBe(2500)
  })

  it('falls back to the group for every robot when none names HarambeeBot', () => {
    const general = parseRobots('http://baobab.example.org/robots.txt', 'User-agent: *\nDisallow: /private/\nCrawl-delay: 1\n')
    expect(general.isAllowed('http://baobab.example.org/private/budget')).toBe(false)
    expect(general.isAllowed('http://baobab.example.org/grants')).toBe(true)
    expect(general.crawlDelayMs).toBe(1000)
    expect(parseRobots('http://baobab.example.org/robots.txt', 'User-agent: *\nDisallow:\n').crawlDelayMs).toBeNull()
  })

  it('lists the sitemaps it names, leaving out what is not a URL', () => {
    expect(rules.sitemaps).toEqual(['https://acacia.example.org/sitemap.xml'])
  })

  it('governs only its own origin', () => {
    expect(rules.isAllowed('http://acacia.example.org/calls')).toBe(false)
    expect(rules.isAllowed('https://acacia.example.org:8443/calls')).toBe(false)
    expect(robotsUrlFor('https://acacia.example.org:8443/calls/x?y=1#z')).toBe('https://acacia.example.org:8443/robots.txt')
  })

  it('goes anywhere when there is no robots.txt (4xx) and nowhere when it cannot be read (5xx)', () => {
    expect(rulesForStatus(404)).toBe(ALLOW_ALL)
    expect(rulesForStatus(403)).toBe(ALLOW_ALL)
    expect(rulesForStatus(500)).toBe(DISALLOW_ALL)
    expect(rulesForStatus(503)).toBe(DISALLOW_ALL)
    expect(DISALLOW_ALL.isAllowed('https://acacia.example.org/')).toBe(false)
    expect(ALLOW_ALL.isAllowed('https://acacia.example.org/private/')).toBe(true)
  })

  it('reads each origin’s robots.txt once per crawl', async () => {
    const loads: string[] = []
    const cache = createRobotsCache(async (url) => {
      loads.push(url)
      return url
    })
    await Promise.all([cache.get('https://a.example.org/1'), cache.get('https://a.example.org/2'), cache.get('https://b.example.org/1')])
    expect(await cache.get('https://a.example.org/3')).toBe('https://a.example.org/robots.txt')
    expect(loads).toEqual(['https://a.example.org/robots.txt', 'https://b.example.org/robots.txt'])
  })
})
