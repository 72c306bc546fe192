import { transliterateName } from './transliterate-name.ts'

/**
 * A name as the matcher compares it: its words normalised (case, accents, punctuation, script),
 * with what does not tell namesakes apart left out (articles such as al-/el-, titles, legal forms
 * such as Ltd or ONG, small words), and each word in three forms:
 * - `norm`: as written, normalised;
 * - `fold`: common romanisation variants made equal (Mohammed/Muhammad/Mohamed → muhammad,
 *   Hussein/Husayn → husain, double letters single, o/u and e/i alike);
 * - `skel`: its consonants, to compare with Arabic script written without short vowels.
 */
export interface NameToken {
  norm: string
  fold: string
  skel: string
}

/** Words dropped from every name: Arabic articles and linking words, titles, small words. */
const DROPPED = new Set([
  'al',
  'el',
  'ul',
  'ad',
  'ar',
  'as',
  'ash',
  'az',
  'at',
  'an',
  'bin',
  'ibn',
  'bint',
  'ben',
  'ould',
  'wuld',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sir',
  'haji',
  'hajji',
  'alhaji',
  'mullah',
  'mulla',
  'sheikh',
  'shaykh',
  'sheik',
  'maulavi',
  'mawlawi',
  'maulvi',
  'qari',
  'the',
  'of',
  'and',
  'for',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'da',
  'do',
  'dos',
  'das',
  'di',
  'del',
  'van',
  'von',
  'der',
  'wa',
  'na',
])

/** Legal forms and words that say what kind of body an organization is, not which one. */
const ORGANIZATION_WORDS = new Set([
  'ltd',
  'limited',
  'llc',
  'llp',
  'lp',
  'inc',
  'incorporated',
  'co',
  'company',
  'corp',
  'corporation',
  'sa',
  'sarl',
  'sas',
  'sasu',
  'spa',
  'srl',
  'gmbh',
  'ag',
  'kg',
  'plc',
  'pty',
  'pvt',
  'bv',
  'nv',
  'ab',
  'as',
  'oy',
  'jsc',
  'ojsc',
  'pjsc',
  'cjsc',
  'ooo',
  'zao',
  'oao',
  'pao',
  'ao',
  'fze',
  'fzco',
  'fzc',
  'fz',
  'est',
  'establishment',
  'ong',
  'ngo',
  'asbl',
  'association',
  'associacao',
  'asociacion',
  'chama',
  'cbo',
  'trust',
  'society',
  'group',
  'holding',
  'holdings',
  'enterprise',
  'enterprises',
])

/** Romanisations of the same Arabic (and a few Persian/Turkish) names. */
const VARIANTS: Record<string, string[]> = {
  muhammad: ['mohammed', 'mohamed', 'mohammad', 'muhammed', 'mohamad', 'muhamad', 'mohamud', 'mohd', 'mouhamed', 'mouhammad', 'muhamed', 'mhd', 'mohammod', 'mahomed'],
  ahmad: ['ahmed', 'ahmet', 'akhmad', 'akhmed', 'ahamed'],
  husain: ['hussein', 'hussain', 'husayn', 'husein', 'hussien', 'hossein', 'housseine', 'hossain', 'husseyn'],
  hasan: ['hassan', 'hasen', 'hassen'],
  usama: ['osama', 'ousama', 'usamah', 'osamah'],
  umar: ['omar', 'oumar', 'omer'],
  yusuf: ['youssef', 'yousef', 'yusef', 'yousif', 'yusif', 'youcef', 'yousuf', 'yussuf', 'yossef'],
  abu: ['abou', 'abo'],
  mustafa: ['mostafa', 'moustafa', 'mustapha', 'moustapha', 'mostapha'],
  ibrahim: ['ebrahim', 'ibraheem', 'brahim', 'ebraheem'],
  ismail: ['ismael', 'esmail', 'ismaeel', 'ismaiel', 'smail'],
  mahmud: ['mahmoud', 'mahmood', 'mahmut'],
  sulaiman: ['suleiman', 'sulayman', 'soliman', 'suleyman', 'slimane', 'sulaymaan', 'solaiman'],
  nasir: ['nasser', 'nassir', 'naser', 'nacer'],
  khalid: ['khaled', 'khaleed', 'khalied'],
  rashid: ['rachid', 'rasheed', 'rashed', 'rachied'],
  said: ['saeed', 'saied', 'saiid', 'sayeed'],
  jamal: ['gamal', 'djamal', 'jamaal'],
  qasim: ['kasim', 'qassem', 'qassim', 'kassem', 'gasim', 'qasem', 'kacem'],
  abdullah: ['abdallah', 'abdulla', 'abdellah', 'abdalla'],
  faisal: ['faysal', 'feisal', 'faycal'],
  hamid: ['hamed', 'hameed'],
  karim: ['kareem', 'kerim'],
  yahya: ['yehia', 'yahia', 'yehya'],
  zakariya: ['zakaria', 'zakariyya', 'zakariya', 'zacaria'],
  jafar: ['jaafar', 'jaffar', 'djafar'],
  abdulaziz: ['abdelaziz', 'abdalaziz'],
  ali: ['aly'],
  salim: ['salem', 'saleem'],
  muhsin: ['mohsen', 'mohsin', 'muhsen'],
  mansur: ['mansour', 'mansoor'],
  nur: ['noor', 'nour'],
  uthman: ['othman', 'osman', 'usman', 'outhman'],
  abdulrahman: ['abdurrahman', 'abdelrahman', 'abdalrahman', 'abderrahmane', 'abdurahman'],
}
const CANONICAL = new Map<string, string>()
for (const [canonical, variants] of Object.entries(VARIANTS)) {
  CANONICAL.set(canonical, canonical)
  for (const variant of variants) CANONICAL.set(variant, canonical)
}

