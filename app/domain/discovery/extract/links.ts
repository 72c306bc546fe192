import { type Cheerio, type CheerioAPI, load } from 'cheerio/slim'
import type { AnyNode } from 'domhandler'
import { canonicalUrl, siteOf } from './canonical-url.ts'
import { fold, safeDecode, squash } from './text.ts'

/**
 * Which links a crawl follows from a page: the next pages of a listing, and the same-site links
 * that look like grant pages, best first. The crawl has a page budget (CRAWL_PAGE_LIMIT), so the
 * order matters more than completeness.
 */

export interface FoundLinks {
  /** Next pages of the same listing (rel=next first), canonical, without the page itself. */
  pagination: string[]
  /** Same-site links that look like grant pages, best first, canonical, deduplicated. */
  candidates: string[]
  /** The candidates' scores, in the same order (how much each looks like a grant page). */
  scores: number[]
  /** Same-site RSS or Atom feeds the page announces (`<link rel="alternate">`), canonical. */
  feeds: string[]
}

/** Files that are not pages. */
const ASSET =
  /\.(?:pdf|docx?|xlsx?|pptx?|odt|ods|csv|zip|rar|7z|gz|tar|jpe?g|png|gif|svg|webp|avif|ico|bmp|tiff?|mp[34]|m4a|wav|ogg|webm|mov|avi|css|js|mjs|json|xml|rss|atom|woff2?|ttf|eot|exe|dmg|apk)$/i

/** Path words of grant pages, folded: English, French, Portuguese, Swahili. */
const GRANT_PATH =
  /(grant|funding|fund(?![a-z]*raising)|call|opportunit|appel|subvenc|subvent|subsidi|bolsa|edital|concurso|financement|financiamento|fellowship|award|prize|rfp|request-for-proposal|proposal|ruzuku|ufadhili|bourse|candidatura|apply|programme|program)/
/** Path words of pages that are not grants. */
const OTHER_PATH =
  /\/(news|blog|press|media|events?|about|contact|team|staff|people|careers?|jobs?|vacanc|login|log-in|signin|sign-in|register|account|privacy|terms|cookies?|legal|faq|tags?|category|categories|author|search|feed|rss|wp-admin|wp-json|wp-login|cart|shop|donate|actualites?|nouvelles|presse|noticias|imprensa|sobre|quem-somos|a-propos|qui-sommes-nous|equipe|contato|contacto|kuhusu|habari|wasiliana)(\/|$|[-_.])/
/** Anchor texts of grant links. */
const GRANT_TEXT =
  /\b(grants?|call for (proposals|applications|concept notes)|(open|new|upcoming|current|latest) calls?|funding|fund|fellowships?|awards?|prizes?|rfp|subventions?|appels? (a|à) (projets|propositions|candidatures)|financements?|bourses?|editais|edital|subvenc(ao|oes)|subsidios?|financiamentos?|bolsas?|candidaturas|concursos?|ruzuku|ufadhili)\b/
/** Anchor texts of a listing's next page. */
const NEXT_TEXT =
  /^((«|‹|<|←)\s*)?(next|next page|older|older posts|previous|prev|newer|suivant|suivante|page suivante|precedent|precedente|seguinte|proxim[oa]|pagina seguinte|anterior|ijayo|inayofuata|iliyotangulia|»|›|>|>>|→|«|‹|<|<<|←)(\s*(»|›|>|→))?$/
/** Query parameters and path segments that number the pages of a listing. */
const PAGE_PARAM = /^(page|p|paged|pg|pagina|pagenum|page_num|start|offset)$/i
const PAGE_PATH = /\/(page|pagina)\/\d+\/?$/i

function resolve(href: string | undefined, base: URL): URL | null {
  if (!href) return null
  const trimmed = href.trim()
  if (!trimmed || /^(mailto|tel|javascript|data|sms|whatsapp|ftp):/i.test(trimmed) || trimmed.startsWith('#')) return null
  try {
    const url = new URL(trimmed, base)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    url.hash = ''
    return url
  } catch {
    return null
  }
}

/** Whether `url` is another numbered page of the listing at `page` (same path, a page parameter or /page/N). */
function isPageOf(url: URL, page: URL): boolean {
  const samePath = url.pathname.replace(/\/$/, '') === page.pathname.replace(/\/$/, '')
  // From page 2, the listing's own address without a page number is its page 1.
  if (samePath && !url.search && [...page.searchParams.keys()].some((k) => PAGE_PARAM.test(k))) return true
  if (PAGE_PATH.test(url.pathname)) return url.pathname.replace(PAGE_PATH, '').replace(/\/$/, '') === page.pathname.replace(PAGE_PATH, '').replace(/\/$/, '')
  if (url.pathname.replace(/\/$/, '') !== page.pathname.replace(/\/$/, '')) return false
  return [...url.searchParams.keys()].some((k) => PAGE_PARAM.test(k) && /^\d+$/.test(url.searchParams.get(k) ?? ''))
}

