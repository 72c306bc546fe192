import type { Cheerio, CheerioAPI } from 'cheerio/slim'
import type { AnyNode, Element } from 'domhandler'
import { fold, head, squash } from './text.ts'

/**
 * What a page's layout says: its heading, its label → value pairs (<dl>, two-column tables,
 * "Label: value" lines, a heading over a paragraph) in English, French, Portuguese and Swahili,
 * its main text, and its apply button.
 */

export type LayoutField = 'funder' | 'source' | 'deadline' | 'amount' | 'places' | 'apply' | 'sector' | 'status' | 'description' | 'eligibility' | 'title'

/** Labels by field, folded, tried in this order (so "Funding organisation" is the funder, "Funding" the amount). */
const LABELS: Array<[LayoutField, RegExp]> = [
  [
    'funder',
    /^(funder|funders|funded by|donor|donors|grantor|grant ?maker|funding (organi[sz]ation|agency|partner|body)|financial partner|sponsor|sponsored by|bailleurs?( de fonds)?|partenaire financier|financeurs?|finance par|organisme financeur|financiador(es)?|financiado por|doador(es)?|entidade (financiadora|doadora)|organizacao financiadora|parceiro financiador|mfadhili|wafadhili|mtoaji|mtoa ruzuku)\b/,
  ],
  // Where an aggregator found the call: the organisation it links to ("Source: Thornbury Trust", "Via", "Original call").
  ['source', /^(source|sources|original (call|announcement|post)|via|posted by the funder|source de l'appel|appel original|fonte|chamada original|edital original|chanzo|tangazo la asili)$/],
  [
    'deadline',
    /(deadline|closing date|close date|closes|applications close|(applications?|proposals?|submissions?|concept notes?|expressions? of interest|eois?) (are )?due|due date|submission date|submit by|last date|date limite|date de cloture|cloture|date butoir|date de depot|delai de (soumission|depot)|fin des candidatures|prazo|data limite|data de encerramento|encerramento|data final|ultimo dia|tarehe ya mwisho|tarehe ya kufunga|mwisho wa)/,
  ],
  [
    'amount',
    /^(amount|funding|funding (amount|available|size|range|level)|grant (size|amount|value)|award|award (amount|size)|minimum|maximum|size of (the )?grants?|budget|value|montant|montants|financement|enveloppe|valeur|valor|valores|montante|financiamento|orcamento|kiasi|ufadhili|kiasi cha ruzuku)\b/,
  ],
  [
    'places',
    /^(eligible countr|countries|country|geographic|geographical|region|regions|location|where|pays eligibles|pays|zones?( geographiques?| d'intervention)?|paises elegiveis|paises|pais|abrangencia|regiao|regioes|localizacao|nchi|eneo|maeneo)/,
  ],
  [
    'apply',
    /^(apply|how to apply|application$|applications$|online application|application (link|portal|form|process)|postuler|candidater|comment postuler|soumettre|soumission|candidatar|candidatura|como candidatar|submeter|submissao|inscricao|inscricoes|tuma maombi|omba|jinsi ya kuomba)/,
  ],
  ['sector', /^(sectors?|thematic|themes?|focus|focus areas?|areas? of focus|secteurs?|domaines?|thematiques?|setor(es)?|area tematica|areas tematicas|sekta)\b/],
  ['status', /^(status|statut|etat|estado|situacao|hali)\b/],
  ['eligibility', /^(eligibility|who can apply|eligible|criteres d'eligibilite|eligibilite|qui peut postuler|elegibilidade|quem pode candidatar|vigezo|wanaostahili)/],
  ['description', /^(description|summary|overview|resume|presentation|descricao|resumo|maelezo|muhtasari)\b/],
  ['title', /^(title|titre|titulo|programme|program|call|jina)$/],
]

/** Arabic labels, folded (hamza and madda removed, as fold does); Arabic words have no \\b, so these are matched at the label's start. */
const ARABIC_LABELS: Array<[LayoutField, RegExp]> = (
  [
    ['funder', ['الجهة المانحة', 'الجهة الممولة', 'الجهة الداعمة', 'الممول', 'المانح']],
    ['source', ['المصدر', 'مصدر الاعلان']],
    ['deadline', ['الموعد النهائي', 'آخر أجل', 'آخر موعد', 'تاريخ الإغلاق', 'تاريخ الاغلاق', 'آخر أجل لتقديم', 'آخر يوم', 'اخر اجل', 'تاريخ انتهاء']],
    ['amount', ['قيمة المنحة', 'قيمة التمويل', 'مبلغ المنحة', 'المبلغ', 'الميزانية', 'قيمة الدعم']],
    ['places', ['البلدان', 'الدول', 'البلد', 'المنطقة', 'النطاق الجغرافي']],
    ['apply', ['طريقة الترشح', 'كيفية الترشح', 'طريقة التقديم', 'كيفية التقديم', 'للتقديم', 'التقديم']],
    ['sector', ['المجالات', 'مجالات', 'القطاعات', 'المحاور']],
    ['eligibility', ['الأهلية', 'شروط الأهلية', 'شروط الترشح', 'من يمكنه']],
  ] as Array<[LayoutField, string[]]>
).map(([field, words]) => [field, new RegExp(`^(${words.map((w) => fold(w)).join('|')})`)])

/** The field a label names, or null. Labels longer than 60 characters are sentences, not labels. */
export function fieldOfLabel(label: string): LayoutField | null {
  const folded = fold(squash(label)).replace(/[\s:：*]+$/, '')
  if (!folded || folded.length > 60) return null
  // A call to action ("Never miss a deadline", "Ne manquez aucune date limite") is a heading, not a label.
  if (/\b(never|miss|don't|subscribe|sign up|ne manquez|abonnez|nao perca|subscreva)\b/.test(folded)) return null
  for (const [field, pattern] of LABELS) if (pattern.test(folded)) return field
  for (const [field, pattern] of ARABIC_LABELS) if (pattern.test(folded)) return field
  return null
}

export interface LabelledValue {
  field: LayoutField
  label: string
  value: string
  /** The first http(s) or relative link in the value, if any. */
  href: string | null
  /** The machine-readable date of a <time datetime> in the value, if any. */
  datetime?: string | null
}

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
])

/** Text with a line break at every block element (cheerio's .text() runs blocks together). */
export function blockText(root: Cheerio<AnyNode>): string {
  const out: string[] = []
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') out.push((node as unknown as { data: string }).data)
      else if (node.type === 'root') walk((node as unknown as { children: AnyNode[] }).children)
      else if (node.type === 'tag') {
        const el = node as Element
        const block = BLOCK.has(el.tagName.toLowerCase())
        if (block) out.push('\n')
        walk(el.children as AnyNode[])
        if (block) out.push('\n')
        else if (el.tagName.toLowerCase() === 'td' || el.tagName.toLowerCase() === 'th') out.push(' ')
      }
    }
  }
  walk(root.toArray())
  return out.join('').split('\n').map(squash).filter(Boolean).join('\n')
}

/** How deep elements may nest before the extraction flattens them (real pages stay far below; see flattenDeep). */
export const MAX_DEPTH = 128

/**
 * Flattens elements nested deeper than MAX_DEPTH: each element at that depth keeps its subtree's
 * text nodes as direct children, in order. Reading a page is recursive and some selector work grows
 * with depth times size, so 100,000 nested <div>s (1 MB) took over a minute and then overflowed the
 * stack. Iterative, so the flattening itself cannot overflow.
 */
export function flattenDeep($: CheerioAPI, maxDepth = MAX_DEPTH): void {
  const stack: Array<[AnyNode, number]> = $.root()
    .toArray()
    .map((n) => [n, 0])
  while (stack.length) {
    const [node, depth] = stack.pop()!
    const children = (node as unknown as { children?: AnyNode[] }).children
    if (!children?.length) continue
    if (depth < maxDepth) {
      for (const child of children) stack.push([child, depth + 1])
      continue
    }
    // Collect the subtree's text in document order without recursion.
    const texts: AnyNode[] = []
    const pending: AnyNode[] = [...children].reverse()
    while (pending.length) {
      const n = pending.pop()!
      if (n.type === 'text') texts.push(n)
      else {
        const inner = (n as unknown as { children?: AnyNode[] }).children
        if (inner?.length) for (let i = inner.length - 1; i >= 0; i--) pending.push(inner[i])
      }
    }
    texts.forEach((t, i) => {
      t.parent = node as Element
      t.prev = texts[i - 1] ?? null
      t.next = texts[i + 1] ?? null
    })
    ;(node as Element).children = texts as Element['children']
  }
}

/** Removes what is never the page's content: scripts, styles, navigation, site header and footer, cookie banners. */
export function stripChrome($: CheerioAPI): void {
  $('script, style, noscript, template, svg, iframe, object, canvas').remove()
  $('nav, [role="navigation"], [role="banner"], [role="contentinfo"], body > header, body > footer, .site-header, .site-footer, #header, #footer').remove()
  $('.breadcrumb, .breadcrumbs, [class*="cookie"], [id*="cookie"], .skip-link, .menu, .sr-only, .visually-hidden').remove()
  // Readers' comments, share buttons, related posts and blog widgets (latest posts, newsletter sign-up) speak of other things.
  $(
    '#comments, .comments-area, .comment-list, #respond, .comment-respond, .sharedaddy, .sd-sharing, .share-buttons, .jp-relatedposts, .related-posts, .widget-area .widget, .widget_recent_entries, .widget_categories',
  ).remove()
}

/** The element holding the page's main content (main, article, #content…), or the body. */
export function mainElement($: CheerioAPI): Cheerio<AnyNode> {
  const body = ($('body').length ? $('body') : $.root()) as Cheerio<AnyNode>
  const bodyLength = squash(body.text()).length
  for (const selector of ['main', '[role="main"]', 'article', '#content', '#main', '.main-content', '.content', '.entry-content', '.post-content']) {
    const found = $(selector)
    if (found.length !== 1) continue
    // A <main> that holds a tenth of the text is a wrapper for something else; the body is used then.
    if (squash(found.text()).length >= Math.min(200, bodyLength * 0.3)) return found as Cheerio<AnyNode>
  }
  return body
}

/** A link to a document (guidelines, a form to download), not to a page or a portal. */
export const isDocumentLink = (href: string) => /\.(pdf|docx?|xlsx?|pptx?|odt|rtf|zip)([?#]|$)/i.test(href)

/** The best link in an element: the first to a page or portal, else a document (a PDF of guidelines), else an e-mail address. */
function bestHref(el: Cheerio<AnyNode>): string | null {
  const mail = [
    ...(el.is('a[href^="mailto:" i]') ? [el.attr('href') ?? ''] : []),
    ...el
      .find('a[href^="mailto:" i]')
      .toArray()
      .map((a) => a.attribs.href ?? ''),
  ].find(Boolean)
  return webHref(el) ?? mail?.trim() ?? null
}

/** The first link to a page or portal in an element, else the first document. */
function webHref(el: Cheerio<AnyNode>): string | null {
  const hrefs = [
    ...(el.is('a[href]') ? [el.attr('href') ?? ''] : []),
    ...el
      .find('a[href]')
      .toArray()
      .map((a) => a.attribs.href ?? ''),
  ].filter((h) => h && !/^(mailto|tel|javascript):|^#/i.test(h))
  return hrefs.find((h) => !isDocumentLink(h)) ?? hrefs[0] ?? null
}

const cellValue = (el: Cheerio<AnyNode>): { value: string; href: string | null; datetime: string | null } => ({
  value: squash(blockText(el).replace(/\n/g, ' · ')),
  datetime: el.find('time[datetime]').first().attr('datetime') ?? (el.is('time[datetime]') ? (el.attr('datetime') ?? null) : null),
  href: bestHref(el),
})

/**
 * An element's text, squashed, when it is at most `max` characters; else null. It stops reading once the
 * text is clearly too long, so asking every nested <span> of a large page for its text costs little
 * (reading each one's whole text took seconds on a 1.6 MB page nested 120 deep).
 */
function shortText(el: AnyNode, max: number): string | null {
  const parts: string[] = []
  let length = 0
  const stack: AnyNode[] = [el]
  while (stack.length) {
    const node = stack.pop()!
    if (node.type === 'text') {
      const data = (node as unknown as { data: string }).data
      parts.push(data)
      length += data.length
      // White space is squashed afterwards, so the raw text may be longer than `max`, but not by this much.
      if (length > max * 4 + 1000) return null
    } else {
      const children = (node as unknown as { children?: AnyNode[] }).children
      if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i])
    }
  }
  const text = squash(parts.join(''))
  return text && text.length <= max ? text : null
}

/** Every label → value pair the layout holds, in document order. */
export function labelledValues($: CheerioAPI, root: Cheerio<AnyNode>): LabelledValue[] {
  const found: LabelledValue[] = []
  const add = (label: string, value: { value: string; href: string | null; datetime?: string | null }) => {
    const field = fieldOfLabel(label)
    if (field && (value.value || value.href)) found.push({ field, label: squash(label).replace(/[\s:：]+$/, ''), ...value })
  }
  // <dl><dt>Deadline</dt><dd>15 March 2027</dd></dl>
  root.find('dt').each((_, dt) => {
    const dds = $(dt).nextUntil('dt', 'dd')
    if (dds.length) add($(dt).text(), cellValue(dds as Cheerio<AnyNode>))
  })
  // <tr><th>Montant</th><td>50 000 FCFA</td></tr> and two-column rows of <td>.
  root.find('tr').each((_, tr) => {
    const cells = $(tr).children('th, td')
    if (cells.length === 2) add(cells.eq(0).text(), cellValue(cells.eq(1) as Cheerio<AnyNode>))
  })
  // A table with one header row of labels and one row of values.
  root.find('table').each((_, table) => {
    const rows = $(table).find('tr')
    if (rows.length !== 2) return
    const heads = rows.eq(0).children('th, td')
    const cells = rows.eq(1).children('td, th')
    if (heads.length < 2 || heads.length !== cells.length) return
    heads.each((i, th) => add($(th).text(), cellValue(cells.eq(i) as Cheerio<AnyNode>)))
  })
  // <li><strong>Deadline:</strong> 15 March 2027</li>, <p>Date limite : 15 mars 2027</p>
  root.find('li, p, div, span').each((_, el) => {
    const e = $(el)
    if (e.children('p, div, li, ul, ol, dl, table, section').length) return
    const whole = shortText(el, 400)
    if (!whole) return
    const strong = e.children('strong, b, label, .label, [class*="label"]').first()
    if (strong.length && whole.startsWith(squash(strong.text())) && squash(strong.text())) {
      const label = squash(strong.text())
      const rest = e.clone()
      rest.children('strong, b, label, .label, [class*="label"]').first().remove()
      const value = cellValue(rest as Cheerio<AnyNode>)
      value.value = value.value.replace(/^[\s:：–—-]+/, '')
      if (fieldOfLabel(label)) return add(label, value)
    }
    const m = whole.match(/^([^:：]{2,60})[:：]\s*(.+)$/)
    if (m) add(m[1], { value: m[2], href: e.find('a[href]').first().attr('href') ?? null, datetime: e.find('time[datetime]').first().attr('datetime') ?? null })
  })
  // <h3>Deadline</h3><p>15 March 2027</p>, and Drupal-style <div class="field-label">Deadline</div><div class="field-item">…</div>.
  root.find('h2, h3, h4, h5, h6, div, span, strong, b, label, p').each((_, el) => {
    const e = $(el)
    // The cheap test first: a wrapper's text is its whole subtree (nested wrappers would read the page once per level).
    if (e.children('p, div, li, ul, ol, dl, table').length) return
    const text = shortText(el, 60)
    if (!text) return
    // A sentence holding its own date ("Tarehe ya mwisho … ni 15 Machi 2027.") is a value, not a label over the next line.
    if (!e.is('h2, h3, h4, h5, h6') && (!fieldOfLabel(text) || /\d{1,2}\D{1,20}(19|20)\d{2}|(19|20)\d{2}\D{1,20}\d{1,2}/.test(text))) return
    // The value is the next element, with nothing but white space between (else the label is inline with its value).
    let sibling = (el as Element).nextSibling
    while (sibling && sibling.type === 'text' && !squash((sibling as unknown as { data: string }).data)) sibling = sibling.nextSibling
    if (sibling?.type !== 'tag') return
    const next = $(sibling as Element)
    if (!next.is('h1, h2, h3, h4, h5, h6')) add(text, cellValue(next as Cheerio<AnyNode>))
  })
  // <p><strong>Deadline:</strong> 15 March 2027<br><strong>Amount:</strong> USD 50,000</p>: one pair per line.
  root.find('p, div, td, dd').each((_, el) => {
    const e = $(el)
    if (!e.children('br').length || e.children('p, div, ul, ol, dl, table').length) return
    for (const line of blockText(e).split('\n')) {
      const m = line.match(/^([^:：]{2,60})[:：]\s*(.+)$/)
      if (m) add(m[1], { value: m[2], href: null })
    }
  })
  return found
}

/** Words on an apply button or link. */
const APPLY_TEXT =
  /^(apply|apply now|apply here|apply online|submit (an |your |a )?(application|proposal|concept note)|start (your )?application|enter (the|this) (challenge|competition|prize)|enter now|postuler|postulez|candidater|deposer (une|votre) candidature|soumettre (une|votre) (candidature|proposition|projet)|je postule|candidatar|candidate-se|candidatar-se|inscreva-se|submeter (a )?candidatura|submeta|tuma maombi|omba|omba sasa|قدم الان|قدم طلبك|تقديم الترشح|تقديم الطلب|ترشح الان|سجل الان)(?=$|[\s!:»›→])/

/** Sentences that say where to apply ("To apply, fill in the form at …", "Submeta a sua proposta em …"). */
const APPLY_SENTENCE =
  /\b(to apply|apply|application (form|portal)|submit|submitted|portal|apply online|fill in|postuler|candidater|candidature|soumettre|soumettez|formulaire|candidatar|candidatura|candidaturas|submeta|submeter|formulario|tuma maombi|omba|maombi)\b|(الترشح|التقديم|تقديم الطلب)/

/** Words that send an application by e-mail ("send your proposal to", "par courriel à", "kwa barua pepe"). */
const SEND_BY_EMAIL = /(e-?mail|send|sent|submit|courriel|envoy|adress|correio eletronico|correio electronico|envi|barua pepe|tuma|البريد|ارسال|ترسل)/

/** A link and the words it is written with (an anchor's text, a button's label), for the reviewer's snippet. */
export interface FoundLink {
  href: string
  text: string
}

/** The words of the link to `href` inside an element (or the element itself when it is that link). */
function anchorText(el: Cheerio<AnyNode>, href: string): string {
  const anchor = el.is('a[href]') ? el : el.find('a[href]').filter((_, a) => (a as Element).attribs.href?.trim() === href.trim())
  const a = anchor.first()
  return squash(a.text() || a.attr('title') || a.attr('aria-label') || '')
}

/** The first link inside a paragraph or list item that says how to apply, if any. */
export function applyLinkInText($: CheerioAPI, root: Cheerio<AnyNode>): string | null {
  return applyAnchorInText($, root)?.href ?? null
}

/** applyLinkInText with the link's words. */
export function applyAnchorInText($: CheerioAPI, root: Cheerio<AnyNode>): FoundLink | null {
  let found: FoundLink | null = null
  let document: FoundLink | null = null
  root.find('p, li').each((_, el) => {
    const e = $(el)
    const text = shortText(el, 2000)
    if (!text) return
    const folded = fold(text)
    // "Send your application by e-mail to …", "Envoyez votre dossier par courriel à …".
    const byEmail = SEND_BY_EMAIL.test(folded) && /\b(applications?|proposals?|dossiers?|propositions?|candidatures?|propostas?)\b|طلب/.test(folded)
    if (!APPLY_SENTENCE.test(folded) && !byEmail) return
    // An e-mail address is where to apply only when the sentence says to send the application there.
    const link = bestHref(e as Cheerio<AnyNode>)
    if (link && /^mailto:/i.test(link) && !SEND_BY_EMAIL.test(folded)) return
    if (link && isDocumentLink(link)) document ??= { href: link, text: anchorText(e as Cheerio<AnyNode>, link) }
    else if (link) {
      found = { href: link, text: anchorText(e as Cheerio<AnyNode>, link) }
      return false
    }
  })
  return found ?? document
}

/** The href of the page's apply button or link, if any. */
export function applyLink($: CheerioAPI, root: Cheerio<AnyNode>): string | null {
  return applyAnchor($, root)?.href ?? null
}

/** applyLink with the button's or link's words. */
export function applyAnchor($: CheerioAPI, root: Cheerio<AnyNode>): FoundLink | null {
  let found: FoundLink | null = null
  root.find('a[href]').each((_, a) => {
    const words = squash($(a).text() || $(a).attr('title') || $(a).attr('aria-label') || '')
    const text = fold(words)
    if (text.length <= 60 && APPLY_TEXT.test(text)) {
      const href = $(a).attr('href')
      found = href === undefined ? null : { href, text: words }
      return false
    }
  })
  if (found) return found
  const form = root
    .find('form[action]')
    .filter((_, f) => APPLY_TEXT.test(fold(squash($(f).find('button, input[type=submit]').first().text() || $(f).find('input[type=submit]').attr('value') || ''))))
    .first()
  const action = form.attr('action')
  return action === undefined ? null : { href: action, text: squash(form.find('button, input[type=submit]').first().text() || form.find('input[type=submit]').attr('value') || '') }
}

/** Short texts that mark a call as closed: a status badge, or a sentence saying so. */
const CLOSED_BADGE = /^(closed|call closed|applications closed|cloture|cloturee?s?|appel cloture|ferme|fermee|encerrad[oa]s?|edital encerrado|candidaturas encerradas|imefungwa|imefungwa|yamefungwa)$/
const CLOSED_SENTENCE =
  /\b(this call|the call|call|applications?|submissions?|the (programme|program|fund|grant)|l'appel|les candidatures|l'appel a projets|candidatures|o edital|a chamada|as candidaturas|candidaturas|as inscricoes|inscricoes|maombi|wito)\b[^.\n]{0,30}?\b(is|are|has|have|now|est|sont|a ete|ont ete|esta|estao|foi|foram|ime|yame)?\s*(now |been |desormais |agora )?(closed|clotures?|cloturees?|fermes?|fermees?|encerrad[oa]s?|imefungwa|yamefungwa)\b/

/** Whether the page says the call is closed (a badge, a status line, a sentence), and the words it used. */
export function closedMarker(_$: CheerioAPI, root: Cheerio<AnyNode>, title: string | null): string | null {
  const candidates: string[] = []
  if (title) candidates.push(title)
  root.find('.status, .badge, .label, .tag, .pill, [class*="status"], [class*="badge"], [class*="closed"], strong, b, em, span, mark').each((_, el) => {
    const t = shortText(el, 40)
    if (t) candidates.push(t)
  })
  for (const t of candidates) {
    const folded = fold(t)
      .replace(/[[\]()!.:–—-]+/g, ' ')
      .trim()
    if (CLOSED_BADGE.test(folded) || /^(closed|cloture|encerrado)\b/.test(folded)) return t
  }
  const text = fold(head(blockText(root)))
  const m = text.match(CLOSED_SENTENCE)
  return m ? m[0] : null
}
