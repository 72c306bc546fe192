import { describe, expect, it } from 'vitest'
import { parseFeed } from './feeds.ts'

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Acacia Fund calls</title><link>https://acacia.example.org/</link>
<item><title>Water &amp; Sanitation Innovation Grant</title><link>/calls/water</link>
<pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate>
<description>&lt;p&gt;Up to &lt;b&gt;KES 2,000,000&lt;/b&gt; for   community water projects.&lt;/p&gt;</description></item>
<item><title>No link</title></item>
<item><title>Same again</title><link>https://acacia.example.org/calls/water#apply</link></item>
<item><title>A mail link</title><link>mailto:grants@acacia.example.org</link></item>
</channel></rss>`

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Fonds Baobab</title>
<entry><title>Appel à projets : agriculture durable</title><link href="https://baobab.example.org/appels/agriculture"/>
<updated>2026-10-15T08:00:00Z</updated><published>2026-10-14T08:00:00Z</published><summary>Date limite : 15 mars 2027</summary></entry>
</feed>`

describe('Reading a feed for leads', () => {
  it('gives each RSS item’s page as an absolute URL, its title, date and plain-text summary', () => {
    const entries = parseFeed(RSS, 'https://acacia.example.org/feed.xml')
    expect(entries).toEqual([
      {
        url: 'https://acacia.example.org/calls/water',
        title: 'Water & Sanitation Innovation Grant',
        published: new Date('2026-11-02T10:00:00Z'),
        summary: 'Up to KES 2,000,000 for community water projects.',
      },
    ])
  })

  it('reads Atom entries too', () => {
    const [entry] = parseFeed(ATOM, 'https://baobab.example.org/atom.xml')
    expect(entry).toMatchObject({ url: 'https://baobab.example.org/appels/agriculture', title: 'Appel à projets : agriculture durable', summary: 'Date limite : 15 mars 2027' })
    expect(entry.published?.toISOString()).toBe('2026-10-14T08:00:00.000Z')
  })

  it('refuses a page that is not a feed', () => {
    expect(() => parseFeed('<html><body>Not a feed</body></html>', 'https://acacia.example.org/')).toThrow()
  })
})
