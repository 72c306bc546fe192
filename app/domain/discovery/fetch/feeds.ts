import { parseFeed as parseAnyFeed } from '@rowanmanning/feed-parser'
import { load } from 'cheerio/slim'

/** One entry of an RSS, Atom or RDF feed: a lead to a page that may describe a grant. */
export interface FeedEntry {
  /** Absolute http(s) URL of the entry's page. */
  url: string
  title: string | null
  published: Date | null
  /** The entry's description as plain text (feeds often carry HTML), at most 1,000 characters. */
  summary: string | null
}

/**
 * The entries of a feed, in the feed's order, each with an absolute URL (relative links are
 * resolved against the feed's own link, then against `baseUrl`, the URL the feed was fetched from).
 * Entries without a usable http(s) link are left out. Throws when the text is not a feed.
 */
export function parseFeed(xml: string, baseUrl: string): FeedEntry[] {
  const feed = parseAnyFeed(xml)
  const seen = new Set<string>()
  const entries: FeedEntry[] = []
  for (const item of feed.items) {
    const url = absoluteHttpUrl(item.url, feed.url ?? baseUrl, baseUrl)
    if (!url || seen.has(url)) continue
    seen.add(url)
    entries.push({ url, title: cleanText(item.title), published: item.published, summary: cleanText(item.description ?? item.content)?.slice(0, 1000) ?? null })
  }
  return entries
}

function absoluteHttpUrl(link: string | null, base: string, fallbackBase: string): string | null {
  if (!link) return null
  const url = URL.parse(link.trim(), URL.canParse(base) ? base : fallbackBase)
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null
  url.hash = ''
  return url.href
}

function cleanText(html: string | null): string | null {
  if (!html) return null
  const text = (html.includes('<') ? load(html).text() : html).replace(/\s+/g, ' ').trim()
  return text || null
}
