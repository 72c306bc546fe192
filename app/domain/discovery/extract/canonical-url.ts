/**
 * One URL for one page, so a grant reached through a tracking link, a fragment or a different
 * parameter order is stored (crawl_pages, the queue's external id) and de-duplicated once.
 */

/** Query parameters that only track a visit and never change the page. */
const TRACKING = /^(utm_[a-z_]+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|igshid|yclid)$/i

/** The host without a leading "www.", to decide whether two URLs are on the same site. */
export const siteOf = (url: URL): string => url.hostname.toLowerCase().replace(/^www\./, '')

/** Whether two URLs are on the same site (same host, "www." aside). */
export function sameSite(a: string | URL, b: string | URL): boolean {
  try {
    return siteOf(new URL(a)) === siteOf(new URL(b))
  } catch {
    return false
  }
}

/** A directory's index file: `/calls/index.html` is the page `/calls/` names. */
const INDEX_FILE = /\/(?:index\.(?:html?|php|asp)|default\.(?:aspx?|html?))$/i

function normalise(url: URL): string {
  url.pathname = url.pathname.replace(INDEX_FILE, '/')
  url.hash = ''
  url.username = ''
  url.password = ''
  // WHATWG URL already lower-cases the host and drops default ports (80 for http, 443 for https).
  const params = [...url.searchParams].filter(([key]) => !TRACKING.test(key))
  params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
  url.search = params.length ? new URLSearchParams(params).toString() : ''
  return url.toString()
}

/**
 * The canonical form of a page's URL: lower-case host, no fragment, no default port, no tracking
 * parameters (utm_*, fbclid, gclid…), the query sorted, a directory's index file dropped
 * (`/x/index.html` is `/x/`). The page's own <link rel="canonical"> wins
 * when it is an http(s) URL on the same site (a canonical pointing elsewhere could make one page
 * stand in for another site's, so it is ignored). A URL that cannot be parsed is returned trimmed.
 */
export function canonicalUrl(url: string, linkRelCanonical?: string | null): string {
  let page: URL
  try {
    page = new URL(url.trim())
  } catch {
    return url.trim()
  }
  if (linkRelCanonical?.trim()) {
    try {
      const declared = new URL(linkRelCanonical.trim(), page)
      if ((declared.protocol === 'http:' || declared.protocol === 'https:') && siteOf(declared) === siteOf(page)) return normalise(declared)
    } catch {
      // An unparseable canonical is ignored.
    }
  }
  return normalise(page)
}
