import type { Sector } from '../../../catalog/sectors.ts'

/**
 * OECD DAC sector codes (IATI Sector vocabulary 1: 5-digit CRS purpose codes; vocabulary 2:
 * 3-digit DAC codes) to our SECTORS. A 5-digit code is looked up first among the exceptions below,
 * then by its first three digits. Codes with no counterpart among our nine sectors (general budget
 * support, debt, humanitarian aid, refugees in donor countries, administrative costs, unallocated)
 * map to none, and the importer falls back to the record's own words.
 *
 * | DAC 3-digit | meaning | our sector |
 * |---|---|---|
 * | 111–114 | Education (all levels) | education |
 * | 121–123 | Health, NCDs | health |
 * | 130 | Population policies, reproductive health | health |
 * | 140 | Water supply and sanitation | health, environment |
 * | 151 | Government and civil society | governance |
 * | 152 | Conflict, peace and security | governance |
 * | 160 | Other social infrastructure (employment, social protection, culture) | economic_development |
 * | 210 | Transport and storage | economic_development |
 * | 220 | Communications (ICT) | technology |
 * | 230–236 | Energy (policy, generation, distribution) | energy |
 * | 240, 250 | Banking, business services | economic_development |
 * | 311 | Agriculture | agriculture |
 * | 312 | Forestry | agriculture, environment |
 * | 313 | Fishing | agriculture |
 * | 321–323 | Industry, mining, construction | economic_development |
 * | 331, 332 | Trade, tourism | economic_development |
 * | 410 | General environment protection | environment |
 * | 430 | Other multisector | by 5-digit code only (below) |
 * | 520 | Development food assistance | agriculture |
 *
 * 5-digit exceptions: 15170 women's rights organisations and 15180 ending violence against women
 * and girls → gender_equality (and governance for 15170); 31182 agricultural research and 32182
 * technological research → technology too; 43030 urban development → economic_development; 43040
 * rural development → agriculture, economic_development; 43060 disaster risk reduction →
 * environment; 43071–43073 food security → agriculture; 43081 multisector education → education;
 * 43082 research institutions → technology.
 */
const BY_CATEGORY: Record<string, Sector[]> = {
  '111': ['education'],
  '112': ['education'],
  '113': ['education'],
  '114': ['education'],
  '121': ['health'],
  '122': ['health'],
  '123': ['health'],
  '130': ['health'],
  '140': ['health', 'environment'],
  '151': ['governance'],
  '152': ['governance'],
  '160': ['economic_development'],
  '210': ['economic_development'],
  '220': ['technology'],
  '230': ['energy'],
  '231': ['energy'],
  '232': ['energy'],
  '233': ['energy'],
  '234': ['energy'],
  '235': ['energy'],
  '236': ['energy'],
  '240': ['economic_development'],
  '250': ['economic_development'],
  '311': ['agriculture'],
  '312': ['agriculture', 'environment'],
  '313': ['agriculture'],
  '321': ['economic_development'],
  '322': ['economic_development'],
  '323': ['economic_development'],
  '331': ['economic_development'],
  '332': ['economic_development'],
  '410': ['environment'],
  '520': ['agriculture'],
}

const BY_PURPOSE: Record<string, Sector[]> = {
  '15170': ['gender_equality', 'governance'],
  '15180': ['gender_equality'],
  '31182': ['agriculture', 'technology'],
  '32182': ['economic_development', 'technology'],
  '43030': ['economic_development'],
  '43040': ['agriculture', 'economic_development'],
  '43060': ['environment'],
  '43071': ['agriculture'],
  '43072': ['agriculture'],
  '43073': ['agriculture'],
  '43081': ['education'],
  '43082': ['technology'],
}

/** Our sectors for a DAC 5-digit purpose code or 3-digit sector code; [] when none fits or the code is not DAC. */
export function dacSectors(code: string): Sector[] {
  const trimmed = code.trim()
  if (/^\d{5}$/.test(trimmed)) return BY_PURPOSE[trimmed] ?? BY_CATEGORY[trimmed.slice(0, 3)] ?? []
  if (/^\d{3}$/.test(trimmed)) return BY_CATEGORY[trimmed] ?? []
  return []
}
