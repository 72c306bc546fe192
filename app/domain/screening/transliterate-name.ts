/**
 * Arabic (and Persian), Cyrillic and Greek letters written in Latin letters, as the sanctions lists
 * and the organizations we screen romanise them. Arabic script usually leaves short vowels out, so
 * "محمد" becomes "mhmd": the matcher compares it to "Mohammed" by consonants (name-tokens.ts).
 */
const ARABIC: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ٱ: 'a',
  ء: '',
  ؤ: 'u',
  ئ: 'i',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: '',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  و: 'w',
  ي: 'y',
  ى: 'a',
  پ: 'p',
  چ: 'ch',
  ژ: 'zh',
  گ: 'g',
  ک: 'k',
  ی: 'y',
  ۀ: 'a',
  ـ: '',
}
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
}
const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
}
const LATIN_EXTRA: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' }

const TABLE: Record<string, string> = { ...ARABIC, ...CYRILLIC, ...GREEK, ...LATIN_EXTRA }
const NON_LATIN = /[\u0600-\u06ff\u0400-\u04ff\u0370-\u03ff]/

/** Whether a name is written (partly) in Arabic, Cyrillic or Greek script. */
export function isNonLatinScript(name: string): boolean {
  return NON_LATIN.test(name)
}

/**
 * Lower case, accents dropped, other scripts in Latin letters. The Arabic article joined to its
 * word ("التكريتي") is split off ("al tkryty") as the Latin lists write it ("al-Tikriti").
 */
export function transliterateName(name: string): string {
  const lower = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
  let out = ''
  let wordStart = true
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i]!
    if (wordStart && c === 'ا' && lower[i + 1] === 'ل' && lower[i + 2] && /[\u0621-\u064a]/.test(lower[i + 2]!)) {
      out += 'al '
      i++
      wordStart = false
      continue
    }
    const mapped = TABLE[c]
    out += mapped ?? c
    wordStart = !/[\p{L}\p{N}]/u.test(c)
  }
  return out
}
