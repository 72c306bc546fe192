// Only the locales read here: chrono's index loads all of its languages (267 modules against 74).
import * as en from 'chrono-node/en'
import * as fr from 'chrono-node/fr'
import * as pt from 'chrono-node/pt'
import { fold, head, keywordPattern, squash } from './text.ts'

/**
 * Deadlines in English, French and Portuguese. Funders write them as prose ("Applications close on
 * 15 March 2027"), in labelled fields ("Date limite : 15 mars 2027", "Prazo: 30 de abril de 2027"),
 * day-first numbers ("31/03/2027") or not at all ("rolling", "en continu", "fluxo contínuo").
 */

export interface ParsedDeadline {
  /** ISO date (YYYY-MM-DD) or null when no date with a day was found. */
  deadline: string | null
  /** Applications are accepted continuously (no fixed deadline). */
  isRolling: boolean
  /** The deadline as written: the text, or the sentence holding the date when the text is long. */
  text: string | null
}

/** Words that say there is no fixed deadline. */
const ROLLING = keywordPattern([
  'rolling',
  'rolling basis',
  'open until filled',
  'until filled',
  'ongoing',
  'open-ended',
  'no deadline',
  'no fixed deadline',
  'continuous',
  'year-round',
  'all year round',
  'en continu',
  'au fil de l eau',
  'sans date limite',
  'toute l annee',
  'fluxo continuo',
  'continuo',
  'continua',
  'sem prazo',
  'sem data limite',
  'ao longo do ano',
  'wakati wowote',
  'bila tarehe ya mwisho',
])

/** Words that introduce the closing date, so "opens 1 March, closes 30 April" gives 30 April. */
const DEADLINE_WORDS = keywordPattern([
  'deadline',
  'closing',
  'close*',
  'due',
  'submit by',
  'no later than',
  'not later than',
  'on or before',
  'before',
  'by',
  'until',
  'date limite',
  'cloture*',
  'avant le',
  'au plus tard',
  'jusqu au',
  'prazo',
  'data limite',
  'encerra*',
  'ate',
  'mwisho',
])

/** chrono's parsers; day-first English (en.GB) because African and European funders write 31/03/2027. */
const PARSERS = [en.GB, fr, pt, en]

