/**
 * The one detector of contact details (email addresses and phone numbers) in what people write on
 * the platform: request messages and request text before acceptance (issue 11: no contact details
 * before a contract, as on Upwork), and the public texts of an expert's profile. Pure, so it can be
 * tested on its own; the words that replace a detail are the caller's (in the reader's language).
 *
 * It matches on a normalised copy of the text (issue 23: the plain patterns were easy to get round)
 * and replaces the matching stretch of the original, so the rest of the message reads as written:
 * - NFKC, so full-width and mathematical characters (＠, ０, 𝟎) are the plain ones;
 * - invisible characters (zero-width spaces and joiners, soft hyphens, bidi controls, combining
 *   marks) are dropped, and a stretch written backwards behind U+202E is read in the order it shows;
 * - every Unicode digit (Arabic-Indic, Devanagari…) is its ASCII digit, and a letter O touching a
 *   digit is a zero;
 * - every run of spaces is one space, every dash a hyphen;
 * - "at" and "dot" written out (also [at], (dot), arobase, arroba, point, ponto, nukta) separate
 *   an address's parts.
 * Ordinary figures stay: budgets ($25,000, 50000 USD), years (2019 2020), dates (2026-11-28, ranges
 * of dates), percentages and reference numbers (Grant no. 2026-00123-456) are not phone numbers.
 */

// ---------------------------------------------------------------------------------------------
// The normalised copy
// ---------------------------------------------------------------------------------------------

/** Characters that show nothing (or nothing of their own) and may be slipped inside an address or a number. */
const INVISIBLE = /[\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0]/u
/** Bidi controls that change the order characters show in: removed from a masked text so the rest reads as it showed. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u
const RIGHT_TO_LEFT_OVERRIDE = '\u202E'
/** What ends a right-to-left override's stretch: its pop, a pop of isolates, or the end of the paragraph. */
const OVERRIDE_ENDS = new Set(['\u202C', '\u2069', '\n', '\u2029'])
const LINE_BREAK = /[\n\u2028\u2029\u0085\v\f]/u
const SPACE = /\s/u
const DECIMAL_DIGIT = /\p{Nd}/u
/** Look-alikes NFKC leaves alone, as the plain character they stand for. */
const LOOK_ALIKES: Record<string, string> = {
  '\u3002': '.', // 。 ideographic full stop
  '\u00B7': '.', // · middle dot
  '\u2022': '.', // • bullet
  '\u2027': '.', // ‧ hyphenation point
  '\u30FB': '.', // ・ katakana middle dot
  '\u066B': '.', // ٫ Arabic decimal separator
  '\u066C': ',', // ٬ Arabic thousands separator
  '\u060C': ',', // ، Arabic comma
  '\u3001': ',', // 、 ideographic comma
  '\u2044': '/', // ⁄ fraction slash
  '\u2215': '/', // ∕ division slash
  '\u00D7': 'x', // × multiplication sign
  '\u2212': '-', // − minus sign
}

/** The value of a decimal digit of any script: Unicode encodes each script's 0–9 as one ascending run. */
function asciiDigit(char: string): string {
  let code = char.codePointAt(0)!
  let steps = 0
  while (DECIMAL_DIGIT.test(String.fromCodePoint(code - 1))) {
    code -= 1
    steps += 1
  }
  return String(steps % 10)
}

/** One character of the original as the detector reads it ('' for an invisible one). */
function normalised(char: string): string {
  if (LINE_BREAK.test(char)) return '\n'
  if (char === '\r') return ''
  if (SPACE.test(char)) return ' '
  if (INVISIBLE.test(char)) return ''
  let out = ''
  for (const part of char.normalize('NFKC')) {
    if (INVISIBLE.test(part)) continue
    if (SPACE.test(part)) out += ' '
    else if (DECIMAL_DIGIT.test(part)) out += asciiDigit(part)
    else if (/\p{Pd}/u.test(part)) out += '-'
    else out += LOOK_ALIKES[part] ?? part
  }
  return out
}

