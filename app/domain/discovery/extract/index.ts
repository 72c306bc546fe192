import { type Cheerio, load } from 'cheerio/slim'
import type { AnyNode } from 'domhandler'
import type { FieldOrigin } from '../../../catalog/discovery.ts'
import { toUsd } from '../../../catalog/exchange-rates.ts'
import type { Language } from '../../../catalog/languages.ts'
import type { DiscoveredGrantInput, FetchedPage, PageVerdict } from '../types.ts'
import { type ParsedAmount, parseAmount, withCfaFranc } from './amounts.ts'
import { canonicalUrl } from './canonical-url.ts'
import { classifyPage, type NotGrantReason } from './classify.ts'
import { countDates, parseDeadline } from './dates.ts'
import { detectLanguage } from './language.ts'
import { APPLICANT_CUE, readEligibility } from './eligibility.ts'
import { applyAnchor, applyAnchorInText, blockText, closedMarker, type FoundLink, flattenDeep, isDocumentLink, type LabelledValue, labelledValues, mainElement, stripChrome } from './layout.ts'
import { findLinksIn } from './links.ts'
import { parsePlaces } from './places.ts'
import { sectorScores, sectorsFromText } from './sectors.ts'
import { bestItem, grantRank, jsonLdNodes, microdataNodes, namedFunder, openGraph, type StructuredFields } from './structured.ts'
import { clip, fold, head, squash } from './text.ts'
import { GRANT_REGIONS, type Sector } from '../../../catalog/sectors.ts'
import { snippets } from '../field-snippet.ts'
import { isMailtoRoute } from '../../shared/application-route.ts'

/**
 * Reads one fetched HTML page into a grant for the discovery queue, or says why it is not one.
 * Each field is taken from the most reliable place that has it: structured data first (JSON-LD,
 * microdata, Open Graph), then the page's layout (the heading, label → value pairs in en/fr/pt/sw),
 * then patterns in its text; `fieldOrigins` records which. Pure: no network, no database.
 */

export { canonicalUrl } from './canonical-url.ts'
export { dedupeKey, titleSimilarity } from './dedupe-key.ts'
export { findLinks } from './links.ts'

type Origin = Exclude<FieldOrigin, 'record' | 'llm'>
/** Where a value may come from, the value, and the text it was read from (the reviewer's snippet). */
type Candidate<T> = [Origin, T | null | undefined, (string | null | undefined)?]

/** The first candidate with a value, where it came from and the text it was read there. */
function pick<T>(candidates: Array<Candidate<T>>): { value: T; origin: Origin; source: string | null } | null {
  for (const [origin, value, source] of candidates) {
    if (value === null || value === undefined) continue
    if (typeof value === 'string' && !value.trim()) continue
    if (Array.isArray(value) && value.length === 0) continue
    return { value, origin, source: source ?? null }
  }
  return null
}

/** A label and its value, without a colon after a question ("Who can apply? Registered non-profits"). */
const question = (v: LabelledValue) => (/[?？؟]$/.test(v.label) ? `${v.label} ${v.value}` : pair(v))

/** A label and its value as the page wrote them ("Deadline: 15 March 2027"). */
const pair = (v: LabelledValue | null | undefined) => (v ? `${v.label}: ${v.value}` : null)

/** A page title without the site's name ("Community Health Grants | Acacia Foundation" → "Community Health Grants"). */
function cleanTitle(title: string | null | undefined, siteName: string | null): string | null {
  const t = squash(title ?? '')
  if (!t) return null
  const parts = t.split(/\s+[|•·»–—-]\s+|\s+::\s+/)
  if (parts.length > 1 && siteName) {
    const site = fold(siteName)
    const kept = parts.filter((p) => fold(p) !== site)
    if (kept.length && kept.length < parts.length) return kept.join(' – ')
  }
  if (siteName && fold(t) === fold(siteName)) return null
  return t
}

/** The <title>, cut at its last " | " or " - " part when that part is the site's name or the title is long. */
function cleanDocumentTitle(title: string, siteName: string | null): string | null {
  const cleaned = cleanTitle(title, siteName)
  if (!cleaned || cleaned !== squash(title)) return cleaned
  const parts = cleaned.split(/\s+\|\s+/)
  return parts.length > 1 ? parts.slice(0, -1).join(' | ') : cleaned
}

/** Sentences of a text, one per line or full stop (dates such as "15.03.2027" and figures such as "1.5" are not split). */
function sentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“«])/u))
    .map(squash)
    .filter(Boolean)
}

const STRONG_DEADLINE =
  /(deadline|closing date|applications close|(applications?|proposals?|submissions?|concept notes?|expressions? of interest|eois?) (are |is )?due|submission date|اخر اجل|الموعد النهائي|اخر موعد|date limite|date de cloture|date butoir|date de depot|delai de (soumission|depot)|prazo|data limite|data de encerramento|ultimo dia|tarehe ya mwisho|tarehe ya kufunga|mwisho wa)/
