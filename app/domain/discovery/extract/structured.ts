import type { CheerioAPI } from 'cheerio/slim'
import type { Element } from 'domhandler'
import { squash } from './text.ts'

/**
 * The structured data a page carries about itself: JSON-LD (schema.org Grant, MonetaryGrant,
 * FundingScheme, Event-like and generic name/description/funder/amount/validThrough), microdata
 * (itemscope/itemprop, walked here rather than with a second HTML parser) and Open Graph. Values
 * are left as written; index.ts parses them.
 */

export interface StructuredAmount {
  text: string | null
  min: number | null
  max: number | null
  currency: string | null
}

/** What one structured item says about a grant, every value as written. */
export interface StructuredFields {
  /** schema.org types of the item (last path segment: "MonetaryGrant"). */
  types: string[]
  title: string | null
  description: string | null
  funder: string | null
  amount: StructuredAmount | null
  deadline: string | null
  places: string | null
  applyUrl: string | null
  sectors: string | null
  language: string | null
  /** The publisher or site owner: a weak fallback for the funder. */
  publisher: string | null
  /** The property each field was read from, as written ("validThrough: 2027-03-15T23:59:00+03:00"): the reviewer's snippet. */
  sources: Partial<Record<SourcedField, string>>
}

/** The fields whose property text is kept for the reviewer. */
export type SourcedField = 'title' | 'description' | 'funder' | 'amount' | 'deadline' | 'places' | 'applyUrl' | 'sectors'

export interface OpenGraph {
  title: string | null
  description: string | null
  siteName: string | null
  locale: string | null
  type: string | null
}

type Node = Record<string, unknown>

/** Types that describe a grant or a call, in order of trust. */
const GRANT_TYPES = new Set(['grant', 'monetarygrant', 'fundingscheme', 'fundingopportunity', 'callforproposals'])
const CALL_LIKE_TYPES = new Set(['event', 'jobposting', 'offer', 'educationaloccupationalprogram', 'course'])

/** "schema:MonetaryGrant", "https://schema.org/MonetaryGrant" → "MonetaryGrant". */
const typeName = (t: unknown): string | null => (typeof t === 'string' ? (t.split(/[/#:]/).pop() ?? null) : null)
export const typesOf = (node: Node): string[] => (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]).map(typeName).filter((t): t is string => !!t)

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A readable string from a JSON-LD or microdata value: a string, a number, an object's name, the first of a list. */
function text(value: unknown, ids?: Map<string, Node>): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return squash(value) || null
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) {
    const parts = value.map((v) => text(v, ids)).filter((v): v is string => !!v)
    return parts.length ? parts.join(', ') : null
  }
  if (isNode(value)) {
    const ref = typeof value['@id'] === 'string' && Object.keys(value).length === 1 ? ids?.get(value['@id']) : undefined
    const node = ref ?? value
    return text(node.name ?? node['@value'] ?? node.text ?? node.legalName ?? node.alternateName ?? node.address ?? null, ids)
  }
  return null
}

const num = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v
  if (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v.replace(/[,\s]/g, ''))) return Number(v.replace(/[,\s]/g, ''))
  return null
}

function amountOf(value: unknown, ids: Map<string, Node>, fallbackCurrency: unknown): StructuredAmount | null {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return amountOf(value[0], ids, fallbackCurrency)
  if (typeof value === 'string' || typeof value === 'number') {
    const n = num(value)
    const currency = typeof fallbackCurrency === 'string' ? fallbackCurrency.toUpperCase() : null
    return n !== null ? { text: currency ? `${currency} ${n}` : String(n), min: n, max: n, currency } : { text: String(value), min: null, max: null, currency: null }
  }
  if (!isNode(value)) return null
  const currency = typeof (value.currency ?? value.priceCurrency ?? fallbackCurrency) === 'string' ? String(value.currency ?? value.priceCurrency ?? fallbackCurrency).toUpperCase() : null
  const inner = isNode(value.value) ? value.value : value
  const single = num(inner.value ?? value.price)
  const min = num(inner.minValue) ?? single
  const max = num(inner.maxValue) ?? single
  if (min === null && max === null) return null
  const figures = min !== null && max !== null && min !== max ? `${min}–${max}` : String(max ?? min)
  return { text: currency ? `${currency} ${figures}` : figures, min, max, currency }
}

function urlOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (Array.isArray(value)) return value.map(urlOf).find((v) => v) ?? null
  if (isNode(value)) return urlOf(value.target ?? value.urlTemplate ?? value.url ?? value['@id'])
  return null
}

/** The first property with a value (as `a ?? b ?? c` picks it), with its name. */
function firstProperty(candidates: Array<[string, unknown]>): [string, unknown] | null {
  return candidates.find(([, value]) => value !== null && value !== undefined) ?? null
}