/**
 * The text in the order it shows, one character an entry: a stretch behind a right-to-left override
 * shows backwards, so "‮gro.elpmaxe@enaj" is read as the address it shows. The override itself stays
 * in front of the stretch (the detector reads it as nothing), and an unmasked text is returned as it came.
 */
function inShownOrder(text: string): string[] {
  const chars = Array.from(text)
  const shown: string[] = []
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] !== RIGHT_TO_LEFT_OVERRIDE) {
      shown.push(chars[i])
      continue
    }
    let end = i + 1
    while (end < chars.length && !OVERRIDE_ENDS.has(chars[end])) end++
    shown.push(chars[i], ...chars.slice(i + 1, end).reverse())
    i = end - 1
  }
  return shown
}

interface NormalisedText {
  /** The characters in the order they show. */
  shown: string[]
  /** What the detector reads. */
  text: string
  /** For each UTF-16 unit of `text`, the first and the last-plus-one index in `shown` it comes from. */
  from: number[]
  to: number[]
}

const O_FOR_ZERO = /(?<!\p{L})[OoОоΟο]+(?=\d)|(?<=\d)[OoОоΟο]+(?!\p{L})/gu
const L_FOR_ONE = /(?<=\d)[lI](?=\d)/gu

function normalise(original: string): NormalisedText {
  const shown = inShownOrder(original)
  const read: string[] = []
  const from: number[] = []
  const to: number[] = []
  shown.forEach((char, index) => {
    const out = normalised(char)
    if (!out) {
      if (to.length) to[to.length - 1] = index + 1
      return
    }
    for (const part of out) {
      const last = read.at(-1)
      // A run of spaces is one space (a line break if it holds one).
      if ((part === ' ' || part === '\n') && (last === ' ' || last === '\n')) {
        if (part === '\n') read[read.length - 1] = '\n'
        to[to.length - 1] = index + 1
        continue
      }
      read.push(part)
      // A position per UTF-16 unit, as the patterns count ("𝒜" is two).
      for (let unit = 0; unit < part.length; unit++) {
        from.push(index)
        to.push(index + 1)
      }
    }
  })
  // A letter O (or l) standing in for a digit: "O712 345 678", "07l2 345 678". One for one, so the positions hold.
  const text = read
    .join('')
    .replace(O_FOR_ZERO, (os) => '0'.repeat(os.length))
    .replace(L_FOR_ONE, '1')
  return { shown, text, from, to }
}

// ---------------------------------------------------------------------------------------------
// Email addresses
// ---------------------------------------------------------------------------------------------

/**
 * Alternatives that match in any case. The address patterns have no `i` flag, so that "a lower-case
 * word" can be told from a capitalised one (and without regex modifiers, which older browsers lack).
 */
const anyCase = (alternatives: string) => alternatives.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)

/** Spoken top-level domains ("jane at mail dot com"): only real-looking ones, so prose ("look at this dot point") stays. */
const SPOKEN_TLDS = anyCase(
  'com|org|net|info|io|co|africa|edu|gov|int|ngo|me|biz|app|dev|online|site|email|eu|uk|us|ca|in|es|it|nl|be|ch|fr|pt|br|de|ae|sa|qa|ke|ng|za|ug|tz|rw|et|gh|sn|cm|ci|ma|eg|mz|ao|zm|zw|mw|bw|na|cd|cg|ml|bf|ne|tn|dz|ly|so|sd|ss|mg|bi|bj|tg|gn|gm|sl|lr|mr|ga|gq|dj|er|km|sc|mu|cv|st|ls|sz',
)