/** Words that put a limit on submitting ("no later than", "au plus tard", "até"): read before a bare "before" or "due". */
const LIMIT_DEADLINE = /\b(submit(ted)? by|no later than|not later than|on or before|latest by|au plus tard|jusqu'au|encerra|encerram|ate( ao)? dia|ate|mwisho)\b/
const WEAK_DEADLINE = /\b(close|closes|closing|due|before|cloture|avant le)\b/
const STRONG_ROLLING = /(rolling basis|on a rolling|open until filled|no (fixed )?deadline|en continu|au fil de l'eau|sans date limite|fluxo continuo|sem prazo|wakati wowote)/
const AMOUNT_CUE =
  /(up to|grants? of|amount|funding of|award(s)? of|between|range from|ranging from|per (grant|project|organi[sz]ation|startup|consortium)|grant size|budget|worth|jusqu'a|montant|subventions? de|d'un montant|enveloppe|plafond|valor|montante|financiamento de|ate|entre|kiasi|hadi|ruzuku ya)/
/** Words that make an amount a total, a budget or a salary rather than one grant's size. */
const AMOUNT_TOTAL =
  /(a total of|in total|total (budget|envelope|funding|of)|overall|indicative budget|budget (for|of) (this|the) (call|programme|program)|annual (budget|turnover|income)|budget (below|under|of less|not exceeding)|turnover|salary|salaire|au total|enveloppe (globale|totale)|budget total|chiffre d'affaires|dotacao (total|global)|orcamento (total|global)|no total|volume de negocios|jumla ya)/
/** A salary in the five languages (folded). */
const SALARY = /(salary|salaries|remuneration|per annum|salaire|remuneracao|salario|mshahara|الراتب|راتب)/

const PLACES_CUE =
  /(eligib|open to|based in|registered in|operating in|working in|located in|countries|focus on|eligible|ouvert aux|basees? (en|au|a|dans)|enregistrees?|pays|zone|elegive|sediad|registad|paises|abert[oa]s? a|nchi|wanaoishi|sajiliwa|africa|afrique|afrika|البلدان|الدول|افريقيا)/
const FUNDER_TEXT =
  /(?:funded by|financed by|supported by|managed by|administered by|gere par|geree par|gerido por|gerida por|an initiative of|a programme of|a program of|finance par|financee par|finances par|avec le soutien de|une initiative de|financiado por|financiada por|com o apoio de|uma iniciativa d[aeo]|kwa ufadhili wa|imefadhiliwa na)\s+(?:the\s+|la\s+|le\s+|l'|a\s+|o\s+)?/g

/** A funder named in prose ("funded by the Acacia Foundation"), cut at the end of the name. */
function funderFromText(text: string): string | null {
  const folded = fold(text)
  for (const m of folded.matchAll(FUNDER_TEXT)) {
    const start = m.index + m[0].length
    const name = text.slice(start, start + 100).match(/^[\p{Lu}\d][^.,;:()\n]{1,80}/u)?.[0]
    if (name) return squash(name.replace(/\s+(and|et|e|na|in|en|em|to|for|pour|para|under|with|avec|com)\s.*$/i, '').replace(/\s+(and|et|e|na)$/i, ''))
  }
  return null
}

/** Words that end an organisation's name. */
const ORG_WORDS =
  'Foundation|Fondation|Fund|Fonds|Fundação|Fundo|Trust|Mfuko|Agency|Agence|Agência|Institute|Institut|Instituto|Ministry|Ministère|Ministério|Embassy|Ambassade|Embaixada|Bank|Banque|Banco|Union|União|Council|Conseil|Conselho|Programme|Program|Programa|Initiative|Iniciativa|Society|Société|Facility|Facilité|Alliance|Aliança|Commission|Comissão|Authority|Autorité|Endowment|Charity|Partnership|Partenariat|Parceria|Secretariat|Secrétariat|Secretariado'
/** Verbs (and phrases) that say an organisation funds or calls ("invites", "lance", "gives grants", "is a grant-making"). */
const FUNDING_VERBS =
  'finance|finances|financent|funds|fund|funding|supports|support|supporting|soutient|soutiennent|invites|invite|inviting|invitent|calls for|is calling|apoia|apoiam|abre|abrem|convida|convidam|lance|lancent|launches|launch|launching|lança|lançam|offers|offer|offering|offre|offrent|oferece|oferecem|provides|provide|accepting|unakaribisha|inakaribisha|announces|annonce|anuncia|gives|give|awards|makes grants|is opening|opens|ouvre|accorde|octroie|concede|atribui|is a grant-?making|est un fonds|é um fundo'

/**
 * An organisation named as the subject of a funding verb ("La Fondation Acacia finance…", "The Zambezi
 * Climate Finance Facility (ZCFF) invites…", "La Fondation Baraka pour les médias lance…", "Mfuko wa … unakaribisha…"),
 * at the start of a sentence or of a numbered clause ("1.1 The … Fund (GDSF) is a grant-making facility").
 * Every way through the name is unique (an article is never read as a word), so a long run of "Foundation of
 * the Foundation of the…" without a verb fails in linear time instead of trying every split.
 */
const ORG_SUBJECT = new RegExp(
  `(?:^|[.!?]\\s+|\\n)(?:\\d+(?:\\.\\d+)*\\.?\\s+)?(?:The |La |Le |L'|O |A |Os |As )?((?:[\\p{Lu}][\\p{L}'’-]+ ){0,4}(?:${ORG_WORDS})(?: (?:de|do|da|des|du|for|pour|wa|ya|of|para) (?:(?:les|la|le|the|a|o|os|as) )?(?!(?:les|la|le|the|a|o|os|as) )[\\p{L}'’-]+| [\\p{Lu}][\\p{L}'’-]+)*)(?: \\([\\p{Lu}]{2,10}\\))?(?:'s|’s)?(?: e parceiros| and (?:its )?partners| et (?:ses )?partenaires)?\\s+(?:is |are |est |sont |hereby )?(?:${FUNDING_VERBS})\\b`,
  'gu',
)

/**
 * An Arabic organisation announcing or funding a call ("تعلن مؤسسة قرطاج للمجتمع المدني عن فتح باب الترشح",
 * "بتمويل من صندوق ..."): an organisation word and up to six words, up to "عن", "إلى", a comma or the sentence's end.
 */
const ARABIC_FUNDER =
  /(?:تعلن|يعلن|تطلق|يطلق|تدعو|يدعو|تمول|يمول|تقدم|يقدم|تمنح|يمنح|بتمويل من|بدعم من|بتمويل|بدعم)\s+((?:مؤسسة|صندوق|وزارة|جمعية|منظمة|وكالة|الوكالة|سفارة|مبادرة|برنامج|الاتحاد|المعهد|معهد|الصندوق|المؤسسة|هيئة|مجلس|بنك|البنك)(?:\s+[\p{Script=Arabic}]+){1,6}?)(?=\s+(?:عن|إلى|الى|على|في|لفائدة|لدعم)\s|\s*[،,.:؛]|$)/u

/** Elements around a post that are not its text: a site banner, a hero's tagline, a teaser, a byline, a sidebar. */
const AROUND_THE_POST =
  'aside, header, figure, figcaption, [class*="banner"], [class*="hero"], [class*="teaser"], [class*="excerpt"], [class*="promo"], [class*="newsletter"], [class*="subscribe"], [class*="byline"], [class*="entry-meta"], [class*="post-meta"], [class*="author"], [class*="tagline"], [class*="site-description"], [class*="sidebar"], [class*="widget"], [class*="related"], [class*="share"], [class*="cta"], [role="complementary"]'

/** Structured types of a post (a blog's or a portal's), which is who posted a call, not who funds it. */
const POST_TYPES = /^(article|blogposting|newsarticle|socialmediaposting|posting|reportagenewsarticle)$/i

/** A site named as a place that gathers others' calls ("… Funding Portal", "Opportunities Board", "Grants Digest"). */
const BOARD_NAME =
  /\b(portal|portail|noticeboard|board|hub|digest|opportunit(y|ies)|opportunites|oportunidades|fursa|jobs|listings?|directory|annuaire|aggregator|desk|funds ?for ?ngos|blog)\b|بوابة|فرص/

/**
 * The organisation a source or "via" label names ("Thornbury Charitable Trust (website)", "Fondation X – appel
 * original"), or null when the value is only an address or a generic word ("the funder's website", "here").
 */
function organisationName(value: string): string | null {
  const name = squash(
    value
      .replace(/https?:\/\/\S+|www\.\S+/gi, ' ')
      .replace(/\s*[([]?(official )?(website|web ?site|site( web)?|site oficial|tovuti|الموقع)[)\]]?\s*$/i, '')
      .replace(/\s+[–—-]\s+.*$/, ''),
  )
  if (name.length < 3 || name.length > 120) return null
  if (!/^[\p{Lu}\p{N}]/u.test(name) && !/^[\u0600-\u06ff]/.test(name)) return null
  if (/^(here|link|click|the funder|ici|lien|aqui|hapa|original|read more)\b/i.test(name)) return null
  return name
}

/** Letters and digits of a name or heading, folded, without years ("Climate Fund 2027" → "climate fund"). */
const nameKey = (text: string) =>
  fold(text)
    .replace(/\b(19|20)\d{2}\b/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

function funderFromSubject(text: string, heading: string | null): string | null {
  for (const m of text.matchAll(ORG_SUBJECT)) {
    const name = squash(m[1])
    // "O Fundo de Saúde Comunitária apoia…" under the heading "Fundo de Saúde Comunitária" names the programme, not who funds it;
    // under "Red Thread Fund: Small Grants for Menstrual Health" the fund is the funder.
    if (!heading || nameKey(heading) !== nameKey(name)) return name
  }
  return null
}

/** The site's name at the end of a <title> whose first part is the page's heading ("Fellowship 2027 | Acacia Foundation"). */
function titleSuffix(documentTitle: string, heading: string | null): string | null {
  const parts = documentTitle.split(/\s+[|•·»–—-]\s+/)
  if (parts.length < 2) return null
  const last = squash(parts[parts.length - 1])
  if (heading && !fold(parts.slice(0, -1).join(' ')).includes(fold(heading).trim())) return null
  return last.length >= 3 && last.length <= 100 ? last : null
}

/** Where to apply: an http(s) URL resolved against the page, or a mailto: link to one address; else null. */
function applyRoute(href: string | null | undefined, base: string): string | null {
  const mail = href?.trim().replace(/^mailto:\s*/i, 'mailto:')
  if (mail && /^mailto:/i.test(mail)) return isMailtoRoute(mail) ? mail : null
  return absolute(href, base)
}

/** An http(s) URL resolved against the page, or null. */
function absolute(href: string | null | undefined, base: string): string | null {
  if (!href) return null
  try {
    const url = new URL(href.trim(), base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}

/** An ISO date from a structured value ("2027-03-15", "2027-03-15T23:59:00+01:00"), else the value read as prose. */
function structuredDeadline(value: string | null | undefined, reference: Date) {
  if (!value) return null
  const iso = value.trim().match(/^(\d{4})-(\d{2})-(\d{2})/)
  if (iso) return { deadline: `${iso[1]}-${iso[2]}-${iso[3]}`, isRolling: false, text: value.trim() }
  const parsed = parseDeadline(value, reference)
  return parsed.deadline || parsed.isRolling ? parsed : null
}

const first = (values: LabelledValue[], field: LabelledValue['field']) => values.find((v) => v.field === field) ?? null

/** An address without its scheme and closing slash, to compare it with a link's words. */
const bare = (url: string) => url.replace(/^(https?:\/\/|mailto:)/i, '').replace(/\/$/, '')

/** A link as the reviewer reads it: its words and where it goes ("Apply now (https://apply.example.org/x)"), or one of them when it holds the other. */
function quoteLink(link: FoundLink, route: string): string {
  if (!link.text || bare(route).includes(bare(link.text))) return route
  if (link.text.includes(link.href) || link.text.includes(bare(route))) return link.text
  return `${link.text} (${route})`
}

/** The sentence of the page that holds a value read from it, or the value itself when no one sentence does. */
const lineWith = (lines: string[], value: string) => lines.find((line) => line.includes(value)) ?? value

/** Reads a page into a grant, or a short reason it is not one (news, about, listing, closed, no_title, thin, no_signals). */
export function extractPage(page: FetchedPage): PageVerdict {
  const result = extractDetailed(page)
  return result.grant ? { kind: 'grant', grant: result.grant } : { kind: 'not_grant', reason: result.reasons[0] }
}

/** extractPage with every reason a page is not a grant, and the grant read even then (for the CLI, the bench and tests). */
export function extractDetailed(page: FetchedPage): { grant: DiscoveredGrantInput | null; reasons: NotGrantReason[]; draft: DiscoveredGrantInput } {
  const $ = load(page.html)
  flattenDeep($)
  const reference = page.fetchedAt
  const htmlLang = $('html').attr('lang') ?? null
  const relCanonical = $('link[rel~="canonical" i]').first().attr('href') ?? null
  const documentTitle = squash($('title').first().text())

  // 1. Structured data, read before the scripts are removed.
  const og = openGraph($)
  const { nodes, ids } = jsonLdNodes($)
  const ld: StructuredFields | null = bestItem(nodes, ids)
  const md: StructuredFields | null = bestItem(microdataNodes($))
  const structuredTypes = [...nodes.flatMap((n) => (Array.isArray(n['@type']) ? n['@type'] : [n['@type']]).map(String)), ...(md?.types ?? [])].map((t) => t.split(/[/#:]/).pop() ?? t)
  const publisher = nodes.map((n) => n).find((n) => /organi[sz]ation|ngo|corporation|governmentorganization|fundingagency/i.test(String(n['@type'])))

  // 2. The layout: heading, label → value pairs (the whole page, since facts often sit in a sidebar), main text.
  stripChrome($)
  const main = mainElement($)
  const all = ($('body').length ? $('body') : $.root()) as Cheerio<AnyNode>
  // The first 300 pairs, values cut to 2,000 characters: every parser reads a bounded amount of text however big the page.
  const labelled = labelledValues($, all)
    .slice(0, 300)
    .map((v) => ({ ...v, value: head(v.value, 2000) }))
  const mainText = blockText(main)
  // What the text patterns read: the start of the main content (see TEXT_LIMIT).
  const leadText = head(mainText)
  const h1 = squash(main.find('h1').first().text() || $('h1').first().text()) || null
  const lines = sentences(leadText)
  const foldedLines = lines.map(fold)

  const siteName = og.siteName
  // A grant item's name comes first; a generic page item's name (a WordPress WebPage, "Call – Site") only after the heading.
  const grantItem = (item: StructuredFields | null) => (item && grantRank(item) >= 2 ? item : null)
  const title = pick<string>([
    ['jsonld', cleanTitle(grantItem(ld)?.title, siteName), ld?.sources.title],
    ['microdata', cleanTitle(grantItem(md)?.title, siteName), md?.sources.title],
    ['og', cleanTitle(og.title, siteName), og.title],
    ['structure', h1 ?? first(labelled, 'title')?.value, h1 ?? pair(first(labelled, 'title'))],
    ['jsonld', cleanTitle(ld?.title, siteName), ld?.sources.title],
    ['microdata', cleanTitle(md?.title, siteName), md?.sources.title],
    ['structure', cleanDocumentTitle(documentTitle, siteName), documentTitle],
  ])

  // Description: a grant item's own, a labelled one, else the first paragraphs of the post itself (not a banner,
  // a teaser or a byline around it); a page item's description or og:description (often the blog's tagline or
  // an excerpt) only when the page has no paragraph of its own.
  const paragraphs = main
    .find('p')
    .toArray()
    .filter((p) => !$(p).closest(AROUND_THE_POST).length)
    .map((p) => squash($(p).text()))
    .filter((t) => t.length >= 60 && !/^[^:：]{2,40}[:：]/.test(t))
  const description = pick<string>([
    ['jsonld', grantItem(ld)?.description, ld?.sources.description],
    ['microdata', grantItem(md)?.description, md?.sources.description],
    ['structure', first(labelled, 'description')?.value, pair(first(labelled, 'description'))],
    ['text', paragraphs.length ? clip(paragraphs.slice(0, 3).join('\n\n'), 1500) : null, paragraphs[0]],
    ['jsonld', ld?.description, ld?.sources.description],
    ['microdata', md?.description, md?.sources.description],
    ['og', og.description && og.description.length >= 40 ? og.description : null, og.description],
  ])

  // The funder gives the money. On a post that reposts a call (an aggregator, a blog, a portal) the site, its
  // JSON-LD publisher and og:site_name are who posted it, never the funder: they count only on a funder's own page.
  const sourceLabel = labelled.find((v) => v.field === 'source') ?? null
  const sourceFunder = sourceLabel ? organisationName(sourceLabel.value) : null
  // A post: a source label, a blog's structured type, a dated permalink (/2026/11/slug/) or a site named as a board.
  const repost =
    !!sourceFunder || structuredTypes.some((t) => POST_TYPES.test(t)) || /\/(19|20)\d{2}\/\d{1,2}\//.test(page.url) || [siteName, ld?.publisher].some((name) => name && BOARD_NAME.test(fold(name)))
  const textFunder = funderFromText(leadText) ?? leadText.match(ARABIC_FUNDER)?.[1] ?? funderFromSubject(leadText, title?.value ?? h1)
  const publisherName = ld?.publisher ?? (publisher ? String(publisher.name ?? '') : null)
  const otherFunder = namedFunder(nodes, ids)
  const funder = pick<string>([
    ['jsonld', ld?.funder, ld?.sources.funder],
    ['microdata', md?.funder, md?.sources.funder],
    ['structure', first(labelled, 'funder')?.value, pair(first(labelled, 'funder'))],
    ['structure', sourceFunder, pair(sourceLabel)],
    ['jsonld', otherFunder, `funder: ${otherFunder}`],
    ['text', textFunder, textFunder ? lineWith(lines, textFunder) : null],
    ['jsonld', repost ? null : publisherName, `publisher: ${publisherName}`],
    ['og', repost ? null : siteName, siteName],
    ['structure', repost ? null : titleSuffix(documentTitle, h1), documentTitle],
  ])

  // Deadline: structured, a labelled field, then a sentence that names it.
  // A structured description (an app shell's og:description) is read for patterns too, after the page's own text.
  const descriptionLines = description && description.origin !== 'text' && description.origin !== 'structure' && !mainText.includes(description.value) ? sentences(head(description.value)) : []
  const descriptionFolded = descriptionLines.map(fold)
  const descriptionOrigin = description?.origin ?? 'text'
  // The deadline a sentence names, and that sentence.
  const textDeadline = (lines: string[], foldedLines: string[]) => {
    for (const cue of [STRONG_DEADLINE, LIMIT_DEADLINE, WEAK_DEADLINE]) {
      for (let i = 0; i < lines.length; i++) {
        if (!cue.test(foldedLines[i])) continue
        const parsed = parseDeadline(lines[i], reference)
        if (parsed.deadline || (parsed.isRolling && cue === STRONG_DEADLINE)) return { parsed, line: lines[i] }
      }
    }
    const rolling = lines.find((_, i) => STRONG_ROLLING.test(foldedLines[i]))
    return rolling ? { parsed: { deadline: null, isRolling: true, text: clip(rolling, 200) }, line: rolling } : null
  }
  // The first labelled deadline with a date (a "Deadline" heading may sit over a paragraph of prose).
  const labelledDeadline = labelled.find((v) => v.field === 'deadline' && (v.datetime || structuredDeadline(v.value, reference))) ?? null
  const [pageDeadline, describedDeadline] = [textDeadline(lines, foldedLines), textDeadline(descriptionLines, descriptionFolded)]
  const deadline = pick([
    ['jsonld', structuredDeadline(ld?.deadline, reference), ld?.sources.deadline],
    ['microdata', structuredDeadline(md?.deadline, reference), md?.sources.deadline],
    ['structure', labelledDeadline ? (structuredDeadline(labelledDeadline.datetime, reference) ?? structuredDeadline(labelledDeadline.value, reference)) : null, pair(labelledDeadline)],
    ['text', pageDeadline?.parsed, pageDeadline?.line],
    [descriptionOrigin, describedDeadline?.parsed, describedDeadline?.line],
  ])

  // Amount.
  const structuredAmount = (s: StructuredFields | null) => {
    if (!s?.amount) return null
    const parsed = parseAmount(s.amount.text)
    if (s.amount.min === null && s.amount.max === null) return parsed.min !== null || parsed.max !== null ? parsed : null
    const currency = s.amount.currency ?? parsed.currency
    const top = s.amount.max ?? s.amount.min
    const converted = currency && top !== null ? toUsd(top, currency) : null
    return { ...parsed, min: s.amount.min, max: s.amount.max, currency, amountUsd: converted?.usd ?? null, fxRate: converted?.rate ?? null, fxDate: converted?.date ?? null }
  }
  const amountLabels = labelled.filter((v) => v.field === 'amount')
  const labelledAmount = amountLabels.map((v) => parseAmount(v.value))
  const labelledAmountSource = amountLabels.map(pair)
  // "Valor mínimo" and "Valor máximo" in two rows make one range.
  const minLabel = amountLabels.findIndex((v) => /\b(min|minimum|minimo|minimal)\b/.test(fold(v.label)))
  const maxLabel = amountLabels.findIndex((v) => /\b(max|maximum|maximo|maximal|plafond)\b/.test(fold(v.label)))
  if (minLabel >= 0 && maxLabel >= 0) {
    const [low, high] = [labelledAmount[minLabel], labelledAmount[maxLabel]]
    const currency = high.currency ?? low.currency
    const top = high.max ?? high.min
    const converted = currency && top !== null ? toUsd(top, currency) : null
    labelledAmountSource.unshift(`${pair(amountLabels[minLabel])} · ${pair(amountLabels[maxLabel])}`)
    labelledAmount.unshift({
      ...high,
      min: low.min ?? low.max,
      max: top,
      currency,
      text: `${amountLabels[minLabel].value} – ${amountLabels[maxLabel].value}`,
      amountUsd: converted?.usd ?? null,
      fxRate: converted?.rate ?? null,
      fxDate: converted?.date ?? null,
    })
  }
  // Lines that name a grant's size first, then any other line with a cue, then any line: a programme's total
  // ("a total of N100 million", "the indicative budget for this call is EUR 9.6 million") or an applicant's
  // own budget or a salary ("an annual budget below USD 100,000") is the size of no grant.
  const textAmount = (lines: string[], foldedLines: string[], passes: ReadonlyArray<'size' | 'cue' | 'any'> = ['size', 'cue', 'any']) => {
    const withCue = lines.map((line, i) => ({
      line,
      cue: AMOUNT_CUE.test(foldedLines[i]) && !AMOUNT_TOTAL.test(foldedLines[i]),
      any: AMOUNT_CUE.test(foldedLines[i]),
      salary: SALARY.test(foldedLines[i]),
    }))
    for (const pass of passes) {
      for (const { line, cue, any, salary } of withCue) {
        // A salary is what a job pays, never a grant's size.
        if (salary) continue
        if ((pass === 'size' && !cue) || (pass === 'cue' && !any)) continue
        const parsed = parseAmount(line)
        if (parsed.currency && (parsed.max ?? parsed.min ?? 0) >= 100) return { parsed, line }
      }
    }
    return null
  }
  const labelledPick = labelledAmount.find((a) => a.currency) ?? labelledAmount.find((a) => a.min !== null || a.max !== null)
  // Where structured data and the page's visible text disagree on a grant's size or currency, the page wins:
  // structured data is often a template's leftover (a sample figure, a default currency). Only a labelled amount
  // or a line that names one grant's size speaks against it, not a total envelope.
  const visibleAmount = labelledPick?.currency ? labelledPick : (textAmount(lines, foldedLines, ['size'])?.parsed ?? null)
  const agrees = (s: ParsedAmount | null) => !s || !visibleAmount || (s.currency === visibleAmount.currency && (s.max ?? s.min) === (visibleAmount.max ?? visibleAmount.min))
  const [ldAmount, mdAmount] = [structuredAmount(ld), structuredAmount(md)]
  const [pageAmount, describedAmount] = [textAmount(lines, foldedLines), textAmount(descriptionLines, descriptionFolded)]
  const amount = pick([
    ['jsonld', agrees(ldAmount) ? ldAmount : null, ld?.sources.amount],
    ['microdata', agrees(mdAmount) ? mdAmount : null, md?.sources.amount],
    ['structure', labelledPick, labelledPick ? labelledAmountSource[labelledAmount.indexOf(labelledPick)] : null],
    ['text', pageAmount?.parsed, pageAmount?.line],
    [descriptionOrigin, describedAmount?.parsed, describedAmount?.line],
  ])

  // Places: structured, a labelled field (or the eligibility field when it names places), the text.
  const placesOf = (text: string | null | undefined) => {
    const p = parsePlaces(text)
    return p.countryCodes.length || p.geographicFocus.length ? p : null
  }
  const textPlaces = (lines: string[], foldedLines: string[]) => {
    const hits = lines
      .filter((_, i) => PLACES_CUE.test(foldedLines[i]))
      .slice(0, 40)
      .map((line) => ({ line, places: placesOf(line) }))
    const found = hits.filter((h) => h.places)
    if (!found.length) return null
    const codes = new Set(found.flatMap((h) => h.places!.countryCodes))
    const focus = new Set(found.flatMap((h) => h.places!.geographicFocus))
    const merged = parsePlaces(found.map((h) => h.line).join(' '))
    return {
      places: {
        countryCodes: merged.countryCodes.filter((c) => codes.has(c)),
        geographicFocus: merged.geographicFocus.filter((f) => focus.has(f)),
        countryScope: clip(found.map((h) => h.line).join(' '), 500),
      },
      line: found.map((h) => h.line).join(' '),
    }
  }
  // Every labelled place ("Region: Southern Africa", "Eligible countries: South Africa, Namibia") read together.
  const placeLabels = labelled.filter((v) => v.field === 'places')
  const labelledPlaces = placeLabels.map((v) => v.value)
  const [pagePlaces, describedPlaces] = [textPlaces(lines, foldedLines), textPlaces(descriptionLines, descriptionFolded)]
  const places = pick([
    ['jsonld', placesOf(ld?.places), ld?.sources.places],
    ['microdata', placesOf(md?.places), md?.sources.places],
    [
      'structure',
      labelledPlaces.length ? placesOf(labelledPlaces.join('; ')) : placesOf(first(labelled, 'eligibility')?.value),
      labelledPlaces.length ? placeLabels.map(pair).join('; ') : pair(first(labelled, 'eligibility')),
    ],
    ['text', pagePlaces?.places, pagePlaces?.line],
    [descriptionOrigin, describedPlaces?.places, describedPlaces?.line],
    ['structure', placesOf(title?.value), title?.value],
    // The lead paragraph ("…enterprises in Ghana, Nigeria and Sierra Leone") when nothing else names a place.
    ['text', placesOf(paragraphs[0]), paragraphs[0]],
  ])
  // Regions count wherever the page names them (the title, a label, its eligibility text), not only in the field chosen above.
  const namedRegions = new Set<string>(places?.value.geographicFocus ?? [])
  // The first text that names a region, for the reviewer when the places above name none.
  let regionSource: string | null = places?.value.geographicFocus.length ? places.source : null
  const regionTexts: Array<[string | null | undefined, string | null]> = [
    [title?.value, title?.value ?? null],
    // A description is quoted by the sentence that names the region.
    [description?.value, null],
    ...labelled.filter((v) => v.field === 'places' || v.field === 'eligibility').map((v): [string, string | null] => [v.value, pair(v)]),
    ...lines
      .filter((_, i) => PLACES_CUE.test(foldedLines[i]))
      .slice(0, 40)
      .map((line): [string, string] => [line, line]),
  ]
  for (const [text, source] of regionTexts) {
    const regions = parsePlaces(text).geographicFocus
    if (regions.length && regionSource === null) regionSource = source ?? sentences(head(text ?? '', 3000)).find((s) => parsePlaces(s).geographicFocus.length) ?? text ?? null
    for (const id of regions) namedRegions.add(id)
  }
  const geographicFocus = GRANT_REGIONS.filter((id) => namedRegions.has(id))
  const usd = amount ? withCfaFranc(amount.value, places?.value.countryCodes ?? [], geographicFocus) : null

  // Language: the text decides, the declared language breaks a tie on short pages.
  const language: Language = detectLanguage(`${title?.value ?? ''}\n${description?.value ?? ''}\n${mainText.slice(0, 3000)}`, htmlLang ?? og.locale ?? ld?.language)

  // Sectors: an explicit field, else the title and description, plus words the page repeats.
  const explicitSectors = pick<string[]>([
    ['jsonld', sectorsFromText(ld?.sectors, language), ld?.sources.sectors],
    ['microdata', sectorsFromText(md?.sectors, language), md?.sources.sectors],
    ['structure', sectorsFromText(first(labelled, 'sector')?.value, language), pair(first(labelled, 'sector'))],
  ])
  // Evidence for each sector, weighed by where it is written: a word in the title counts 3, in the lead paragraph
  // or a structured description 2, anywhere in the text 1. A sector needs 3, and a third of the best one's: one
  // passing word ("social enterprises" among who may apply) does not make a women's health grant an enterprise one.
  const sectorEvidence = new Map<string, number>()
  const weigh = (text: string | null | undefined, weight: number) => {
    if (text) for (const [sector, n] of sectorScores(text, language)) sectorEvidence.set(sector, (sectorEvidence.get(sector) ?? 0) + n * weight)
  }
  weigh(title?.value, 3)
  weigh(description?.value, description?.origin === 'text' ? 1 : 2)
  weigh(paragraphs[0], 1)
  weigh(leadText, 1)
  // Who may apply ("social enterprises", "women's groups") says little about what is funded.
  for (const v of labelled.filter((l) => l.field === 'eligibility')) weigh(v.value, -1)
  const bestEvidence = Math.max(0, ...sectorEvidence.values())
  const textSectors = [...sectorEvidence]
    .filter(([, n]) => n >= 3 && n >= bestEvidence / 4)
    .sort((a, b) => b[1] - a[1])
    .map(([sector]) => sector)
  // Sectors read from the text are quoted by the first text that names the main one: the title, the lead paragraph, a sentence.
  const sectorSource = () =>
    [title?.value, paragraphs[0], ...sentences(head(description?.value ?? '', 3000)), ...lines.slice(0, 200)].find(
      (text) => text && (sectorScores(text, language).get(textSectors[0] as Sector) ?? 0) > 0,
    ) ?? null
  const sectors = explicitSectors ?? (textSectors.length ? { value: textSectors.slice(0, 3), origin: 'text' as Origin, source: sectorSource() } : null)

  // Who may apply: the labelled eligibility section ("Who can apply", "Qui peut postuler ?", "الأهلية"), else the sentences that say it.
  const eligibilityLabels = labelled.filter((v) => v.field === 'eligibility')
  const labelledEligibility = eligibilityLabels.length ? readEligibility(eligibilityLabels.map((v) => v.value).join('\n')) : null
  const cueLines = lines.filter((_, i) => APPLICANT_CUE.test(foldedLines[i])).slice(0, 10)
  const textEligibility = cueLines.length ? readEligibility(cueLines.join('\n')) : null
  const stated = (e: typeof labelledEligibility) => (e && (e.applicantTypes.length || e.foreignApplicants !== null || e.eligibleCountries.length) ? e : null)
  const eligibility = pick([
    ['structure', stated(labelledEligibility), eligibilityLabels.map(question).join(' · ')],
    ['text', stated(textEligibility), cueLines.join(' ')],
  ])

  // A labelled link to a page or portal, then the apply button, then a labelled document (the guidelines' PDF is not where one applies).
  // An apply label whose value is an e-mail address ("Applications: grants@embassy.example") is a mailto: route.
  const labelledApplies = labelled
    .filter((v) => v.field === 'apply')
    .map(
      (v): FoundLink => ({
        href: v.href ?? (/^https?:\/\//.test(v.value) ? v.value : (v.value.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/)?.[0].replace(/^/, 'mailto:') ?? '')),
        text: `${v.label}: ${v.value}`,
      }),
    )
    .filter((h) => !!h.href)
  const isWeb = (h: string) => !/^mailto:/i.test(h)
  // The first link that is a route to apply, quoted by its words and its address.
  const routed = (links: Array<FoundLink | null | undefined>) => {
    for (const link of links) {
      const route = link ? applyRoute(link.href, page.url) : null
      if (link && route !== null) return { route, source: quoteLink(link, route) }
    }
    return null
  }
  const structureApply = routed([labelledApplies.find((h) => isWeb(h.href) && !isDocumentLink(h.href)), applyAnchor($, all), labelledApplies.find((h) => isWeb(h.href)), labelledApplies[0]])
  const textApply = routed([applyAnchorInText($, main)])
  const apply = pick<string>([
    ['jsonld', applyRoute(ld?.applyUrl, page.url), ld?.sources.applyUrl],
    ['microdata', applyRoute(md?.applyUrl, page.url), md?.sources.applyUrl],
    ['structure', structureApply?.route, structureApply?.source],
    ['text', textApply?.route, textApply?.source],
  ])

  const canonical = canonicalUrl(page.url, relCanonical)
  const links = findLinksIn($, page.url, main)
  const anchorText = main
    .find('a')
    .toArray()
    .reduce((n, a) => n + squash($(a).text()).length, 0)
  const statusValue = first(labelled, 'status')?.value ?? null
  const closed = closedMarker($, main, title?.value ?? null) ?? (statusValue && /^(closed|cloture|fermee?|encerrad|imefungwa)/.test(fold(statusValue)) ? statusValue : null)
  const rank = Math.max(ld ? grantRank(ld) : 0, md ? grantRank(md) : 0)

  const classification = classifyPage({
    url: page.url,
    title: title?.value ?? null,
    text: descriptionLines.length ? `${leadText}\n${head(description?.value ?? '', 2000)}` : leadText,
    structuredTypes,
    ogType: og.type,
    hasStructuredGrant: rank >= 2,
    grantLinks: links.candidates.length,
    linkTextShare: mainText.length ? anchorText / mainText.length : 0,
    hasPagination: links.pagination.length > 0,
    dateCount: countDates(leadText, reference),
    deadline: deadline?.value.deadline ?? null,
    isRolling: deadline?.value.isRolling ?? false,
    closedMarker: closed,
    hasAmount: !!amount,
    hasApplyLink: !!apply,
    hasFunderLabel: !!first(labelled, 'funder'),
    reference,
  })

  // What each field was read from, for the reviewer (the page's language is read from its text: quoted by its lead).
  const fieldSnippets = snippets({
    title: title?.source,
    funderName: funder?.source,
    description: description?.source,
    fundingAmount: amount?.source,
    currency: usd?.currency ? amount?.source : null,
    deadline: deadline?.source,
    countryScope: places?.source,
    countryCodes: places?.value.countryCodes.length ? places.source : null,
    geographicFocus: geographicFocus.length ? regionSource : null,
    sectors: sectors?.source,
    applicationUrl: apply?.source,
    applicantTypes: eligibility?.value.applicantTypes.length ? eligibility.source : null,
    foreignApplicants: eligibility && eligibility.value.foreignApplicants !== null ? eligibility.source : null,
    eligibleCountries: eligibility?.value.eligibleCountries.length ? eligibility.source : null,
    language: paragraphs[0] ?? description?.value ?? title?.value,
  })
  const origins: DiscoveredGrantInput['fieldOrigins'] = {}
  const note = (keys: Array<keyof DiscoveredGrantInput>, found: { origin: Origin } | null) => {
    if (found) for (const key of keys) origins[key] = found.origin
  }
  note(['title'], title)
  note(['description'], description)
  note(['funderName'], funder)
  note(['deadline', 'deadlineText', 'isRolling'], deadline)
  note(['fundingAmount', 'amountMin', 'amountMax', 'currency', 'amountUsd'], amount)
  note(['countryScope', 'countryCodes', 'geographicFocus'], places)
  if (!places && geographicFocus.length) origins.geographicFocus = 'text'
  note(['sectors'], sectors)
  note(['applicationUrl'], apply)
  if (eligibility?.value.applicantTypes.length) origins.applicantTypes = eligibility.origin
  if (eligibility && eligibility.value.foreignApplicants !== null) origins.foreignApplicants = eligibility.origin
  if (eligibility?.value.eligibleCountries.length) origins.eligibleCountries = eligibility.origin
  origins.language = 'text'

  const draft: DiscoveredGrantInput = {
    externalId: canonical,
    pageUrl: page.url,
    canonicalUrl: canonical,
    isAwardedRecord: false,
    title: clip(title?.value ?? '', 300),
    // "Thornbury Charitable Trust (UK)": the country or acronym after a name is left out.
    funderName: funder ? clip(funder.value.replace(/\s*\([^()]{1,40}\)\s*$/, ''), 200) : null,
    description: description?.value ?? null,
    fundingAmount: usd?.text ?? null,
    amountMin: usd?.min ?? null,
    amountMax: usd?.max ?? null,
    currency: usd?.currency ?? null,
    amountUsd: usd?.amountUsd ?? null,
    fxRate: usd?.fxRate ?? null,
    fxDate: usd?.fxDate ?? null,
    deadline: deadline?.value.deadline ?? null,
    deadlineText: deadline?.value.text ?? null,
    isRolling: deadline?.value.isRolling ?? false,
    countryScope: places?.value.countryScope ?? null,
    countryCodes: places?.value.countryCodes ?? [],
    geographicFocus,
    sectors: sectors?.value ?? [],
    applicationUrl: apply?.value ?? null,
    applicantTypes: eligibility?.value.applicantTypes ?? [],
    foreignApplicants: eligibility?.value.foreignApplicants ?? null,
    eligibleCountries: eligibility?.value.eligibleCountries ?? [],
    language,
    fieldOrigins: origins,
    fieldSnippets,
    snippet: mainText ? clip(squash(head(mainText, 2000)), 400) : null,
  }
  return { grant: classification.isGrant ? draft : null, reasons: classification.reasons, draft }
}
