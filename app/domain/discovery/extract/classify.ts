import { isPast } from './dates.ts'
import { fold, head, safeDecode } from './text.ts'

/**
 * Is this page one open grant? The crawl queues only pages that are; everything else is counted
 * and left out, with a short reason id for the task's log: no_title, about, news, listing, closed,
 * thin (too little text), no_signals (nothing says grant), and the pages that talk about grants
 * without offering one: job (a vacancy), procurement (a tender, a consultancy, terms of reference),
 * event (a workshop, a webinar, an information session) and results (grantees or winners announced).
 */

export const NOT_GRANT_REASONS = ['no_title', 'about', 'news', 'listing', 'closed', 'thin', 'no_signals', 'job', 'procurement', 'event', 'results'] as const
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
/**
 * Pages about grants that offer none, by their address, their structured type and their title, in
 * English, French, Portuguese and Swahili (folded). A title word counts only when the title does not
 * also say grant, except for the words that cannot name a call ("vacancy", "tender", "webinar", "winners").
 */
type PageKind = 'job' | 'procurement' | 'event' | 'results'
const KIND_PATHS: Array<[PageKind, RegExp]> = [
  ['job', /\/(careers?|jobs?|vacanc(y|ies)|work-with-us|join-us|recrutements?|emplois?|offres-d-emploi|carrieres?|vagas|emprego|carreiras|recrutamento|ajira|nafasi-za-kazi)(\/|$)/],
  ['procurement', /\/(procurement|tenders?|rfq|rfps?-services|appels-d-offres?|marches-publics|passation-de-marches|licitac(ao|oes)|aquisicoes|concursos-publicos|zabuni)(\/|$)/],
  ['event', /\/(events?|evenements?|eventos|webinars?|workshops?|ateliers?|agenda|calendar|matukio)(\/|$)/],
]
const KIND_TYPES: Array<[PageKind, RegExp]> = [
  ['job', /^jobposting$/],
  ['event', /^(event|educationevent|businessevent|socialevent|exhibitionevent|courseinstance)$/],
]
/** Title words that only a vacancy, a tender, an event or a results page uses. */
const KIND_TITLE_STRONG: Array<[PageKind, RegExp]> = [
  [
    'job',
    /\b(vacanc(y|ies)|job (opening|offer|posting|advert)|we are hiring|now hiring|offres? d'emploi|avis de recrutement|avis de vacance|vaga(s)? (de emprego|para)|oferta de emprego|nafasi (ya|za) kazi)\b|\b(grants?|programmes?|programs?|finance|partnerships?|compliance|monitoring and evaluation|m&e) (and [a-z]+ )?(officer|manager|coordinator|assistant|associate|specialist|accountant|administrator|director|intern)\b|\b(charge|chargee|responsable|gestionnaire|assistant|assistante) (de |des |du )?(subventions?|programmes?|partenariats?|suivi)\b|\b(gestor|gestora|oficial|tecnico|tecnica|assistente|coordenador|coordenadora) (de |dos |das )?(subvenc|programas?|parcerias|financiamentos?)|\bafisa (wa )?(ruzuku|programu|fedha)|(مسؤول|مسؤولة|مسوول|مسوولة|موظف|مدير|منسق) (المنح|البرامج|الشراكات)|وظيفة شاغرة/,
  ],
  [
    'procurement',
    /\b(tenders?|tender notice|invitation (to|for) (bid|tender)s?|request for (quotations?|quotes?|bids?|tenders?)|rfq|terms of reference|consultancy|consulting services|(audit|evaluation|consultancy|advisory) (services|firm)|(external|financial|statutory) audit|(mid-term|midterm|final|end-of-project|endline|baseline) (evaluation|review)|appel d'offres|avis d'appel d'offres|termes de reference|services de consultants?|recrutement d'un (consultant|cabinet|bureau)|demande de (cotation|prix)|concurso publico|termos de referencia|pedido de cotacao|manifestacao de interesse para (consultoria|servicos)|contratacao de (consultor|empresa|servicos)|servicos de consultoria|zabuni|huduma za ushauri)\b|(طلب عروض|خدمات استشارية|استشاري)/,
  ],
  ['event', /\b(webinars?|webinaires?|information session|info session|masterclass|proposal writing (clinic|workshop|training)|session d'information|sessao de informacao)\b/],
  [
    'results',
    /\b(grantees|winners|awardees|laureates|laureats|beneficiaires (retenus|selectionnes)|vencedores|contemplados|resultados d[aoe]|results of|shortlisted (applicants|projects|organi[sz]ations))\b/,
  ],
]
/** Title words that say so when the title does not also say grant. */
const KIND_TITLE_WEAK: Array<[PageKind, RegExp]> = [
  ['job', /\b(recruit(ment|ing)|hiring|careers?|internship|recrutement|stage|recrutamento|estagio|officer|coordinator|manager|assistant)\b/],
  ['procurement', /\b(consultant|consultants|procurement|bid|expression of interest .*services|prestataire|consultor(es|a)?|consultoria|aquisicao)\b/],
  ['event', /\b(workshop|clinic|conference|seminar|webinar|atelier|seminaire|conference|forum|oficina|seminario|conferencia|warsha|mkutano)\b/],
  ['results', /\b(announc(ing|es|ed)|congratulations|meet the|annonce|felicitations|anuncia|parabens)\b/],
]

/**
 * Words near the top of a page that only a tender or a vacancy uses, read when the title does not say grant
 * (a grant call may well attach its own "terms of reference", so these never overrule a grant title).
 */
const KIND_TEXT: Array<[PageKind, RegExp]> = [
  [
    'procurement',
    /(consulting services|consultancy services|request for quotations?|invitation to bid|bidding documents|procurement (method|notice|reference|plan)|quality- and cost-based selection|technical (and|&) financial proposals?|the consultant (shall|will)|audit firm|avis d'appel d'offres|dossier d'appel d'offres|services de consultants?|offres? technique et financiere|le consultant (devra|sera)|cabinet d'audit|pedido de cotacao|caderno de encargos|servicos de consultoria|proposta tecnica e financeira)/,
  ],
  [
    'job',
    /(the post ?holder|key responsibilities|job description|the successful candidate|cover letter and (cv|resume)|cv and (a )?cover letter|salary (range|scale|band)|gross (annual|monthly) salary|reporting to the|fiche de poste|lettre de motivation et (cv|curriculum)|salaire (brut|mensuel|annuel)|descricao de funcoes|carta de motivacao e (cv|curriculo)|salario (bruto|mensal)|mshahara|الراتب)/,
  ],
]

/** What kind of non-grant page this is (a vacancy, a tender, an event, results), or null. */
export function pageKind(url: string, title: string | null, structuredTypes: string[], text = ''): PageKind | null {
  const types = structuredTypes.map((t) => t.toLowerCase())
  // A JobPosting's salary and closing date look like a grant's amount and deadline: the type decides unless the page also has a grant type.
  const grantType = types.some((t) => /^(grant|monetarygrant|fundingscheme|fundingagency)$/.test(t))
  if (!grantType) for (const [kind, pattern] of KIND_TYPES) if (types.some((t) => pattern.test(t))) return kind
  const t = fold(title ?? '')
  for (const [kind, pattern] of KIND_TITLE_STRONG) if (pattern.test(t)) return kind
  const path = pathOf(url)
  for (const [kind, pattern] of KIND_PATHS) if (pattern.test(path) && !GRANT_WORDS.test(t)) return kind
  if (GRANT_WORDS.test(t)) return null
  for (const [kind, pattern] of KIND_TITLE_WEAK) if (pattern.test(t)) return kind
  const lead = fold(text.slice(0, 1500))
  for (const [kind, pattern] of KIND_TEXT) if (pattern.test(lead)) return kind
  return null
}

/** Words that say "grant" in the four languages we read. */
const GRANT_WORDS =
  /\b(grants?|call for (proposals|applications|concept notes|expressions? of interest|partners)|expressions? of interest|funding (opportunit|call|available)|requests? for (proposals|applications|concept notes)|appels? a (partenaires|partenariat|notes conceptuelles)|manifestations? d'interet|demande de propositions|chamadas? (para|de) (parceiros|propostas|notas conceituais)|manifestac(ao|oes) de interesse|pedido de propostas|wito wa (maombi|mapendekezo|washirika)|fellowships?|awards?|prizes?|small grants?|subventions?|appels? a (projets|propositions|candidatures|manifestation)|financements?|bourses?|editais|edital|chamadas?|subvenc(ao|oes)|subsidios?|financiamentos?|bolsas?|ruzuku|ufadhili|maombi ya ruzuku)/

/** The same in Arabic, folded (no hamza): منحة, منح, تمويل, دعوة لتقديم المقترحات, باب الترشح. Arabic has no \\b. */
const ARABIC_GRANT_WORDS = /(منح|تمويل|دعوة لتقديم|طلب مقترحات|طلبات الترشح|باب الترشح|باب التقديم|ابداء الاهتمام|دعوة للشراكة|دعوة الشركاء)/

/**
 * The evidence that a page is a grant: a grant type in its structured data (3), grant words in its
 * title or address (2) or text (1), a deadline or "rolling" (2), an amount (1), an apply link (1),
 * a funder label (1). A grant needs 3.
 */
export function grantScore(s: PageSignals): number {
  let score = 0
  if (s.hasStructuredGrant) score += 3
  const saysGrant = (text: string) => GRANT_WORDS.test(text) || ARABIC_GRANT_WORDS.test(text)
  if (saysGrant(fold(`${s.title ?? ''} `) + pathOf(s.url))) score += 2
  else if (saysGrant(fold(s.text.slice(0, 3000)))) score += 1
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
  const kind = s.hasStructuredGrant ? pageKind(s.url, s.title, s.structuredTypes) : pageKind(s.url, s.title, s.structuredTypes, s.text)
  if (kind) reasons.push(kind)
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