const LOCAL = String.raw`[\p{L}\p{N}._%+-]+`
/** An address's name starts a word (and matching starts only there, so a long text is read once). */
const TOKEN_START = String.raw`(?<![\p{L}\p{N}._%+-])`
const LABEL = String.raw`[\p{L}\p{N}-]+`
const END = String.raw`(?![\p{L}\p{N}])`
/** The "at" and "dot" words people write instead of @ and . (English, French, Portuguese, Spanish, Swahili, Arabic). */
const AT_WORDS = anyCase('at|arobase|arobas|arrobase|arroba')
const DOT_WORDS = anyCase('dot|point|ponto|punto|nukta|نقطة|دوت')
const BRACKETED_AT = String.raw`\s?[[({<]\s?(?:${AT_WORDS}|@)\s?[\])}>]\s?`
const BRACKETED_DOT = String.raw`\s?[[({<]\s?(?:${DOT_WORDS}|\.)\s?[\])}>]\s?`
const SPOKEN_AT = String.raw`\s(?:${AT_WORDS})\s`
const SPOKEN_DOT = String.raw`\s(?:${DOT_WORDS})\s`

/**
 * An address with @ (or a bracketed [at]): its parts may be spaced ("jane @ mail . org", "jane@mail.
 * org") or their dots written out. A full stop and a space end a sentence unless a domain ending or
 * a lower-case word follows: "jane@mail.org. Then" keeps "Then".
 */
const WRITTEN_DOT = `(?:\\s?\\.(?!\\s)|\\s\\.\\s|\\.\\s(?=\\p{Ll}|(?:${SPOKEN_TLDS})${END})|${BRACKETED_DOT}|${SPOKEN_DOT})`
const EMAIL = new RegExp(`${TOKEN_START}${LOCAL}(?:\\s?@\\s?|${BRACKETED_AT})${LABEL}(?:${WRITTEN_DOT}${LABEL})*${WRITTEN_DOT}\\p{L}{2,24}${END}`, 'gu')
/**
 * "jane at mail dot org", "jane at example.org", "jane arroba mail ponto com": the last part must be a
 * known domain ending and a written dot must touch its parts, so prose ("I am at home. Me too",
 * "look at this dot point") stays.
 */
const SPOKEN_EMAIL = new RegExp(`${TOKEN_START}(${LOCAL})${SPOKEN_AT}${LABEL}(?:(?:\\.|${BRACKETED_DOT}|${SPOKEN_DOT})${LABEL})*(?:\\.|${BRACKETED_DOT}|${SPOKEN_DOT})(?:${SPOKEN_TLDS})${END}`, 'gu')
/** Words that stand before "at" in a sentence, never as the name of an address ("Look at example.org"). */
const PROSE_BEFORE_AT = new Set(
  'look looks looking looked meet meets meeting met arrive arrives arrived arriving be is are was were am been being work works worked working based stay stays stayed staying live lives lived living apply applied aim aimed aims good great best bad better here there it this that us them him her me you we they i he she one all and or but not only just also even once held hosted published posted find found see seen visit visited check checked started start starts ends ended end'.split(
    ' ',
  ),
)

function emailSpans(text: string): Span[] {
  const spans: Span[] = []
  for (const m of text.matchAll(EMAIL)) spans.push([m.index, m.index + m[0].length])
  for (const m of text.matchAll(SPOKEN_EMAIL)) if (!PROSE_BEFORE_AT.has(m[1].toLowerCase())) spans.push([m.index, m.index + m[0].length])
  return spans
}

// ---------------------------------------------------------------------------------------------
// Phone numbers
// ---------------------------------------------------------------------------------------------

/**
 * A run of digits that may be a phone number: an optional + and brackets, digit groups joined by up
 * to two of space, hyphen, dot, slash, comma, underscore, x and brackets ("0712 - 345 - 678",
 * "0712/345/678", "(020) 123-4567"). Not inside a figure or a code, nor after a currency sign
 * ("$1000000000", the "000" of "$50,000", "OP.218/051/2008"); after a letter only when it starts
 * with + or 0 ("KES5000" stays, "tel0712345678" and "Tel.0712345678" do not). Never across a line break.
 */
