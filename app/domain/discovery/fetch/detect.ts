/** What an answer is, so a source whose format is `auto` is read the right way. */
export type DetectedFormat = 'html' | 'feed' | 'sitemap'

/**
 * Sniffs an answer from its first bytes, then its Content-Type: servers label feeds text/xml,
 * text/html or application/octet-stream often enough that the root element is the better witness.
 * Null when it is none of the three (JSON, PDF, plain text).
 */
export function detectFormat(contentType: string | null, body: string | Uint8Array): DetectedFormat | null {
  const head = (typeof body === 'string' ? body.slice(0, 4096) : new TextDecoder().decode(body.subarray(0, 4096))).replace(/^\uFEFF/, '')
  const root = firstElement(head)
  if (root) {
    const name = root.toLowerCase().replace(/^[\w-]+:/, '')
    if (name === 'rss' || name === 'feed' || name === 'rdf') return 'feed'
    if (name === 'urlset' || name === 'sitemapindex') return 'sitemap'
    if (name === 'html') return 'html'
  }
  if (/^\s*<!doctype\s+html/i.test(head)) return 'html'
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'application/rss+xml' || type === 'application/atom+xml' || type === 'application/rdf+xml' || type === 'application/feed+xml') return 'feed'
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html'
  // An HTML fragment without <html> (some servers send one) still has tags a page has.
  if (!type && /<(head|body|div|p|title)[\s>]/i.test(head)) return 'html'
  return null
}

/** The name of the first element, past the XML declaration, comments, processing instructions and the doctype. */
function firstElement(text: string): string | null {
  let rest = text
  const skipPast = (end: string) => {
    const at = rest.indexOf(end)
    rest = at < 0 ? '' : rest.slice(at + end.length)
  }
  for (;;) {
    rest = rest.trimStart()
    if (rest.startsWith('<?')) skipPast('?>')
    else if (rest.startsWith('<!--')) skipPast('-->')
    else if (rest.startsWith('<!')) skipPast('>')
    else break
  }
  return rest.match(/^<([A-Za-z_][\w.:-]*)/)?.[1] ?? null
}