/** How much a link looks like a grant page (0 or less: not at all). */
function grantScore(url: URL, text: string): number {
  const path = fold(safeDecode(url.pathname + url.search))
  let score = 0
  if (OTHER_PATH.test(path)) score -= 3
  const segments = path.split('/').filter(Boolean)
  // The home page (often the logo, "… Development Fund") is never a grant.
  if (segments.length === 0 || /^index\.(html?|php)$/.test(segments[0] ?? '')) score -= 3
  // A slug with a year ("draft-urban-resilience-2027") is more often a call than a standing page.
  else if (/(^|[-_])20[2-3]\d([-_.]|$)/.test(segments[segments.length - 1]) && !OTHER_PATH.test(path)) score += 1
  const at = segments.findIndex((s) => GRANT_PATH.test(s))
  if (at >= 0) {
    score += 2
    // /grants/climate-fund-2027 is a grant; /grants/ alone is the listing.
    if (at < segments.length - 1) score += 1
    else if (segments[at].includes('-') && segments[at].length > 12) score += 1
  }
  if (GRANT_TEXT.test(fold(text))) score += 2
  return score
}

/** How much a URL alone looks like a grant page (a sitemap's entry has no anchor text). */
export function urlScore(url: string): number {
  try {
    return grantScore(new URL(url), '')
  } catch {
    return 0
  }
}

/** Finds the links of a parsed page (see findLinks), optionally only inside `root` (the main content). */
export function findLinksIn($: CheerioAPI, baseUrl: string, root?: Cheerio<AnyNode>): FoundLinks {
  let base: URL
  try {
    base = new URL(baseUrl)
  } catch {
    return { pagination: [], candidates: [], scores: [], feeds: [] }
  }
  const declaredBase = resolve($('base[href]').first().attr('href'), base)
  const resolveAgainst = declaredBase ?? base
  const self = canonicalUrl(base.toString())
  const pagination: string[] = []
  const seenPages = new Set<string>([self])
  const addPage = (url: URL | null) => {
    if (!url || siteOf(url) !== siteOf(base)) return
    const key = canonicalUrl(url.toString())
    if (seenPages.has(key)) return
    seenPages.add(key)
    pagination.push(key)
  }
  $('link[rel~="next"], a[rel~="next"], link[rel~="prev"], a[rel~="prev"], link[rel~="previous"], a[rel~="previous"]').each((_, el) => addPage(resolve($(el).attr('href'), resolveAgainst)))

  const scored: Array<{ url: string; score: number; order: number }> = []
  const seen = new Map<string, { score: number; order: number }>()
  ;(root ? root.find('a[href]') : $('a[href]')).each((order, el) => {
    const a = $(el)
    const url = resolve(a.attr('href'), resolveAgainst)
    if (!url || siteOf(url) !== siteOf(base) || ASSET.test(url.pathname)) return
    const text = squash(a.text() || a.attr('title') || a.attr('aria-label') || '')
    const folded = fold(text)
    if (NEXT_TEXT.test(folded) || isPageOf(url, base)) {
      addPage(url)
      return
    }
    const key = canonicalUrl(url.toString())
    if (key === self || seenPages.has(key)) return
    // Links in the page's own content come before the same words in its menus, sidebars and footer.
    const inChrome = a.closest('nav, header, footer, aside, [role="navigation"], [role="banner"], [role="contentinfo"]').length > 0
    const score = grantScore(url, text) - (inChrome ? 1 : 0)
    const known = seen.get(key)
    if (known) {
      // The same link twice (a title and a "Read more"): it keeps its best reading.
      if (score > known.score) Object.assign(known, { score, order })
      return
    }
    const entry = { url: key, score, order }
    seen.set(key, entry)
    scored.push(entry)
  })
  const ranked = scored.filter((c) => c.score > 0 && !seenPages.has(c.url)).sort((a, b) => b.score - a.score || a.order - b.order)
  const feeds = new Set<string>()
  $('link[rel~="alternate"][href]').each((_, el) => {
    const type = ($(el).attr('type') ?? '').toLowerCase()
    const url = resolve($(el).attr('href'), resolveAgainst)
    if (url && siteOf(url) === siteOf(base) && /(rss|atom)\+xml/.test(type)) feeds.add(canonicalUrl(url.toString()))
  })
  return { pagination, candidates: ranked.map((c) => c.url), scores: ranked.map((c) => c.score), feeds: [...feeds] }
}

/** The next pages of a listing and the same-site links that look like grant pages, best first. */
export function findLinks(html: string, baseUrl: string): FoundLinks {
  return findLinksIn(load(html), baseUrl)
}