/** "name: value" for the reviewer: a string or a name as read, an amount's object as its JSON (without its type). */
function propertyText(property: [string, unknown] | null, ids: Map<string, Node>, raw = false): string | undefined {
  if (!property) return undefined
  const [name, value] = property
  // Indented, then squashed: one space after each comma and colon, so a long amount wraps between its parts.
  const written = raw && typeof value === 'object' ? JSON.stringify(value, (key, v) => (key === '@type' || key === '@context' ? undefined : v), 1) : text(value, ids)
  return written ? squash(`${name}: ${written}`) : undefined
}

/** The structured fields of one JSON-LD or microdata item. */
export function fieldsOf(node: Node, ids: Map<string, Node> = new Map()): StructuredFields {
  const actions = (Array.isArray(node.potentialAction) ? node.potentialAction : [node.potentialAction]).filter(isNode)
  const apply = actions.find((a) => /apply|register|join/i.test(typesOf(a).join(' '))) ?? actions[0]
  const funding = isNode(node.funding) ? node.funding : null
  const title = firstProperty([
    ['name', node.name],
    ['headline', node.headline],
    ['title', node.title],
  ])
  const description = firstProperty([
    ['description', node.description],
    ['abstract', node.abstract],
  ])
  const funder = firstProperty([
    ['funder', node.funder],
    ['funding.funder', funding?.funder],
    ['sponsor', node.sponsor],
    ['grantor', node.grantor],
    ['provider', node.provider],
    ['hiringOrganization', node.hiringOrganization],
    ['organizer', node.organizer],
  ])
  const amount = firstProperty([
    ['amount', node.amount],
    ['fundingAmount', node.fundingAmount],
    ['amountAvailable', node.amountAvailable],
    ['funding.amount', funding?.amount],
    ['estimatedCost', node.estimatedCost],
  ])
  const deadline = firstProperty([
    ['validThrough', node.validThrough],
    ['applicationDeadline', node.applicationDeadline],
    ['deadline', node.deadline],
    ['closingDate', node.closingDate],
    ['endDate', node.endDate],
    ['expires', node.expires],
  ])
  const places = firstProperty([
    ['areaServed', node.areaServed],
    ['eligibleRegion', node.eligibleRegion],
    ['eligibleCountries', node.eligibleCountries],
    ['spatialCoverage', node.spatialCoverage],
    ['applicantLocationRequirements', node.applicantLocationRequirements],
    ['jobLocation', node.jobLocation],
    ['location', node.location],
  ])
  const sectors = firstProperty([
    ['about', node.about],
    ['keywords', node.keywords],
    ['category', node.category],
    ['genre', node.genre],
  ])
  const actionUrl = urlOf(apply?.target ?? apply)
  const applyUrl = actionUrl ?? urlOf(node.applicationUrl ?? node.applyUrl ?? null)
  const sources: StructuredFields['sources'] = {
    title: propertyText(title, ids),
    description: propertyText(description, ids),
    funder: propertyText(funder, ids),
    amount: propertyText(amount, ids, true),
    deadline: propertyText(deadline, ids),
    places: propertyText(places, ids),
    applyUrl: applyUrl ? `${actionUrl ? 'potentialAction' : node.applicationUrl !== null && node.applicationUrl !== undefined ? 'applicationUrl' : 'applyUrl'}: ${applyUrl}` : undefined,
    sectors: propertyText(sectors, ids),
  }
  return {
    types: typesOf(node),
    title: text(title?.[1]),
    description: text(description?.[1]),
    funder: text(funder?.[1] ?? null, ids),
    amount: amountOf(amount?.[1], ids, node.currency),
    deadline: text(deadline?.[1]),
    places: text(places?.[1] ?? null, ids),
    applyUrl,
    sectors: text(sectors?.[1] ?? null, ids),
    language: text(node.inLanguage),
    // Only an organisation publishes for a funder; an article's author is a person.
    publisher: text(node.publisher, ids),
    sources,
  }
}