interface Found {
  iso: string
  index: number
  length: number
  yearKnown: boolean
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Every date with a known day in the text, by any of the parsers, one per position (longest reading). */
function findDates(text: string, reference: Date): Found[] {
  const byIndex = new Map<number, Found>()
  for (const parser of PARSERS) {
    for (const result of parser.parse(text, reference, { forwardDate: false })) {
      const start = result.start
      // A weekday or a time alone ("Friday", "17:00") is not a deadline.
      if (!start.isCertain('day') || !start.isCertain('month')) continue
      // A relative phrase ("within eight weeks", "tomorrow", "next Friday") is counted from today, not written on the page.
      if (!/\d/.test(result.text)) continue
      const year = start.get('year')
      const month = start.get('month')
      const day = start.get('day')
      if (!year || !month || !day || year < 1990 || year > 2100) continue
      // A range ("1–30 April") ends at its end.
      const end = result.end?.isCertain('day') ? result.end : null
      const found: Found = {
        iso: end ? `${end.get('year')}-${pad(end.get('month')!)}-${pad(end.get('day')!)}` : `${year}-${pad(month)}-${pad(day)}`,
        index: result.index,
        length: result.text.length,
        yearKnown: start.isCertain('year'),
      }
      const seen = byIndex.get(found.index)
      if (!seen || found.length > seen.length || (found.yearKnown && !seen.yearKnown)) byIndex.set(found.index, found)
    }
  }
  // Drop readings nested inside a longer one ("15 March" inside "15 March 2027" from another parser).
  const all = [...byIndex.values()].sort((a, b) => a.index - b.index)
  return all.filter((f) => !all.some((g) => g !== f && g.index <= f.index && g.index + g.length >= f.index + f.length && g.length > f.length))
}

/** Swahili month names, which chrono does not read, as English ones ("31 Machi 2027" → "31 March 2027"). */
const SWAHILI_MONTHS: Record<string, string> = {
  januari: 'January',
  februari: 'February',
  machi: 'March',
  aprili: 'April',
  mei: 'May',
  juni: 'June',
  julai: 'July',
  agosti: 'August',
  septemba: 'September',
  oktoba: 'October',
  novemba: 'November',
  desemba: 'December',
}
const SWAHILI_MONTH = new RegExp(`\\b(${Object.keys(SWAHILI_MONTHS).join('|')})\\b`, 'gi')
const swahiliMonths = (text: string) => arabicMonths(text.replace(SWAHILI_MONTH, (m) => SWAHILI_MONTHS[m.toLowerCase()]))

/**
 * Arabic month names as English ones, in the three naming systems funders use: Maghrebi (جانفي,
 * أفريل, جوان, أوت), the Egyptian and Gulf ones (يناير, أبريل, يونيو) and the Levantine (كانون الثاني,
 * نيسان, حزيران); Arabic-Indic digits as ASCII. Written without hamza, as the text is read without it.
 */
const ARABIC_MONTHS: Array<[string, string[]]> = [
  ['January', ['جانفي', 'يناير', 'كانون الثاني']],
  ['February', ['فيفري', 'فبراير', 'شباط']],
  ['March', ['مارس', 'اذار']],
  ['April', ['افريل', 'ابريل', 'نيسان']],
  ['May', ['ماي', 'مايو', 'ايار']],
  ['June', ['جوان', 'يونيو', 'يونيه', 'حزيران']],
  ['July', ['جويلية', 'يوليو', 'يوليه', 'تموز']],
  ['August', ['اوت', 'اغسطس', 'غشت', 'اب']],
  ['September', ['سبتمبر', 'ايلول', 'شتنبر']],
  ['October', ['اكتوبر', 'تشرين الاول']],
  ['November', ['نوفمبر', 'تشرين الثاني', 'نونبر']],
  ['December', ['ديسمبر', 'كانون الاول', 'دجنبر']],
]
const ARABIC_MONTH_NAMES = new Map(ARABIC_MONTHS.flatMap(([english, names]) => names.map((n) => [n, english] as const)))
const ARABIC_MONTH = new RegExp(`(?<![\\p{L}])(${[...ARABIC_MONTH_NAMES.keys()].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])`, 'gu')
function arabicMonths(text: string): string {
  if (!/[\u0600-\u06ff]/.test(text)) return text
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
    .replace(/[أإآ]/g, 'ا')
    .replace(ARABIC_MONTH, (m) => ARABIC_MONTH_NAMES.get(m) ?? m)
}

/** The sentence (or line) of `text` around position `at`. */
function sentenceAround(text: string, at: number): string {
  // A scan back to the sentence's start (a pattern anchored at the end, `[^.!?\n]*$`, is tried from every position: quadratic).
  let start = at
  while (start > 0 && !'.!?\n'.includes(text[start - 1])) start--
  const endMatch = text.slice(at, at + 2000).match(/[.!?](?=\s|$)|\n/)
  const end = endMatch?.index !== undefined ? at + endMatch.index + 1 : text.length
  return text.slice(start, end)
}

/**
 * Reads a deadline from a field value or a sentence, relative to the day the page was fetched
 * (a year-less date takes the nearest year, so a date already past is seen as past).
 */
export function parseDeadline(text: string | null | undefined, reference: Date): ParsedDeadline {
  const written = head(squash(text ?? ''))
  if (!written) return { deadline: null, isRolling: false, text: null }
  const folded = fold(written)
  const dates = findDates(swahiliMonths(written), reference)
  ROLLING.lastIndex = 0
  const isRolling = ROLLING.test(folded)
  if (dates.length === 0) return { deadline: null, isRolling, text: isRolling ? shorten(written, folded.search(ROLLING_ONCE)) : null }
  let chosen = dates[dates.length - 1]
  // With a deadline word, the first date after it (the deadline, not the opening date before it).
  const cues = [...folded.matchAll(DEADLINE_WORDS)].map((m) => m.index)
  if (cues.length) chosen = dates.find((d) => cues.some((c) => c <= d.index)) ?? chosen
  return { deadline: chosen.iso, isRolling, text: shorten(written, chosen.index) }
}

const ROLLING_ONCE = new RegExp(ROLLING.source, 'u')

function shorten(written: string, at: number): string {
  return written.length <= 160 ? written : squash(sentenceAround(written, Math.max(at, 0))).slice(0, 300)
}

/** Whether an ISO deadline is before the reference day (the fetch day, in UTC). */
export function isPast(deadline: string | null, reference: Date): boolean {
  return deadline !== null && deadline < reference.toISOString().slice(0, 10)
}

/** How many distinct dates with a day a text holds (a listing shows one per grant). */
export function countDates(text: string, reference: Date): number {
  return new Set(findDates(swahiliMonths(head(text)), reference).map((d) => d.iso)).size
}
