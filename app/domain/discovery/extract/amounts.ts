import { isKnownCurrency, toUsd } from '../../../catalog/exchange-rates.ts'
import { escapeRegExp, fold, head, squash } from './text.ts'

/**
 * Funding amounts as funders write them, in any of the separators and currencies of the continent:
 * "Up to USD 50,000", "€10 000 – €25 000", "KES 2,000,000", "R$ 100.000", "50 000 FCFA",
 * "US$1.5 million", "1,5 milhões de euros". The top figure is converted to US dollars.
 */

export interface ParsedAmount {
  /** The lower figure of a range, or the single figure; null for "up to X". */
  min: number | null
  /** The upper figure of a range, or the single figure; null for "at least X". */
  max: number | null
  /** ISO 4217, or null when the text names no currency. */
  currency: string | null
  /** The amount as written (the text, or the part of it holding the figures when it is long). */
  text: string | null
  /** The top figure (max, else min) in whole US dollars, with the rate (units per dollar) and its date. */
  amountUsd: number | null
  fxRate: number | null
  fxDate: string | null
}

const NONE: ParsedAmount = { min: null, max: null, currency: null, text: null, amountUsd: null, fxRate: null, fxDate: null }

/**
 * Currency marks written before or after a figure, folded (lower case, no accents), longest first.
 * "FCFA" is read as the West African franc (XOF): the franc of Central Africa (XAF) has the same
 * value, so the dollar figure is right either way.
 */
