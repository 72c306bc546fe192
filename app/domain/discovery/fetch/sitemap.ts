import { XMLParser } from 'fast-xml-parser'

export interface Sitemap {
  /** <urlset> entries: absolute http(s) page URLs and their lastmod as written (W3C datetime) or null. */
  urls: { loc: string; lastmod: string | null }[]
  /** <sitemapindex> entries: further sitemaps to read. */
  sitemaps: string[]
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  // A sitemap is data from outside: entity expansion keeps the parser's bounds (1,000 expansions,
  // 100,000 characters) against a billion-laughs file, and external entities are never fetched.
  processEntities: { enabled: true, maxTotalExpansions: 1000, maxExpandedLength: 100_000 },
  isArray: (name) => name === 'url' || name === 'sitemap',
})

/**
 * A sitemap (sitemaps.org 0.9): the page URLs of a <urlset>, or the sitemap URLs of a
 * <sitemapindex>. Locations that are not absolute http(s) URLs are dropped. Text that is not a
 * sitemap gives an empty result; text that is not XML throws.
 */
export function parseSitemap(xml: string): Sitemap {
  const doc = parser.parse(xml, true) as Record<string, unknown>
  const urlset = doc.urlset as { url?: { loc?: unknown; lastmod?: unknown }[] } | undefined
  const index = doc.sitemapindex as { sitemap?: { loc?: unknown }[] } | undefined
  const urls: Sitemap['urls'] = []
  for (const entry of urlset?.url ?? []) {
    const loc = httpUrl(entry.loc)
    if (loc) urls.push({ loc, lastmod: typeof entry.lastmod === 'string' && entry.lastmod.trim() ? entry.lastmod.trim() : null })
  }
  const sitemaps = (index?.sitemap ?? []).map((s) => httpUrl(s.loc)).filter((s): s is string => s !== null)
  return { urls, sitemaps }
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const url = URL.parse(value.trim())
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null
}