const ABD_PREFIX = /^(abdul|abdel|abdal|abdol|abdoul|abdur|abdar|abdou|abd)(.{3,})$/
const ABD_WORDS = new Set(['abd', 'abdul', 'abdel', 'abdal', 'abdol', 'abdoul', 'abdu', 'abdur', 'abdar', 'abdou'])

/** The words of a name, normalised, before anything is dropped. */
export function nameWords(name: string): string[] {
  return transliterateName(name)
    .replace(/['’`ʻʼ‘]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
}

/** The tokens of a name the matcher compares (see NameToken). */
export function nameTokens(name: string, kind: 'person' | 'organization' | null): NameToken[] {
  const words = nameWords(name)
  const kept: string[] = []
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    if (DROPPED.has(word) && words.length > 1) continue
    if (kind !== 'person' && ORGANIZATION_WORDS.has(word) && words.length > 1) continue
    // "Abd al-Rahman", "Abdul Rahman", "Abdurrahman": one name, written as one word.
    if (ABD_WORDS.has(word)) {
      let next = i + 1
      while (next < words.length && DROPPED.has(words[next]!)) next++
      if (next < words.length) {
        kept.push(`abd${words[next]}`)
        i = next
        continue
      }
    }
    kept.push(word)
  }
  return kept.map(token)
}

export function token(word: string): NameToken {
  const abd = ABD_PREFIX.exec(word)
  const joined = abd && abd[1] !== 'abd' ? `abd${abd[2]}` : word
  const fold = foldWord(CANONICAL.get(word) ?? CANONICAL.get(joined) ?? joined)
  return { norm: word, fold, skel: skeleton(fold) }
}

function foldWord(word: string): string {
  const canonical = CANONICAL.get(word)
  if (canonical) return canonical
  return word
    .replace(/(.)\1+/g, '$1')
    .replace(/ou|oo/g, 'u')
    .replace(/ee|ie$/g, 'i')
    .replace(/ey|ei|ay/g, 'ai')
    .replace(/ph/g, 'f')
    .replace(/dj/g, 'j')
    .replace(/o/g, 'u')
    .replace(/e/g, 'i')
    .replace(/(.)\1+/g, '$1')
}

/** Consonants only, with the letters romanisations swap made one (q/k, kh/k, sh/ch/s, th/t…). */
function skeleton(fold: string): string {
  return fold
    .replace(/kh/g, 'k')
    .replace(/gh/g, 'g')
    .replace(/[sc]h/g, 's')
    .replace(/[td]h/g, (m) => m[0]!)
    .replace(/ts/g, 's')
    .replace(/q|c/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/[aeiouyw]/g, '')
    .replace(/(.)\1+/g, '$1')
}