const SYMBOLS: Array<[string, string]> = [
  ['us$', 'USD'],
  ['usd', 'USD'],
  ['r$', 'BRL'],
  ['n$', 'NAD'],
  ['c$', 'CAD'],
  ['a$', 'AUD'],
  ['ghc', 'GHS'],
  ['gh₵', 'GHS'],
  ['₵', 'GHS'],
  ['₦', 'NGN'],
  ['ksh', 'KES'],
  ['kshs', 'KES'],
  ['tsh', 'TZS'],
  ['tshs', 'TZS'],
  ['ush', 'UGX'],
  ['ushs', 'UGX'],
  ['frw', 'RWF'],
  ['fcfa', 'XOF'],
  ['f cfa', 'XOF'],
  ['francs cfa', 'XOF'],
  ['franc cfa', 'XOF'],
  ['cfa', 'XOF'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['$', 'USD'],
  ['dollars americains', 'USD'],
  ['dolares americanos', 'USD'],
  ['us dollars', 'USD'],
  ['dollars', 'USD'],
  ['dollar', 'USD'],
  ['dolares', 'USD'],
  ['dolar', 'USD'],
  ['euros', 'EUR'],
  ['euro', 'EUR'],
  ['pounds', 'GBP'],
  ['livres sterling', 'GBP'],
  ['libras', 'GBP'],
  ['reais', 'BRL'],
  ['rand', 'ZAR'],
  ['naira', 'NGN'],
  ['cedis', 'GHS'],
  ['meticais', 'MZN'],
  ['kwanzas', 'AOA'],
  ['kz', 'AOA'],
  ['mt', 'MZN'],
  ['mts', 'MZN'],
  ['birr', 'ETB'],
  ['br', 'ETB'],
  ['da', 'DZD'],
  ['dinars algeriens', 'DZD'],
  ['dirhams', 'MAD'],
  ['dhs', 'MAD'],
  ['dh', 'MAD'],
  ['dola', 'USD'],
  ['shilingi', 'KES'],
  // Arabic, folded: the dinar named with its country, the dirham, the pound, the dollar and the euro.
  ['دينار تونسي', 'TND'],
  ['دنانير تونسية', 'TND'],
  ['دينار جزائري', 'DZD'],
  ['دينار ليبي', 'LYD'],
  ['درهم', 'MAD'],
  ['دراهم', 'MAD'],
  ['جنيه مصري', 'EGP'],
  ['ج.م.', 'EGP'],
  ['ج.م', 'EGP'],
  ['ج م', 'EGP'],
  ['جنيه', 'EGP'],
  ['دولار امريكي', 'USD'],
  ['دولار', 'USD'],
  ['يورو', 'EUR'],
]

/** Marks that are also words ("da" in Portuguese, "mt", "br"): a currency only when written in capitals ("500 000 DA", "2 000 000 MT", "Br 500,000"). */
const CAPITALS_ONLY = new Set(['mt', 'mts', 'br', 'da', 'dh', 'dhs'])

const symbolAlternation = [...SYMBOLS].sort((a, b) => b[0].length - a[0].length).map(([s]) => escapeRegExp(s).replace(/ /g, '\\s?'))
const currencyWord = `(?:[a-z]{3}|${symbolAlternation.join('|')})`
/** A currency mark right before a figure ("USD ", "€", "R$ ", "R " for rand, "N" for naira as Nigerian funders write ₦). */
const BEFORE = new RegExp(`(?<![\\p{L}])(${currencyWord}|r|n)\\.?\\s?$`, 'u')
/** A currency mark right after a figure and its multiplier ("FCFA", " de euros", " USD"). */
const AFTER = new RegExp(`^\\s?(?:de\\s|d')?(${currencyWord})(?![\\p{L}])`, 'u')

const MULTIPLIERS: Array<[RegExp, number]> = [
  [/^\s?(?:billion|billions|bn|milliards?|bilhao|bilhoes|bilioes|mil milhoes)(?![\p{L}])/u, 1e9],
  [/^\s?(?:million|millions|mln|mn|m|mio|milhao|milhoes|milhões|milhão|millones|millon|milioni|milion)(?![\p{L}])/u, 1e6],
  [/^\s?(?:thousand|k|mil|mille|elfu)(?![\p{L}])/u, 1e3],
]

/** A figure: grouped thousands ("2,000,000", "10 000", "100.000") with optional decimals, or plain digits with optional decimals. */
const FIGURE = /(?<![\d.,])(\d{1,3}(?:(?:[,.'’]|[ \u00a0\u202f])\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?)(?![\d])/g

/** Words before a figure that make it a ceiling ("up to") or a floor ("at least"). */
const UP_TO =
  /(up to|not exceeding|maxim(um|o|al)( (est|is|e|é))?( (de|of|d'un montant de))?|max\.?( de)?|no more than|jusqu'?a|plafond|plafonne|au maximum|ate|no maximo|maximo( de)?|hadi|isiyozidi|kisichozidi|حتى|تصل الى|يصل الى|لا تتجاوز|لا يتجاوز|في حدود|بحد اقصى|اقصاه|الحد الاقصى)\s*$/
const AT_LEAST = /(at least|minimum( of)?|from|starting at|a partir de|au moins|pelo menos|no minimo|kuanzia|isiyopungua|kisichopungua|لا تقل عن|لا يقل عن|الحد الادنى|بحد ادنى)\s*$/
/**
 * A floor or a ceiling named anywhere in the words before a figure ("le montant minimum de la subvention est de",
 * "o valor máximo é de", "kiwango cha juu ni"): read only when the text also names the other end, so one passing
 * "minimum" does not turn a grant's size into a floor.
 */
const FLOOR_WORD = /(minimum|minimo|minimal|minima|\bmin\b|lower limit|plancher|kiwango cha chini|isiyopungua|الحد الادنى|ادنى)/
const CEILING_WORD = /(maximum|maximo|maximal|maxima|\bmax\b|upper limit|ceiling|plafond|kiwango cha juu|isiyozidi|الحد الاقصى|اقصى)/
/** What joins the two ends of a range. */
const RANGE_JOIN = /^\s*(?:-|–|—|to|a|à|ate|até|and|et|e|y|hadi|na|و|الى|حتى)\s*$/

interface Figure {
  value: number
  index: number
  end: number
  currency: string | null
  /** 1, or the thousand/million/billion written after the figure. */
  multiplier: number
  grouped: boolean
}

/** The number a figure stands for, deciding which separator is the decimal one. */
function figureValue(raw: string): { value: number; grouped: boolean } {
  const s = raw.replace(/[\s\u00a0\u202f'’]/g, (m) => (m === "'" || m === '’' ? ',' : ' '))
  const lastDot = s.lastIndexOf('.')
  const lastComma = s.lastIndexOf(',')
  const hasSpaceGroups = / \d{3}/.test(s)
  let decimal: string | null = null
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ','
  else {
    const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null
    if (sep) {
      const count = s.split(sep).length - 1
      const after = s.length - s.lastIndexOf(sep) - 1
      // One separator followed by three digits groups thousands ("50,000", "100.000"); otherwise it is a decimal ("1,5", "2.75").
      if (count === 1 && (after !== 3 || hasSpaceGroups)) decimal = sep
    }
  }
  let digits = s.replace(/ /g, '')
  if (decimal) {
    const [whole, frac] = [digits.slice(0, digits.lastIndexOf(decimal)), digits.slice(digits.lastIndexOf(decimal) + 1)]
    digits = `${whole.replace(/[.,]/g, '')}.${frac}`
  } else digits = digits.replace(/[.,]/g, '')
  return { value: Number(digits), grouped: /[\s.,]\d{3}/.test(raw) }
}

function currencyCode(mark: string, written?: string): string | null {
  const m = mark.replace(/\s+/g, ' ').trim()
  if (CAPITALS_ONLY.has(m) && !(written && /^\p{Lu}/u.test(written.trim()))) return null
  const symbol = SYMBOLS.find(([s]) => s === m || s.replace(/ /g, '') === m.replace(/ /g, ''))
  if (symbol) return symbol[1]
  if (m === 'r') return 'ZAR'
  if (m === 'n') return 'NGN'
  if (/^[a-z]{3}$/.test(m) && isKnownCurrency(m)) return m.toUpperCase()
  return null
}

/** Figures of a folded text; `written` is the text before folding (the same length), for marks that count only in capitals. */
function findFigures(folded: string, written: string = folded): Figure[] {
  const figures: Figure[] = []
  for (const match of folded.matchAll(FIGURE)) {
    const { value, grouped } = figureValue(match[1])
    if (!Number.isFinite(value)) continue
    let end = match.index + match[0].length
    let multiplier = 1
    for (const [pattern, factor] of MULTIPLIERS) {
      const m = folded.slice(end, end + 20).match(pattern)
      if (m) {
        multiplier = factor
        end += m[0].length
        break
      }
    }
    let currency: string | null = null
    let start = match.index
    const beforeAt = Math.max(0, match.index - 22)
    const before = folded.slice(beforeAt, match.index).match(BEFORE)
    if (before) currency = currencyCode(before[1], written.slice(beforeAt + (before.index ?? 0), match.index))
    if (before && currency) start -= before[0].length
    const after = folded.slice(end, end + 30).match(AFTER)
    if (after) {
      const code = currencyCode(after[1], written.slice(end + after[0].length - after[1].length, end + after[0].length))
      if (code) {
        currency ??= code
        end += after[0].length
      }
    }
    figures.push({ value: value * multiplier, index: start, end, currency, multiplier, grouped })
  }
  return figures
}

/** A bare figure that is most likely a year, a day or a count, not money. */
const looksLikeMoney = (f: Figure, short: boolean) => f.currency !== null || (short && (f.multiplier > 1 || f.grouped || f.value >= 100) && !(f.value >= 1900 && f.value <= 2100 && !f.grouped))

/** The words before a figure, back to the previous figure or the start of the clause (at most 80 characters). */
function leadOf(folded: string, figures: Figure[], i: number): string {
  const start = Math.max(0, i > 0 ? figures[i - 1].end : 0, figures[i].index - 80)
  return (
    folded
      .slice(start, figures[i].index)
      .split(/[;!?]|\.\s/)
      .pop() ?? ''
  )
}

/** A floor figure followed, within 200 characters, by a larger ceiling figure in the same currency, or null. */
function floorAndCeiling(folded: string, all: Figure[]): { floor: Figure; ceiling: Figure } | null {
  for (let i = 0; i + 1 < all.length; i++) {
    const lead = leadOf(folded, all, i)
    if (!FLOOR_WORD.test(lead) || CEILING_WORD.test(lead) || !looksLikeMoney(all[i], true)) continue
    const [floor, ceiling] = [all[i], all[i + 1]]
    if (ceiling.index - floor.end > 200 || !CEILING_WORD.test(leadOf(folded, all, i + 1)) || !looksLikeMoney(ceiling, true)) continue
    if (!floor.currency && !ceiling.currency) continue
    if (floor.currency && ceiling.currency && floor.currency !== ceiling.currency) continue
    if (ceiling.value <= floor.value) continue
    return { floor, ceiling }
  }
  return null
}

/**
 * Reads an amount or a range of amounts. In a short field value ("Montant : 50 000") a figure with
 * no currency still counts; in longer prose only figures with a currency do. A single figure gives
 * min = max; "up to X" gives only max; "at least X" only min.
 */
export function parseAmount(text: string | null | undefined): ParsedAmount {
  const written = head(squash(text ?? ''))
  if (!written) return NONE
  const folded = fold(written)
  const short = written.length <= 60
  const all = findFigures(folded, written)
  const figures = all.filter((f) => looksLikeMoney(f, short))
  // A range: two figures joined by "-", "to", "à", "a", "até" (the currency of one end serves both).
  let min: number | null = null
  let max: number | null = null
  let currency: string | null = null
  let from = 0
  let to = 0
  // Every figure takes part (in "USD 100,000 – 500,000" the second end has no currency of its own).
  for (let i = 0; i + 1 < all.length; i++) {
    const [a, b] = [all[i], all[i + 1]]
    if (
      !RANGE_JOIN.test(folded.slice(a.end, b.index)) &&
      !(/(between|entre|بين)\s*$/.test(folded.slice(Math.max(0, a.index - 40), a.index)) && /^\s*(and|et|e|و)\s*$/.test(folded.slice(a.end, b.index)))
    )
      continue
    if (!a.currency && !b.currency) continue
    let low = a.value
    // "$1–2 million", "entre 1,5 et 3 millions de FCFA": the multiplier written once applies to both ends.
    if (a.multiplier === 1 && b.multiplier > 1 && low * b.multiplier <= b.value) low *= b.multiplier
    if (!looksLikeMoney({ ...a, value: low, multiplier: b.multiplier }, true) || !looksLikeMoney(b, true)) continue
    if (low > b.value) continue
    ;[min, max, currency, from, to] = [low, b.value, a.currency ?? b.currency, a.index, b.end]
    break
  }
  // "a minimum of USD 20,000 and a maximum of USD 80,000", "valor mínimo de 500.000 MT e máximo de 2.000.000 MT":
  // a floor and a later ceiling in the same stretch of text make a range.
  if (currency === null && min === null) {
    const pair = floorAndCeiling(folded, all)
    if (pair) [min, max, currency, from, to] = [pair.floor.value, pair.ceiling.value, pair.floor.currency ?? pair.ceiling.currency, pair.floor.index, pair.ceiling.end]
  }
  if (currency === null && min === null) {
    if (figures.length === 0) return NONE
    const f = figures.find((x) => x.currency) ?? figures[0]
    currency = f.currency
    from = f.index
    to = f.end
    // Only the words just before the figure count (a pattern anchored at the end of a long text is tried from every position).
    const lead = folded.slice(Math.max(0, f.index - 60), f.index)
    // "hadi Sh. 500,000": the words before a currency mark we do not know still count.
    const leadWithoutMark = lead.replace(/\S{1,4}\.?\s*$/, '')
    if (UP_TO.test(lead) || UP_TO.test(leadWithoutMark)) max = f.value
    else if (AT_LEAST.test(lead) || AT_LEAST.test(leadWithoutMark)) min = f.value
    else min = max = f.value
  }
  const top = max ?? min
  const usd = top !== null && currency ? toUsd(top, currency) : null
  return {
    min,
    max,
    currency,
    text: written.length <= 160 ? written : squash(written.slice(Math.max(0, from - 40), Math.min(written.length, to + 40))),
    amountUsd: usd?.usd ?? null,
    fxRate: usd?.rate ?? null,
    fxDate: usd?.date ?? null,
  }
}

/** The six countries of the Central African CFA franc (XAF, CEMAC). */
const CEMAC = new Set(['CM', 'CF', 'TD', 'CG', 'GQ', 'GA'])

/**
 * "FCFA" is read as the West African franc (XOF); a call open only in Cameroon, Gabon or the other CEMAC
 * countries (or in Central Africa, naming no country) pays in the Central African franc (XAF). An amount
 * that writes its code ("XOF") keeps it. The two francs have the same value, so the dollar figure is unchanged.
 */
export function withCfaFranc(amount: ParsedAmount, countryCodes: readonly string[], regions: readonly string[]): ParsedAmount {
  if (amount.currency !== 'XOF' || /\b(xof|uemoa|bceao)\b/i.test(amount.text ?? '')) return amount
  const central = countryCodes.length ? countryCodes.every((c) => CEMAC.has(c)) : regions.includes('central_africa') && !regions.includes('west_africa')
  if (!central) return amount
  const top = amount.max ?? amount.min
  const usd = top !== null ? toUsd(top, 'XAF') : null
  return { ...amount, currency: 'XAF', amountUsd: usd?.usd ?? amount.amountUsd, fxRate: usd?.rate ?? amount.fxRate, fxDate: usd?.date ?? amount.fxDate }
}
