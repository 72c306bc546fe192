import type { Language } from '../../../catalog/languages.ts'
import type { Sector } from '../../../catalog/sectors.ts'
import { fold, head, keywordPattern } from './text.ts'

/**
 * ("Civil society" is left out of governance: it names who applies far more often than what is funded.)
 *
 * A grant's sectors (SECTORS ids) from the words of its title, description or sector field, with
 * keyword lists in English, French, Portuguese and Swahili. `*` marks a prefix ("agricultur*").
 */
const KEYWORDS: Record<Sector, Partial<Record<Language, string[]>>> = {
  education: {
    en: [
      'education*',
      'school*',
      'literacy',
      'numeracy',
      'teacher*',
      'teach*',
      'digital skills',
      'coding skills',
      'skills training',
      'vocational',
      'learning',
      'learners',
      'students',
      'university',
      'universities',
      'tvet',
      'early childhood',
    ],
    fr: ['education*', 'enseignement*', 'ecole*', 'scolai*', 'alphabetisation', 'enseignant*', 'eleves', 'etudiants', 'universit*'],
    pt: ['educacao', 'educacional', 'ensino', 'escola*', 'alfabetizacao', 'professores', 'alunos', 'estudantes', 'universidade*'],
    sw: ['elimu', 'shule', 'walimu', 'mwalimu', 'wanafunzi', 'kusoma', 'chuo kikuu'],
    ar: ['تعليم', 'مدارس', 'مدرسة', 'تمدرس', 'محو الامية', 'طلاب', 'جامعات'],
  },
  health: {
    en: ['health*', 'medical', 'medicine*', 'disease*', 'malaria', 'hiv', 'aids', 'tuberculosis', 'maternal', 'nutrition', 'clinic*', 'hospital*', 'vaccin*', 'sanitation', 'wash'],
    fr: ['sante', 'sanitaire*', 'medical*', 'maladie*', 'paludisme', 'vih', 'sida', 'tuberculose', 'maternelle', 'nutrition*', 'hopita*', 'vaccin*', 'assainissement'],
    pt: ['saude', 'medic*', 'doenca*', 'malaria', 'vih', 'tuberculose', 'materna', 'nutricao', 'clinica*', 'hospita*', 'vacina*', 'saneamento'],
    sw: ['afya', 'hospitali', 'ugonjwa', 'magonjwa', 'malaria', 'ukimwi', 'lishe', 'kliniki', 'chanjo', 'usafi wa mazingira'],
    ar: ['صحة', 'صحي*', 'طبي*', 'مستشفى', 'تغذية', 'ملاريا', 'امومة'],
  },
  agriculture: {
    en: ['agricultur*', 'agri*', 'farm*', 'crop*', 'livestock', 'food security', 'food systems', 'fisher*', 'aquaculture', 'smallholder*', 'pastoral*'],
    fr: ['agricol*', 'agriculture', 'agriculteur*', 'agro*', 'elevage', 'securite alimentaire', 'systemes alimentaires', 'peche', 'exploitations familiales', 'paysan*'],
    pt: ['agricola*', 'agricultura', 'agricultor*', 'agro*', 'pecuaria', 'seguranca alimentar', 'sistemas alimentares', 'pesca', 'camponeses'],
    sw: ['kilimo', 'wakulima', 'mkulima', 'mifugo', 'usalama wa chakula', 'uvuvi', 'mazao'],
    ar: ['زراع*', 'فلاح*', 'امن غذائي', 'امن الغذائي', 'ثروة حيوانية', 'صيد البحري'],
  },
  environment: {
    en: [
      'environment*',
      'climate',
      'biodiversity',
      'conservation',
      'ecosystem*',
      'forest*',
      'wildlife',
      'pollution',
      'nature-based',
      'adaptation',
      'water resources',
      'sustainab*',
      'land restoration',
      'ocean*',
    ],
    fr: ['environnement*', 'climat*', 'biodiversite', 'conservation', 'ecosysteme*', 'foret*', 'faune', 'pollution', 'adaptation', 'restauration des terres', 'gestion durable', 'ressources en eau'],
    pt: ['ambiente', 'ambiental*', 'clima*', 'climatica*', 'biodiversidade', 'conservacao', 'ecossistema*', 'floresta*', 'fauna', 'poluicao', 'adaptacao', 'recursos hidricos', 'sustentave*'],
    sw: ['mazingira', 'hali ya hewa', 'tabianchi', 'mabadiliko ya tabianchi', 'misitu', 'bioanuai', 'uhifadhi', 'wanyamapori'],
    ar: ['بيئة', 'بيئي*', 'مناخ*', 'تنوع البيولوجي', 'تغير المناخ', 'غابات', 'تكيف'],
  },
  technology: {
    en: ['technolog*', 'digital*', 'ict', 'ict4d', 'software', 'tech', 'data science', 'artificial intelligence', 'ai', 'internet', 'mobile', 'innovation*', 'startup*', 'start-up*'],
    fr: ['technolog*', 'numerique*', 'digital*', 'tic', 'logiciel*', 'intelligence artificielle', 'ia', 'internet', 'innovation*', 'startup*'],
    pt: ['tecnologia*', 'tecnologic*', 'digita*', 'tic', 'software', 'inteligencia artificial', 'ia', 'internet', 'inovacao', 'startup*'],
    sw: ['teknolojia', 'kidijitali', 'dijitali', 'ubunifu', 'intaneti', 'akili bandia'],
    ar: ['تكنولوجيا', 'تكنولوجي*', 'رقمي*', 'ابتكار', 'ذكاء الاصطناعي', 'انترنت'],
  },
  gender_equality: {
    en: ['gender*', 'women', "women's", 'girls', 'feminist', 'gender-based violence', 'gbv', 'female'],
    fr: ['egalite des sexes', 'egalite de genre', 'egalite femmes-hommes', 'approche genre', 'femmes', 'filles', 'feministe*', 'violences basees sur le genre', 'vbg'],
    pt: ['igualdade de genero', 'genero', 'mulheres', 'meninas', 'feminista*', 'violencia baseada no genero'],
    sw: ['jinsia', 'kijinsia', 'wanawake', 'wasichana', 'usawa wa kijinsia'],
    ar: ['مراة', 'نساء', 'فتيات', 'مساواة بين الجنسين', 'نوع الاجتماعي'],
  },
  economic_development: {
    en: [
      'economic development',
      'economic empowerment',
      'livelihood*',
      'entrepreneur*',
      'small business*',
      'sme',
      'smes',
      'msme*',
      'job creation',
      'employment',
      'enterprise*',
      'microfinance',
      'income',
      'youth employment',
      'value chain*',
      'trade',
    ],
    fr: [
      'developpement economique',
      'autonomisation economique',
      'moyens de subsistance',
      'entrepreneur*',
      'entreprenariat',
      'pme',
      'tpe',
      'emploi*',
      'microfinance',
      'revenus',
      'chaines de valeur',
      'commerce',
    ],
    pt: ['desenvolvimento economico', 'empoderamento economico', 'meios de subsistencia', 'empreendedor*', 'pme', 'pmes', 'emprego*', 'microfinancas', 'rendimento*', 'cadeias de valor', 'comercio'],
    sw: ['maendeleo ya kiuchumi', 'ujasiriamali', 'wajasiriamali', 'biashara', 'ajira', 'kipato', 'uchumi'],
    ar: ['ريادة الاعمال', 'تشغيل', 'مشاريع الصغيرة', 'سبل العيش', 'تنمية الاقتصادية', 'تمكين الاقتصادي'],
  },
  governance: {
    en: [
      'governance',
      'democra*',
      'accountability',
      'transparency',
      'civic',
      'human rights',
      'rule of law',
      'anti-corruption',
      'corruption',
      'elections',
      'electoral',
      'justice',
      'advocacy',
      'public policy',
      'independent media',
      'journalis*',
      'press freedom',
      'media freedom',
    ],
    fr: [
      'gouvernance',
      'democrat*',
      'redevabilite',
      'transparence',
      'citoyen*',
      "droits de l'homme",
      'droits humains',
      'etat de droit',
      'corruption',
      'elections',
      'justice',
      'plaidoyer',
      'medias independants',
      'journalisme',
      'liberte de la presse',
    ],
    pt: [
      'governacao',
      'governanca',
      'democra*',
      'prestacao de contas',
      'transparencia',
      'cidada*',
      'direitos humanos',
      'estado de direito',
      'corrupcao',
      'eleicoes',
      'justica',
      'advocacia',
      'media independentes',
      'jornalismo',
      'liberdade de imprensa',
    ],
    sw: ['utawala bora', 'utawala', 'demokrasia', 'uwajibikaji', 'uwazi', 'haki za binadamu', 'rushwa', 'uchaguzi'],
    ar: ['حوكمة', 'شفافية', 'مساءلة', 'ديمقراطي*', 'حقوق الانسان', 'مواطنية', 'مواطنة', 'مكافحة الفساد', 'نفاذ الى المعلومة'],
  },
  energy: {
    en: ['energy', 'renewable*', 'solar', 'electricity', 'electrification', 'off-grid', 'mini-grid*', 'clean cooking'],
    fr: ['energie*', 'energetique*', 'renouvelable*', 'solaire', 'electricite', 'electrification', 'hors reseau', 'mini-reseau*', 'cuisson propre'],
    pt: ['energia*', 'energetic*', 'renovave*', 'solar', 'eletricidade', 'electricidade', 'eletrificacao', 'electrificacao', 'fora da rede', 'mini-rede*'],
    sw: ['nishati', 'umeme', 'nishati ya jua', 'nishati mbadala'],
    ar: ['طاقة', 'طاقات المتجددة', 'طاقة الشمسية', 'كهرباء'],
  },
}

