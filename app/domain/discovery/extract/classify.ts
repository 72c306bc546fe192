import { isPast } from './dates.ts'
import { fold, head, safeDecode } from './text.ts'

/**
 * Is this page one open grant? The crawl queues only pages that are; everything else is counted
 * and left out, with a short reason id for the task's log: no_title, about, news, listing, closed,
 * thin (too little text), no_signals (nothing says grant).
 */

export const NOT_GRANT_REASONS = ['no_title', 'about', 'news', 'listing', 'closed', 'thin', 'no_signals'] as const
export type NotGrantReason = (typeof NOT_GRANT_REASONS)[number]

/** What the extraction saw on a page, as the classifier needs it. */
export interface PageSignals {
  url: string
  title: string | null
  /** The main text (navigation and footer removed). */
  text: string
  /** schema.org types of the page's structured items (JSON-LD and microdata). */
  structuredTypes: string[]
  ogType: string | null
  /** A structured item describes a grant (Grant, MonetaryGrant, FundingScheme, or grant fields). */
  hasStructuredGrant: boolean
  /** Same-site links on the page that look like grant pages. */
  grantLinks: number
  /** The share of the main text that is link text (0–1). */
  linkTextShare: number
  hasPagination: boolean
  /** Distinct dates the main text holds (a listing shows one per grant). */
  dateCount: number
  deadline: string | null
  isRolling: boolean
  /** Words that said the call is closed ("Clôturé", "Applications are now closed"), if any. */
  closedMarker: string | null
  hasAmount: boolean
  hasApplyLink: boolean
  hasFunderLabel: boolean
  reference: Date
}

export interface Classification {
  isGrant: boolean
  reasons: NotGrantReason[]
  /** The evidence that the page is a grant, summed (see grantScore). */
  score: number
}

const ABOUT_PATH =
  /\/(about|about-us|who-we-are|our-story|our-team|team|mission|history|contact|contact-us|a-propos|qui-sommes-nous|notre-equipe|nous-contacter|contactez-nous|sobre|sobre-nos|quem-somos|equipa|equipe|contato|contacto|contacte-nos|kuhusu|kuhusu-sisi|wasiliana|wasiliana-nasi|privacy|terms|legal|mentions-legales|faq)(\/|$|\.)/
const ABOUT_TITLE =
  /^(about|about us|who we are|our story|our team|contact|contact us|get in touch|a propos|a propos de nous|qui sommes-nous|contact|contactez-nous|nous contacter|sobre|sobre nos|quem somos|contacto|contato|contacte-nos|fale conosco|kuhusu|kuhusu sisi|wasiliana nasi)(\s*[|:–—-].*)?$/
const ABOUT_TYPES = new Set(['aboutpage', 'contactpage', 'profilepage'])
const NEWS_PATH = /\/(news|blog|blogs|press|press-releases?|stories|story|media|updates|articles?|actualites?|nouvelles|communiques?|presse|noticias|imprensa|novidades|habari|taarifa)(\/|$)/
const NEWS_TYPES = new Set(['newsarticle', 'blogposting', 'reportagenewsarticle', 'analysisnewsarticle', 'liveblogposting'])
const LISTING_TYPES = new Set(['itemlist', 'collectionpage', 'searchresultspage', 'offercatalog'])
/** Words that say "grant" in the four languages we read. */
const GRANT_WORDS =
  /\b(grants?|call for (proposals|applications|concept notes|expressions? of interest)|funding (opportunit|call|available)|request for proposals|fellowships?|awards?|prizes?|small grants?|subventions?|appels? a (projets|propositions|candidatures|manifestation)|financements?|bourses?|editais|edital|chamadas?|subvenc(ao|oes)|subsidios?|financiamentos?|bolsas?|ruzuku|ufadhili|maombi ya ruzuku)/

/**
 * The evidence that a page is a grant: a grant type in its structured data (3), grant words in its
 * title or address (2) or text (1), a deadline or "rolling" (2), an amount (1), an apply link (1),
 * a funder label (1). A grant needs 3.
 */
export function grantScore(s: PageSignals): number {
  let score = 0
  if (s.hasStructuredGrant) score += 3
  if (GRANT_WORDS.test(fold(`${s.title ?? ''} `) + pathOf(s.url))) score += 2
  else if (GRANT_WORDS.test(fold(s.text.slice(0, 3000)))) score += 1
  if (s.deadline || s.isRolling) score += 2
  if (s.hasAmount) score += 1
  if (s.hasApplyLink) score += 1
  if (s.hasFunderLabel) score += 1
  return score
}

const pathOf = (url: string) => {
  try {
    return fold(safeDecode(new URL(url).pathname))
  } catch {
    return ''
  }
}

/** Decides whether a page is one open grant, with every reason it is not. */
export function classifyPage(s: PageSignals): Classification {
  const reasons: NotGrantReason[] = []
  const types = s.structuredTypes.map((t) => t.toLowerCase())
  const path = pathOf(s.url)
  const title = fold(s.title ?? '').trim()
  const score = grantScore(s)
  const words = head(s.text).split(/\s+/).filter(Boolean).length
  const open = (s.deadline !== null && !isPast(s.deadline, s.reference)) || s.isRolling
  // A strong grant: dated (or rolling) and with an amount, an apply link or structured grant data.
  const strong = open && (s.hasAmount || s.hasApplyLink || s.hasStructuredGrant)

  if (!title) reasons.push('no_title')
  if (types.some((t) => ABOUT_TYPES.has(t)) || ABOUT_PATH.test(path) || ABOUT_TITLE.test(title)) reasons.push('about')
  if ((types.some((t) => NEWS_TYPES.has(t)) || NEWS_PATH.test(path)) && !strong) reasons.push('news')
  const home = /^\/((en|fr|pt|sw|ar)\/?)?(index\.(html?|php))?$|^\/home\/?$/.test(path)
  const listingShape =
    (home && !s.hasStructuredGrant) ||
    (s.grantLinks >= 3 && s.dateCount >= 3) ||
    (s.grantLinks >= 4 && (s.hasPagination || s.linkTextShare > 0.3 || s.dateCount >= 3)) ||
    (s.grantLinks >= 5 && !s.deadline && !s.hasAmount)
  if ((types.some((t) => LISTING_TYPES.has(t)) && s.grantLinks >= 2 && !s.hasStructuredGrant) || (listingShape && !(s.hasStructuredGrant && s.grantLinks < 8))) reasons.push('listing')
  const pastDeadline = s.deadline !== null && isPast(s.deadline, s.reference) && !s.isRolling
  if (pastDeadline || (s.closedMarker && !open)) reasons.push('closed')
  // Little text is fine when what there is says grant, deadline and amount (an app shell with Open Graph).
  if (words < 40 && !s.hasStructuredGrant && score < 5) reasons.push('thin')
  if (score < 3) reasons.push('no_signals')
  return { isGrant: reasons.length === 0, reasons, score }
}