/** Every typed object of a page's JSON-LD (arrays, @graph and nested objects flattened), and the objects by @id. */
export function jsonLdNodes($: CheerioAPI): { nodes: Node[]; ids: Map<string, Node> } {
  const nodes: Node[] = []
  const ids = new Map<string, Node>()
  const walk = (value: unknown, depth: number) => {
    if (depth > 6) return
    if (Array.isArray(value)) for (const v of value) walk(v, depth + 1)
    else if (isNode(value)) {
      if (typeof value['@id'] === 'string' && Object.keys(value).length > 1) ids.set(value['@id'], value)
      if (value['@type']) nodes.push(value)
      for (const [key, v] of Object.entries(value)) if (key !== '@context' && typeof v === 'object') walk(v, depth + 1)
    }
  }
  $('script[type="application/ld+json" i]').each((_, el) => {
    const raw = $(el).text().trim()
    if (!raw) return
    try {
      walk(JSON.parse(raw), 0)
    } catch {
      // Hand-written JSON-LD often has a trailing comma or an HTML comment around it; try once more without them.
      try {
        walk(
          JSON.parse(
            raw
              .replace(/^<!--|-->$/g, '')
              .replace(/<!\[CDATA\[|\]\]>/g, '')
              .replace(/,\s*([}\]])/g, '$1'),
          ),
          0,
        )
      } catch {
        // Broken JSON-LD is ignored: the page structure still speaks.
      }
    }
  })
  return { nodes, ids }
}

/** The value of one microdata property element, by the element's kind (WHATWG microdata rules). */
function propValue($: CheerioAPI, el: Element): string {
  const e = $(el)
  const tag = el.tagName.toLowerCase()
  if (tag === 'meta') return e.attr('content') ?? ''
  if (tag === 'a' || tag === 'link' || tag === 'area') return e.attr('href') ?? ''
  if (['img', 'audio', 'video', 'source', 'iframe', 'embed', 'track'].includes(tag)) return e.attr('src') ?? ''
  if (tag === 'object') return e.attr('data') ?? ''
  if (tag === 'time') return e.attr('datetime') ?? e.text()
  if (tag === 'data' || tag === 'meter') return e.attr('value') ?? e.text()
  return e.attr('content') ?? squash(e.text())
}

function readItem($: CheerioAPI, item: Element, depth = 0): Node {
  const node: Node = {}
  const itemtype = $(item).attr('itemtype')
  if (itemtype) node['@type'] = itemtype.trim().split(/\s+/)
  const walk = (parent: Element) => {
    for (const child of $(parent).children().toArray()) {
      const c = $(child)
      const props = c.attr('itemprop')?.trim().split(/\s+/)
      const scoped = c.attr('itemscope') !== undefined
      if (props) {
        const value = scoped && depth < 5 ? readItem($, child, depth + 1) : propValue($, child)
        for (const prop of props) {
          const existing = node[prop]
          node[prop] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value]
        }
      }
      // A nested item's properties are its own, not this item's.
      if (!scoped) walk(child)
    }
  }
  walk(item)
  return node
}

/** The page's top-level microdata items (itemscope elements that are not a property of another item). */
export function microdataNodes($: CheerioAPI): Node[] {
  return $('[itemscope]')
    .toArray()
    .filter((el) => $(el).attr('itemprop') === undefined)
    .map((el) => readItem($, el))
}

/** How much an item looks like a grant: 3 a grant type, 2 a call-like type or grant fields, 1 any page, 0 other. */
export function grantRank(fields: StructuredFields): number {
  const types = fields.types.map((t) => t.toLowerCase())
  if (types.some((t) => GRANT_TYPES.has(t))) return 3
  if (types.some((t) => CALL_LIKE_TYPES.has(t)) || fields.amount || (fields.deadline && fields.title)) return 2
  if (types.some((t) => /page|article|posting|creativework|report/.test(t)) && (fields.title || fields.description)) return 1
  return 0
}

/**
 * A funder any structured item names outright (funder, sponsor, grantor, a funding's funder), whichever item it is:
 * a blog's JSON-LD may describe the post as an Article and name the funder on a nested Grant or the page's sponsor.
 */
export function namedFunder(nodes: Node[], ids: Map<string, Node> = new Map()): string | null {
  for (const node of nodes) {
    const funding = isNode(node.funding) ? node.funding : null
    const name = text(node.funder ?? funding?.funder ?? node.sponsor ?? node.grantor ?? null, ids)
    if (name) return name
  }
  return null
}

/** The structured item that best describes the page's grant, from JSON-LD or microdata, or null. */
export function bestItem(nodes: Node[], ids: Map<string, Node> = new Map()): StructuredFields | null {
  let best: StructuredFields | null = null
  let bestRank = 0
  for (const node of nodes) {
    const fields = fieldsOf(node, ids)
    const rank = grantRank(fields)
    if (rank > bestRank) [best, bestRank] = [fields, rank]
  }
  return best
}

/** Open Graph (and the plain meta description as og:description's stand-in). */
export function openGraph($: CheerioAPI): OpenGraph {
  const meta = (name: string) => squash($(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content') ?? '') || null
  return {
    title: meta('og:title') ?? meta('twitter:title'),
    description: meta('og:description') ?? meta('description') ?? meta('twitter:description'),
    siteName: meta('og:site_name') ?? meta('application-name'),
    locale: meta('og:locale'),
    type: meta('og:type'),
  }
}