const ALL_LANGUAGES: Language[] = ['en', 'fr', 'pt', 'sw', 'ar']
const patterns = new Map<string, RegExp>()
function patternFor(sector: Sector, languages: Language[]): RegExp | null {
  const key = `${sector}:${languages.join()}`
  if (!patterns.has(key)) {
    const words = languages.flatMap((l) => KEYWORDS[sector][l] ?? [])
    patterns.set(key, words.length ? keywordPattern(words) : (null as unknown as RegExp))
  }
  return patterns.get(key) ?? null
}

/** How many sector words a text holds, by sector. */
export function sectorScores(text: string, language?: Language): Map<Sector, number> {
  const folded = fold(head(text))
  // English words are common on every page, so they always count; a page of unknown language reads every list.
  const languages = language && language !== 'en' ? (['en', language] as Language[]) : ALL_LANGUAGES
  const scores = new Map<Sector, number>()
  for (const sector of Object.keys(KEYWORDS) as Sector[]) {
    const pattern = patternFor(sector, languages)
    const count = pattern ? (folded.match(pattern)?.length ?? 0) : 0
    if (count) scores.set(sector, count)
  }
  return scores
}

/**
 * The sectors a text is about, most mentioned first. A sector needs `minHits` mentions (1 for a
 * title or a sector field; more for a whole page, where one passing word says little).
 */
export function sectorsFromText(text: string | null | undefined, language?: Language, minHits = 1): Sector[] {
  if (!text) return []
  const scores = [...sectorScores(text, language)]
  // In a long field ("Priorities: transparency and accountability in municipalities · young people's and women's
  // participation · access to information") a sector named once beside one named three times is incidental.
  const top = Math.max(0, ...scores.map(([, n]) => n))
  return scores
    .filter(([, n]) => n >= minHits && (text.length <= 80 || n * 2 > top))
    .sort((a, b) => b[1] - a[1])
    .map(([sector]) => sector)
}