const PHONE_RUN = /(?:(?<![\p{L}\p{N}\p{Sc}])(?<!\p{Sc} )(?<![\p{L}\p{N}][-./,_])|(?<=\p{L}[-./_]?)(?=[+0]))(?:\+ ?)?(?:\( ?\+? ?)?\d(?:(?: ?[-./,_x()]){0,2} ?\d)+/giu

const MIN_PHONE_DIGITS = 9
const YEAR = /^(?:19|20)\d\d$/
const DAY = '(?:0?[1-9]|[12]\\d|3[01])'
const MONTH = '(?:0?[1-9]|1[0-2])'
const FULL_YEAR = '(?:19|20)\\d\\d'
/** A calendar date: 2026-11-28, 28/11/2026, 11.28.2026. */
const DATE = new RegExp(`(?<!\\d)(?:${FULL_YEAR}[-./]${MONTH}[-./]${DAY}|${DAY}[-./]${MONTH}[-./]${FULL_YEAR}|${MONTH}[-./]${DAY}[-./]${FULL_YEAR})(?!\\d)`, 'g')
/** A figure with thousands separators or a decimal part: 1,250,000 or 1.250.000 or 1234567.89. */
const FIGURE = /^(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+\.\d{1,2})$/
const CURRENCY_CODES = 'usd|us\\$|kes|ksh|kshs|ngn|zar|eur|gbp|ghs|ugx|tzs|rwf|etb|xof|xaf|fcfa|cfa|mad|egp|dzd|tnd|mzn|aoa|zmw|mwk|bwp|nad|cdf|sos|mga|inr|cad|aud|chf|brl'
/** A figure followed by a percent sign, a currency or a scale is an amount. */
const AMOUNT_AFTER = new RegExp(
  `^ ?(?:%|\\p{Sc}|(?:${CURRENCY_CODES}|dollars?|euros?|shillings?|francs?|naira|cedis?|rand|birr|dirhams?|pounds?|percent|pour ?cent|por ?cento|asilimia|millions?|billions?|milliards?|milh[õo]es|bilh[õo]es)(?![\\p{L}]))`,
  'iu',
)
const AMOUNT_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${CURRENCY_CODES})\\.? ?$`, 'iu')
/**
 * A reference number or a postal box is named as one: "Grant no. 2026-00123-456", "Ref: 123456789",
 * "#1234567890", "ISBN 978-3-16-148410-0", "P.O. Box 30197-00100".
 */
const REFERENCE_BEFORE =
  /(?:(?:^|[^\p{L}])(?:ref|reference|r[ée]f[ée]rence|refer[êe]ncia|grant|award|contract|contrat|contrato|invoice|facture|fatura|dossier|project|projet|projeto|isbn|issn|doi|box|b\.p|bp|caixa postal|sanduku)(?: ?(?:no|n[°º]|number|num[ée]ro|n[úu]mero))?\.? ?[:#]? ?|#)$/iu

function isPhoneNumber(run: string, before: string, after: string): boolean {
  // Dates and years, alone, as ranges or beside a few other figures ("2019 2020 2021", "1/2/2026 -
  // 3/3/2026", "page 2 2026-11-20"), are not numbers to call.
  const groups = run.replace(DATE, ' ').split(/\D+/).filter(Boolean)
  if (groups.join('').length < MIN_PHONE_DIGITS || groups.every((group) => YEAR.test(group))) return false
  // A leading + or 0 (an international or a trunk prefix) is a phone number's, never an amount's.
  if (/^\(? ?[+0]/.test(run)) return true
  // Without one: a figure ("1,250,000") or a round one ("200000000"); commas, slashes, x and full
  // stops followed by a space join a list's, a range's, a size's or a sentence's figures ("350, 1200,
  // 45000", "3-5 / 5-7 / 7-10 days", "360/768/1280 px", "1200 x 800 x 600 mm").
  if (FIGURE.test(run) || /0{5}$/.test(run.replace(/\D/g, '')) || /[,/x]|\. /i.test(run)) return false
  if (AMOUNT_AFTER.test(after) || AMOUNT_BEFORE.test(before) || REFERENCE_BEFORE.test(before)) return false
  // A reference that starts with its year ("2026-00123-456", "2026/0042/1234").
  if (/^(?:19|20)\d\d[-/]/.test(run)) return false
  return true
}

/** The longest phone number a run ends with is looked for among its last this many digits. */
const MAX_PHONE_DIGITS = 20

/**
 * Where, in a run that is not a phone number as a whole ("50,000 0712 345 678", "1, 2, 0712 345 678"),
 * a phone number may start: at each word of figures (after a space, never inside a figure, a date
 * or a code) that begins the last 9 to 20 digits, longest first.
 */
function suffixStarts(run: string): number[] {
  const starts = [...run.matchAll(/(?<= )[(+]?\d/g)].map((m) => m.index)
  // How many digits the run holds from each position on, counted once from its end.
  const digitsFrom = new Array<number>(run.length + 1).fill(0)
  for (let i = run.length - 1; i >= 0; i--) digitsFrom[i] = digitsFrom[i + 1] + (/\d/.test(run[i]) ? 1 : 0)
  return starts.filter((start) => digitsFrom[start] >= MIN_PHONE_DIGITS && digitsFrom[start] <= MAX_PHONE_DIGITS)
}

/** The run from `offset`, without a bracket opened before the number and not closed in it: "(0712 345 678)" belongs to the sentence. */
function trimmed(found: string, offset: number): string {
  const run = found.slice(offset)
  return run.startsWith('(') && (run.match(/\(/g)?.length ?? 0) > (run.match(/\)/g)?.length ?? 0) ? run.slice(1) : run
}

function phoneSpans(text: string): Span[] {
  const spans: Span[] = []
  for (const m of text.matchAll(PHONE_RUN)) {
    const found = m[0]
    const end = m.index + found.length
    // What stands before the run names the whole of it, its last groups too ("ISBN 978-3-16-148410-0").
    const before = text.slice(Math.max(0, m.index - 24), m.index)
    const isPhone = (run: string) => isPhoneNumber(run, before, text.slice(end, end + 12))
    const run = [trimmed(found, 0), ...suffixStarts(found).map((start) => trimmed(found, start))].find(isPhone)
    if (run) spans.push([end - run.length, end])
  }
  return spans
}

// ---------------------------------------------------------------------------------------------
// The detector
// ---------------------------------------------------------------------------------------------

/** A stretch [start, end) of the normalised text. */
type Span = [number, number]

/** The stretches of the text, in the order it shows, that hold contact details: [first, last-plus-one] entries of `shown`. */
function detect(original: string): { shown: string[]; found: Span[] } {
  const { shown, text, from, to } = normalise(original)
  const spans = [...emailSpans(text), ...phoneSpans(text)].sort((a, b) => a[0] - b[0])
  const found: Span[] = []
  for (const [start, end] of spans) {
    const span: Span = [from[start], to[end - 1]]
    const last = found.at(-1)
    if (last && span[0] < last[1]) last[1] = Math.max(last[1], span[1])
    else found.push(span)
  }
  return { shown, found }
}

/**
 * `text` with every email address and phone number replaced by `hidden`, the rest as written. When
 * something is hidden, bidi overrides are removed and a stretch written backwards is put in the
 * order it showed, so what is left reads as it did.
 */
export function maskContactDetails(text: string, hidden: string): string {
  const { shown, found } = detect(text)
  if (!found.length) return text
  // The user's bidi controls go; `hidden` keeps its own (a caller may isolate it from its neighbours).
  const kept = (from: number, to?: number) => shown.slice(from, to).join('').replace(new RegExp(BIDI_CONTROLS.source, 'gu'), '')
  let out = ''
  let next = 0
  for (const [start, end] of found) {
    out += kept(next, start) + hidden
    next = end
  }
  return out + kept(next)
}

/** Whether `text` holds an email address or a phone number (what maskContactDetails would hide). */
export function containsContactDetails(text: string): boolean {
  return detect(text).found.length > 0
}
